/**
 * The column registry with its freshness dashboard and the audit search, export and retention
 * (columns.routes.ts, audit.routes.ts, audit-retention.ts; docs/decisions/content-management.md), on
 * SQLite, or PostgreSQL with DATABASE_URL: states on the app clock, cadence, roles, 400/403/404/409, audited
 * writes, the audit filters, the CSV's content, and a retention under 180 days refused while the purge
 * takes only rows past it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { appendAuditLog } from '../../db/audit-log.js';
import { createAuthTestApp, type AuthTestApp } from '../../../test/auth-test-app.js';
import { jsonCall } from '../../../test/json-call.js';
import { purgeAuditLog } from './audit-retention.js';
import { columnFreshness } from './column-freshness.js';

const DAY = 86_400_000;
let t: AuthTestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createAuthTestApp({ env: { REDIS_URL: process.env.REDIS_URL ?? '' } });
  await logIn();
});

async function logIn() {
  for (const name of ['cms_admin', 'cms_editor', 'sports_bureau_bj']) tokens[name] = await t.agencyToken(name);
}
afterAll(async () => {
  await t?.close();
});

interface Column {
  code: string;
  cadenceDays: number;
  reviewStages: number;
  publishedCount: number;
  lastPublishedAt: string | null;
  dueAt: string | null;
  state: string;
}

const call = <T = Column>(user: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  jsonCall<T>(t.app, tokens[user]!, method, url, payload);

/** A published item of `column` whose published version was published `daysAgo` before the clock. */
async function published(column: string, daysAgo: number) {
  const at = new Date(t.clock.now.getTime() - daysAgo * DAY).toISOString();
  const { id } = await t.database.db
    .insertInto('cms_item')
    .values({
      kind: column,
      column_code: column,
      area_code: null,
      status: 'published',
      stage: 0,
      title: `${column} ${daysAgo}`,
      latest_version: 1,
      published_version: 1,
      public_id: null,
      scheduled_at: null,
      reason: null,
      check_override: null,
      created_by: 'test',
      created_at: at,
      updated_at: t.clock.now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.database.db
    .insertInto('cms_version')
    .values({
      item_id: id,
      version_no: 1,
      title: 't',
      summary: '',
      source: '',
      body_html: '<p>t</p>',
      publish_time: at,
      fields_json: '{}',
      attachments_json: '[]',
      digest: 'x',
      created_by: 'test',
      created_at: at,
    })
    .execute();
}

const columnsByCode = async (user = 'cms_admin') => {
  const res = await call<Column[]>(user, 'GET', '/api/admin/columns');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return new Map(res.body.data.map((c) => [c.code, c]));
};

describe('columns and freshness', () => {
  it('computes green / amber / red / empty on the app clock from cadence and the last publication', async () => {
    await published('news', 2); // cadence 14 (动态要闻: two weeks): green
    await published('news', 30); // older: not the last
    await published('notice', 140); // cadence 180 (通知公告: six months): past 3/4 -> amber
    await published('regulation', 200); // cadence 180 -> red
    const columns = await columnsByCode('cms_editor'); // any back-office role reads the dashboard
    expect(columns.get('news')).toMatchObject({ state: 'green', publishedCount: 2, cadenceDays: 14 });
    expect(columns.get('news')!.lastPublishedAt).toBe(new Date(t.clock.now.getTime() - 2 * DAY).toISOString());
    expect(columns.get('news')!.dueAt).toBe(new Date(t.clock.now.getTime() + 12 * DAY).toISOString());
    expect(columns.get('notice')!.state).toBe('amber');
    expect(columns.get('regulation')!.state).toBe('red');
    expect(columns.get('guidance')).toMatchObject({ state: 'empty', publishedCount: 0, lastPublishedAt: null });

    // On the app clock, nine days later the news column is due soon, thirteen days later overdue.
    const start = t.clock.now;
    t.clock.advance(9 * DAY);
    await logIn(); // the sessions idled out meanwhile
    expect((await columnsByCode()).get('news')!.state).toBe('amber'); // 11 days of 14
    t.clock.advance(4 * DAY);
    await logIn();
    expect((await columnsByCode()).get('news')!.state).toBe('red'); // 15 days of 14
    t.clock.now = start; // back, so the other tests' times are as written
    await logIn();
  });

  it('the freshness rule at its edges', () => {
    const now = new Date('2026-11-21T00:00:00Z');
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    expect(columnFreshness(null, 0, 7, now).state).toBe('empty');
    expect(columnFreshness(ago(5.25), 1, 7, now).state).toBe('green');
    expect(columnFreshness(ago(5.26), 1, 7, now).state).toBe('amber');
    expect(columnFreshness(ago(7), 1, 7, now).state).toBe('amber');
    expect(columnFreshness(ago(7.01), 1, 7, now).state).toBe('red');
    // A column's own cadence rules: a policy column 15 days old is fine with six months.
    expect(columnFreshness(ago(15), 1, 180, now).state).toBe('green');
  });

  it('the site admin creates and updates columns, audited; others get 403; bad fields 400; 404; 409', async () => {
    const body = { code: 'sports_week', name: '体育周刊', kind: 'news', cadenceDays: 3, reviewStages: 2 };
    const denied = await call('cms_editor', 'POST', '/api/admin/columns', body);
    expect([denied.status, denied.body.msg]).toEqual([403, '需要站点管理员权限']);
    expect((await call('sports_bureau_bj', 'GET', '/api/admin/columns')).status).toBe(403); // no back-office role

    const created = await call('cms_admin', 'POST', '/api/admin/columns', body);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({ code: 'sports_week', cadenceDays: 3, reviewStages: 2, state: 'empty' });
    expect((await call('cms_admin', 'POST', '/api/admin/columns', body)).status).toBe(409);

    for (const [field, bad] of [
      ['cadenceDays', { ...body, code: 'c_one', cadenceDays: 0 }],
      ['kind', { ...body, code: 'c_two', kind: 'site_menu' }],
      ['code', { ...body, code: 'Bad Code' }],
      ['name', { ...body, code: 'c_three', name: '  ' }],
    ] as const) {
      const res = await call('cms_admin', 'POST', '/api/admin/columns', bad);
      expect([res.status, res.body.msg.includes(field)], res.body.msg).toEqual([400, true]);
    }
    const badStages = await call('cms_admin', 'PUT', '/api/admin/columns/sports_week', { reviewStages: 4 });
    expect([badStages.status, badStages.body.msg.includes('reviewStages')]).toEqual([400, true]);

    const missing = await call('cms_admin', 'PUT', '/api/admin/columns/no_such', { cadenceDays: 5 });
    expect(missing.status).toBe(404);
    const updated = await call('cms_admin', 'PUT', '/api/admin/columns/sports_week', { cadenceDays: 5, name: '周刊' });
    expect(updated.body.data).toMatchObject({ cadenceDays: 5 });
    // A column with items keeps its kind.
    const kindChange = await call('cms_admin', 'PUT', '/api/admin/columns/news', { kind: 'notice' });
    expect(kindChange.status).toBe(409);

    const rows = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'user_name', 'result', 'detail'])
      .where('action', 'like', 'cms_column%')
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { action: 'cms_column_create', user_name: 'cms_editor', result: 'forbidden', detail: 'column=sports_week' },
      {
        action: 'cms_column_create',
        user_name: 'cms_admin',
        result: 'ok',
        detail: 'column=sports_week kind=news cadence=3 stages=2',
      },
      {
        action: 'cms_column_update',
        user_name: 'cms_admin',
        result: 'ok',
        detail: 'column=sports_week name:体育周刊->周刊 cadence_days:3->5',
      },
      { action: 'cms_column_update', user_name: 'cms_admin', result: 'conflict', detail: 'column=news kind' },
    ]);
  });
});

