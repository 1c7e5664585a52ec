/**
 * Matches and trainings (spec §7): GET /api/data/v2/venue/{match|training}/search, /{id},
 * /sports and /api/data/large/venue/{match|training}/find/detail — filters, statuses by a fixed clock
 * (Asia/Shanghai days, midnight included), the documented order, paging, 400s and 404s.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectError, HOSTILE_HTML } from '../content/content.test-support.js';
import { insertThreeVenues } from '../../../test/venue-event-fixtures.js';
import { insertDivisions } from '../../../test/division-fixtures.js';

/** 2026-05-10 10:00 in Asia/Shanghai. */
const MORNING = new Date('2026-05-10T02:00:00.000Z');
let now = MORNING;
let t: TestApp;
let token: string;
let venues: { hangzhou: number; ningbo: number; beijing: number };
/** Fixture key -> id, per table (ids of the two tables overlap). */
const ids: Record<string, number> = {};
const trainingIds: Record<string, number> = {};

const get = (url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'GET', url, headers: headers ?? { 'session-id': token } });

interface MatchSpec {
  key: string;
  venue: keyof typeof venues;
  name: string;
  sport: string;
  organiser: string;
  start: string;
  end: string;
}

// Today (2026-05-10) they are: M8 M1 M2 ongoing, M4 M3 upcoming, M6 M7 M5 ended.
const MATCHES: MatchSpec[] = [
  {
    key: 'M1',
    venue: 'hangzhou',
    name: '西湖杯羽毛球邀请赛',
    sport: '羽毛球',
    organiser: '杭州市体育局',
    start: '2026-05-08',
    end: '2026-05-12',
  },
  {
    key: 'M2',
    venue: 'hangzhou',
    name: '杭州市篮球联赛',
    sport: '篮球',
    organiser: '杭州市篮球协会',
    start: '2026-04-01',
    end: '2026-06-30',
  },
  {
    key: 'M3',
    venue: 'ningbo',
    name: '宁波市乒乓球公开赛',
    sport: '乒乓球',
    organiser: '宁波市乒乓球运动协会',
    start: '2026-05-20',
    end: '2026-05-21',
  },
  {
    key: 'M4',
    venue: 'beijing',
    name: '东城区广场舞展演',
    sport: '广场舞',
    organiser: '东城区文体中心',
    start: '2026-05-11',
    end: '2026-05-11',
  },
  {
    key: 'M5',
    venue: 'hangzhou',
    name: '西湖半程马拉松',
    sport: '田径',
    organiser: '浙江省田径协会',
    start: '2025-11-02',
    end: '2025-11-02',
  },
  {
    key: 'M6',
    venue: 'ningbo',
    name: '100%_纯享 游泳赛',
    sport: '游泳',
    organiser: 'ABC Swim Club',
    start: '2026-05-01',
    end: '2026-05-09',
  },
  {
    key: 'M7',
    venue: 'hangzhou',
    name: '跨年足球赛',
    sport: '足球',
    organiser: '西湖区足协',
    start: '2025-12-30',
    end: '2026-01-02',
  },
  {
    key: 'M8',
    venue: 'beijing',
    name: '东城区健步走',
    sport: '健步走',
    organiser: '东城区体育局',
    start: '2026-05-10',
    end: '2026-05-10',
  },
];
const DEFAULT_ORDER = ['M8', 'M1', 'M2', 'M4', 'M3', 'M6', 'M7', 'M5'];

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  token = await t.publicToken();
  await insertDivisions(t);
  venues = await insertThreeVenues(t);
  for (const [i, m] of MATCHES.entries()) {
    const row = await t.database.db
      .insertInto('venue_match')
      .values({
        organ_id: venues[m.venue],
        name: m.name,
        sport: m.sport,
        organiser: m.organiser,
        start_date: m.start,
        end_date: m.end,
        description_html: m.key === 'M1' ? HOSTILE_HTML : `<p>${m.name}</p>`,
        created_at: '2025-01-01T00:00:00.000Z',
        level: i % 2 === 0 ? '市级' : '省级',
        participants: 100 + i,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[m.key] = row.id;
  }
  const training = (organ_id: number, name: string, sport: string, start: string, end: string, fee: number) => ({
    organ_id,
    name,
    sport,
    organiser: '社会体育指导员协会',
    start_date: start,
    end_date: end,
    description_html: '<p>报名请到服务台。</p><script>alert(1)</script>',
    created_at: '2025-01-01T00:00:00.000Z',
    target: '青少年',
    capacity: 30,
    fee,
  });
  const trainings = await t.database.db
    .insertInto('venue_training')
    .values([
      training(venues.hangzhou, '青少年游泳培训班', '游泳', '2026-05-01', '2026-07-31', 0),
      training(venues.beijing, '老年人太极拳培训', '太极拳', '2026-06-01', '2026-06-30', 50.5),
      training(venues.ningbo, '社会体育指导员培训', '健身气功', '2025-03-01', '2025-03-05', 120),
    ])
    .returning('id')
    .execute();
  for (const [i, row] of trainings.entries()) trainingIds[`T${i + 1}`] = row.id;
});
afterAll(() => t.close());

