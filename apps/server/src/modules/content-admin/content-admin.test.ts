/**
 * The back office's API (content-admin.routes.ts; docs/decisions/content-management.md) on SQLite, or
 * PostgreSQL with DATABASE_URL: every transition and role, the pre-publish check blocking an ID number until
 * the approver overrides it, scheduled publishing on the app clock, withdrawal answering 410 and leaving the
 * public list, the audit rows, and a publish on instance A showing on instance B's public list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { PortalDatabase } from '../../db/database.js';
import type { PortalApp } from '../../types.js';
import { createAuthTestApp, type AuthTestApp } from '../../../test/auth-test-app.js';
import { jsonCall } from '../../../test/json-call.js';
import { waitUntil } from '../../../test/wait-until.js';
import { makeDist, ORIGIN } from '../../../test/first-html-fixtures.js';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { publishDueItems } from './content-admin.commands.js';
import { PUBLISH_TICK_MS } from './scheduled-publisher.js';
import { adoptPublicRows } from './adopt-public-rows.js';
import { itemListCachesOf } from './item-list-cache.js';

const env = { REDIS_URL: process.env.REDIS_URL ?? '', DATA_PROBE_MS: '250' };
/** A built web app with the news pages, so the first HTML and the sitemap answer for them. */
const dist = makeDist([
  { path: '/news', title: '新闻资讯' },
  { path: '/news/newsdetail', title: '新闻资讯/新闻详情' },
]);
/** The operators' dictionary (CMS_CHECK_WORDS_FILE): one word beside the starter list. */
const wordsFile = join(dist, 'operator-words.json');
writeFileSync(wordsFile, JSON.stringify({ entries: [{ word: '运维追加词', suggest: '' }] }));
const PREFIX = '/api/admin/content';
/** A resident ID number with a valid check digit (GB 11643's published example). */
const ID_NUMBER = '11010519491231002X';

let t: AuthTestApp;
let b: PortalApp;
let bDatabase: PortalDatabase;
const tokens: Record<string, string> = {};
let publicToken: string;

