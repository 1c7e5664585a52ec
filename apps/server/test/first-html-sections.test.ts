/**
 * The first HTML of the sections added to the server-rendered pages (issue "public experience" §4):
 * matches and trainings (/games, /training and their details), the community games' races
 * (/qmsports/race/query and detail), all news (/vNewsAll), fitness work cases (/fitnessCase) and the
 * evaluation results (/main/evaluation). Each page, fetched without JavaScript, holds its content and
 * its own title and canonical link; an unknown or malformed id keeps the generic noindex snapshot.
 * Runs on SQLite, or PostgreSQL when DATABASE_URL is set.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_HTML } from '../src/modules/content/content.test-support.js';
import { forgetRaceSnapshot } from '../src/modules/community-games/race-snapshot.js';
import { insertDivisions } from './division-fixtures.js';
import { makeDist, ORIGIN, page } from './first-html-fixtures.js';
import { createTestApp, type TestApp } from './test-app.js';
import { insertVenues } from './venue-fixtures.js';

const PAGES = [
  { path: '/games', title: '赛事活动' },
  { path: '/games/detail', title: '赛事活动/赛事详情' },
  { path: '/training', title: '培训' },
  { path: '/training/detail', title: '培训/培训详情' },
  { path: '/qmsports/race/query', title: '全民运动会/赛事查询' },
  { path: '/qmsports/race/detail', title: '全民运动会/赛事详情' },
  { path: '/vNewsAll', title: '新闻资讯/全部资讯' },
  { path: '/fitnessCase', title: '健身工作案例' },
  { path: '/main/evaluation', title: '首页/公共体育场馆免费低收费开放服务评估结果' },
];
const SITE = '全民健身场馆信息服务平台';
/** 2026-11-24 12:00 in Asia/Shanghai: the server's clock (event and race statuses). */
const NOW = new Date('2026-11-24T04:00:00.000Z');

/** Asserts the page's own `<title>` (heading - site) and absolute canonical address. */
function expectOwnHead(body: string, heading: string, canonical: string): void {
  expect(body).toContain(`<title>${heading} - ${SITE}</title>`);
  expect(body).toContain(`<link rel="canonical" href="${ORIGIN}${canonical}" />`);
  expect(body).not.toContain('<meta name="robots" content="noindex" />');
}

/** Asserts the generic snapshot with noindex and HTTP 404 (unknown or malformed id; docs/decisions/public-experience.md §3). */
async function expectNoindex(t: TestApp, url: string, status = 404): Promise<void> {
  const res = await page(t, url);
  expect(res.statusCode, url).toBe(status);
  expect(res.body, url).toContain('<meta name="robots" content="noindex" />');
}

async function insertContent(t: TestApp) {
  const article = {
    summary: '摘要',
    source: '国家体育总局群体司',
    author: '记者',
    category: '全民健身',
    view_count: 0,
  };
  await t.database.db
    .insertInto('news')
    .values({
      ...article,
      id: 1,
      title: '全民健身日活动开幕',
      content_html: HOSTILE_HTML,
      publish_time: '2026-08-01T02:00:00.000Z',
      cover_media_id: null,
    })
    .execute();
  await t.database.db
    .insertInto('notice')
    .values({
      ...article,
      id: 1,
      title: '关于开展场馆开放评估的通知',
      content_html: '<p>通知正文</p>',
      publish_time: '2026-09-01T02:00:00.000Z',
    })
    .execute();
  const fitnessCase = (id: number, name: string, sort: number) => ({
    id,
    name,
    region: '浙江省杭州市',
    summary: `${name}的摘要`,
    content_html: id === 1 ? HOSTILE_HTML : '<p>案例正文</p>',
    cover_media_id: null,
    publish_time: '2026-06-01T02:00:00.000Z',
    sort,
  });
  await t.database.db
    .insertInto('fitness_case')
    .values([fitnessCase(1, '西湖区十五分钟健身圈', 1), fitnessCase(2, '宁波<社区>运动角', 2)])
    .execute();
}

async function insertEvents(t: TestApp) {
  const event = {
    organ_id: 7,
    sport: '羽毛球',
    organiser: '西湖区体育总会',
    start_date: '2026-11-20',
    end_date: '2026-11-28',
    description_html: HOSTILE_HTML,
    created_at: '2026-10-01T00:00:00.000Z',
  };
  await t.database.db
    .insertInto('venue_match')
    .values({ ...event, id: 1, name: '西湖区羽毛球公开赛', level: '县级', participants: 300 })
    .execute();
  await t.database.db
    .insertInto('venue_training')
    .values({ ...event, id: 1, name: '青少年羽毛球培训班', target: '青少年', capacity: 40, fee: 0 })
    .execute();
}