const keysOf = (res: LightMyRequestResponse, keys: Record<string, number> = ids): string[] => {
  expect(res.statusCode, res.body).toBe(200);
  const byId = new Map(Object.entries(keys).map(([k, v]) => [v, k]));
  return (res.json().data.list as { id: number }[]).map((item) => byId.get(item.id) ?? `?${item.id}`);
};
const matches = (query = '') => get(`/api/data/v2/venue/match/search${query}`);

describe('GET /api/data/v2/venue/match/search', () => {
  it('lists ongoing (ending soonest), upcoming (starting soonest), then ended (latest first), with the full item shape', async () => {
    now = MORNING;
    const res = await matches('?pageSize=20');
    expect(keysOf(res)).toEqual(DEFAULT_ORDER);
    const body = res.json();
    expect(body).toMatchObject({ code: 200, msg: '操作成功', data: { total: 8, pageNum: 1, pageSize: 20 } });
    expect(body.data.list[1]).toEqual({
      id: ids.M1,
      name: '西湖杯羽毛球邀请赛',
      sport: '羽毛球',
      organiser: '杭州市体育局',
      startDate: '2026-05-08',
      endDate: '2026-05-12',
      status: 'ongoing',
      level: '市级',
      participants: 100,
      venue: {
        organId: venues.hangzhou,
        name: '西湖区体育馆',
        organType: 2,
        isLarge: true,
        areaName: '浙江省杭州市西湖区',
        address: '浙江省杭州市西湖区文三路 1 号',
        lng: 120.13,
        lat: 30.27,
      },
    });
    expect(body.data.list.map((i: { status: string }) => i.status)).toEqual([
      'ongoing',
      'ongoing',
      'ongoing',
      'upcoming',
      'upcoming',
      'ended',
      'ended',
      'ended',
    ]);
    // A municipality does not repeat its name at city level.
    expect(body.data.list[0].venue.areaName).toBe('北京市东城区');
  });

  it('pages through the same order; a page past the end is empty with the total', async () => {
    now = MORNING;
    expect(keysOf(await matches('?pageSize=3'))).toEqual(DEFAULT_ORDER.slice(0, 3));
    expect(keysOf(await matches('?pageSize=3&pageNum=2'))).toEqual(DEFAULT_ORDER.slice(3, 6));
    expect(keysOf(await matches('?pageSize=3&pageNum=3'))).toEqual(DEFAULT_ORDER.slice(6));
    const past = await matches('?pageSize=3&pageNum=9');
    expect(past.json().data).toEqual({ list: [], total: 8, pageNum: 9, pageSize: 3 });
    expect((await matches()).json().data).toMatchObject({ pageNum: 1, pageSize: 10 });
  });

  it('filters by province, city or county code, and answers 404 for a code that is not a division', async () => {
    now = MORNING;
    expect(keysOf(await matches('?areaCode=330000'))).toEqual(['M1', 'M2', 'M3', 'M6', 'M7', 'M5']);
    expect(keysOf(await matches('?areaCode=330200'))).toEqual(['M3', 'M6']);
    expect(keysOf(await matches('?areaCode=330106'))).toEqual(['M1', 'M2', 'M7', 'M5']);
    expect(keysOf(await matches('?areaCode=110000'))).toEqual(['M8', 'M4']);
    expect(keysOf(await matches('?areaCode=110100'))).toEqual(['M8', 'M4']);
    expectError(await matches('?areaCode=990000'), 404, '行政区划不存在或已删除');
    for (const bad of ['abc', '33000', '3300000']) expectError(await matches(`?areaCode=${bad}`), 400, 'areaCode');
  });

  it('filters by venue and by exact sport; an unknown venue matches nothing', async () => {
    now = MORNING;
    expect(keysOf(await matches(`?organId=${venues.ningbo}`))).toEqual(['M3', 'M6']);
    expect(keysOf(await matches('?organId=999999'))).toEqual([]);
    expect(keysOf(await matches(`?sport=${encodeURIComponent('篮球')}`))).toEqual(['M2']);
    expect(keysOf(await matches(`?sport=${encodeURIComponent('篮')}`))).toEqual([]);
    expect(keysOf(await matches(`?sport=${encodeURIComponent('羽毛球')}&organId=${venues.beijing}`))).toEqual([]);
    expectError(await matches('?organId=0'), 400, 'organId');
    expectError(await matches('?organId=abc'), 400, 'organId');
  });

  it('filters by status from today in Asia/Shanghai', async () => {
    now = MORNING;
    expect(keysOf(await matches('?status=ongoing'))).toEqual(['M8', 'M1', 'M2']);
    expect(keysOf(await matches('?status=upcoming'))).toEqual(['M4', 'M3']);
    expect(keysOf(await matches('?status=ended'))).toEqual(['M6', 'M7', 'M5']);
    expect((await matches('?status=ended')).json().data.total).toBe(3);
    expectError(await matches('?status=finished'), 400, 'status');
  });

  it('moves the day at midnight Shanghai time, not UTC', async () => {
    // 2026-05-09 23:59 in Shanghai: M6 (ends 05-09) is still on, M8 (05-10) has not started.
    now = new Date('2026-05-09T15:59:00.000Z');
    expect(keysOf(await matches('?status=ongoing'))).toEqual(['M6', 'M1', 'M2']);
    expect(keysOf(await matches('?status=upcoming'))).toEqual(['M8', 'M4', 'M3']);
    // 00:30 on 2026-05-10 in Shanghai, still 2026-05-09 in UTC.
    now = new Date('2026-05-09T16:30:00.000Z');
    expect(keysOf(await matches('?status=ongoing'))).toEqual(['M8', 'M1', 'M2']);
    const detail = await get(`/api/data/v2/venue/match/${ids.M6}`);
    expect(detail.json().data.status).toBe('ended');
    now = MORNING;
  });

  it('matches the keyword in the name or the organiser, with one or two Chinese characters, literally', async () => {
    now = MORNING;
    const kw = (k: string) => matches(`?pageSize=20&keyword=${encodeURIComponent(k)}`);
    expect(keysOf(await kw('杯'))).toEqual(['M1']);
    expect(keysOf(await kw('西湖'))).toEqual(['M1', 'M7', 'M5']); // M7 by its organiser 西湖区足协
    expect(keysOf(await kw('协会'))).toEqual(['M2', 'M3', 'M5']);
    expect(keysOf(await kw('%'))).toEqual(['M6']);
    expect(keysOf(await kw('_'))).toEqual(['M6']);
    expect(keysOf(await kw('abc swim'))).toEqual(['M6']);
    expect(keysOf(await kw('  '))).toEqual(DEFAULT_ORDER);
    expect(keysOf(await kw('没有这个'))).toEqual([]);
    expectError(await kw('长'.repeat(51)), 400, 'keyword');
  });

  it('keeps events that overlap [startDate, endDate]', async () => {
    now = MORNING;
    expect(keysOf(await matches('?startDate=2026-05-11&endDate=2026-05-11'))).toEqual(['M1', 'M2', 'M4']);
    expect(keysOf(await matches('?startDate=2026-05-10'))).toEqual(['M8', 'M1', 'M2', 'M4', 'M3']);
    expect(keysOf(await matches('?endDate=2025-12-31'))).toEqual(['M7', 'M5']);
    expect(keysOf(await matches('?startDate=2026-01-01&endDate=2026-01-01'))).toEqual(['M7']);
  });

  it('answers 400 for a reversed range, an impossible or malformed date, and bad paging', async () => {
    expectError(await matches('?startDate=2026-05-11&endDate=2026-05-10'), 400, 'endDate');
    expectError(await matches('?startDate=2026-02-30'), 400, 'startDate');
    expectError(await matches('?endDate=2026-13-01'), 400, 'endDate');
    expectError(await matches('?startDate=2026-5-1'), 400, 'startDate');
    expectError(await matches('?endDate=20260501'), 400, 'endDate');
    expectError(await matches('?pageSize=0'), 400, 'pageSize');
    expectError(await matches('?pageSize=101'), 400, 'pageSize');
    expectError(await matches('?pageNum=0'), 400, 'pageNum');
  });

  it('needs a session', async () => {
    expectError(await get('/api/data/v2/venue/match/search', {}), 401, '登录');
  });
});

