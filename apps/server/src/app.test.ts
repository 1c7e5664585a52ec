/**
 * buildApp's platform plugins (app.ts): per-IP login rate limits -> 429 in the envelope, OpenAPI docs at
 * /api/docs without a session, security headers, compression, text/plain bodies arriving as strings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp, type AuthTestApp } from '../test/auth-test-app.js';

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp({
    env: { LOGIN_RATE_LIMIT_PER_MINUTE: '3' },
    routes: (app) => {
      app.post('/api/data/test/echo', { config: { auth: 'none' } }, async (request) => ({
        code: 200,
        msg: 'ok',
        data: { type: typeof request.body, body: request.body },
      }));
      app.get('/api/data/test/big', { config: { auth: 'none' } }, async () => ({
        code: 200,
        msg: 'ok',
        data: '全民健身'.repeat(2000),
      }));
    },
  });
});
afterAll(() => t.close());

describe('login rate limit', () => {
  it('answers 429 in the envelope after config.loginRateLimitPerMinute attempts per IP, per login route', async () => {
    for (let i = 0; i < 3; i += 1) expect((await t.agencyLogin('agency_admin', 'wrong')).statusCode).toBe(400);
    const limited = await t.agencyLogin('agency_admin');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 429, msg: '请求过于频繁，请稍后再试', data: null });

    const otherIp = await t.app.inject({
      method: 'POST',
      url: '/api/data/agency/userLogin',
      remoteAddress: '10.1.2.3',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ userName: 'venue_filler', password: t.config.seedAgencyPassword }),
    });
    expect(otherIp.statusCode).toBe(200);

    // The public route: the public credentials are never limited per address (many visitors share
    // one), anything else is, on its own budget.
    for (let i = 0; i < 3; i += 1) expect((await t.publicLogin('nobody', 'x')).statusCode).toBe(400);
    expect((await t.publicLogin('nobody', 'x')).statusCode).toBe(429);
    for (let i = 0; i < 5; i += 1) expect((await t.publicLogin()).statusCode).toBe(200);
  });
});

describe('platform plugins', () => {
  it('serves the OpenAPI document and Swagger UI at /api/docs without a session', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/data/user/login',
        '/api/data/agency/userLogin',
        '/api/data/agency/singleSignonUrl',
        '/healthz',
      ]),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger-initializer.js');
  });

  it('sets security headers on API answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('compresses large answers when the client accepts it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/data/test/big',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('hands text/plain bodies to routes as strings', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/data/test/echo',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: '{"a":1}',
    });
    expect(res.json().data).toEqual({ type: 'string', body: '{"a":1}' });
  });

  it('answers 400 (not 500) to broken JSON and to prototype-poisoned JSON bodies', async () => {
    for (const payload of ['{"a":', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/data/test/echo',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, data: null });
    }
  });
});
