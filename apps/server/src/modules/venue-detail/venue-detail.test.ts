/**
 * Venue details (spec §7): venue/{organId}/{year}, venue/large/{organId}/{year}, the year lists,
 * venue/profile, v2/nvenue/info, nvenue/detailsApis/open, large/venue/open/find/detail, organ images and introductions.
 * Fixture rows only; the server clock is fixed at Wednesday 2024-06-12 10:30 Asia/Shanghai.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, HOSTILE_HTML, type ContentTestApp } from '../content/content.test-support.js';
import { createVenueTestApp, insertVenues } from '../../../test/venue-fixtures.js';
import { insertDivisions } from '../../../test/division-fixtures.js';

/** ISO UTC of a Shanghai wall-clock 'YYYY-MM-DD HH:mm'. */
const sh = (local: string) => new Date(`${local.replace(' ', 'T')}+08:00`).toISOString();
const NOW = new Date(sh('2024-06-12 10:30'));

let t: ContentTestApp;

const MONTHS = [900, 800, 1000, 1100, 1200, 1300, 1500, 1600, 1200, 1100, 1000, 950];

beforeAll(async () => {
  t = await createVenueTestApp(() => NOW);
  const db = t.database.db;
  await insertDivisions(t);
  await insertVenues(t, [
    {
      organ_id: 201,
      name: '杭州市体育馆',
      organ_type: 2,
      county_code: '330106',
      is_large: 1,
      seats: 5200,
      floor_area: 21000.5,
      has_outdoor: 1,
      market_price: 40,
      low_fee_price: 28,
      concession_price: 14,
      sports: '["篮球","羽毛球","乒乓球"]',
    },
    { organ_id: 202, name: '西湖区全民健身中心', organ_type: 4, county_code: '330106' },
    { organ_id: 203, name: '东城区游泳馆', organ_type: 3, county_code: '110101', is_large: 1, seats: 2000 },
    { organ_id: 204, name: '宁波市体育场', organ_type: 1, county_code: '330203', is_large: 1, seats: 30000 },
  ]);
  const slot = (day_kind: number, start: string, end: string, fee_kind: string, area = 'indoor') => {
    const minute = (hm: string) => Number(hm.slice(0, 2)) * 60 + Number(hm.slice(3));
    return { organ_id: 201, day_kind, start_minute: minute(start), end_minute: minute(end), fee_kind, area };
  };
  await db
    .insertInto('venue_schedule_slot')
    .values([
      ...[1, 2, 3, 4, 5, 6, 7].flatMap((k) => [
        slot(k, '08:00', '12:00', 'free'),
        slot(k, '12:00', '22:00', 'low'),
        slot(k, '06:00', '22:00', 'free', 'outdoor'),
      ]),
      slot(8, '08:00', '22:00', 'low'),
      slot(9, '08:00', '22:00', 'low'),
    ])
    .execute();
  const closure = (id: number, start: string, end: string, announced: string, reason: string) => ({
    id,
    organ_id: 201,
    start_time: sh(start),
    end_time: sh(end),
    announced_at: sh(announced),
    reason,
  });
  await db
    .insertInto('venue_closure')
    .values([
      closure(1, '2023-11-01 00:00', '2023-11-03 00:00', '2023-10-20 09:00', '场地维修'),
      closure(2, '2024-03-05 00:00', '2024-03-06 00:00', '2024-02-20 00:00', '设备检修'),
      closure(3, '2024-09-10 00:00', '2024-09-12 00:00', '2024-09-07 00:00', '承办赛事'),
    ])
    .execute();
  const stat = (organ_id: number, year: number, open_days: number) => ({
    organ_id,
    year,
    open_days,
    weekly_open_hours: 98,
    free_open_hours: 2000.5,
    min_rest_day_hours: 14,
    outdoor_free_hours: organ_id === 201 ? 16 : null,
    visitors_total: MONTHS.reduce((a, b) => a + b, 0),
    visitors_by_month: JSON.stringify(MONTHS),
    events_held: 5,
    trainings_held: 8,
    subsidy_amount: 1_500_000,
    filled_at: `${year + 1}-01-15T02:00:00.000Z`,
    // Approved in review, so public (db/audited-venue-year.ts); the rows below without it test the rule.
    audited_at: `${year + 1}-02-01T02:00:00.000Z` as string | null,
  });
  const unaudited = (organ_id: number, year: number) => ({ ...stat(organ_id, year, 300), audited_at: null });
  await db
    .insertInto('venue_year_stat')
    .values([
      stat(201, 2024, 340),
      stat(201, 2023, 320),
      stat(202, 2024, 350),
      stat(204, 2024, 345),
      // Neither approved nor under an audited authority year: not public.
      unaudited(202, 2023),
      // Public through the 2023 fill-in of 204's county authority at 已审核; its 2022 fill-in is only 已填报.
      unaudited(204, 2023),
      unaudited(204, 2022),
    ])
    .execute();
  const authority = await db
    .insertInto('sports_authority')
    .values({ name: '海曙区体育局', division_code: '330203', level: 3 })
    .returning('organ_id')
    .executeTakeFirstOrThrow();
  const fillIn = (year: number, status: string) => ({
    organ_id: authority.organ_id,
    year,
    venue_count: 1,
    large_venue_count: 1,
    subsidy_total: 0,
    visitors_total: 0,
    events_total: 0,
    status,
    filled_at: `${year + 1}-01-10T02:00:00.000Z`,
    audited_at: status === '已审核' ? `${year + 1}-01-25T02:00:00.000Z` : null,
  });
  await db
    .insertInto('sports_authority_year')
    .values([fillIn(2023, '已审核'), fillIn(2022, '已填报')])
    .execute();
  await db
    .insertInto('venue_evaluation')
    .values([
      { organ_id: 201, year: 2024, score: 92.5, grade: '优秀', province_rank: 1 },
      { organ_id: 204, year: 2024, score: 80, grade: '良好', province_rank: 2 },
      { organ_id: 203, year: 2024, score: 88, grade: '良好', province_rank: 1 },
    ])
    .execute();
  const event = (organ_id: number, name: string, start_date: string, end_date: string) => ({
    organ_id,
    name,
    sport: '篮球',
    organiser: '杭州市体育局',
    start_date,
    end_date,
    description_html: '<p>活动</p>',
    created_at: '2023-01-01T00:00:00.000Z',
  });
  await db
    .insertInto('venue_match')
    .values([
      { ...event(201, '元旦篮球赛', '2024-01-01', '2024-01-02'), level: '市级', participants: 200 },
      { ...event(201, '跨年联赛', '2023-12-31', '2024-01-02'), level: '市级', participants: 300 },
      { ...event(201, '年终杯', '2024-12-31', '2025-01-01'), level: '区级', participants: 100 },
      { ...event(202, '社区赛', '2024-05-01', '2024-05-01'), level: '社区级', participants: 50 },
    ])
    .execute();
  await db
    .insertInto('venue_training')
    .values([{ ...event(201, '青少年篮球培训', '2024-07-15', '2024-08-15'), target: '青少年', capacity: 40, fee: 0 }])
    .execute();
  await db
    .insertInto('venue_image')
    .values([
      { id: 11, organ_id: 201, media_id: 501, caption: '比赛馆', sort: 2 },
      { id: 12, organ_id: 201, media_id: 502, caption: '外景', sort: 1 },
      { id: 13, organ_id: 202, media_id: 503, caption: '健身房', sort: 1 },
    ])
    .execute();
  await db
    .insertInto('venue_introduction')
    .values([
      {
        id: 21,
        organ_id: 201,
        kind: 'introduction',
        title: '场馆简介',
        content_html: '<p>杭州市体育馆位于西湖区。</p>',
        publish_time: '2020-01-01T00:00:00.000Z',
      },
      {
        id: 22,
        organ_id: 201,
        kind: 'announcement',
        title: '春节开放安排',
        content_html: HOSTILE_HTML,
        publish_time: '2024-02-01T00:00:00.000Z',
      },
      {
        id: 23,
        organ_id: 201,
        kind: 'announcement',
        title: '暑期开放安排',
        content_html: '<p>暑期每日开放。</p>',
        publish_time: '2024-07-01T00:00:00.000Z',
      },
      {
        id: 24,
        organ_id: 202,
        kind: 'announcement',
        title: '别馆公告',
        content_html: '<p>无</p>',
        publish_time: '2024-07-02T00:00:00.000Z',
      },
    ])
    .execute();
});
afterAll(() => t.close());

