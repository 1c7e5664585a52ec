/**
 * Tokens stay out of logs and caches: the request log shows `token=` / `ticket=` values as [redacted]
 * (lib/http/log-redaction.ts), and answers that carry a token or ticket are `cache-control: no-store`.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp, type AuthTestApp } from '../../../test/auth-test-app.js';
import { createTestDatabase } from '../../../test/test-app.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { redactUrl } from '../../lib/http/log-redaction.js';

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

describe('no-store on answers with tokens or tickets', () => {
  it('marks the logins and the single-sign-on address no-store', async () => {
    expect((await t.publicLogin()).headers['cache-control']).toBe('no-store');
    const agency = await t.agencyLogin('agency_admin');
    expect(agency.headers['cache-control']).toBe('no-store');
    const token = agency.json().data.sessionToken as string;
    const sso = await t.app.inject({
      method: 'GET',
      url: `/api/data/agency/singleSignonUrl?appId=app_sync_js365&token=${token}`,
    });
    expect(sso.json().data.url).toContain('ticket=');
    expect(sso.headers['cache-control']).toBe('no-store');
  });
});

describe('request log', () => {
  it('redacts secret query values and keeps the rest', () => {
    expect(redactUrl('/api/data/agency/singleSignonUrl?appId=x&token=abc&b=1')).toBe(
      '/api/data/agency/singleSignonUrl?appId=x&token=[redacted]&b=1',
    );
    expect(redactUrl('/cb?ticket=t1&TOKEN=t2')).toBe('/cb?ticket=[redacted]&TOKEN=[redacted]');
    expect(redactUrl('/api_/ow/news/list?pageNum=1')).toBe('/api_/ow/news/list?pageNum=1');
  });

  it('never writes a token to the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const { database, drop } = await createTestDatabase();
    const app = await buildApp({
      config: loadConfig({ WEB_DIST: '', LOG_LEVEL: 'info' }),
      database,
      logger: { level: 'info', stream },
    });
    try {
      const secret = 'S3cretTokenValue_abcdefghijklmnopqrstuvwxyz';
      await app.inject({ method: 'GET', url: `/api/data/agency/singleSignonUrl?appId=js365_build&token=${secret}` });
      await app.inject({ method: 'GET', url: `/api/data/agency/logout?token=${secret}` });
      const log = lines.join('');
      expect(log).toContain('singleSignonUrl?appId=js365_build&token=[redacted]');
      expect(log).not.toContain(secret);
    } finally {
      await app.close();
      await drop();
    }
  });
});
