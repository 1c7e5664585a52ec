/**
 * The server-rendered first HTML (plugins/first-html and the modules' page renderers): per-page title,
 * description and canonical link, the content itself escaped and sanitized, the generic snapshot with
 * noindex for an unknown id, the 404 kept for unbuilt pages, the fitness facilities' lists and details
 * (name, facts, pieces), robots.txt, and the sitemap (every row, split into an index beyond 50,000 URLs,
 * one file per block of ids). Runs on SQLite, or PostgreSQL when DATABASE_URL is set.
 */
import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_HTML } from '../src/modules/content/content.test-support.js';
import { FACILITY_SNAPSHOT_MODEL, loadFacilitySnapshot } from '../src/modules/facility/facility-snapshot.js';
import { forgetReadModel } from '../src/data/read-model.js';
import { SITEMAP_MAX_URLS } from '../src/plugins/first-html/sitemap.js';
import { insertDivisions } from './division-fixtures.js';
import { INDEX, makeDist, ORIGIN, page } from './first-html-fixtures.js';
import { createTestApp, type TestApp } from './test-app.js';
import { insertVenues } from './venue-fixtures.js';

const PAGES = [
  { path: '/', title: '首页' },
  { path: '/news', title: '新闻资讯' },
  { path: '/news/newsdetail', title: '新闻资讯/新闻详情' },
  { path: '/main/notice', title: '通知公告' },
  { path: '/main/notice/detail', title: '通知公告/公告详情' },
  { path: '/main/openFacility', title: '场馆开放', intro: '免费或低收费开放的<公共>体育场馆' },
  { path: '/openFacility/smallDetail', title: '场馆开放/场馆详情' },
  { path: '/openFacility/bigDetail', title: '场馆开放/大型场馆详情' },
  { path: '/equipment/index', title: '健身设施/全部设施' },
  { path: '/equipment/NationalFitnessPath', title: '健身设施/全民健身路径' },
  { path: '/equipment/NationalFitnessPathDetail', title: '健身设施/全民健身路径详情' },
  { path: '/equipment/fieldDetail', title: '健身设施/场地详情' },
  { path: '/login', title: '用户登录' },
  { path: '/admin/content', title: '内容管理' },
  { path: '/admin/columns', title: '内容管理/栏目更新状态' },
  { path: '/admin/audit', title: '内容管理/审计日志' },
  { path: '/admin/content/new', title: '内容管理/新建内容' },
  { path: '/admin/content/edit', title: '内容管理/编辑内容' },
  { path: '/admin/exchange/import', title: '数据交换/文件导入' },
  { path: '/admin/exchange/review', title: '数据交换/年度数据审核' },
  { path: '/admin/venue/videos', title: '内容管理/场馆视频上传' },
];
const HOSTILE_TITLE = '全民健身<script>alert(1)</script> & "周"';

async function insertNews(t: TestApp, id: number, title: string, publishTime: string) {
  await t.database.db
    .insertInto('news')
    .values({
      id,
      title,
      summary: `${title}的摘要`,
      source: '国家体育总局群体司',
      author: '记者',
      category: '全民健身',
      content_html: HOSTILE_HTML,
      publish_time: publishTime,
      view_count: 0,
      cover_media_id: null,
    })
    .execute();
}

/** A facility (a map point of type 6 and its facility row) in 西湖区 with traditional pieces named `pieces`. */
async function insertFacility(t: TestApp, id: number, kind: string, name: string, pieces: string[] = []) {
  const place = { province_code: '330000', city_code: '330100', county_code: '330106' };
  await t.database.db
    .insertInto('map_point')
    .values({ id, map_type: 6, kind, name, address: '文三路 1 号', lng: 120.1, lat: 30.27, ...place })
    .execute();
  await t.database.db
    .insertInto('facility')
    .values({
      id,
      kind,
      ...place,
      condition: 'normal',
      area: 320,
      length: null,
      build_year: 2021,
      manager_unit: '西湖区文化广电旅游体育局',
      free: 1,
      open_to_public: 1,
      description: `${name}的介绍`,
      equipment_count: pieces.length,
      field_count: 0,
    })
    .execute();
  for (const piece of pieces) {
    await t.database.db
      .insertInto('facility_equipment')
      .values({
        facility_id: id,
        name: piece,
        category: 'traditional',
        model: 'TK-1',
        manufacturer: '健身器材有限公司',
        install_date: '2021-05-01',
        warranty_end: '2029-05-01',
        last_inspection: null,
        condition: 'normal',
        certification_id: null,
        county_code: place.county_code,
      })
      .execute();
  }
}