async function insertRace(t: TestApp) {
  await t.database.db
    .insertInto('games')
    .values({
      id: 1,
      name: '2026年全民健身社区运动会',
      year: 2026,
      start_date: '2026-05-01',
      end_date: '2026-12-31',
      slogan: '全民健身',
    })
    .execute();
  await t.database.db
    .insertInto('games_race')
    .values({
      id: 1,
      games_id: 1,
      name: '西湖区社区<趣味>跳绳赛',
      sport: '跳绳',
      level: 'community',
      province_code: '330000',
      city_code: '330100',
      county_code: '330106',
      venue_name: '文三社区文体中心',
      address: '文三路 3 号',
      lng: 120.13,
      lat: 30.27,
      organiser: '文三街道办事处',
      start_date: '2026-12-05',
      end_date: '2026-12-05',
      registration_start: '2026-11-01',
      registration_end: '2026-11-30',
      capacity: 120,
      registered: 80,
      eligibility: '辖区居民均可报名',
      rules: '一分钟计数跳绳',
      contact_name: '竞赛组 王老师',
      contact_phone: '0571-87654321',
      schedule: JSON.stringify([{ date: '2026-12-05', time: '09:00-11:00', item: '预赛' }]),
    })
    .execute();
  // The app read its (then empty) race snapshot when it became ready: read the race instead.
  forgetRaceSnapshot(t.database.db);
}

async function insertEvaluations(t: TestApp) {
  const e = (organ_id: number, score: number, grade: string, province_rank: number) => ({
    organ_id,
    year: 2025,
    score,
    grade,
    province_rank,
  });
  await t.database.db
    .insertInto('venue_evaluation')
    .values([e(7, 92.5, '优秀', 1), e(8, 71, '合格', 2)])
    .execute();
}

