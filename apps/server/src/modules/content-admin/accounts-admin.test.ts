/**
 * Accounts and grants for the site admin (accounts-admin.routes.ts) on SQLite, or PostgreSQL with
 * DATABASE_URL: list without hashes, create with a one-time password that logs in, edit, disable (its
 * session stops at once, its login is refused), grants (checked; the next request sees them), password
 * reset; every route (import grants included: account-import-grants.test.ts) refuses an editor and a public
 * token (403, audited), 404 an unknown id, 409 the public account and a taken user name; no password reaches
 * the audit trail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp, type AuthTestApp } from '../../../test/auth-test-app.js';
import { insertDivisions } from '../../../test/division-fixtures.js';

let t: AuthTestApp;
let admin: string;
let editor: string;
let publicToken: string;

beforeAll(async () => {
  t = await createAuthTestApp();
  await insertDivisions(t);
  admin = await t.agencyToken('cms_admin');
  editor = await t.agencyToken('cms_editor');
  publicToken = (await t.publicLogin()).json<{ data: string }>().data;
});
afterAll(async () => {
  await t?.close();
});

interface Account {
  id: number;
  userName: string;
  displayName: string;
  organName: string;
  disabled: boolean;
  grants: Array<{ role: string; column: string; areaCode: string | null }>;
}

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { 'session-id': token, ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });
const data = <T>(res: { json: <U>() => U }) => res.json<{ data: T }>().data;
const msgOf = (res: { json: <U>() => U }) => res.json<{ msg: string }>().msg;
const idOf = async (userName: string) =>
  (await t.database.db.selectFrom('account').select('id').where('user_name', '=', userName).executeTakeFirstOrThrow())
    .id;
const grantsCall = (token: string) => call(token, 'GET', '/api/admin/content/grants');

const NEW = {
  userName: 'zj_editor',
  displayName: '陈编辑',
  organName: '浙江省体育局',
  grants: [{ role: 'editor', column: 'news', areaCode: '330000' }],
};

describe('accounts and grants', () => {
  let created: { account: Account; password: string };

  it('lists agency accounts with their grants, never the hash or the public account', async () => {
    const res = await call(admin, 'GET', '/api/admin/accounts?pageSize=100');
    expect(res.statusCode, res.body).toBe(200);
    const page = data<{ list: Account[]; total: number }>(res);
    expect(res.body).not.toMatch(/scrypt|password/i);
    const names = page.list.map((a) => a.userName);
    expect(names).toContain('cms_admin');
    expect(names).not.toContain(t.config.publicUserName);
    expect(page.list.find((a) => a.userName === 'cms_editor')!.grants).toEqual([
      { role: 'editor', column: '*', areaCode: null },
    ]);
    const found = data<{ list: Account[]; total: number }>(
      await call(admin, 'GET', `/api/admin/accounts?keyword=${encodeURIComponent('签发')}`),
    );
    expect([found.total, found.list[0]!.userName]).toEqual([1, 'cms_approver']);
  });

  it('creates an account whose one-time password logs in, with its grants, audited without the password', async () => {
    const res = await call(admin, 'POST', '/api/admin/accounts', NEW);
    expect(res.statusCode, res.body).toBe(200);
    created = data(res);
    expect(created.password).toMatch(/^[A-Za-z0-9_-]{24}$/); // 18 random bytes: 144 bits
    expect(created.account).toMatchObject({ userName: 'zj_editor', disabled: false, grants: NEW.grants });
    const row = await t.database.db
      .selectFrom('account')
      .select(['password_hash', 'kind'])
      .where('user_name', '=', 'zj_editor')
      .executeTakeFirstOrThrow();
    expect([row.kind, row.password_hash.startsWith('scrypt$')]).toEqual(['agency', true]);
    const token = await t.agencyToken('zj_editor').catch(() => '');
    expect(token).toBe(''); // the seed password is not this account's
    const login = await t.agencyLogin('zj_editor', created.password);
    const session = login.json<{ data: { sessionToken: string } }>().data.sessionToken;
    expect(data<{ grants: unknown }>(await grantsCall(session)).grants).toEqual(NEW.grants);
    const audit = await t.database.db.selectFrom('audit_log').select(['action', 'detail']).execute();
    expect(audit.find((a) => a.action === 'account_create')!.detail).toMatch(/grants after=1:[0-9a-f]{12}/);
    expect(JSON.stringify(audit)).not.toContain(created.password);
    expect(JSON.stringify(audit)).not.toContain('陈编辑');
  });

  it('answers 409 for a taken user name and 400 naming a bad field', async () => {
    const taken = await call(admin, 'POST', '/api/admin/accounts', NEW);
    expect([taken.statusCode, msgOf(taken)]).toEqual([409, expect.stringContaining('已存在')]);
    const bad = async (body: object, field: string) => {
      const res = await call(admin, 'POST', '/api/admin/accounts', { ...NEW, userName: 'other_user', ...body });
      expect([res.statusCode, msgOf(res)], res.body).toEqual([400, expect.stringContaining(field)]);
    };
    await bad({ userName: '1x' }, 'userName');
    await bad({ displayName: '  ' }, 'displayName');
    await bad({ grants: [{ role: 'owner', column: '*', areaCode: null }] }, 'role');
    await bad({ grants: [{ role: 'editor', column: 'nope', areaCode: null }] }, 'grants.0.column');
    await bad(
      {
        grants: [
          { role: 'editor', column: '*', areaCode: null },
          { role: 'editor', column: '*', areaCode: '999999' },
        ],
      },
      'grants.1.areaCode',
    );
    await bad({ grants: [{ role: 'editor', column: '*', areaCode: '浙江' }] }, 'grants.0.areaCode');
  });

  it('edits names, 404 for an unknown id, 409 for the public account and for disabling oneself', async () => {
    const id = created.account.id;
    const res = await call(admin, 'PUT', `/api/admin/accounts/${id}`, { displayName: '陈采编' });
    expect([res.statusCode, data<Account>(res).displayName]).toEqual([200, '陈采编']);
    const update = await t.database.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'account_update')
      .executeTakeFirstOrThrow();
    expect(update.detail).toMatch(/fields=display_name names before=[0-9a-f]{12} after=[0-9a-f]{12}/);
    expect((await call(admin, 'PUT', '/api/admin/accounts/999999', { disabled: true })).statusCode).toBe(404);
    const publicId = await idOf(t.config.publicUserName);
    for (const [method, url, body] of [
      ['PUT', `/api/admin/accounts/${publicId}`, { disabled: true }],
      ['PUT', `/api/admin/accounts/${publicId}/grants`, { grants: [] }],
      ['POST', `/api/admin/accounts/${publicId}/password`, undefined],
    ] as const)
      expect((await call(admin, method, url, body)).statusCode).toBe(409);
    const self = await idOf('cms_admin');
    expect((await call(admin, 'PUT', `/api/admin/accounts/${self}`, { disabled: true })).statusCode).toBe(409);
    expect((await call(admin, 'PUT', `/api/admin/accounts/${self}/grants`, { grants: [] })).statusCode).toBe(409);
  });

  it('disabling ends the session at its next request and refuses the login; enabling lets it in again', async () => {
    const id = created.account.id;
    const login = await t.agencyLogin('zj_editor', created.password);
    const session = login.json<{ data: { sessionToken: string } }>().data.sessionToken;
    expect((await grantsCall(session)).statusCode).toBe(200);
    const res = await call(admin, 'PUT', `/api/admin/accounts/${id}`, { disabled: true });
    expect([res.statusCode, data<Account>(res).disabled]).toEqual([200, true]);
    expect((await grantsCall(session)).statusCode).toBe(401);
    const refused = await t.agencyLogin('zj_editor', created.password);
    expect([refused.statusCode, msgOf(refused)]).toEqual([403, expect.stringContaining('停用')]);
    expect((await call(admin, 'PUT', `/api/admin/accounts/${id}`, { disabled: false })).statusCode).toBe(200);
    expect((await t.agencyLogin('zj_editor', created.password)).statusCode).toBe(200);
  });

  it('a grants change ends the sessions; the next login has the new grants', async () => {
    const id = await idOf('cms_review1');
    const before = await t.agencyToken('cms_review1');
    expect((await call(before, 'GET', '/api/admin/columns')).statusCode).toBe(200);
    const grants = [{ role: 'review1', column: 'news', areaCode: '330100' }];
    const res = await call(admin, 'PUT', `/api/admin/accounts/${id}/grants`, { grants });
    expect([res.statusCode, data<Account>(res).grants]).toEqual([200, grants]);
    expect((await grantsCall(before)).statusCode).toBe(401);
    const after = await t.agencyToken('cms_review1');
    expect(data<{ grants: unknown }>(await grantsCall(after)).grants).toEqual(grants);
    const removed = await call(admin, 'PUT', `/api/admin/accounts/${id}/grants`, { grants: [] });
    expect(removed.statusCode).toBe(200);
    const none = await t.agencyToken('cms_review1');
    expect((await grantsCall(none)).statusCode).toBe(403);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'account_grants')
      .where('result', '=', 'ok')
      .execute();
    expect(audit.map((a) => a.detail)).toEqual([
      expect.stringMatching(/before=1:[0-9a-f]{12} after=1:[0-9a-f]{12}$/),
      expect.stringMatching(/before=1:[0-9a-f]{12} after=0:[0-9a-f]{12}$/),
    ]);
  });

  it('a password reset answers a new one-time password, ends the sessions, and the old password stops', async () => {
    const id = created.account.id;
    const session = (await t.agencyLogin('zj_editor', created.password)).json<{ data: { sessionToken: string } }>().data
      .sessionToken;
    const res = await call(admin, 'POST', `/api/admin/accounts/${id}/password`);
    expect(res.statusCode, res.body).toBe(200);
    const { password } = data<{ password: string }>(res);
    expect(password).not.toBe(created.password);
    expect((await grantsCall(session)).statusCode).toBe(401);
    expect((await t.agencyLogin('zj_editor', created.password)).statusCode).toBe(400);
    expect((await t.agencyLogin('zj_editor', password)).statusCode).toBe(200);
    const audit = await t.database.db.selectFrom('audit_log').select('detail').execute();
    expect(JSON.stringify(audit)).not.toContain(password);
    expect((await call(admin, 'POST', '/api/admin/accounts/999999/password')).statusCode).toBe(404);
  });

  it('refuses every route to an editor and to a public token (403), auditing the editor', async () => {
    const id = created.account.id;
    const routes = [
      ['GET', '/api/admin/accounts', undefined],
      ['POST', '/api/admin/accounts', { ...NEW, userName: 'sneaky' }],
      ['PUT', `/api/admin/accounts/${id}`, { disabled: true }],
      ['PUT', `/api/admin/accounts/${id}/grants`, { grants: [{ role: 'admin', column: '*', areaCode: null }] }],
      ['PUT', `/api/admin/accounts/${id}/import-grants`, { importGrants: ['js365_equ'] }],
      ['POST', `/api/admin/accounts/${id}/password`, undefined],
    ] as const;
    for (const [method, url, body] of routes) {
      expect((await call(editor, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(publicToken, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    const refused = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('result', '=', 'forbidden')
      .where('user_name', '=', 'cms_editor')
      .execute();
    expect(refused.map((r) => r.action).sort()).toEqual(
      [
        'account_create',
        'account_grants',
        'account_import_grants',
        'account_list',
        'account_password_reset',
        'account_update',
      ].sort(),
    );
    expect(
      (await t.database.db.selectFrom('account').select('id').where('user_name', '=', 'sneaky').execute()).length,
    ).toBe(0);
  });
});