const ok = async (url: string) => {
  const res = await t.get(url);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body).toMatchObject({ code: 200, msg: '操作成功' });
  return body.data;
};

describe('GET /api/data/venue/{organId}/{year}', () => {
  it('answers the venue profile with its status now, the year data, compliance, evaluation and event counts', async () => {
    const d = await ok('/api/data/venue/201/2024');
    expect(d.year).toBe(2024);
    expect(d.venue).toMatchObject({
      organId: 201,
      name: '杭州市体育馆',
      organType: 2,
      organTypeName: '公共体育馆',
      isLarge: true,
      provinceCode: '330000',
      cityCode: '330100',
      countyCode: '330106',
      areaName: '浙江省杭州市西湖区',
      sports: ['篮球', '羽毛球', '乒乓球'],
      coverUrl: null,
      seats: 5200,
      floorArea: 21000.5,
      hasOutdoor: true,
      marketPrice: 40,
      lowFeePrice: 28,
      concessionPrice: 14,
    });
    expect(d.venue.status).toMatchObject({
      at: NOW.toISOString(),
      open: true,
      feeKind: 'free',
      label: '免费开放中',
      closure: null,
    });
    expect(d.venue.schedule.map((s: { dayKind: number }) => s.dayKind)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(d.venue.schedule[2]).toMatchObject({ label: '周三', openHours: 16 });
    expect(d.venue.upcomingClosures).toEqual([
      {
        id: 3,
        startTime: sh('2024-09-10 00:00'),
        endTime: sh('2024-09-12 00:00'),
        reason: '承办赛事',
        announcedAt: sh('2024-09-07 00:00'),
        noticeDays: 3,
      },
    ]);
    expect(d.stat).toEqual({
      year: 2024,
      openDays: 340,
      weeklyOpenHours: 98,
      freeOpenHours: 2000.5,
      minRestDayHours: 14,
      outdoorFreeHours: 16,
      visitorsTotal: 13650,
      visitorsByMonth: MONTHS,
      eventsHeld: 5,
      trainingsHeld: 8,
      subsidyAmount: 1_500_000,
      filledAt: '2025-01-15T02:00:00.000Z',
    });
    expect(d.compliance.year).toBe(2024);
    expect(d.compliance.compliant).toBe(false);
    const passed = Object.fromEntries(
      d.compliance.checks.map((c: { rule: string; passed: boolean | null }) => [c.rule, c.passed]),
    );
    expect(passed).toEqual({
      weeklyOpenHours: true,
      openDays: true,
      restDayHours: true,
      outdoorFreeHours: true,
      closureNotice: false,
      lowFeePrice: true,
      concessionPrice: true,
    });
    expect(d.evaluation).toEqual({ score: 92.5, grade: '优秀', provinceRank: 1, provinceVenueCount: 2 });
    expect(d.matchCount).toBe(2);
    expect(d.trainingCount).toBe(1);
  });

  it('answers any venue, small ones too, with null evaluation when not evaluated', async () => {
    const d = await ok('/api/data/venue/202/2024');
    expect(d.venue).toMatchObject({
      organId: 202,
      isLarge: false,
      organTypeName: '全民健身中心',
      schedule: expect.any(Array),
    });
    expect(d.venue.status).toMatchObject({ open: false, label: '未开放' });
    expect(d.evaluation).toBeNull();
    expect(d.compliance.checks.find((c: { rule: string }) => c.rule === 'outdoorFreeHours')).toMatchObject({
      passed: null,
    });
    expect(d.matchCount).toBe(1);
    expect(d.trainingCount).toBe(0);
  });

  it('counts the year of each event by its start date and checks the closures of that year', async () => {
    const d = await ok('/api/data/venue/201/2023');
    expect(d.matchCount).toBe(1);
    expect(d.stat.openDays).toBe(320);
    const byRule = Object.fromEntries(
      d.compliance.checks.map((c: { rule: string; passed: boolean | null }) => [c.rule, c.passed]),
    );
    expect(byRule).toMatchObject({ openDays: false, closureNotice: true });
  });

  it('answers 404 for an unknown venue or a year without data, 400 naming the field', async () => {
    expectError(await t.get('/api/data/venue/999/2024'), 404, '场馆不存在或已删除');
    expectError(await t.get('/api/data/venue/201/2019'), 404, '该场馆 2019 年度暂无开放数据');
    expectError(await t.get('/api/data/venue/203/2024'), 404, '该场馆 2024 年度暂无开放数据');
    expectError(await t.get('/api/data/venue/0/2024'), 400, 'organId');
    expectError(await t.get('/api/data/venue/abc/2024'), 400, 'organId');
    expectError(await t.get('/api/data/venue/201/99'), 400, 'year');
    expectError(await t.get('/api/data/venue/201/20240'), 400, 'year');
  });

  it('needs a session', async () => {
    expectError(await t.get('/api/data/venue/201/2024', {}), 401, '登录');
  });
});

describe('large venues only: venue/large/{organId}/{year}, large/years, large/venue/open/find/detail', () => {
  it('answers a large venue the same detail as the general path', async () => {
    const large = await ok('/api/data/venue/large/201/2024');
    expect(large).toEqual(await ok('/api/data/venue/201/2024'));
    expect(await ok('/api/data/large/venue/open/find/detail?organId=201&year=2024')).toEqual(large);
    expect(await ok('/api/data/large/venue/open/find/detail?organId=201&year=2024&pageNum=2&pageSize=5')).toEqual(
      large,
    );
    expect(await ok('/api/data/venue/large/years/201')).toEqual([2024, 2023]);
  });

  it('answers 404 大型场馆 for a small or unknown venue', async () => {
    for (const url of [
      '/api/data/venue/large/202/2024',
      '/api/data/venue/large/999/2024',
      '/api/data/venue/large/years/202',
      '/api/data/venue/large/years/999',
      '/api/data/large/venue/open/find/detail?organId=202&year=2024',
    ])
      expectError(await t.get(url), 404, '大型场馆不存在或已删除');
    expectError(await t.get('/api/data/venue/large/201/2019'), 404, '该场馆 2019 年度暂无开放数据');
  });

  it('answers 400 naming the field', async () => {
    expectError(await t.get('/api/data/venue/large/0/2024'), 400, 'organId');
    expectError(await t.get('/api/data/venue/large/201/99'), 400, 'year');
    expectError(await t.get('/api/data/venue/large/years/0'), 400, 'organId');
    expectError(await t.get('/api/data/large/venue/open/find/detail?year=2024'), 400, 'organId');
    expectError(await t.get('/api/data/large/venue/open/find/detail?organId=201'), 400, 'year');
    expectError(await t.get('/api/data/large/venue/open/find/detail?organId=0&year=2024'), 400, 'organId');
    expectError(await t.get('/api/data/large/venue/open/find/detail?organId=201&year=99'), 400, 'year');
  });
});

describe('year lists: venue/years, v2/nvenue/info/getYear', () => {
  it('answers the years with open data, newest first; [] for a venue without data', async () => {
    expect(await ok('/api/data/venue/years/201')).toEqual([2024, 2023]);
    expect(await ok('/api/data/venue/years/202')).toEqual([2024]);
    expect(await ok('/api/data/venue/years/203')).toEqual([]);
    expect(await ok('/api/data/v2/nvenue/info/getYear/201')).toEqual([2024, 2023]);
    expect(await ok('/api/data/v2/nvenue/info/getYear/202')).toEqual([2024]);
  });

  it('shows only audited years: approved in review, or under an authority year at 已审核', async () => {
    expect(await ok('/api/data/venue/years/204')).toEqual([2024, 2023]);
    expectError(await t.get('/api/data/venue/202/2023'), 404, '该场馆 2023 年度暂无开放数据');
    expectError(await t.get('/api/data/venue/204/2022'), 404, '该场馆 2022 年度暂无开放数据');
    expectError(await t.get('/api/data/nvenue/detailsApis/open/202/2023'), 404, '该场馆 2023 年度暂无开放数据');
    expect((await ok('/api/data/venue/204/2023')).stat.openDays).toBe(300);
  });

  it('answers 404 for an unknown venue and 400 for a bad organId', async () => {
    expectError(await t.get('/api/data/venue/years/999'), 404, '场馆不存在或已删除');
    expectError(await t.get('/api/data/v2/nvenue/info/getYear/999'), 404, '场馆不存在或已删除');
    expectError(await t.get('/api/data/venue/years/0'), 400, 'organId');
    expectError(await t.get('/api/data/v2/nvenue/info/getYear/x'), 400, 'organId');
  });
});

describe('GET /api/data/venue/profile/{organId}', () => {
  it("answers a year detail's venue profile without a year", async () => {
    expect(await ok('/api/data/venue/profile/201')).toEqual((await ok('/api/data/venue/201/2024')).venue);
  });

  it('answers the profile of a venue with no public year (the page keeps its profile)', async () => {
    expect(await ok('/api/data/venue/years/203')).toEqual([]);
    const profile = await ok('/api/data/venue/profile/203');
    expect(profile).toMatchObject({
      organId: 203,
      name: '东城区游泳馆',
      organTypeName: '公共游泳（跳水）馆',
      isLarge: true,
      areaName: expect.stringContaining('北京市'),
      address: '东城区游泳馆路 1 号',
      seats: 2000,
      schedule: expect.any(Array),
      upcomingClosures: [],
      dataSource: null,
    });
    expect(profile.status).toMatchObject({ at: NOW.toISOString(), open: false });
    // Whitelisted: the VenueProfile fields only, nothing of a year and no row column.
    expect(Object.keys(profile)).not.toContain('stat');
    expect(Object.keys(profile).filter((key) => key.includes('_'))).toEqual([]);
  });

  it('answers 404 for an unknown venue, 400 for a bad organId, 401 without a session', async () => {
    expectError(await t.get('/api/data/venue/profile/999'), 404, '场馆不存在或已删除');
    expectError(await t.get('/api/data/venue/profile/0'), 400, 'organId');
    expectError(await t.get('/api/data/venue/profile/abc'), 400, 'organId');
    expectError(await t.get('/api/data/venue/profile/201', {}), 401, '登录');
  });
});

describe('GET /api/data/v2/nvenue/info/{organId}/{year}/{oldType}', () => {
  it('answers the year detail when oldType is the venue type', async () => {
    expect(await ok('/api/data/v2/nvenue/info/201/2024/2')).toEqual(await ok('/api/data/venue/201/2024'));
    expect((await ok('/api/data/v2/nvenue/info/202/2024/4')).venue.organId).toBe(202);
  });

  it('answers 404 for another type, an unknown venue or a year without data; 400 naming the field', async () => {
    expectError(
      await t.get('/api/data/v2/nvenue/info/201/2024/1'),
      404,
      '场馆类型不符：该场馆为公共体育馆，不是公共体育场',
    );
    expectError(await t.get('/api/data/v2/nvenue/info/999/2024/2'), 404, '场馆不存在或已删除');
    expectError(await t.get('/api/data/v2/nvenue/info/201/2019/2'), 404, '该场馆 2019 年度暂无开放数据');
    expectError(await t.get('/api/data/v2/nvenue/info/201/2024/7'), 400, 'oldType');
    expectError(await t.get('/api/data/v2/nvenue/info/201/2024/0'), 400, 'oldType');
    expectError(await t.get('/api/data/v2/nvenue/info/0/2024/2'), 400, 'organId');
    expectError(await t.get('/api/data/v2/nvenue/info/201/99/2'), 400, 'year');
  });
});

describe('GET /api/data/nvenue/detailsApis/open/{organId}/{year}', () => {
  it("answers the status now, the schedule, the year's closures and its compliance", async () => {
    const d = await ok('/api/data/nvenue/detailsApis/open/201/2024');
    const detail = await ok('/api/data/venue/201/2024');
    expect(d.organId).toBe(201);
    expect(d.year).toBe(2024);
    expect(d.status).toEqual(detail.venue.status);
    expect(d.schedule).toEqual(detail.venue.schedule);
    expect(d.compliance).toEqual(detail.compliance);
    expect(d.closures.map((c: { id: number; noticeDays: number }) => [c.id, c.noticeDays])).toEqual([
      [2, 14],
      [3, 3],
    ]);
    const earlier = await ok('/api/data/nvenue/detailsApis/open/201/2023');
    expect(earlier.closures.map((c: { id: number }) => c.id)).toEqual([1]);
  });

  it('answers 404 and 400 like the other details', async () => {
    expectError(await t.get('/api/data/nvenue/detailsApis/open/999/2024'), 404, '场馆不存在或已删除');
    expectError(await t.get('/api/data/nvenue/detailsApis/open/201/2019'), 404, '该场馆 2019 年度暂无开放数据');
    expectError(await t.get('/api/data/nvenue/detailsApis/open/0/2024'), 400, 'organId');
    expectError(await t.get('/api/data/nvenue/detailsApis/open/201/99'), 400, 'year');
  });
});

describe('GET /api/data/organ/image/{organId}/list', () => {
  it('answers the images in display order with their file address', async () => {
    expect(await ok('/api/data/organ/image/201/list')).toEqual([
      { id: 12, url: '/api_/ow/file/502', caption: '外景' },
      { id: 11, url: '/api_/ow/file/501', caption: '比赛馆' },
    ]);
    expect(await ok('/api/data/organ/image/203/list')).toEqual([]);
  });

  it('answers 404 for an unknown venue and 400 for a bad organId', async () => {
    expectError(await t.get('/api/data/organ/image/999/list'), 404, '场馆不存在或已删除');
    expectError(await t.get('/api/data/organ/image/0/list'), 400, 'organId');
  });
});

describe('GET /api/data/venueIntroduction/{kind}/{organId}', () => {
  it('answers the texts of one kind, newest first, with sanitized HTML', async () => {
    const list = await ok('/api/data/venueIntroduction/announcement/201');
    expect(list.map((i: { id: number }) => i.id)).toEqual([23, 22]);
    expect(list[0]).toEqual({
      id: 23,
      kind: 'announcement',
      title: '暑期开放安排',
      contentHtml: '<p>暑期每日开放。</p>',
      publishTime: '2024-07-01T00:00:00.000Z',
    });
    const hostile = list[1].contentHtml as string;
    expect(hostile).toContain('第一条 正文内容。');
    expect(hostile).not.toMatch(/script|onclick|onerror|javascript:|style=/i);
    expect((await ok('/api/data/venueIntroduction/introduction/201')).map((i: { title: string }) => i.title)).toEqual([
      '场馆简介',
    ]);
    expect(await ok('/api/data/venueIntroduction/notice/201')).toEqual([]);
  });

  it('answers 404 for an unknown venue and 400 naming the field', async () => {
    expectError(await t.get('/api/data/venueIntroduction/notice/999'), 404, '场馆不存在或已删除');
    expectError(await t.get('/api/data/venueIntroduction/foo/201'), 400, 'kind');
    expectError(await t.get('/api/data/venueIntroduction/notice/0'), 400, 'organId');
  });
});
