/**
 * The back office's newer kinds (docs/decisions/content-management.md "Kinds") on SQLite, or PostgreSQL with
 * DATABASE_URL: for a home page banner, a science-guide entry, an instructor article and a games news item,
 * create → submit → 初审 → 复审 → 签发 shows it on its public list at once, and withdrawal drops it (its detail
 * answers 410), and the home page's first HTML (banners), the sitemap and the site search follow both; 400
 * naming a missing kind field; seeded rows adopted; a 政策解读 linked to its policy, shown on
 * both public details.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@portal/contracts/pages.codes';
import { createAuthTestApp, type AuthTestApp } from '../../../test/auth-test-app.js';
import { jsonCall } from '../../../test/json-call.js';
import { makeDist, ORIGIN } from '../../../test/first-html-fixtures.js';
import { waitUntil } from '../../../test/wait-until.js';
import { adoptPublicRows } from './adopt-public-rows.js';

/** A built web app with the home page and the detail pages, so the first HTML and the sitemap answer. */
const dist = makeDist(
  [
    catalogue.home,
    catalogue.scienceGuideDetail,
    catalogue.socialSportDetail,
    catalogue.raceNewsDetail,
    catalogue.regulationDetail,
  ].map((p) => ({
    path: p.path,
    title: p.title,
  })),
);

const PREFIX = '/api/admin/content';
let t: AuthTestApp;
const tokens: Record<string, string> = {};
let publicToken: string;
let mediaId: number;
let gamesId: number;

