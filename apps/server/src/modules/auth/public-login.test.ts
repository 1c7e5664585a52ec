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
  it('answers a signed token for the configured public account, and the token opens data routes', async () => {
    const res = await t.publicLogin();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ code: 200, msg: expect.any(String) });
    expect(body.data).toMatch(/^pub_[A-Za-z0-9_-]{49}$/);
    const again = (await t.publicLogin()).json().data;
    expect(again).not.toBe(body.data);

    const me = await whoami(body.data);
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ kind: 'public', userName: t.config.publicUserName });
  });

  it('writes no session row for a public token (nothing piles up)', async () => {
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('session')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    for (let i = 0; i < 10; i += 1) expect((await t.publicLogin()).statusCode).toBe(200);
    expect(await count()).toBe(before);
  });

  it('serves 100 public logins in a row from one address (a school behind one IP)', async () => {
    const tokens = new Set<string>();
    for (let i = 0; i < 100; i += 1) {
      const res = await t.publicLogin();
      expect(res.statusCode, `login ${i + 1}`).toBe(200);
      tokens.add(res.json().data as string);
    }
    expect(tokens.size).toBe(100);
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

  it('refuses a public token whose end or signature was altered', async () => {
    const token = (await t.publicLogin()).json().data as string;
    const flip = (at: number) => `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    for (const forged of [flip(5), flip(token.length - 2), `pub_${'A'.repeat(49)}`]) {
      expect((await whoami(forged)).statusCode, forged).toBe(401);
    }
  });

  it('still answers 404 (not 401) for unknown routes, in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/data/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: '接口不存在', data: null });
  });

  it('audits failed logins, but not each automatic public login (one per visitor, not a security event)', async () => {
    const rows = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'user_name', 'ip', 'result', 'time'])
      .execute();
    expect(rows.some((r) => r.action === 'login' && r.user_name === t.config.publicUserName)).toBe(false);
    expect(
      rows.some((r) => r.action === 'login_failed' && r.user_name === 'nobody' && r.result === 'unknown_user'),
    ).toBe(true);
    expect(rows.every((r) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(r.time))).toBe(true);
  });
});

describe('public login limits', () => {
  let limited: AuthTestApp;
  beforeAll(async () => {
    limited = await createAuthTestApp({
      env: { LOGIN_RATE_LIMIT_PER_MINUTE: '3', PUBLIC_LOGIN_BUDGET_PER_MINUTE: '50' },
    });
  });
  afterAll(() => limited.close());

  it('limits other credentials per address, but never the right public credentials', async () => {
    for (let i = 0; i < 3; i += 1) expect((await limited.publicLogin('nobody', 'x')).statusCode).toBe(400);
    expect((await limited.publicLogin('nobody', 'x')).statusCode).toBe(429);
    for (let i = 0; i < 20; i += 1) expect((await limited.publicLogin()).statusCode).toBe(200);
  });

  it('bounds all public logins of the instance by one budget per minute', async () => {
    let answered = 0;
    let refused = 0;
    for (let i = 0; i < 60; i += 1) {
      const status = (await limited.publicLogin()).statusCode;
      if (status === 200) answered += 1;
      else if (status === 429) refused += 1;
    }
    // 50 per minute in all, of which the previous test used 24.
    expect(answered).toBe(26);
    expect(refused).toBe(34);
  });
});
