/**
 * GET /healthz (README "Quick start"): 200 while the database answers, 503 once it does not;
 * no session needed. GET /healthz/details: the read models' states (docs/decisions/data-spine.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp, type AuthTestApp } from '../../../test/auth-test-app.js';
import { loadDivisions } from '../area/divisions.js';

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

describe('GET /healthz', () => {
  it('answers 200 {db: up, redis: off} without a session (no REDIS_URL)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, msg: 'ok', data: { db: 'up', redis: 'off' } });
  });

  it('answers 503 in the envelope when the database is gone', async () => {
    const { createTestDatabase } = await import('../../../test/test-app.js');
    const { buildApp } = await import('../../app.js');
    const { database, drop } = await createTestDatabase();
    const app = await buildApp({ config: t.config, database, logger: false });
    await app.ready();
    await drop(); // closes the connection: select 1 now fails
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 503, msg: '数据库暂不可用', data: null });
    await app.close();
  });
});

describe('GET /healthz/details', () => {
  it("reports each read model's state, size and build counts once it is used", async () => {
    // A read model is held from its first use on (here: the divisions, which venue lists use).
    await loadDivisions(t.app.db);
    const res = await t.app.inject({ method: 'GET', url: '/healthz/details' });
    expect(res.statusCode).toBe(200);
    const data = res.json<{
      data: {
        rssBytes: number;
        heapUsedBytes: number;
        heapTotalBytes: number;
        arrayBuffersBytes: number;
        readModels: { name: string; state: string; builds: number }[];
      };
    }>().data;
    expect(data.rssBytes).toBeGreaterThan(0);
    expect(data.heapTotalBytes).toBeGreaterThanOrEqual(data.heapUsedBytes);
    expect(data.arrayBuffersBytes).toBeGreaterThan(0);
    expect(data.readModels.find((m) => m.name === 'divisions')).toMatchObject({ state: 'ready', builds: 1 });
  });
});
