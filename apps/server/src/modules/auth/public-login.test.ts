/**
 * POST /api/data/user/login (spec §6, §7, §9) and the session-auth plugin (spec §8): public token
 * issuance, wrong / missing credentials, and what data routes answer without, with a forged, with an
 * expired and with a valid token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp, type AuthTestApp } from '../../../test/auth-test-app.js';

let t: AuthTestApp;

beforeAll(async () => {
  t = await createAuthTestApp({
    routes: (app) => {
      // A protected probe route (default auth 'session'), standing in for the content routes.
      app.get('/api/data/test/whoami', async (request) => ({ code: 200, msg: 'ok', data: request.session }));
    },
  });
});
afterAll(() => t.close());

const whoami = (token?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/data/test/whoami',
    headers: token === undefined ? {} : { 'session-id': token },
  });

describe('POST /api/data/user/login', () => {
  it('answers a random token for the configured public account, and the token opens data routes', async () => {
    const res = await t.publicLogin();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ code: 200, msg: expect.any(String) });
    expect(body.data).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = (await t.publicLogin()).json().data;
    expect(again).not.toBe(body.data);

    const me = await whoami(body.data);
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ kind: 'public', userName: t.config.publicUserName });
  });

  it('stores only the SHA-256 of the token', async () => {
    const token = (await t.publicLogin()).json().data as string;
    const rows = await t.database.db.selectFrom('session').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('answers HTTP 400 code 400 用户名或密码错误 for a wrong password, an unknown user, and an agency account', async () => {
    for (const [userName, password] of [
      [t.config.publicUserName, 'wrong-password'],
      ['nobody', 'whatever'],
      ['agency_admin', t.config.seedAgencyPassword],
    ] as const) {
      const res = await t.publicLogin(userName, password);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, msg: '用户名或密码错误', data: null });
    }
  });

  it('does not lock the public account (its password ships in the web app)', async () => {
    for (let i = 0; i < 6; i += 1) expect((await t.publicLogin(t.config.publicUserName, 'wrong')).statusCode).toBe(400);
    expect((await t.publicLogin()).statusCode).toBe(200);
  });

  it('answers 400 naming the missing field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/data/user/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'userName=portal_public',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: null });
    expect(res.json().msg).toContain('password');
  });

  it('ignores a smuggled kind field and never answers 500 to odd form bodies', async () => {
    for (const payload of [
      'userName=agency_admin&password=Agency%402026&kind=agency',
      '__proto__[x]=1&userName=a&password=b',
      'a=%ZZ',
      '',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/data/user/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, data: null });
    }
  });
});

describe('session-auth on data routes', () => {
  const expired = { code: 401, msg: '登录已过期或未登录，请重新登录', data: null };

  it('answers HTTP 401 code 401 without a token, with a forged token and with a malformed one', async () => {
    for (const token of [undefined, 'A'.repeat(43), 'not a token!', '']) {
      const res = await whoami(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(expired);
    }
  });

  it('guards the real content routes the same way (spec §8)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api_/ow/news/list' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(expired);
  });

  it('ends the public token after 14400 s', async () => {
    const token = (await t.publicLogin()).json().data as string;
    t.clock.advance(14_399_000);
    expect((await whoami(token)).statusCode).toBe(200);
    t.clock.advance(1_000);
    expect((await whoami(token)).statusCode).toBe(401);
  });

  it("notices a session removed elsewhere (another instance's logout) within the 5 s cache window", async () => {
    const token = (await t.publicLogin()).json().data as string;
    expect((await whoami(token)).statusCode).toBe(200); // now cached
    await t.database.db.deleteFrom('session').execute();
    expect((await whoami(token)).statusCode).toBe(200); // still inside the cache window
    t.clock.advance(5_000);
    expect((await whoami(token)).statusCode).toBe(401);
  });

  it('still answers 404 (not 401) for unknown routes, in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/data/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: '接口不存在', data: null });
  });

  it('writes login and failed-login rows to the audit log', async () => {
    const rows = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'user_name', 'ip', 'result', 'time'])
      .execute();
    expect(
      rows.some(
        (r) =>
          r.action === 'login' && r.user_name === t.config.publicUserName && r.result === 'ok' && r.ip === '127.0.0.1',
      ),
    ).toBe(true);
    expect(
      rows.some((r) => r.action === 'login_failed' && r.user_name === 'nobody' && r.result === 'unknown_user'),
    ).toBe(true);
    expect(rows.every((r) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(r.time))).toBe(true);
  });
});