describe('audit search and export', () => {
  interface AuditRow {
    action: string;
    actor: string;
    detail: string;
    time: string;
  }
  const search = (query: string, user = 'cms_admin') =>
    call<{ list: AuditRow[]; total: number }>(user, 'GET', `/api/admin/audit?${query}`);

  it('filters by actor, action, target and time, paged, for the site admin only', async () => {
    const now = t.clock.now;
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
    await appendAuditLog(t.database.db, {
      time: at(3),
      action: 'cms_publish',
      userName: 'cms_approver',
      ip: '10.0.0.1',
      result: 'ok',
      detail: 'id=901 v=1',
    });
    await appendAuditLog(t.database.db, {
      time: at(1),
      action: 'cms_publish',
      userName: 'cms_approver',
      ip: '10.0.0.1',
      result: 'ok',
      detail: 'id=902 v=2',
    });
    expect((await search('', 'cms_editor')).status).toBe(403);

    const byAction = await search('action=cms_publish&actor=cms_approver');
    expect(byAction.body.data.total).toBe(2);
    expect(byAction.body.data.list.map((r) => r.detail)).toEqual(['id=902 v=2', 'id=901 v=1']); // newest first
    expect((await search('action=cms_publish&target=id%3D901')).body.data.list.map((r) => r.detail)).toEqual([
      'id=901 v=1',
    ]);
    const range = `from=${encodeURIComponent(at(2).toISOString())}&to=${encodeURIComponent(now.toISOString())}`;
    expect((await search(`action=cms_publish&${range}`)).body.data.list.map((r) => r.detail)).toEqual(['id=902 v=2']);
    const paged = await search('action=cms_publish&pageSize=1&pageNum=2');
    expect([paged.body.data.total, paged.body.data.list[0]!.detail]).toEqual([2, 'id=901 v=1']);

    const badRange = await search(
      `from=${encodeURIComponent(now.toISOString())}&to=${encodeURIComponent(at(1).toISOString())}`,
    );
    expect([badRange.status, badRange.body.msg]).toEqual([400, '参数 to 不合法：截止时间应晚于起始时间']);
    // A control character (PostgreSQL refuses NUL in text) is a 400 naming the field, not a 500.
    const nul = await search('actor=a%00b');
    expect([nul.status, nul.body.msg.includes('actor')]).toEqual([400, true]);
    const badTime = await search('from=yesterday');
    expect([badTime.status, badTime.body.msg.includes('from')]).toEqual([400, true]);
  });

  it('exports the same filter as CSV (BOM, Chinese header, formulas neutralised) and audits the export', async () => {
    await appendAuditLog(t.database.db, {
      time: t.clock.now,
      action: 'login_failed',
      userName: '=HYPERLINK("x")',
      ip: '10.0.0.2',
      result: 'bad_password',
      detail: 'kind=agency',
    });
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit/export',
      headers: { 'session-id': tokens.cms_editor! },
    });
    expect(denied.statusCode).toBe(403);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit/export?action=cms_publish',
      headers: { 'session-id': tokens.cms_admin! },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('\uFEFF编号,时间,动作,操作人,来源地址,结果,详情');
    expect(lines.slice(1).map((l) => l.split(',').slice(2).join(','))).toEqual([
      'cms_publish,cms_approver,10.0.0.1,ok,id=902 v=2',
      'cms_publish,cms_approver,10.0.0.1,ok,id=901 v=1',
    ]);

    const injected = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit/export?action=login_failed',
      headers: { 'session-id': tokens.cms_admin! },
    });
    expect(injected.body).toContain(`"'=HYPERLINK(""x"")"`);

    const exports = await search('action=audit_export&actor=cms_admin');
    expect(exports.body.data.list.map((r) => r.detail)).toEqual([
      'rows=1 action=login_failed',
      'rows=2 action=cms_publish',
    ]);
  });
});

describe('audit retention', () => {
  it('refuses a retention under 180 days at start', () => {
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: '179' })).toThrow(
      /AUDIT_RETENTION_DAYS must be an integer from 180/,
    );
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '365' }).auditRetentionDays).toBe(365);
    expect(loadConfig({}).auditRetentionDays).toBe(180);
  });

  it('purges only the rows older than the retention', async () => {
    const now = t.clock.now;
    const entry = (daysAgo: number, detail: string) =>
      appendAuditLog(t.database.db, {
        time: new Date(now.getTime() - daysAgo * DAY),
        action: 'retention_probe',
        userName: 'test',
        ip: '',
        result: 'ok',
        detail,
      });
    await entry(181, 'old');
    await entry(179, 'kept');
    await entry(0, 'new');
    expect(() => purgeAuditLog(t.database.db, now, 90)).toThrow(/at least 180 days/);
    expect(await purgeAuditLog(t.database.db, now, 180)).toBe(1);
    const left = await t.database.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'retention_probe')
      .orderBy('id')
      .execute();
    expect(left.map((r) => r.detail)).toEqual(['kept', 'new']);
    expect(await purgeAuditLog(t.database.db, now, 180)).toBe(0); // idempotent
  });
});