describe('first HTML of the event, race, all-news, case and evaluation pages', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = makeDist(PAGES);
    t = await createTestApp({ env: { WEB_DIST: dist, SITE_URL: ORIGIN }, clock: () => NOW });
    await insertDivisions(t);
    await insertVenues(t, [
      { organ_id: 7, name: '杭州市体育馆', organ_type: 2, county_code: '330106' },
      { organ_id: 8, name: '黄龙体育中心', organ_type: 1, county_code: '330106', is_large: 1 },
    ]);
    await insertContent(t);
    await insertEvents(t);
    await insertRace(t);
    await insertEvaluations(t);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('writes matches and trainings: the list links, and each detail`s facts and sanitized description', async () => {
    const games = await page(t, '/games');
    expectOwnHead(games.body, '赛事活动', '/games');
    expect(games.body).toContain('<a href="/games/detail?id=1">西湖区羽毛球公开赛</a>');
    expect(games.body).toContain('<span>2026-11-20 至 2026-11-28 · 杭州市体育馆</span>');
    const match = await page(t, '/games/detail?id=1&from=list');
    expectOwnHead(match.body, '西湖区羽毛球公开赛', '/games/detail?id=1');
    expect(match.body).toContain('<h1>西湖区羽毛球公开赛</h1>');
    expect(match.body).toContain('<dt>主办单位</dt><dd>西湖区体育总会</dd>');
    expect(match.body).toContain('<dt>状态</dt><dd>进行中</dd>');
    expect(match.body).toContain('<dt>赛事级别</dt><dd>县级</dd>');
    expect(match.body).toContain('第一条 正文内容。');
    expect(match.body).not.toContain('<script>alert');
    expect(match.body).not.toContain('onclick');
    expect(match.body).toContain('<a href="/openFacility/smallDetail?organId=7">杭州市体育馆</a>');
    const training = await page(t, '/training/detail?id=1');
    expectOwnHead(training.body, '青少年羽毛球培训班', '/training/detail?id=1');
    expect(training.body).toContain('<dt>培训对象</dt><dd>青少年</dd>');
    expect(training.body).toContain('<dt>费用</dt><dd>免费</dd>');
    expect((await page(t, '/training')).body).toContain('<a href="/training/detail?id=1">青少年羽毛球培训班</a>');
    for (const url of ['/games/detail?id=999', '/games/detail?id=abc', '/training/detail']) await expectNoindex(t, url);
  });

  it('writes the race query list and a race`s facts, rules and schedule, without its contact', async () => {
    const list = await page(t, '/qmsports/race/query');
    expectOwnHead(list.body, '赛事查询', '/qmsports/race/query');
    expect(list.body).toContain('<p>共 1 项，第 1 页</p>');
    expect(list.body).toContain('<a href="/qmsports/race/detail?id=1">西湖区社区&lt;趣味&gt;跳绳赛</a>');
    const race = await page(t, '/qmsports/race/detail?id=1');
    expectOwnHead(race.body, '西湖区社区&lt;趣味&gt;跳绳赛', '/qmsports/race/detail?id=1');
    expect(race.body).toContain('<dt>所属运动会</dt><dd>2026年全民健身社区运动会</dd>');
    expect(race.body).toContain('<dt>状态</dt><dd>报名中</dd>');
    expect(race.body).toContain('<dt>所在地区</dt><dd>浙江省杭州市西湖区</dd>');
    expect(race.body).toContain('<p>一分钟计数跳绳</p>');
    expect(race.body).toContain('<li>2026-12-05 09:00-11:00 预赛</li>');
    expect(race.body).not.toContain('0571-87654321');
    expect(race.body).not.toContain('王老师');
    for (const url of ['/qmsports/race/detail?id=2', '/qmsports/race/detail?id=-1']) await expectNoindex(t, url);
  });

  it('lists every kind of news on /vNewsAll, newest first, linked to each kind`s detail page', async () => {
    const res = await page(t, '/vNewsAll');
    expectOwnHead(res.body, '全部资讯', '/vNewsAll');
    expect(res.body).toContain('<p>共 2 条，第 1 页</p>');
    const notice = res.body.indexOf('<a href="/main/notice/detail?id=1">关于开展场馆开放评估的通知</a>');
    const news = res.body.indexOf('<a href="/news/newsdetail?id=1">全民健身日活动开幕</a>');
    expect(notice).toBeGreaterThan(0);
    expect(news).toBeGreaterThan(notice);
    expect(res.body).toContain('<span>通知公告 · 2026-09-01</span>');
  });

  it('writes the fitness cases: the list with the first case`s text, or the chosen case', async () => {
    const list = await page(t, '/fitnessCase');
    expectOwnHead(list.body, '健身工作案例', '/fitnessCase');
    expect(list.body).toContain('<a href="/fitnessCase?case_id=2">宁波&lt;社区&gt;运动角</a>');
    expect(list.body).toContain('<h2>西湖区十五分钟健身圈</h2>');
    expect(list.body).toContain('第一条 正文内容。');
    expect(list.body).not.toContain('<script>alert');
    const chosen = await page(t, '/fitnessCase?case_id=2');
    expectOwnHead(chosen.body, '宁波&lt;社区&gt;运动角', '/fitnessCase?case_id=2');
    expect(chosen.body).toContain('<article><p>案例正文</p></article>');
    expect(chosen.body).toContain('2026-06-01 · 浙江省杭州市');
    expect(chosen.body).toContain('<a href="/fitnessCase?case_id=1">西湖区十五分钟健身圈</a>');
    for (const url of ['/fitnessCase?case_id=9', '/fitnessCase?case_id=x']) await expectNoindex(t, url);
  });

  it('writes the evaluation year`s summary and its graded venues, best first', async () => {
    const res = await page(t, '/main/evaluation');
    expectOwnHead(res.body, '公共体育场馆免费低收费开放服务评估结果', '/main/evaluation');
    const summary = '2025 年度共评估 2 个场馆，平均得分 81.8 分；优秀 1 个、良好 0 个、合格 1 个、不合格 0 个。';
    expect(res.body).toContain(`<meta name="description" content="${summary}" />`);
    expect(res.body).toContain(`<p>${summary}</p>`);
    const best = res.body.indexOf('<a href="/openFacility/smallDetail?organId=7">杭州市体育馆</a>');
    const next = res.body.indexOf('<a href="/openFacility/bigDetail?organId=8">黄龙体育中心</a>');
    expect(best).toBeGreaterThan(0);
    expect(next).toBeGreaterThan(best);
    expect(res.body).toContain('<span>浙江省杭州市西湖区 · 92.5 分 · 优秀</span>');
    expect((await page(t, '/main/evaluation?year=2025')).body).toContain(
      `<link rel="canonical" href="${ORIGIN}/main/evaluation?year=2025" />`,
    );
    // A year without evaluations is a list with no rows: the page exists (HTTP 200), kept out of the index.
    await expectNoindex(t, '/main/evaluation?year=2019', 200);
  });

  it('lists match, training, race and case details in the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.body).toContain(
      `<url><loc>${ORIGIN}/games/detail?id=1</loc><lastmod>2026-10-01T00:00:00.000Z</lastmod></url>`,
    );
    expect(res.body).toContain(`<loc>${ORIGIN}/training/detail?id=1</loc>`);
    expect(res.body).toContain(`<url><loc>${ORIGIN}/qmsports/race/detail?id=1</loc></url>`);
    expect(res.body).toContain(`<loc>${ORIGIN}/fitnessCase?case_id=2</loc>`);
  });
});
