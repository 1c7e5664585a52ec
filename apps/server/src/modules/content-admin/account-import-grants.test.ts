/**
 * Import grants in the account administration (accounts-admin.routes.ts PUT
 * /api/admin/accounts/{id}/import-grants; docs/decisions/data-exchange.md "File import") on two instances over
 * one database, SQLite or PostgreSQL with DATABASE_URL: the list answers them; a grant set on instance A lets
 * the account start an import of that system's entity on instance B with the session it already had, a revoke
 * refuses it (403) at its next request on either instance; each change is one audit row with the system ids
 * (none for an unchanged set); an unknown system is 400 naming `importGrants.N`; a disabled account's may be
 * set; an editor or a public token is refused (403, audited), the public-access account is 409.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp, type AuthTestApp } from '../../../test/auth-test-app.js';
import { multipartBody } from '../../../test/multipart-body.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { PortalApp } from '../../types.js';

let a: AuthTestApp;
let b: PortalApp;
let admin: string;

beforeAll(async () => {
  a = await createAuthTestApp();
  // The second instance: its own caches and bus, the same database (as test/two-instances.test.ts).
  b = await buildApp({
    config: loadConfig({ WEB_DIST: '', LOG_LEVEL: 'silent' }),
    database: a.database,
    clock: () => a.clock.now,
    logger: false,
  });
  await b.ready();
  admin = await a.agencyToken('cms_admin');
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

interface Account {
  id: number;
  userName: string;
  importGrants: string[];
}

const json = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  a.app.inject({
    method,
    url,
    headers: { 'session-id': token, ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });
const data = <T>(res: LightMyRequestResponse) => res.json<{ data: T }>().data;
const msgOf = (res: LightMyRequestResponse) => res.json<{ msg: string }>().msg;
const idOf = async (userName: string) =>
  (await a.database.db.selectFrom('account').select('id').where('user_name', '=', userName).executeTakeFirstOrThrow())
    .id;
const setImportGrants = async (token: string, userName: string, importGrants: unknown[]) =>
  json(token, 'PUT', `/api/admin/accounts/${await idOf(userName)}/import-grants`, { importGrants });
const auditOf = (action: string, result = 'ok') =>
  a.database.db
    .selectFrom('audit_log')
    .select(['detail', 'user_name'])
    .where('action', '=', action)
    .where('result', '=', result)
    .orderBy('id')
    .execute();

/** Starts an import of a one-row facility file (js365_equ) on `app` with `token`. */
function startFacilityImport(app: PortalApp, token: string) {
  const bytes = Buffer.from('\uFEFFsourceId,name\r\nGRANT-1,授权测试健身路径\r\n');
  const { payload, contentType } = multipartBody({}, [
    { name: 'file', filename: 'facilities.csv', contentType: 'text/csv', bytes },
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/admin/exchange/imports?entity=facility',
    headers: { 'session-id': token, 'content-type': contentType },
    payload,
  });
}

