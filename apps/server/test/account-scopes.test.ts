/**
 * An account's review scopes for the site admin (account-scopes.routes.ts) on SQLite, or PostgreSQL with
 * DATABASE_URL: an editor and a public token are refused (403, the editor audited), an unknown account is
 * 404, bad input is 400 naming the field, a replace writes the rows through the spine (feedback_scope's
 * version grows) with an audit row before/after, a repeat writes nothing, and the account's feedback inbox
 * follows the new scope at its next request with the same session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAccountScopes } from '@portal/contracts/account-scopes';
import type { FeedbackInboxItem, FeedbackReceipt } from '@portal/contracts/feedback';
import type { PageOf } from '@portal/contracts/paging';
import { readVersions } from '../src/data/change-log.js';
import {
  createFeedbackTestApp,
  sampleFields,
  VENUE_CHAOYANG,
  VENUE_HANGZHOU,
  type FeedbackTestApp,
} from '../src/modules/feedback/feedback.test-support.js';

let t: FeedbackTestApp;
let admin: string;
let editor: string;
let bureau: string;
let bureauId: number;
const acceptNos: Record<string, string> = {};

const call = (token: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { 'session-id': token, ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });
const put = (section: string, rows: object[], token = admin, id = bureauId) =>
  call(token, 'PUT', `/api/admin/accounts/${id}/scopes/${section}`, { rows });
const msgOf = (res: { json: <U>() => U }) => res.json<{ msg: string }>().msg;
const sectionOf = (scopes: AdminAccountScopes, section: string) => scopes.sections.find((s) => s.section === section)!;
const inbox = async () => {
  const res = await t.get('/api1/ruoyi/message/feedback/list', bureau);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: PageOf<FeedbackInboxItem> }>().data.list.map((i) => i.acceptNo);
};
/** The audit rows of `userName` with `result`, oldest first. */
const auditOf = (userName: string, result: 'ok' | 'forbidden') =>
  t.database.db
    .selectFrom('audit_log')
    .select(['action', 'detail'])
    .where('user_name', '=', userName)
    .where('result', '=', result)
    .orderBy('id')
    .execute();
const area = (areaCode: string) => ({ kind: 'area', areaCode, organId: null });
const venue = (organId: number) => ({ kind: 'venue', areaCode: null, organId });
const ALL = { kind: 'all', areaCode: null, organId: null };