describe('first HTML of built pages', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = makeDist(PAGES);
    t = await createTestApp({ env: { WEB_DIST: dist, SITE_URL: ORIGIN } });
    await insertDivisions(t);
    await insertNews(t, 1, '二〇二六年全民健身日活动通知', '2026-08-01T02:00:00.000Z');
    await insertNews(t, 2, HOSTILE_TITLE, '2026-08-02T02:00:00.000Z');
    await insertVenues(t, [
      { organ_id: 7, name: '杭州市体育馆', organ_type: 2, county_code: '330106' },
      { organ_id: 8, name: '黄龙体育中心', organ_type: 1, county_code: '330106', is_large: 1 },
    ]);
    await insertFacility(t, 501, 'fitness_path', '文三路社区全民健身路径', ['太空漫步机', '扭腰器']);
    await insertFacility(t, 502, 'greenway', '西溪<湿地>绿道');
    // Rows written by SQL, outside the write path: the snapshot is dropped and built anew.
    forgetReadModel(t.app.db, FACILITY_SNAPSHOT_MODEL);
    await loadFacilitySnapshot(t.app.db);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('writes a news detail: own title, description, canonical, escaped heading, sanitized body', async () => {
    const res = await page(t, '/news/newsdetail?id=2&from=home');
    expect(res.statusCode).toBe(200);
    const escaped = '全民健身&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;周&quot;';
    expect(res.body).toContain(`<title>${escaped} - 全民健身场馆信息服务平台</title>`);
    expect(res.body).toContain(`<meta name="description" content="${escaped}的摘要" />`);
    expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}/news/newsdetail?id=2" />`);
    expect(res.body).toContain(`<h1>${escaped}</h1>`);
    expect(res.body).toContain('第一条 正文内容。');
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('onclick');
    expect(res.body).not.toContain('javascript:');
    expect(res.body).toContain('<a href="/news/newsdetail?id=1">二〇二六年全民健身日活动通知</a>');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body.match(/name="description"/g)).toHaveLength(1);
    expect(res.body).toContain('</div><div id="root"></div>');
  });

  it('lists the rows on the list page, newest first, as links to their details', async () => {
    const res = await page(t, '/news');
    expect(res.body).toContain('<title>新闻资讯 - 全民健身场馆信息服务平台</title>');
    expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}/news" />`);
    expect(res.body).toMatch(/新闻资讯（共 2 条）/);
    const first = res.body.indexOf('/news/newsdetail?id=2');
    const second = res.body.indexOf('/news/newsdetail?id=1');
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(first);
    expect(res.body).toContain('<span>2026-08-02</span>');
    expect((await page(t, '/news?pageNum=2')).body).toContain(`href="${ORIGIN}/news?pageNum=2"`);
  });

  it('shows the catalogue`s lead paragraph under the h1 (escaped), before the renderer`s content', async () => {
    const res = await page(t, '/main/openFacility');
    const intro = '<p class="first-html__intro">免费或低收费开放的&lt;公共&gt;体育场馆</p>';
    expect(res.body).toContain(`<h1>场馆开放</h1>${intro}`);
    expect(res.body.indexOf(intro)).toBeLessThan(res.body.indexOf('/openFacility/smallDetail?organId=7'));
    expect((await page(t, '/news')).body).not.toContain('first-html__intro');
  });

  it('gives each page its own description', async () => {
    const descriptions = new Set<string>();
    for (const url of ['/', '/news', '/news/newsdetail?id=1', '/main/notice', '/main/openFacility']) {
      const res = await page(t, url);
      descriptions.add(/<meta name="description" content="([^"]*)"/.exec(res.body)![1]!);
    }
    expect(descriptions.size).toBe(5);
  });

  it('keeps a generic, noindex snapshot for an unknown or malformed id, with HTTP 404 (docs/decisions/public-experience.md §3)', async () => {
    for (const url of ['/news/newsdetail?id=999', '/news/newsdetail?id=abc', '/news/newsdetail']) {
      const res = await page(t, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<h1>新闻详情</h1>');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('keeps HTTP 404 and the untouched app for unbuilt pages, and the JSON 404 for other clients', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/equipment/Greenway', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(INDEX);
    const json = await t.app.inject({ method: 'GET', url: '/news', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toEqual({ code: 404, msg: '接口不存在', data: null });
  });

  it('writes a venue detail with its facts, canonical on the venue`s own detail page', async () => {
    const res = await page(t, '/openFacility/smallDetail?organId=8');
    expect(res.body).toContain('<h1>黄龙体育中心</h1>');
    expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}/openFacility/bigDetail?organId=8" />`);
    expect(res.body).toContain('<dt>地址</dt><dd>黄龙体育中心路 1 号</dd>');
    expect(res.body).toContain('<dt>开放项目</dt><dd>篮球、羽毛球</dd>');
    // No public (audited) year yet: still the venue's page, titled with its name, as the app's profile-only state.
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>黄龙体育中心 - 全民健身场馆信息服务平台</title>');
    expect(res.body).toMatch(
      /<meta name="description" content="黄龙体育中心：[^"]*年度开放数据尚未公布（审核通过后公布）。" \/>/,
    );
    const list = await page(t, '/main/openFacility?organType=2');
    expect(list.body).toContain('<a href="/openFacility/smallDetail?organId=7">杭州市体育馆</a>');
    expect(list.body).not.toContain('黄龙体育中心</a>');
  });

  it('writes a facility detail without JS: its name, facts and pieces, canonical on its kind`s page', async () => {
    const res = await page(t, '/equipment/fieldDetail?id=501&from=x');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>文三路社区全民健身路径 - 全民健身场馆信息服务平台</title>');
    expect(res.body).toContain('<h1>文三路社区全民健身路径</h1>');
    expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}/equipment/NationalFitnessPathDetail?id=501" />`);
    expect(res.body).toMatch(/<meta name="description" content="文三路社区全民健身路径：全民健身路径，位于[^"]*西湖区/);
    expect(res.body).toContain('<dt>设施类型</dt><dd>全民健身路径</dd>');
    expect(res.body).toContain('<dt>地址</dt><dd>文三路 1 号</dd>');
    expect(res.body).toContain('<h2>健身器材（2 件）</h2>');
    expect(res.body).toContain('<li>太空漫步机（传统，正常）</li>');
    expect(res.body).toContain('<li>扭腰器（传统，正常）</li>');
    const greenway = await page(t, '/equipment/fieldDetail?id=502');
    expect(greenway.body).toContain('<h1>西溪&lt;湿地&gt;绿道</h1>');
    expect(greenway.body).toContain(`<link rel="canonical" href="${ORIGIN}/equipment/fieldDetail?id=502" />`);
    expect(greenway.body).toContain('<p>暂无器材信息。</p>');
    const unknown = await page(t, '/equipment/NationalFitnessPathDetail?id=999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('lists the facilities on the section`s list and on their kind`s list as links to their details, with the list as `from`', async () => {
    const all = await page(t, '/equipment/index');
    expect(all.body).toContain('<title>全部设施 - 全民健身场馆信息服务平台</title>');
    expect(all.body).toContain(`<link rel="canonical" href="${ORIGIN}/equipment/index" />`);
    expect(all.body).toContain('<p>共 2 处，第 1 页</p>');
    const fromAll = `from=${encodeURIComponent('全部设施')}`;
    expect(all.body).toContain(
      `<a href="/equipment/NationalFitnessPathDetail?id=501&amp;${fromAll}">文三路社区全民健身路径</a>`,
    );
    expect(all.body).toContain(`<a href="/equipment/fieldDetail?id=502&amp;${fromAll}">西溪&lt;湿地&gt;绿道</a>`);
    const paths = await page(t, '/equipment/NationalFitnessPath');
    expect(paths.body).toContain('<p>共 1 处，第 1 页</p>');
    expect(paths.body).toContain(
      `/equipment/NationalFitnessPathDetail?id=501&amp;from=${encodeURIComponent('全民健身路径')}`,
    );
    expect(paths.body).not.toContain('?id=502');
  });

  it('sends the document compressed to browsers and from its 2 s cache', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/news/newsdetail?id=1',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends the back office and sign-in pages with noindex, and leaves them out of the sitemap', async () => {
    for (const url of [
      '/admin/content',
      '/admin/content/new',
      '/admin/content/edit?id=1',
      '/admin/columns',
      '/admin/audit',
      '/admin/exchange/import',
      '/admin/exchange/review',
      '/admin/venue/videos',
      '/login',
    ]) {
      const res = await page(t, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<meta name="robots" content="noindex" />');
    }
    expect((await page(t, '/news')).body).not.toContain('noindex');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).not.toContain('/admin/');
  });

  it('answers robots.txt with the sitemap on the site origin and the private paths disallowed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /login');
    expect(res.body).toContain('Disallow: /admin/content');
    expect(res.body).toContain('Disallow: /admin/columns');
    expect(res.body).toContain('Disallow: /admin/audit');
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('lists every built list page, news item and venue in one urlset with lastmod dates', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(res.body).toContain(`<loc>${ORIGIN}/main/openFacility</loc>`);
    expect(res.body).not.toContain('/login<');
    expect(res.body).not.toContain('/news/newsdetail</loc>');
    expect(res.body).toContain(
      `<url><loc>${ORIGIN}/news/newsdetail?id=2</loc><lastmod>2026-08-02T02:00:00.000Z</lastmod></url>`,
    );
    expect(res.body).toContain(`<loc>${ORIGIN}/news/newsdetail?id=1</loc>`);
    expect(res.body).toContain(`<loc>${ORIGIN}/openFacility/smallDetail?organId=7</loc>`);
    expect(res.body).toContain(`<loc>${ORIGIN}/openFacility/bigDetail?organId=8</loc>`);
    expect(res.body).toContain(`<url><loc>${ORIGIN}/equipment/NationalFitnessPathDetail?id=501</loc></url>`);
    expect(res.body).toContain(`<url><loc>${ORIGIN}/equipment/fieldDetail?id=502</loc></url>`);
    expect(res.body).toContain(`<loc>${ORIGIN}/equipment/index</loc>`);
    expect((await t.app.inject({ method: 'GET', url: '/sitemaps/nope-0.xml' })).statusCode).toBe(404);
  });
});

