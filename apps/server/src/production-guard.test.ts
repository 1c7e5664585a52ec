/**
 * production-guard.ts and its use in server.ts: with NODE_ENV=production the server refuses to start
 * while a published default is in force, naming each; API docs are off in production unless API_DOCS=true.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { hashPassword } from './lib/password.js';
import { sha256Hex } from './lib/tokens.js';
import { missingProductionSettings, publishedDefaultsInForce } from './production-guard.js';
import { SEED_FLOW_TEST_KEY } from './seed/seed-settings.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, 120_000);
afterAll(() => t.close());

describe('publishedDefaultsInForce', () => {
  it('names the default agency passwords, the development push key and the default secrets', async () => {
    const problems = await publishedDefaultsInForce(loadConfig({}), t.database.db);
    expect(problems).toHaveLength(4);
    expect(problems[0]).toContain('agency_admin');
    // The back office's seeded accounts are refused like the others.
    for (const name of ['cms_editor', 'cms_review1', 'cms_review2', 'cms_approver', 'cms_admin'])
      expect(problems[0]).toContain(name);
    expect(problems[1]).toContain('推送密钥');
    expect(problems[2]).toContain('SSO_VALIDATE_SECRET');
    expect(problems[3]).toContain('FEEDBACK_CHALLENGE_SECRET');
  });

  it('finds nothing once each default is replaced', async () => {
    const db = t.database.db;
    await db
      .updateTable('account')
      .set({ password_hash: await hashPassword('a-real-secret-2026') })
      .where('kind', '=', 'agency')
      .execute();
    await db.deleteFrom('venue_flow_key').where('key_hash', '=', sha256Hex(SEED_FLOW_TEST_KEY)).execute();
    const secrets = { SSO_VALIDATE_SECRET: 'x'.repeat(32), FEEDBACK_CHALLENGE_SECRET: 'y'.repeat(32) };
    expect(await publishedDefaultsInForce(loadConfig(secrets), db)).toEqual([]);
  });
});

describe('production first start', () => {
  it('seeds no development push key (a production start would then refuse it)', async () => {
    const prod = await createTestApp({ seed: true, env: { NODE_ENV: 'production' } });
    try {
      const keys = await prod.database.db.selectFrom('venue_flow_key').select('key_hash').execute();
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.map((key) => key.key_hash)).not.toContain(sha256Hex(SEED_FLOW_TEST_KEY));
      const problems = await publishedDefaultsInForce(prod.config, prod.database.db);
      expect(problems.join('\n')).not.toContain('推送密钥');
    } finally {
      await prod.close();
    }
  }, 120_000);
});

describe('production start', () => {
  it('exits 1 naming the default in force', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-prod-'));
    try {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          DATABASE_URL: join(dir, 'portal.sqlite'),
          SEED_ON_START: 'false',
          PORT: '0',
          WEB_DIST: '',
          SSO_VALIDATE_SECRET: '',
        },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('SSO_VALIDATE_SECRET');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 70_000);

  it('serves /api/docs in production only with API_DOCS=true', async () => {
    for (const [env, status] of [
      [{ NODE_ENV: 'production' }, 404],
      [{ NODE_ENV: 'production', API_DOCS: 'true' }, 200],
      [{}, 200],
    ] as const) {
      const app = await buildApp({ config: loadConfig({ WEB_DIST: '', ...env }), database: t.database, logger: false });
      const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(res.statusCode, JSON.stringify(env)).toBe(status);
      await app.close();
    }
  });
});

describe('missingProductionSettings', () => {
  const marks = {
    SITE_CODE: 'bm17000001',
    ICP_NUMBER: '京ICP备12345678号-1',
    PSB_NUMBER: '京公网安备 11010502000001号',
    CONAC_ID: 'abcdef123456',
  };

  it('names the registration marks and the base map a public start lacks', () => {
    const problems = missingProductionSettings(loadConfig({ WEB_DIST: '' }));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('SITE_CODE、ICP_NUMBER、PSB_NUMBER、CONAC_ID');
    expect(problems[1]).toContain('TIANDITU_KEY');
    expect(missingProductionSettings(loadConfig({ WEB_DIST: '', ...marks, SITE_CODE: '' }))[0]).toMatch(/：SITE_CODE$/);
  });

  it('asks a tile service`s attribution for its 审图号, and is content with 天地图 or a credited tile service', () => {
    const tiles = { MAP_TILE_URL: 'https://t{s}.tiles.example.gov.cn/{z}/{x}/{y}.png' };
    expect(
      missingProductionSettings(loadConfig({ WEB_DIST: '', ...marks, ...tiles, MAP_ATTRIBUTION: '某测绘院' })),
    ).toEqual(['MAP_ATTRIBUTION 未注明底图的审图号（如 GS(2024)0650号）']);
    const credited = { ...tiles, MAP_ATTRIBUTION: '某测绘院 审图号：GS(2024)0650号' };
    expect(missingProductionSettings(loadConfig({ WEB_DIST: '', ...marks, ...credited }))).toEqual([]);
    const tianditu = { TIANDITU_KEY: '0123456789abcdef0123456789abcdef' };
    expect(missingProductionSettings(loadConfig({ WEB_DIST: '', ...marks, ...tianditu }))).toEqual([]);
  });
});