beforeAll(async () => {
  t = await createAuthTestApp({ env: { WEB_DIST: dist, SITE_URL: ORIGIN, DATA_PROBE_MS: '250' } });
  for (const name of ['cms_editor', 'cms_review1', 'cms_review2', 'cms_approver'])
    tokens[name] = await t.agencyToken(name);
  publicToken = (await t.publicLogin()).json<{ data: string }>().data;
  const db = t.database.db;
  mediaId = (
    await db
      .insertInto('media')
      .values({
        file_name: 'b.png',
        mime: 'image/png',
        size: 1,
        body: Buffer.from([0]),
        created_at: '2026-01-01T00:00:00Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  gamesId = (
    await db
      .insertInto('games')
      .values({
        name: '2026年全民健身社区运动会',
        year: 2026,
        start_date: '2026-05-01',
        end_date: '2026-10-31',
        slogan: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

interface Body<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

const call = <T = { id: number; status: string; publicId: number | null }>(
  user: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) => jsonCall<T>(t.app, tokens[user]!, method, url, payload);

const publicGet = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'session-id': publicToken } });

/** Titles on a public list answer (an array or a page). */
async function publicTitles(url: string): Promise<string[]> {
  const data = (await publicGet(url)).json<Body<{ title: string }[] | { list: { title: string }[] }>>().data;
  return (Array.isArray(data) ? data : data.list).map((r) => r.title);
}

/** Creates an item, passes its three stages; resolves with the item's id and public row id. */
async function publish(kind: string, title: string, fields: object, bodyHtml = `<p>${title}正文</p>`) {
  const created = await call<{ id: number }>('cms_editor', 'POST', PREFIX, {
    kind,
    column: kind,
    title,
    bodyHtml,
    summary: '摘要',
    source: '国家体育总局',
    fields,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = created.body.data.id;
  expect((await call('cms_editor', 'POST', `${PREFIX}/${id}/submit`)).status).toBe(200);
  for (const user of ['cms_review1', 'cms_review2', 'cms_approver']) {
    const res = await call(user, 'POST', `${PREFIX}/${id}/approve`, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const item = (await call<{ item: { status: string; publicId: number } }>('cms_editor', 'GET', `${PREFIX}/${id}`)).body
    .data.item;
  expect(item.status).toBe('published');
  return { id, publicId: item.publicId };
}

async function withdraw(id: number) {
  const res = await call('cms_approver', 'POST', `${PREFIX}/${id}/withdraw`, { reason: '内容有误' });
  expect(res.body.data.status).toBe('withdrawn');
}

const CASES = [
  {
    kind: 'banner',
    title: '全民健身日横幅',
    fields: () => ({ imageMediaId: mediaId, linkPath: '/news', sort: 1 }),
    list: '/api_/ow/banner/list',
    detail: null,
    page: null,
    searched: false,
    missing: 'fields.imageMediaId',
  },
  {
    kind: 'science_guide',
    title: '冬季跑步的热身要点',
    fields: () => ({ section: 'knowledge', author: '王教授', category: '科学健身' }),
    list: '/api_/ow/information/guidance/list?kind=knowledge&pageNum=1&pageSize=50',
    detail: '/api_/ow/information/guidance/detail?id=',
    page: catalogue.scienceGuideDetail.path,
    searched: true,
    missing: 'fields.section',
  },
  {
    kind: 'guider_article',
    title: '指导员年度注册通知',
    fields: () => ({ section: 'notice' }),
    list: '/api_/ow/socialSport/list?kind=notice&pageNum=1&pageSize=50',
    detail: '/api_/ow/socialSport/detail?id=',
    page: catalogue.socialSportDetail.path,
    searched: true,
    missing: 'fields.section',
  },
  {
    kind: 'games_news',
    title: '社区运动会开幕报道',
    fields: () => ({ gamesId }),
    list: '/api/data/qmsports/news/list?pageNum=1&pageSize=50',
    detail: '/api/data/qmsports/news/detail?id=',
    page: catalogue.raceNewsDetail.path,
    searched: false,
    missing: 'fields.gamesId',
  },
] as const;

const sitemap = async () => (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
/** Whether the site search for the first four characters of `title` finds it. */
const searchHits = async (title: string) =>
  (await publicGet(`/api_/ow/search/list?q=${encodeURIComponent(title.slice(0, 4))}`)).body.includes(title);
const homeHtml = async () => (await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).body;

describe.each(CASES)('kind $kind', ({ kind, title, fields, list, detail, page: detailPage, searched, missing }) => {
  it('publishes through three stages onto its public list, home, sitemap and search, and withdraws to 410', async () => {
    const { id, publicId } = await publish(kind, title, fields(), kind === 'banner' ? '' : undefined);
    const address = new RegExp(`${detailPage}\\?id=${publicId}(&|<)`);
    expect(await publicTitles(list)).toContain(title);
    if (detail)
      expect((await publicGet(`${detail}${publicId}`)).json<Body<{ title: string }>>().data.title).toBe(title);
    if (kind === 'banner') expect(await homeHtml()).toContain(title);
    if (detailPage) expect(await sitemap()).toMatch(address);
    if (searched) await waitUntil('site search finds the published item', () => searchHits(title));
    await withdraw(id);
    expect(await publicTitles(list)).not.toContain(title);
    if (kind === 'banner') expect(await homeHtml()).not.toContain(title);
    if (detailPage) expect(await sitemap()).not.toMatch(address);
    if (searched) await waitUntil('site search drops the withdrawn item', async () => !(await searchHits(title)));
    if (detail) {
      const res = await publicGet(`${detail}${publicId}`);
      expect(res.statusCode).toBe(410);
      expect(res.json<Body>()).toMatchObject({ code: 410, data: null });
    }
    const goneRow = await t.database.db
      .selectFrom('content_gone')
      .select('row_id')
      .where('tbl', '=', kind)
      .where('row_id', '=', publicId)
      .executeTakeFirst();
    expect(goneRow).toBeDefined();
  });

  it('answers 400 naming its missing field', async () => {
    const res = await call('cms_editor', 'POST', PREFIX, {
      kind,
      column: kind,
      title: '缺字段',
      bodyHtml: '<p>x</p>',
      fields: {},
    });
    expect([res.status, res.body.msg.includes(missing)]).toEqual([400, true]);
  });
});

describe('kind fields', () => {
  it('refuses a banner image that is no stored file, a games that does not exist and an unknown section', async () => {
    const post = (kind: string, fields: object) =>
      call('cms_editor', 'POST', PREFIX, { kind, column: kind, title: 'x', bodyHtml: '<p>x</p>', fields });
    const banner = await post('banner', { imageMediaId: 999999, linkPath: '/news' });
    expect([banner.status, banner.body.msg]).toEqual([400, expect.stringContaining('imageMediaId')]);
    const link = await post('banner', { imageMediaId: mediaId, linkPath: 'javascript:alert(1)' });
    expect([link.status, link.body.msg.includes('linkPath')]).toEqual([400, true]);
    const games = await post('games_news', { gamesId: 999999 });
    expect([games.status, games.body.msg.includes('gamesId')]).toEqual([400, true]);
    const section = await post('science_guide', { section: 'recipes' });
    expect([section.status, section.body.msg.includes('section')]).toEqual([400, true]);
  });

  it('adopts seeded rows of the new kinds as published items', async () => {
    const db = t.database.db;
    const banner = await db
      .insertInto('banner')
      .values({ title: '种子横幅', media_id: mediaId, link_path: '/map', sort: 5 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await adoptPublicRows(db);
    const item = await db
      .selectFrom('cms_item')
      .innerJoin('cms_version', 'cms_version.item_id', 'cms_item.id')
      .select(['cms_item.status', 'cms_version.fields_json'])
      .where('cms_item.kind', '=', 'banner')
      .where('cms_item.public_id', '=', banner.id)
      .executeTakeFirstOrThrow();
    expect(item.status).toBe('published');
    expect(JSON.parse(item.fields_json)).toEqual({ imageMediaId: mediaId, linkPath: '/map', sort: 5 });
  });
});

describe('policy and 解读', () => {
  it('links a 政策解读 to its policy, shown on both public details; 400 for a link from a non-解读 or to a 解读', async () => {
    const policy = await publish('regulation', '关于推进全民健身场地设施建设的意见', {
      category: '规范性文件',
      documentNumber: '体群字〔2026〕1号',
      validity: '现行有效',
    });
    const reading = await publish('regulation', '《关于推进全民健身场地设施建设的意见》解读', {
      category: '政策解读',
      policyId: policy.publicId,
    });
    interface Links {
      policy: { id: number; title: string } | null;
      interpretations: { id: number; title: string }[];
    }
    const detail = async (id: number) =>
      (await publicGet(`/api_/ow/regulation/detail?id=${id}`)).json<Body<Links & { status: string }>>().data;
    expect(await detail(policy.publicId)).toMatchObject({
      status: '现行有效',
      policy: null,
      interpretations: [{ id: reading.publicId, title: '《关于推进全民健身场地设施建设的意见》解读' }],
    });
    expect(await detail(reading.publicId)).toMatchObject({
      policy: { id: policy.publicId, title: '关于推进全民健身场地设施建设的意见' },
      interpretations: [],
    });
    // The first HTML of both details carries the same links as the app (crawlers and readers without JS).
    const firstHtml = async (id: number) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `${catalogue.regulationDetail.path}?id=${id}`,
          headers: { accept: 'text/html' },
        })
      ).body;
    const readingHref = `${catalogue.regulationDetail.path}?id=${reading.publicId}`;
    expect(await firstHtml(policy.publicId)).toContain(`href="${readingHref}"`);
    // Named as the app names them (the reading may also be the policy's neighbour, 上一篇/下一篇).
    expect(await firstHtml(policy.publicId)).toContain('政策解读');
    expect(await firstHtml(reading.publicId)).toContain('解读的政策');
    expect(await firstHtml(reading.publicId)).toContain(
      `href="${catalogue.regulationDetail.path}?id=${policy.publicId}"`,
    );

    const post = (fields: object) =>
      call('cms_editor', 'POST', PREFIX, {
        kind: 'regulation',
        column: 'regulation',
        title: 'x',
        bodyHtml: '<p>x</p>',
        fields,
      });
    const notReading = await post({ category: '规范性文件', policyId: policy.publicId });
    expect([notReading.status, notReading.body.msg.includes('fields.policyId')]).toEqual([400, true]);
    const toReading = await post({ category: '政策解读', policyId: reading.publicId });
    expect([toReading.status, toReading.body.msg.includes('fields.policyId')]).toEqual([400, true]);
    const missing = await post({ category: '政策解读', policyId: 999999 });
    expect(missing.status).toBe(400);

    // Withdrawing the policy leaves the 解读 without a link (and the 解读's own detail still answers).
    await withdraw(policy.id);
    expect((await detail(reading.publicId)).policy).toBeNull();
  });
});
