/**
 * Agency accounts and sessions (spec §4, §6, §7, §8): userLogin's text/plain JSON body,
 * wrong credentials, the 5-failure lock with its Asia/Shanghai until-time, logout, checkToken, and the
 * 30-minute idle / 12-hour absolute session ends, driven by an injected clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp, type AuthTestApp } from '../../../test/auth-test-app.js';

let t: AuthTestApp;

beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

const checkToken = (token: string, via: 'header' | 'query' = 'header') =>
  t.app.inject({
    method: 'GET',
    url:
      via === 'query'
        ? `/api/data/agency/checkToken?token=${encodeURIComponent(token)}`
        : '/api/data/agency/checkToken',
    headers: via === 'header' ? { 'session-id': token } : {},
  });

const rawLogin = (payload: string, contentType = 'text/plain') =>
  t.app.inject({
    method: 'POST',
    url: '/api/data/agency/userLogin',
    headers: { 'content-type': contentType },
    payload,
  });

describe('POST /api/data/agency/userLogin', () => {
  it('answers {userName, sessionToken} for a seeded account; checkToken then shows the names', async () => {
    const res = await t.agencyLogin('sports_bureau_bj');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(200);
    expect(body.data.userName).toBe('sports_bureau_bj');
    expect(body.data.sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    for (const via of ['header', 'query'] as const) {
      const check = await checkToken(body.data.sessionToken, via);
      expect(check.statusCode).toBe(200);
      expect(check.json()).toEqual({
        code: 200,
        msg: expect.any(String),
        data: { userName: 'sports_bureau_bj', displayName: '李文静', organName: '北京市体育局群众体育处' },
      });
    }
  });

  it('accepts an application/json object body too', async () => {
    const res = await rawLogin(
      JSON.stringify({ userName: 'venue_filler', password: t.config.seedAgencyPassword }),
      'application/json',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.userName).toBe('venue_filler');
  });

  it('answers HTTP 400 用户名或密码错误 for a wrong password, an unknown user and the public account', async () => {
    for (const [userName, password] of [
      ['venue_filler', 'nope'],
      ['ghost', 'nope'],
      [t.config.publicUserName, t.config.publicPassword],
    ] as const) {
      const res = await t.agencyLogin(userName, password);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, msg: '用户名或密码错误', data: null });
    }
    // A good login resets venue_filler's count (checked by the lock test below using another account).
    expect((await t.agencyLogin('venue_filler')).statusCode).toBe(200);
  });

  it.each([
    ['malformed JSON', '{"userName": "a",', 'JSON'],
    ['a JSON array', '["agency_admin"]', 'body'],
    ['a JSON string', '"agency_admin"', 'body'],
    ['null', 'null', 'body'],
    ['empty body', '', ''],
    ['__proto__ key', '{"__proto__":{}}', '__proto__'],
    ['nested __proto__', '{"userName":"a","password":"b","x":{"__proto__":{"admin":true}}}', '__proto__'],
    ['constructor key', '{"constructor":{"prototype":{"admin":true}},"userName":"a","password":"b"}', 'constructor'],
    ['missing password', '{"userName":"agency_admin"}', 'password'],
    ['missing userName', '{"password":"x"}', 'userName'],
    ['numeric userName', '{"userName":123,"password":"x"}', 'userName'],
    ['object password', '{"userName":"agency_admin","password":{"$ne":""}}', 'password'],
    ['too long userName', JSON.stringify({ userName: 'x'.repeat(65), password: 'y' }), 'userName'],
    // The input guard saw the text/plain body as one string; a NUL once reached PostgreSQL (a 500 there).
    ['a NUL in userName', '{"userName":"a\\u0000b","password":"x"}', 'userName'],
    ['a NUL in password', '{"userName":"agency_admin","password":"x\\u0000"}', 'password'],
  ])('answers 400 (never 500) for %s, naming %s', async (_label, payload, named) => {
    const res = await rawLogin(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ code: 400, data: null });
    expect(body.msg).toContain(named);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('locks the account after 5 failures for 15 minutes, says until when, and unlocks afterwards', async () => {
    t.clock.now = new Date('2026-11-21T06:05:00.000Z'); // 14:05 in Asia/Shanghai
    for (let i = 1; i <= 4; i += 1) {
      const res = await t.agencyLogin('agency_admin', `wrong-${i}`);
      expect(res.statusCode).toBe(400);
    }
    const fifth = await t.agencyLogin('agency_admin', 'wrong-5');
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json()).toEqual({ code: 403, msg: '账号已锁定，请于 2026-11-21 14:20 后再试', data: null });

    // Locked: even the right password is refused, with the same until-time.
    t.clock.advance(14 * 60_000);
    const locked = await t.agencyLogin('agency_admin');
    expect(locked.statusCode).toBe(403);
    expect(locked.json().msg).toBe('账号已锁定，请于 2026-11-21 14:20 后再试');

    t.clock.advance(60_000);
    const unlocked = await t.agencyLogin('agency_admin');
    expect(unlocked.statusCode).toBe(200);

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'result', 'detail'])
      .where('user_name', '=', 'agency_admin')
      .orderBy('id')
      .execute();
    expect(audit.filter((r) => r.action === 'login_failed' && r.result.startsWith('bad_password'))).toHaveLength(5);
    expect(audit.filter((r) => r.action === 'locked')).toHaveLength(1);
    expect(audit.some((r) => r.action === 'login_failed' && r.result === 'locked')).toBe(true);
    expect(audit.at(-1)).toMatchObject({ action: 'login', result: 'ok' });
  });

  it('answers an unknown user name exactly like a known account, lock included', async () => {
    t.clock.now = new Date('2026-11-21T07:05:00.000Z'); // 15:05 in Asia/Shanghai
    for (let i = 1; i <= 4; i += 1) {
      const res = await t.agencyLogin('no_such_user', `wrong-${i}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('用户名或密码错误');
    }
    const fifth = await t.agencyLogin('no_such_user', 'wrong-5');
    expect(fifth.json()).toEqual({ code: 403, msg: '账号已锁定，请于 2026-11-21 15:20 后再试', data: null });
    t.clock.advance(14 * 60_000);
    expect((await t.agencyLogin('no_such_user')).json().msg).toBe('账号已锁定，请于 2026-11-21 15:20 后再试');
    t.clock.advance(60_000);
    expect((await t.agencyLogin('no_such_user')).statusCode).toBe(400);
  });

  it('restarts the failure count after a successful login', async () => {
    for (let i = 0; i < 4; i += 1) expect((await t.agencyLogin('venue_filler', 'bad')).statusCode).toBe(400);
    expect((await t.agencyLogin('venue_filler')).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await t.agencyLogin('venue_filler', 'bad')).statusCode).toBe(400);
    expect((await t.agencyLogin('venue_filler')).statusCode).toBe(200);
  });
});

describe('agency session lifetime', () => {
  it('logout ends the session: checkToken then answers HTTP 401 code 401; logout is idempotent', async () => {
    const token = await t.agencyToken('sports_bureau_bj');
    expect((await checkToken(token)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'GET', url: `/api/data/agency/logout?token=${token}` });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ code: 200, data: null });
    const after = await checkToken(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ code: 401, msg: '登录已过期或未登录，请重新登录', data: null });
    expect((await t.app.inject({ method: 'GET', url: `/api/data/agency/logout?token=${token}` })).statusCode).toBe(200);

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['user_name', 'result'])
      .where('action', '=', 'logout')
      .execute();
    expect(audit).toContainEqual({ user_name: 'sports_bureau_bj', result: 'ok' });
  });

  it('logout also takes the token from the session-id header', async () => {
    const token = await t.agencyToken('sports_bureau_bj');
    await t.app.inject({ method: 'GET', url: '/api/data/agency/logout', headers: { 'session-id': token } });
    expect((await checkToken(token)).statusCode).toBe(401);
  });

  it('ends after 30 minutes without activity; checkToken polls do not count as activity', async () => {
    const token = await t.agencyToken('venue_filler');
    t.clock.advance(29 * 60_000);
    expect((await checkToken(token)).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await checkToken(token)).statusCode).toBe(401);
  });

  it('stays alive while used (singleSignonUrl is activity), but not past 12 hours', async () => {
    const token = await t.agencyToken('venue_filler');
    const use = () =>
      t.app.inject({ method: 'GET', url: `/api/data/agency/singleSignonUrl?appId=js365_park&token=${token}` });
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      t.clock.advance(20 * 60_000);
      expect((await use()).statusCode).toBe(200);
    }
    expect((await checkToken(token)).statusCode).toBe(200);
    t.clock.advance(20 * 60_000); // now past 12 h since login
    expect((await use()).statusCode).toBe(401);
    expect((await checkToken(token)).statusCode).toBe(401);
  });

  it('checkToken refuses a public token, a forged token and no token with 401', async () => {
    const publicToken = (await t.publicLogin()).json().data as string;
    for (const token of [publicToken, 'B'.repeat(43), '']) {
      const res = await checkToken(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(401);
    }
  });
});