beforeAll(async () => {
  t = await createAuthTestApp({ env: { ...env, WEB_DIST: dist, SITE_URL: ORIGIN, CMS_CHECK_WORDS_FILE: wordsFile } });
  bDatabase = t.reopen();
  // B shares A's test clock: the sessions it checks were issued at A's time.
  const clock = () => t.clock.now;
  b = await buildApp({ config: loadConfig({ WEB_DIST: '', ...env }), database: bDatabase, clock, logger: false });
  await b.ready();
  await logIn();
  // A 初审 of notices only: may not touch news.
  const bj = await t.database.db
    .selectFrom('account')
    .select('id')
    .where('user_name', '=', 'sports_bureau_bj')
    .executeTakeFirstOrThrow();
  await t.database.db
    .insertInto('cms_grant')
    .values({ account_id: bj.id, role: 'review1', column_code: 'notice', area_code: null })
    .execute();
});
afterAll(async () => {
  await b?.close();
  await bDatabase?.destroy();
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** Logs every test account in (again after the clock moved past the sessions' idle time). */
async function logIn() {
  for (const name of [
    'cms_editor',
    'cms_review1',
    'cms_review2',
    'cms_approver',
    'cms_admin',
    'sports_bureau_bj',
    'venue_filler',
  ])
    tokens[name] = await t.agencyToken(name);
  publicToken = (await t.publicLogin()).json<{ data: string }>().data;
}

interface Body<T = unknown> {
  code: number;
  msg: string;
  data: T;
}
interface Item {
  id: number;
  status: string;
  stage: number;
  publicId: number | null;
  publishedVersion: number | null;
  latestVersion: number;
  reason: string | null;
  scheduledAt: string | null;
}

const call = <T = Item>(user: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  jsonCall<T>(t.app, tokens[user]!, method, url, payload);

const draft = (title: string, extra: object = {}) => ({
  kind: 'news',
  column: 'news',
  title,
  bodyHtml: `<p>${title}的正文。</p>`,
  summary: '摘要',
  source: '国家体育总局',
  ...extra,
});

async function create(title: string, extra: object = {}): Promise<number> {
  const res = await call<{ id: number }>('cms_editor', 'POST', PREFIX, draft(title, extra));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id;
}

/** Submits item `id` and passes the stages before sign-off (初审, 复审). */
async function toSignOff(id: number) {
  expect((await call('cms_editor', 'POST', `${PREFIX}/${id}/submit`)).status).toBe(200);
  // The approve body is a JSON object, `{}` when there is nothing to add: none at all is 400 naming it.
  const none = await call('cms_review1', 'POST', `${PREFIX}/${id}/approve`);
  expect([none.status, none.body.msg.includes('body')]).toEqual([400, true]);
  expect((await call('cms_review1', 'POST', `${PREFIX}/${id}/approve`, {})).body.data.stage).toBe(2);
  expect((await call('cms_review2', 'POST', `${PREFIX}/${id}/approve`, {})).body.data.stage).toBe(3);
}

const publicGet = (app: PortalApp, url: string) =>
  app.inject({ method: 'GET', url, headers: { 'session-id': publicToken } });
const publicTitles = async (app: PortalApp) =>
  (await publicGet(app, '/api_/ow/news/list?pageNum=1&pageSize=50'))
    .json<Body<{ list: { title: string }[] }>>()
    .data.list.map((r) => r.title);

describe('editing', () => {
  it('creates a draft with its body sanitised, and answers 400 naming the field, 404 for an unknown id', async () => {
    const id = await create('编辑测试', {
      bodyHtml: '<p>正文<script>alert(1)</script><img src="javascript:x" onerror="y"></p>',
    });
    const detail = await call<{ version: { bodyHtml: string }; item: Item }>('cms_editor', 'GET', `${PREFIX}/${id}`);
    expect(detail.body.data.item.status).toBe('draft');
    expect(detail.body.data.version.bodyHtml).toBe('<p>正文</p>');

    const blank = await call('cms_editor', 'POST', PREFIX, draft('   '));
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toContain('title');
    const column = await call('cms_editor', 'POST', PREFIX, draft('x', { column: 'nosuch' }));
    expect([column.status, column.body.msg.includes('column')]).toEqual([400, true]);
    const kind = await call('cms_editor', 'POST', PREFIX, draft('x', { kind: 'notice' }));
    expect([kind.status, kind.body.msg.includes('kind')]).toEqual([400, true]);
    const badKind = await call('cms_editor', 'POST', PREFIX, draft('x', { kind: 'recipes' }));
    expect([badKind.status, badKind.body.msg.includes('kind')]).toEqual([400, true]);
    expect((await call('cms_editor', 'GET', `${PREFIX}/987654`)).status).toBe(404);
  });

  it('refuses a public token and an account without a back-office role (403)', async () => {
    const res = await t.app.inject({ method: 'GET', url: PREFIX, headers: { 'session-id': publicToken } });
    expect(res.statusCode).toBe(403);
    const admin = await t.agencyToken('agency_admin');
    const none = await t.app.inject({ method: 'GET', url: PREFIX, headers: { 'session-id': admin } });
    expect(none.statusCode).toBe(403);
  });
});

describe('grants', () => {
  it("answers the caller's roles and the columns they reach; 403 without a grant, 401 without a session", async () => {
    interface Grants {
      userName: string;
      grants: { role: string; column: string; areaCode: string | null }[];
      columns: { code: string; name: string; kind: string; reviewStages: number }[];
    }
    const editor = await call<Grants>('cms_editor', 'GET', `${PREFIX}/grants`);
    expect(editor.status).toBe(200);
    expect(editor.body.data.userName).toBe('cms_editor');
    expect(editor.body.data.grants).toEqual([{ role: 'editor', column: '*', areaCode: null }]);
    expect(editor.body.data.columns.map((c) => c.code)).toEqual([
      'banner',
      'fitness_case',
      'games_news',
      'guidance',
      'guider_article',
      'news',
      'notice',
      'regulation',
      'science_guide',
    ]);
    expect(editor.body.data.columns).toContainEqual({ code: 'news', name: '新闻动态', kind: 'news', reviewStages: 3 });
    // A grant on one column reaches that column only.
    const bj = await call<Grants>('sports_bureau_bj', 'GET', `${PREFIX}/grants`);
    expect(bj.body.data.grants).toEqual([{ role: 'review1', column: 'notice', areaCode: null }]);
    expect(bj.body.data.columns.map((c) => c.code)).toEqual(['notice']);
    expect((await call('venue_filler', 'GET', `${PREFIX}/grants`)).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${PREFIX}/grants` })).statusCode).toBe(401);
  });
});

describe('review and publish', () => {
  it('passes three stages, each only by its role, and publishes on sign-off: on the public list at once and on instance B', async () => {
    const id = await create('三审发布的新闻');
    expect((await call('cms_approver', 'POST', `${PREFIX}/${id}/approve`, {})).status).toBe(409); // a draft
    expect((await call('cms_review1', 'POST', `${PREFIX}/${id}/submit`)).status).toBe(403); // not an editor
    expect((await call('cms_editor', 'POST', `${PREFIX}/${id}/submit`)).body.data).toMatchObject({
      status: 'in_review',
      stage: 1,
    });
    expect((await call('cms_editor', 'POST', `${PREFIX}/${id}/submit`)).status).toBe(409); // already submitted
    expect((await call('cms_editor', 'POST', `${PREFIX}/${id}/approve`, {})).status).toBe(403); // an editor cannot approve
    expect((await call('cms_review2', 'POST', `${PREFIX}/${id}/approve`, {})).status).toBe(403); // not 复审's stage yet
    expect((await call('cms_editor', 'PUT', `${PREFIX}/${id}`, { title: 'x', bodyHtml: '<p>x</p>' })).status).toBe(409);
    expect((await call('cms_review1', 'POST', `${PREFIX}/${id}/approve`, {})).body.data.stage).toBe(2);
    expect((await call('cms_approver', 'POST', `${PREFIX}/${id}/approve`, {})).status).toBe(403); // 复审's stage
    expect((await call('cms_review2', 'POST', `${PREFIX}/${id}/approve`, {})).body.data.stage).toBe(3);
    expect((await call('cms_review2', 'POST', `${PREFIX}/${id}/approve`, {})).status).toBe(403); // sign-off is 签发's
    const signed = await call('cms_approver', 'POST', `${PREFIX}/${id}/approve`, {});
    expect(signed.body.data).toMatchObject({ status: 'published', publishedVersion: 1 });
    expect(await publicTitles(t.app)).toContain('三审发布的新闻');
    const detail = await publicGet(t.app, `/api_/ow/news/detail?id=${signed.body.data.publicId}`);
    expect(detail.json<Body<{ title: string }>>().data.title).toBe('三审发布的新闻');
    await waitUntil('instance B lists the publish', async () => (await publicTitles(b)).includes('三审发布的新闻'), {
      timeoutMs: 5_000,
    });
  });

  it('a reject with its reason sends the item back to draft; a blank reason is 400', async () => {
    const id = await create('退回的新闻');
    await call('cms_editor', 'POST', `${PREFIX}/${id}/submit`);
    const blank = await call('cms_review1', 'POST', `${PREFIX}/${id}/reject`, { reason: ' ' });
    expect([blank.status, blank.body.msg.includes('reason')]).toEqual([400, true]);
    expect((await call('cms_editor', 'POST', `${PREFIX}/${id}/reject`, { reason: '不行' })).status).toBe(403);
    const rejected = await call('cms_review1', 'POST', `${PREFIX}/${id}/reject`, { reason: '标题不规范' });
    expect(rejected.body.data).toMatchObject({ status: 'draft', stage: 0, reason: '标题不规范' });
    expect((await call('cms_review1', 'POST', `${PREFIX}/${id}/reject`, { reason: '再退' })).status).toBe(409);
    const saved = await call<{ versionNo: number }>('cms_editor', 'PUT', `${PREFIX}/${id}`, {
      title: '退回后改好的新闻',
      bodyHtml: '<p>改好</p>',
    });
    expect(saved.body.data.versionNo).toBe(2);
  });

  it('reads any version in full and restores one as a new version (editor only)', async () => {
    const id = await create('第一版标题');
    await call('cms_editor', 'PUT', `${PREFIX}/${id}`, { title: '第二版标题', bodyHtml: '<p>二</p>' });
    const v1 = await call<{ title: string; digest: string; bodyHtml: string }>(
      'cms_review1',
      'GET',
      `${PREFIX}/${id}/versions/1`,
    );
    expect(v1.body.data).toMatchObject({ title: '第一版标题', bodyHtml: '<p>第一版标题的正文。</p>' });
    expect((await call('cms_editor', 'GET', `${PREFIX}/${id}/versions/9`)).status).toBe(404);
    expect((await call('cms_review1', 'POST', `${PREFIX}/${id}/versions/1/restore`)).status).toBe(403);
    const restored = await call<{ versionNo: number }>('cms_editor', 'POST', `${PREFIX}/${id}/versions/1/restore`);
    expect(restored.body.data.versionNo).toBe(3);
    const v3 = await call<{ title: string; digest: string }>('cms_editor', 'GET', `${PREFIX}/${id}/versions/3`);
    expect(v3.body.data).toMatchObject({ title: '第一版标题', digest: v1.body.data.digest });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'cms_restore')
      .execute();
    expect(audit.map((a) => a.detail)).toContainEqual(expect.stringMatching(new RegExp(`^id=${id} v=3 from=v1 `)));
  });

  it('a reviewer of another column can neither read nor approve (403)', async () => {
    const id = await create('别的栏目的新闻');
    await call('cms_editor', 'POST', `${PREFIX}/${id}/submit`);
    expect((await call('sports_bureau_bj', 'GET', `${PREFIX}/${id}`)).status).toBe(403);
    expect((await call('sports_bureau_bj', 'POST', `${PREFIX}/${id}/approve`, {})).status).toBe(403);
    const list = await call<{ list: Item[] }>('sports_bureau_bj', 'GET', `${PREFIX}?column=news`);
    expect(list.body.data.list).toEqual([]);
  });

  it('keeps the published version public while a new version is reviewed, and lists the versions', async () => {
    const id = await create('改版前的标题');
    await toSignOff(id);
    const published = (await call('cms_approver', 'POST', `${PREFIX}/${id}/approve`, {})).body.data;
    await call('cms_editor', 'PUT', `${PREFIX}/${id}`, { title: '改版后的标题', bodyHtml: '<p>新</p>' });
    const item = (await call<{ item: Item }>('cms_editor', 'GET', `${PREFIX}/${id}`)).body.data.item;
    expect(item).toMatchObject({ status: 'draft', latestVersion: 2, publishedVersion: 1 });
    const detail = await publicGet(t.app, `/api_/ow/news/detail?id=${published.publicId}`);
    expect(detail.json<Body<{ title: string }>>().data.title).toBe('改版前的标题');
    await toSignOff(id);
    await call('cms_approver', 'POST', `${PREFIX}/${id}/approve`, {});
    const after = await publicGet(t.app, `/api_/ow/news/detail?id=${published.publicId}`);
    expect(after.json<Body<{ title: string }>>().data.title).toBe('改版后的标题');
    const versions = await call<{ versionNo: number }[]>('cms_review1', 'GET', `${PREFIX}/${id}/versions`);
    expect(versions.body.data.map((v) => v.versionNo)).toEqual([2, 1]);
  });
});

describe('adoption', () => {
  it('adopts a public row written without the back office, once, so it can be corrected and withdrawn', async () => {
    const row = await t.database.db
      .insertInto('notice')
      .values({
        title: '种子写入的公告',
        summary: '摘要',
        source: '群体司',
        author: '',
        category: '通知',
        content_html: '<p>原文</p>',
        publish_time: '2026-10-01T02:00:00.000Z',
        view_count: 3,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await adoptPublicRows(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await adoptPublicRows(t.database.db)).toBe(0);
    const list = await call<{ list: Item[] }>(
      'cms_editor',
      'GET',
      `${PREFIX}?kind=notice&keyword=${encodeURIComponent('种子写入')}`,
    );
    const item = list.body.data.list[0]!;
    expect(item).toMatchObject({ status: 'published', publicId: row.id, publishedVersion: 1 });
    await call('cms_editor', 'PUT', `${PREFIX}/${item.id}`, {
      title: '种子写入的公告（更正）',
      bodyHtml: '<p>更正</p>',
    });
    await call('cms_editor', 'POST', `${PREFIX}/${item.id}/submit`);
    for (const user of ['cms_review1', 'cms_review2', 'cms_approver'])
      await call(user, 'POST', `${PREFIX}/${item.id}/approve`, {});
    const detail = await publicGet(t.app, `/api_/ow/notice/detail?id=${row.id}`);
    expect(detail.json<Body<{ title: string }>>().data.title).toBe('种子写入的公告（更正）');
    await call('cms_approver', 'POST', `${PREFIX}/${item.id}/withdraw`, { reason: '过期' });
    expect((await publicGet(t.app, `/api_/ow/notice/detail?id=${row.id}`)).statusCode).toBe(410);
  });
});

describe('columns and areas', () => {
  it('follows the column number of review stages: with 2, 初审 then 签发', async () => {
    await t.database.db.updateTable('cms_column').set({ review_stages: 2 }).where('code', '=', 'notice').execute();
    const res = await call<{ id: number }>(
      'cms_editor',
      'POST',
      PREFIX,
      draft('两级审核的公告', { kind: 'notice', column: 'notice' }),
    );
    const id = res.body.data.id;
    await call('cms_editor', 'POST', `${PREFIX}/${id}/submit`);
    expect((await call('cms_review1', 'POST', `${PREFIX}/${id}/approve`, {})).body.data.stage).toBe(2);
    expect((await call('cms_review2', 'POST', `${PREFIX}/${id}/approve`, {})).status).toBe(403);
    expect((await call('cms_approver', 'POST', `${PREFIX}/${id}/approve`, {})).body.data.status).toBe('published');
  });

  it('scopes the items of an area editor to the area: a reviewer of another area cannot see them', async () => {
    const db = t.database.db;
    const idOf = async (name: string) =>
      (await db.selectFrom('account').select('id').where('user_name', '=', name).executeTakeFirstOrThrow()).id;
    await db
      .insertInto('cms_grant')
      .values([
        { account_id: await idOf('venue_filler'), role: 'editor', column_code: 'news', area_code: '110000' },
        { account_id: await idOf('sports_bureau_bj'), role: 'review1', column_code: 'news', area_code: '330000' },
      ])
      .execute();
    tokens.venue_filler = await t.agencyToken('venue_filler');
    const res = await call<{ id: number }>('venue_filler', 'POST', PREFIX, draft('北京市的新闻'));
    const id = res.body.data.id;
    expect(
      (await call<{ item: { areaCode: string } }>('venue_filler', 'GET', `${PREFIX}/${id}`)).body.data.item.areaCode,
    ).toBe('110000');
    await call('venue_filler', 'POST', `${PREFIX}/${id}/submit`);
    expect((await call('sports_bureau_bj', 'GET', `${PREFIX}/${id}`)).status).toBe(403);
    expect((await call('sports_bureau_bj', 'POST', `${PREFIX}/${id}/approve`, {})).status).toBe(403);
    // The lists follow the same scope (the area is a key range of area_code, migration 0029).
    const listed = async (user: string) =>
      (await call<{ list: Item[] }>(user, 'GET', `${PREFIX}?column=news&pageSize=100`)).body.data.list.map((i) => i.id);
    expect(await listed('venue_filler')).toContain(id);
    expect(await listed('sports_bureau_bj')).not.toContain(id);
    expect((await call('cms_review1', 'POST', `${PREFIX}/${id}/approve`, {})).body.data.stage).toBe(2);
  });
});

describe('pre-publish check', () => {
  it('blocks sign-off of a text with an ID number until the approver overrides it with a reason', async () => {
    const id = await create('含身份证号的新闻', { bodyHtml: `<p>联系人身份证 ${ID_NUMBER}，攻府通知。</p>` });
    const check = await call<{ findings: { type: string; text: string }[]; blocking: boolean }>(
      'cms_editor',
      'GET',
      `${PREFIX}/${id}/check`,
    );
    expect(check.body.data.blocking).toBe(true);
    expect(check.body.data.findings.map((f) => f.type)).toEqual(['word', 'id_number']);
    expect(check.body.data.findings[1]!.text).toBe('110105********002X');
    await toSignOff(id);
    const blocked = await call('cms_approver', 'POST', `${PREFIX}/${id}/approve`, {});
    expect(blocked.status).toBe(409);
    expect(blocked.body.msg).toContain('预先巡查');
    expect(await publicTitles(t.app)).not.toContain('含身份证号的新闻');
    const signed = await call('cms_approver', 'POST', `${PREFIX}/${id}/approve`, {
      override: '经核实为公开的示例号码',
    });
    expect(signed.body.data.status).toBe('published');
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'cms_publish')
      .execute();
    expect(
      audit.some((a) => a.detail.includes(`id=${id} `) && a.detail.includes('override=经核实为公开的示例号码')),
    ).toBe(true);
  });

  it('finds the words of the operators file beside the starter list', async () => {
    const id = await create('运维追加词的新闻', { bodyHtml: '<p>中华人民共合国</p>' });
    const check = await call<{ findings: { text: string }[] }>('cms_editor', 'GET', `${PREFIX}/${id}/check`);
    expect(check.body.data.findings.map((f) => f.text)).toEqual(['运维追加词', '中华人民共合国']);
  });

  it('an override before sign-off is 400', async () => {
    const id = await create('提前填写签发说明');
    await call('cms_editor', 'POST', `${PREFIX}/${id}/submit`);
    const res = await call('cms_review1', 'POST', `${PREFIX}/${id}/approve`, { override: '理由' });
    expect([res.status, res.body.msg.includes('override')]).toEqual([400, true]);
  });
});

describe('schedule and withdraw', () => {
  it('publishes a scheduled item when its time comes by the app clock', async () => {
    const at = new Date(t.clock.now.getTime() + 3_600_000).toISOString();
    const id = await create('定时发布的新闻', { publishTime: at });
    await toSignOff(id);
    expect((await call('cms_approver', 'POST', `${PREFIX}/${id}/approve`, {})).body.data).toMatchObject({
      status: 'scheduled',
      scheduledAt: at,
    });
    expect(await publishDueItems(t.database.db, t.clock.now)).toEqual([]);
    expect(await publicTitles(t.app)).not.toContain('定时发布的新闻');
    t.clock.advance(3_600_000);
    // The app's own scheduled publisher (one tick every PUBLISH_TICK_MS) publishes it; nothing is left due.
    await waitUntil(
      'the scheduled publisher publishes the item',
      async () =>
        (await t.database.db.selectFrom('cms_item').select('status').where('id', '=', id).executeTakeFirstOrThrow())
          .status === 'published',
      { timeoutMs: PUBLISH_TICK_MS * 3 },
    );
    expect(await publishDueItems(t.database.db, t.clock.now)).toEqual([]);
    await logIn();
    expect(await publicTitles(t.app)).toContain('定时发布的新闻');
  });

  it('withdraws with a reason (签发 or 站点管理员 only): detail API and page answer 410, list, sitemap and search drop it', async () => {
    const id = await create('将被撤稿的新闻');
    expect((await call('cms_approver', 'POST', `${PREFIX}/${id}/withdraw`, { reason: '未发布' })).status).toBe(409);
    await toSignOff(id);
    const { publicId } = (await call('cms_approver', 'POST', `${PREFIX}/${id}/approve`, {})).body.data;
    expect(await publicTitles(t.app)).toContain('将被撤稿的新闻');
    const address = `/news/newsdetail?id=${publicId}`;
    const sitemap = async () => (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const search = async () =>
      (await publicGet(t.app, `/api_/ow/search/list?q=${encodeURIComponent('将被撤稿')}`)).body;
    expect(await sitemap()).toContain(address);
    await waitUntil('site search finds the published item', async () => (await search()).includes('将被撤稿的新闻'));
    expect((await call('cms_editor', 'POST', `${PREFIX}/${id}/withdraw`, { reason: '错误' })).status).toBe(403);
    const withdrawn = await call('cms_admin', 'POST', `${PREFIX}/${id}/withdraw`, { reason: '内容有误' });
    expect(withdrawn.body.data).toMatchObject({ status: 'withdrawn', reason: '内容有误', publishedVersion: null });
    const detail = await publicGet(t.app, `/api_/ow/news/detail?id=${publicId}`);
    expect(detail.statusCode).toBe(410);
    expect(detail.json<Body>()).toMatchObject({ code: 410, data: null });
    expect(await publicTitles(t.app)).not.toContain('将被撤稿的新闻');
    expect((await publicGet(t.app, '/api_/ow/news/detail?id=987654')).statusCode).toBe(404);
    const pageRes = await t.app.inject({ method: 'GET', url: address, headers: { accept: 'text/html' } });
    expect(pageRes.statusCode).toBe(410);
    expect(pageRes.body).toContain('该内容已撤稿或删除');
    expect(pageRes.body).toContain('noindex');
    expect(await sitemap()).not.toContain(address);
    await waitUntil('site search drops the withdrawn item', async () => !(await search()).includes('将被撤稿的新闻'));
    await waitUntil(
      'instance B drops the withdrawn item',
      async () => !(await publicTitles(b)).includes('将被撤稿的新闻'),
      { timeoutMs: 5_000 },
    );
  });

  it('audits every action with the version digests', async () => {
    const id = await create('审计的新闻');
    await call('cms_editor', 'PUT', `${PREFIX}/${id}`, { title: '审计的新闻（二）', bodyHtml: '<p>二</p>' });
    const rows = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'user_name', 'detail', 'time'])
      .where('detail', 'like', `id=${id} %`)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.action, r.user_name])).toEqual([
      ['cms_create', 'cms_editor'],
      ['cms_save', 'cms_editor'],
    ]);
    expect(rows[1]!.detail).toMatch(/v=2 before=[0-9a-f]{12} after=[0-9a-f]{12}/);
    const refused = await t.database.db
      .selectFrom('audit_log')
      .select('detail')
      .where('result', '=', 'forbidden')
      .execute();
    expect(refused.length).toBeGreaterThan(0);
  });

  it('lists by kind, column, status and keyword', async () => {
    const res = await call<{ list: Item[]; total: number }>(
      'cms_admin',
      'GET',
      `${PREFIX}?kind=news&status=withdrawn&keyword=${encodeURIComponent('撤稿')}`,
    );
    expect(res.body.data.total).toBe(1);
    // 3+ characters read the title's trigram index (db/text-search.ts), ignoring ASCII case like LIKE does.
    const title = `Trigram 检索用的标题 ${Date.now()}`;
    const id = await create(title);
    for (const keyword of ['检索用的标', 'TRIGRAM 检索', '检索']) {
      const found = await call<{ list: Item[] }>(
        'cms_admin',
        'GET',
        `${PREFIX}?keyword=${encodeURIComponent(keyword)}`,
      );
      expect(
        found.body.data.list.map((i) => i.id),
        keyword,
      ).toContain(id);
    }
    const bad = await call('cms_admin', 'GET', `${PREFIX}?status=lost`);
    expect([bad.status, bad.body.msg.includes('status')]).toEqual([400, true]);
  });

  it('answers the list from its cache only until an item changes: at once here, on instance B after the bus', async () => {
    const title = `缓存清除检查 ${Date.now()}`;
    const url = `${PREFIX}?keyword=${encodeURIComponent(title)}`;
    const totalOn = async (app: PortalApp) =>
      (await jsonCall<{ total: number }>(app, tokens.cms_admin!, 'GET', url)).body.data.total;
    expect([await totalOn(t.app), await totalOn(b)]).toEqual([0, 0]);
    const id = await create(title);
    expect(await totalOn(t.app)).toBe(1);
    await waitUntil('instance B lists the new draft', async () => (await totalOn(b)) === 1, { timeoutMs: 5_000 });
    expect(
      (await call('cms_editor', 'PUT', `${PREFIX}/${id}`, { title: `${title} 改`, bodyHtml: '<p>x</p>' })).status,
    ).toBe(200);
    expect(await totalOn(t.app)).toBe(1);
    const renamed = await jsonCall<{ list: Item[] }>(
      t.app,
      tokens.cms_admin!,
      'GET',
      `${url}${encodeURIComponent(' 改')}`,
    );
    expect(renamed.body.data.list.map((i) => i.id)).toEqual([id]);
  });

  it('keeps the answers a write cannot change: another kind, or a keyword none of its titles had', async () => {
    const caches = itemListCachesOf(t.database.db);
    const title = `选择性清除 ${Date.now()}`;
    const id = await create(title);
    await caches.settled();
    const url = `${PREFIX}?kind=news&keyword=${encodeURIComponent(title)}`;
    const statusOn = async () => (await call<{ list: Item[] }>('cms_admin', 'GET', url)).body.data.list[0]?.status;
    expect(await statusOn()).toBe('draft');
    // A change outside the write path (SQL by hand) is not seen while the answer is cached...
    await t.database.db.updateTable('cms_item').set({ status: 'withdrawn' }).where('id', '=', id).execute();
    // ...nor after writes that cannot change this answer: a notice, and a news item with another title.
    await create(`另一类型 ${Date.now()}`, { kind: 'notice', column: 'notice' });
    await create(`另一标题 ${Date.now()}`);
    await caches.settled();
    expect(await statusOn()).toBe('draft');
    // A write of the item itself clears it.
    await t.database.db.updateTable('cms_item').set({ status: 'draft' }).where('id', '=', id).execute();
    expect((await call('cms_editor', 'PUT', `${PREFIX}/${id}`, draft(title, { summary: '改' }))).status).toBe(200);
    await t.database.db.updateTable('cms_item').set({ status: 'withdrawn' }).where('id', '=', id).execute();
    await caches.settled();
    expect(await statusOn()).toBe('withdrawn');
  });
});