beforeAll(async () => {
  t = await createFeedbackTestApp();
  for (const [key, organId] of [
    ['chaoyang', VENUE_CHAOYANG],
    ['hangzhou', VENUE_HANGZHOU],
  ] as const) {
    const res = await t.submit(sampleFields({ content: `${key}的意见`, organId }), 'venue');
    acceptNos[key] = res.json<{ data: FeedbackReceipt }>().data.acceptNo;
  }
  admin = await t.agencyToken('cms_admin');
  editor = await t.agencyToken('cms_editor');
  bureau = await t.agencyToken('sports_bureau_bj');
  bureauId = (
    await t.database.db
      .selectFrom('account')
      .select('id')
      .where('user_name', '=', 'sports_bureau_bj')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => t?.close());

describe('review scopes in the back office', () => {
  it('answers every section, empty before any row', async () => {
    const res = await call(admin, 'GET', `/api/admin/accounts/${bureauId}/scopes`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: AdminAccountScopes }>().data).toEqual({
      accountId: bureauId,
      sections: [
        { section: 'feedback', rows: [] },
        { section: 'facility', rows: [] },
        { section: 'venueYear', rows: [] },
      ],
    });
    expect(await inbox()).toEqual([]);
  });

  it('refuses an editor and a public token (403, the editor audited), 404 for an unknown account', async () => {
    const publicToken = t.token;
    for (const token of [editor, publicToken]) {
      expect((await call(token, 'GET', `/api/admin/accounts/${bureauId}/scopes`)).statusCode).toBe(403);
      expect((await put('feedback', [ALL], token)).statusCode).toBe(403);
    }
    const refused = await auditOf('cms_editor', 'forbidden');
    expect(refused.map((r) => r.action).sort()).toEqual(['account_scopes', 'account_scopes_read']);
    expect((await call(admin, 'GET', '/api/admin/accounts/99999/scopes')).statusCode).toBe(404);
    const unknown = await put('feedback', [ALL], admin, 99999);
    expect([unknown.statusCode, msgOf(unknown)]).toEqual([404, '账号不存在或已删除']);
  });

  it('answers 400 naming the field, with a Chinese reason, and writes nothing', async () => {
    const cases: Array<[string, object[], RegExp]> = [
      ['bogus', [ALL], /section/],
      ['facility', [venue(VENUE_CHAOYANG)], /^参数 rows\.0\.kind 不合法：该业务不能按场馆划分/],
      ['venueYear', [area('110000'), ALL], /^参数 rows\.1\.kind 不合法：“全部”已包含所有案件/],
      ['feedback', [area('110000'), area('999999')], /^参数 rows\.1\.areaCode 不合法：不是现行有效的行政区划代码/],
      ['feedback', [{ kind: 'area', areaCode: null, organId: null }], /^参数 rows\.0\.areaCode 不合法/],
      ['feedback', [venue(424242)], /^参数 rows\.0\.organId 不合法：场馆不存在/],
      ['feedback', [{ kind: 'town', areaCode: null, organId: null }], /rows\/0\/kind|rows\.0\.kind/],
    ];
    for (const [section, rows, message] of cases) {
      const res = await put(section, rows);
      expect([res.statusCode, msgOf(res)], `${section} ${JSON.stringify(rows)}`).toEqual([
        400,
        expect.stringMatching(message),
      ]);
    }
    expect(await t.database.db.selectFrom('feedback_scope').select('id').execute()).toEqual([]);
  });

  it('replaces a section through the spine, audited before/after; the inbox follows at the next request', async () => {
    const versionBefore = (await readVersions(t.database.db)).get('feedback_scope') ?? 0;
    const res = await put('feedback', [area('110000'), area('110000')]);
    expect(res.statusCode, res.body).toBe(200);
    expect(sectionOf(res.json<{ data: AdminAccountScopes }>().data, 'feedback').rows).toEqual([
      { kind: 'area', areaCode: '110000', organId: null, name: '北京市' },
    ]);
    expect((await readVersions(t.database.db)).get('feedback_scope')).toBe(versionBefore + 1);
    expect(await inbox()).toEqual([acceptNos.chaoyang]);

    const moved = await put('feedback', [venue(VENUE_HANGZHOU)]);
    expect(sectionOf(moved.json<{ data: AdminAccountScopes }>().data, 'feedback').rows).toEqual([
      { kind: 'venue', areaCode: null, organId: VENUE_HANGZHOU, name: '西湖区体育馆' },
    ]);
    expect(await inbox()).toEqual([acceptNos.hangzhou]);

    const scopeAudit = async () => (await auditOf('cms_admin', 'ok')).filter((r) => r.action === 'account_scopes');
    expect(await scopeAudit()).toEqual([
      {
        action: 'account_scopes',
        detail: `account=${bureauId} user=sports_bureau_bj section=feedback before=- after=area:110000`,
      },
      {
        action: 'account_scopes',
        detail: `account=${bureauId} user=sports_bureau_bj section=feedback before=area:110000 after=venue:${VENUE_HANGZHOU}`,
      },
    ]);

    // The same rows again: nothing written, no version, no audit row.
    const version = (await readVersions(t.database.db)).get('feedback_scope');
    expect((await put('feedback', [venue(VENUE_HANGZHOU)])).statusCode).toBe(200);
    expect((await readVersions(t.database.db)).get('feedback_scope')).toBe(version);
    expect(await scopeAudit()).toHaveLength(2);
  });

  it('keeps each section apart, names areas in full, and empties a section with no rows', async () => {
    await put('venueYear', [area('330106')]);
    const res = await put('facility', [ALL]);
    const scopes = res.json<{ data: AdminAccountScopes }>().data;
    expect(sectionOf(scopes, 'venueYear').rows).toEqual([
      { kind: 'area', areaCode: '330106', organId: null, name: '浙江省杭州市西湖区' },
    ]);
    expect(sectionOf(scopes, 'facility').rows).toEqual([{ kind: 'all', areaCode: null, organId: null, name: '全部' }]);
    expect(sectionOf(scopes, 'feedback').rows).toHaveLength(1);
    const emptied = await put('feedback', []);
    expect(sectionOf(emptied.json<{ data: AdminAccountScopes }>().data, 'feedback').rows).toEqual([]);
    expect(await inbox()).toEqual([]);
  });
});