describe('import grants of an account', () => {
  it('are answered with each account in the list', async () => {
    const page = data<{ list: Account[] }>(await json(admin, 'GET', '/api/admin/accounts?pageSize=100'));
    const grantsOf = (userName: string) => page.list.find((x) => x.userName === userName)!.importGrants;
    expect(grantsOf('agency_admin')).toEqual([
      'app_sync_js365',
      'cdqc_filling',
      'js365_build',
      'js365_equ',
      'js365_park',
    ]);
    expect(grantsOf('venue_filler')).toEqual(['app_sync_js365']);
    expect(grantsOf('sports_bureau_bj')).toEqual([]);
  });

  it('a grant holds at the next request on every instance, a revoke refuses it there (403)', async () => {
    const user = await a.agencyToken('sports_bureau_bj');
    expect((await startFacilityImport(b, user)).statusCode).toBe(403);

    const granted = await setImportGrants(admin, 'sports_bureau_bj', ['js365_equ', 'js365_park', 'js365_equ']);
    expect([granted.statusCode, data<Account>(granted).importGrants], granted.body).toEqual([
      200,
      ['js365_equ', 'js365_park'],
    ]);
    const started = await startFacilityImport(b, user);
    expect([started.statusCode, data<{ status: string }>(started).status], started.body).toEqual([200, 'previewing']);

    const revoked = await setImportGrants(admin, 'sports_bureau_bj', ['js365_park']);
    expect(data<Account>(revoked).importGrants).toEqual(['js365_park']);
    const refusedOnB = await startFacilityImport(b, user);
    expect([refusedOnB.statusCode, msgOf(refusedOnB)]).toEqual([403, expect.stringContaining('js365_equ')]);
    expect((await startFacilityImport(a.app, user)).statusCode).toBe(403);

    expect((await setImportGrants(admin, 'sports_bureau_bj', ['js365_park'])).statusCode).toBe(200); // unchanged
    expect(await auditOf('account_import_grants')).toEqual([
      {
        user_name: 'cms_admin',
        detail: expect.stringMatching(/user=sports_bureau_bj systems before=- after=js365_equ,js365_park$/),
      },
      {
        user_name: 'cms_admin',
        detail: expect.stringMatching(/systems before=js365_equ,js365_park after=js365_park$/),
      },
    ]);
  });

  it('are given at creation, and an unknown system is 400 naming the field', async () => {
    const body = { userName: 'park_filler', displayName: '刘填报', organName: '杭州市体育局', grants: [] };
    const bad = await json(admin, 'POST', '/api/admin/accounts', { ...body, importGrants: ['js365_pool'] });
    expect([bad.statusCode, msgOf(bad)]).toEqual([400, expect.stringMatching(/importGrants\.0 不合法/)]);
    const created = await json(admin, 'POST', '/api/admin/accounts', { ...body, importGrants: ['js365_park'] });
    expect(data<{ account: Account }>(created).account.importGrants).toEqual(['js365_park']);
    const [audit] = await auditOf('account_create');
    expect(audit!.detail).toMatch(/ import after=js365_park$/);

    const unknown = await setImportGrants(admin, 'venue_filler', ['app_sync_js365', 'nope']);
    expect([unknown.statusCode, msgOf(unknown)]).toEqual([400, expect.stringMatching(/importGrants\.1 不合法：\S+/)]);
    const missing = await json(admin, 'PUT', `/api/admin/accounts/${await idOf('venue_filler')}/import-grants`, {});
    expect([missing.statusCode, msgOf(missing)]).toEqual([400, expect.stringContaining('importGrants')]);
  });

  it('may be set on a disabled account, as its content grants may (it cannot log in until enabled)', async () => {
    const id = await idOf('park_filler');
    expect((await json(admin, 'PUT', `/api/admin/accounts/${id}`, { disabled: true })).statusCode).toBe(200);
    const res = await setImportGrants(admin, 'park_filler', ['js365_park', 'js365_build']);
    expect([res.statusCode, data<Account>(res).importGrants]).toEqual([200, ['js365_build', 'js365_park']]);
  });

  it('refuses an editor and a public token (403, the editor audited), 409 the public-access account, 404 an unknown id', async () => {
    const editor = await a.agencyToken('cms_editor');
    const publicToken = (await a.publicLogin()).json<{ data: string }>().data;
    for (const token of [editor, publicToken])
      expect((await setImportGrants(token, 'cms_editor', ['js365_equ'])).statusCode).toBe(403);
    expect((await auditOf('account_import_grants', 'forbidden')).map((r) => r.user_name)).toEqual(['cms_editor']);
    expect((await setImportGrants(admin, a.config.publicUserName, [])).statusCode).toBe(409);
    const unknown = await json(admin, 'PUT', '/api/admin/accounts/999999/import-grants', { importGrants: [] });
    expect(unknown.statusCode).toBe(404);
    const rows = await a.database.db
      .selectFrom('exchange_import_grant')
      .select('system')
      .where('account_id', '=', await idOf('cms_editor'))
      .execute();
    expect(rows).toEqual([]);
  });
});