describe('GET /api/data/v2/venue/match/{id}', () => {
  it('answers the detail with the description sanitized', async () => {
    now = MORNING;
    const res = await get(`/api/data/v2/venue/match/${ids.M1}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: ids.M1,
      name: '西湖杯羽毛球邀请赛',
      status: 'ongoing',
      level: '市级',
      participants: 100,
    });
    expect(data.venue.areaName).toBe('浙江省杭州市西湖区');
    expect(data.descriptionHtml).toContain('<h2>总则</h2>');
    expect(data.descriptionHtml).toContain('第一条 正文内容。');
    expect(data.descriptionHtml).not.toMatch(/script|onclick|onerror|javascript:|style=/);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expectError(await get('/api/data/v2/venue/match/999999'), 404, '赛事活动不存在或已删除');
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999'])
      expectError(await get(`/api/data/v2/venue/match/${bad}`), 400, 'id');
  });
});

describe('GET /api/data/v2/venue/{match|training}/sports', () => {
  it('answers the distinct sports in pinyin order', async () => {
    const res = await get('/api/data/v2/venue/match/sports');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual(['广场舞', '健步走', '篮球', '乒乓球', '田径', '游泳', '羽毛球', '足球']);
    expect((await get('/api/data/v2/venue/training/sports')).json().data).toEqual(['健身气功', '太极拳', '游泳']);
    expectError(await get('/api/data/v2/venue/training/sports', {}), 401, '登录');
  });
});

describe('trainings', () => {
  it('searches with the training fields, statuses and filters', async () => {
    now = MORNING;
    const res = await get('/api/data/v2/venue/training/search');
    expect(keysOf(res, trainingIds)).toEqual(['T1', 'T2', 'T3']);
    expect(res.json().data.list.map((i: { status: string }) => i.status)).toEqual(['ongoing', 'upcoming', 'ended']);
    expect(res.json().data.list[1]).toMatchObject({
      name: '老年人太极拳培训',
      target: '青少年',
      capacity: 30,
      fee: 50.5,
      venue: { organId: venues.beijing, areaName: '北京市东城区', organType: 4 },
    });
    expect(res.json().data.list[0]).not.toHaveProperty('level');
    expect(keysOf(await get('/api/data/v2/venue/training/search?status=upcoming'), trainingIds)).toEqual(['T2']);
    expect(keysOf(await get('/api/data/v2/venue/training/search?areaCode=330000'), trainingIds)).toEqual(['T1', 'T3']);
    expect(
      keysOf(await get(`/api/data/v2/venue/training/search?keyword=${encodeURIComponent('太极')}`), trainingIds),
    ).toEqual(['T2']);
    expectError(
      await get('/api/data/v2/venue/training/search?startDate=2026-06-02&endDate=2026-06-01'),
      400,
      'endDate',
    );
  });

  it('answers the detail, sanitized, and 404 for an unknown id', async () => {
    const res = await get(`/api/data/v2/venue/training/${trainingIds.T3}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: trainingIds.T3,
      fee: 120,
      status: 'ended',
      descriptionHtml: '<p>报名请到服务台。</p>',
    });
    expectError(await get('/api/data/v2/venue/training/999999'), 404, '培训不存在或已删除');
  });
});