describe('sitemap index beyond 50,000 URLs', () => {
  let t: TestApp;
  let dist: string;
  const NOTICES = SITEMAP_MAX_URLS + 1;

  beforeAll(async () => {
    dist = makeDist(PAGES);
    t = await createTestApp({ env: { WEB_DIST: dist, SITE_URL: ORIGIN } });
    // One statement for both dialects: a recursive counter writes notices 1..50,001.
    await sql`
      insert into notice (id, title, summary, source, author, category, content_html, publish_time, view_count)
      with recursive n(i) as (select 1 union all select i + 1 from n where i < ${sql.lit(NOTICES)})
      select i, 'notice', '', '', '', '', '', '2026-01-01T00:00:00.000Z', 0 from n`.execute(t.database.db);
    // Facilities on both sides of the first block boundary (ids 49,999 .. 50,001) and one far beyond.
    for (const id of [SITEMAP_MAX_URLS - 1, SITEMAP_MAX_URLS, SITEMAP_MAX_URLS + 1, 5 * SITEMAP_MAX_URLS + 7])
      await insertFacility(t, id, 'sports_park', `体育公园${id}`);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers a sitemap index whose files hold at most 50,000 URLs and together every notice', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(files).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/notice-0.xml`,
      `${ORIGIN}/sitemaps/notice-1.xml`,
      `${ORIGIN}/sitemaps/facility-0.xml`,
      `${ORIGIN}/sitemaps/facility-1.xml`,
      `${ORIGIN}/sitemaps/facility-5.xml`,
    ]);
    expect(index.body).toContain('<lastmod>2026-01-01T00:00:00.000Z</lastmod>');
    let notices = 0;
    for (const file of files.filter((f) => f.includes('/notice-'))) {
      const res = await t.app.inject({ method: 'GET', url: file.slice(ORIGIN.length) });
      const urls = res.body.match(/<url>/g)?.length ?? 0;
      expect(urls).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
      notices += urls;
    }
    expect(notices).toBe(NOTICES);
    const facilityUrls = async (file: string) =>
      [...(await t.app.inject({ method: 'GET', url: `/sitemaps/${file}` })).body.matchAll(/\?id=(\d+)</g)].map((m) =>
        Number(m[1]),
      );
    expect(await facilityUrls('facility-0.xml')).toEqual([SITEMAP_MAX_URLS - 1]);
    expect(await facilityUrls('facility-1.xml')).toEqual([SITEMAP_MAX_URLS, SITEMAP_MAX_URLS + 1]);
    expect(await facilityUrls('facility-5.xml')).toEqual([5 * SITEMAP_MAX_URLS + 7]);
    const pages = await t.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
    expect(pages.body).toContain(`<loc>${ORIGIN}/news</loc>`);
  }, 120_000);
});
