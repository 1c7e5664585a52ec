/**
 * Single sign-on (spec §6; docs/sso-integration.md): singleSignonUrl issues a one-time ticket appended to
 * the configured address; validateTicket answers the identity once, and rejects a reused, expired,
 * foreign-app or unknown ticket and a wrong app secret. Audit rows for issued / used / rejected.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendTicket } from './sso.service.js';
import { createAuthTestApp, type AuthTestApp } from '../../../test/auth-test-app.js';

let t: AuthTestApp;
let token: string;

beforeAll(async () => {
  t = await createAuthTestApp({
    env: { SSO_JS365_PARK_URL: 'https://park.example.org/sso/entry?from=portal', SSO_VALIDATE_SECRET: 'test-secret' },
  });
  token = await t.agencyToken('sports_bureau_bj');
});
afterAll(() => t.close());

const ssoUrl = (appId: string, tokenValue = token) =>
  t.app.inject({
    method: 'GET',
    url: `/api/data/agency/singleSignonUrl?appId=${encodeURIComponent(appId)}&token=${encodeURIComponent(tokenValue)}`,
  });

/** Issues a ticket for `appId` and returns it with the full URL. */
async function issue(appId: string): Promise<{ url: string; ticket: string }> {
  const res = await ssoUrl(appId);
  expect(res.statusCode).toBe(200);
  const url = res.json().data.url as string;
  const ticket = new URL(url).searchParams.get('ticket');
  expect(ticket).toBeTruthy();
  return { url, ticket: ticket! };
}

const validate = (appId: string, ticket: string, secret: string | null = 'test-secret', form = false) =>
  t.app.inject({
    method: 'POST',
    url: '/api/data/agency/validateTicket',
    headers: {
      'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
      ...(secret === null ? {} : { 'app-secret': secret }),
    },
    payload: form ? new URLSearchParams({ appId, ticket }).toString() : JSON.stringify({ appId, ticket }),
  });

describe('GET /api/data/agency/singleSignonUrl', () => {
  it('appends a fresh ticket to the configured address of the system (? or &)', async () => {
    const park = await issue('js365_park');
    expect(park.url.startsWith('https://park.example.org/sso/entry?from=portal&ticket=')).toBe(true);
    expect(park.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const venue = await issue('app_sync_js365');
    const configured = t.config.ssoApps.find((a) => a.appId === 'app_sync_js365')!.url;
    expect(venue.url).toBe(`${configured}?ticket=${venue.ticket}`);
    expect(venue.ticket).not.toBe(park.ticket);

    const stored = await t.database.db.selectFrom('sso_ticket').select('ticket_hash').execute();
    expect(stored.map((r) => r.ticket_hash)).not.toContain(park.ticket);
  });

  it('answers 400 naming appId for an unknown system', async () => {
    const res = await ssoUrl('not_an_app');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: null });
    expect(res.json().msg).toContain('appId');
  });

  it('answers 400 when appId is missing, 401 without a live agency session', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/data/agency/singleSignonUrl?token=${token}` })).statusCode,
    ).toBe(400);
    const forged = await ssoUrl('js365_park', 'C'.repeat(43));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe(401);
    const publicToken = (await t.publicLogin()).json().data as string;
    expect((await ssoUrl('js365_park', publicToken)).statusCode).toBe(401);
  });

  it('takes the token from the session-id header when the query has none', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/data/agency/singleSignonUrl?appId=js365_equ',
      headers: { 'session-id': token },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('POST /api/data/agency/validateTicket', () => {
  it('answers the identity once; a second use is rejected with 409', async () => {
    const { ticket } = await issue('js365_build');
    const first = await validate('js365_build', ticket);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      code: 200,
      msg: expect.any(String),
      data: {
        userName: 'sports_bureau_bj',
        displayName: '李文静',
        organName: '北京市体育局群众体育处',
        appId: 'js365_build',
      },
    });
    const second = await validate('js365_build', ticket);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 409, data: null });
    expect(second.json().msg).toContain('已被使用');
  });

  it('accepts a form-encoded body', async () => {
    const { ticket } = await issue('cdqc_filling');
    expect((await validate('cdqc_filling', ticket, 'test-secret', true)).statusCode).toBe(200);
  });

  it('rejects a ticket older than 60 s', async () => {
    const { ticket } = await issue('js365_equ');
    t.clock.advance(60_001);
    const res = await validate('js365_equ', ticket);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('已过期');
  });

  it('accepts a ticket just inside 60 s', async () => {
    const { ticket } = await issue('js365_equ');
    t.clock.advance(59_000);
    expect((await validate('js365_equ', ticket)).statusCode).toBe(200);
  });

  it('rejects a ticket presented by another app, without burning it', async () => {
    const { ticket } = await issue('js365_park');
    const wrong = await validate('js365_build', ticket);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toContain('appId');
    expect((await validate('js365_park', ticket)).statusCode).toBe(200);
  });

  it('rejects an unknown ticket, a wrong or missing secret, and missing fields', async () => {
    const unknown = await validate('js365_park', 'D'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toContain('无效');

    const { ticket } = await issue('js365_park');
    for (const secret of ['wrong', null]) {
      const res = await validate('js365_park', ticket, secret);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 403, data: null });
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/data/agency/validateTicket',
      headers: { 'content-type': 'application/json', 'app-secret': 'test-secret' },
      payload: { appId: 'js365_park' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toContain('ticket');
    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/api/data/agency/validateTicket',
      headers: { 'content-type': 'application/json', 'app-secret': 'test-secret' },
      payload: '{"__proto__":{"x":1},"appId":"js365_park","ticket":"x"}',
    });
    expect(poisoned.statusCode).toBe(400);
    // The ticket survived the failed attempts (a wrong secret does not consume it).
    expect((await validate('js365_park', ticket)).statusCode).toBe(200);
  });

  it('writes sso_issued, sso_used and sso_rejected audit rows', async () => {
    const rows = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'user_name', 'result', 'detail'])
      .execute();
    expect(rows).toContainEqual(
      expect.objectContaining({
        action: 'sso_issued',
        user_name: 'sports_bureau_bj',
        result: 'ok',
        detail: 'appId=js365_park',
      }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({ action: 'sso_used', user_name: 'sports_bureau_bj', result: 'ok' }),
    );
    for (const reason of ['used', 'expired', 'wrong_app', 'unknown']) {
      expect(rows).toContainEqual(expect.objectContaining({ action: 'sso_rejected', result: reason }));
    }
  });
});

describe('appendTicket', () => {
  it.each([
    ['https://a.example/x', 'https://a.example/x?ticket=T'],
    ['https://a.example/x?', 'https://a.example/x?ticket=T'],
    ['https://a.example/x?a=1', 'https://a.example/x?a=1&ticket=T'],
    ['https://a.example/x?a=1#/home', 'https://a.example/x?a=1&ticket=T#/home'],
    ['https://a.example/#/login', 'https://a.example/?ticket=T#/login'],
  ])('%s -> %s', (url, expected) => {
    expect(appendTicket(url, 'T')).toBe(expected);
  });
});