describe('GET /api/data/large/venue/{match|training}/find/detail', () => {
  const find = (kind: string, query: string) => get(`/api/data/large/venue/${kind}/find/detail${query}`);

  it("pages a large venue's events overlapping the year, in the list order", async () => {
    now = MORNING;
    expect(keysOf(await find('match', `?organId=${venues.hangzhou}&year=2026`))).toEqual(['M1', 'M2', 'M7']);
    expect(keysOf(await find('match', `?organId=${venues.hangzhou}&year=2025`))).toEqual(['M7', 'M5']);
    expect(keysOf(await find('match', `?organId=${venues.hangzhou}&year=2026&pageSize=2&pageNum=2`))).toEqual(['M7']);
    expect((await find('match', `?organId=${venues.hangzhou}&year=2024`)).json().data).toEqual({
      list: [],
      total: 0,
      pageNum: 1,
      pageSize: 10,
    });
    expect(keysOf(await find('training', `?organId=${venues.beijing}&year=2026`), trainingIds)).toEqual(['T2']);
  });

  it('answers 404 for a venue that is not large or does not exist, 400 for bad parameters', async () => {
    expectError(await find('match', `?organId=${venues.ningbo}&year=2026`), 404, '大型场馆不存在或已删除');
    expectError(await find('training', '?organId=999999&year=2026'), 404, '大型场馆');
    expectError(await find('match', '?year=2026'), 400, 'organId');
    expectError(await find('match', `?organId=${venues.hangzhou}`), 400, 'year');
    expectError(await find('match', `?organId=${venues.hangzhou}&year=26`), 400, 'year');
    expectError(await find('training', `?organId=${venues.hangzhou}&year=2026&pageSize=500`), 400, 'pageSize');
  });
});
