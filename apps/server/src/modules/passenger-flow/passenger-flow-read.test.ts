/**
 * The passenger-flow reads (spec §2 /passengerflow): the day's ranking (order, ties by organId, absolute
 * rank across pages, filters, national figures, default date in Asia/Shanghai), the reporting venues
 * (only venues with a key; keyword, area, paging) and one venue's 24 hours; errors 400 / 401 / 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../content/content.test-support.js';
import { recordHourCount } from './flow-push.repository.js';
import { createFlowTestApp, insertFlowVenues, type FlowTestApp } from './passenger-flow.test-support.js';

/** 2026-05-02 00:30 Beijing time: "today" is 2026-05-02. */
const NOW = '2026-05-01T16:30:00Z';

let t: FlowTestApp;
beforeAll(async () => {
  t = await createFlowTestApp(NOW);
  await insertFlowVenues(t, [
    { organ_id: 1, name: '西湖体育馆', organ_type: 2, county_code: '330106' },
    { organ_id: 2, name: '海曙体育场', organ_type: 1, county_code: '330203' },
    { organ_id: 3, name: '东城游泳馆', organ_type: 3, county_code: '110101' },
    { organ_id: 4, name: '仙桃全民健身中心', organ_type: 4, county_code: '429004', city_code: '429000' },
    { organ_id: 5, name: '西湖区全民健身馆', organ_type: 2, county_code: '330106' },
    { organ_id: 6, name: '未接入体育馆', organ_type: 2, county_code: '330106', keyless: true },
  ]);
  const push = (organId: number, flowDate: string, hour: number, count: number, at: string) =>
    recordHourCount(t.database.db, { organId, flowDate, hour, count }, new Date(at));
  await push(1, '2026-05-01', 8, 100, '2026-05-01T01:02:00Z');
  await push(1, '2026-05-01', 9, 50, '2026-05-01T02:03:00Z');
  await push(2, '2026-05-01', 9, 150, '2026-05-01T02:01:00Z');
  await push(3, '2026-05-01', 10, 300, '2026-05-01T03:00:00Z');
  await push(4, '2026-05-01', 10, 0, '2026-05-01T03:00:00Z');
  await push(5, '2026-05-01', 20, 150, '2026-05-01T13:05:00Z');
  await push(1, '2026-05-02', 0, 10, '2026-05-01T17:01:00Z');
});
afterAll(() => t.close());

const ranking = (query: string) => t.get(`/api/data/passengerFlow/ranking${query}`);
const ranked = async (query: string) =>
  ((await ranking(query)).json().data.list as { rank: number; organId: number; total: number }[]).map((r) => [
    r.rank,
    r.organId,
    r.total,
  ]);

describe('GET /api/data/passengerFlow/ranking', () => {
  it('orders by day total, ties by organId, with national figures and area names', async () => {
    const res = await ranking('?date=2026-05-01');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      code: 200,
      msg: '操作成功',
      data: {
        date: '2026-05-01',
        reportingVenues: 5,
        nationalTotal: 750,
        total: 5,
        pageNum: 1,
        pageSize: 10,
        list: [
          { rank: 1, organId: 3, name: '东城游泳馆', organType: 3, areaName: '北京市东城区', total: 300 },
          { rank: 2, organId: 1, name: '西湖体育馆', organType: 2, areaName: '浙江省杭州市西湖区', total: 150 },
          { rank: 3, organId: 2, name: '海曙体育场', organType: 1, areaName: '浙江省宁波市海曙区', total: 150 },
          { rank: 4, organId: 5, name: '西湖区全民健身馆', organType: 2, areaName: '浙江省杭州市西湖区', total: 150 },
          { rank: 5, organId: 4, name: '仙桃全民健身中心', organType: 4, areaName: '湖北省仙桃市', total: 0 },
        ],
      },
    });
  });

  it('gives the absolute position as rank on later pages', async () => {
    expect(await ranked('?date=2026-05-01&pageNum=2&pageSize=2')).toEqual([
      [3, 2, 150],
      [4, 5, 150],
    ]);
    expect(await ranked('?date=2026-05-01&pageNum=3&pageSize=2')).toEqual([[5, 4, 0]]);
    expect(await ranked('?date=2026-05-01&pageNum=4&pageSize=2')).toEqual([]);
  });

  it('filters by province, city, county and organType; national figures stay national', async () => {
    const province = (await ranking('?date=2026-05-01&areaCode=330000')).json().data;
    expect(province).toMatchObject({ total: 3, reportingVenues: 5, nationalTotal: 750 });
    expect(province.list.map((r: { rank: number; organId: number }) => [r.rank, r.organId])).toEqual([
      [1, 1],
      [2, 2],
      [3, 5],
    ]);
    expect(await ranked('?date=2026-05-01&areaCode=330100')).toEqual([
      [1, 1, 150],
      [2, 5, 150],
    ]);
    expect(await ranked('?date=2026-05-01&areaCode=330203')).toEqual([[1, 2, 150]]);
    expect(await ranked('?date=2026-05-01&organType=2')).toEqual([
      [1, 1, 150],
      [2, 5, 150],
    ]);
    expect(await ranked('?date=2026-05-01&areaCode=110000&organType=3')).toEqual([[1, 3, 300]]);
    expect(await ranked('?date=2026-05-01&areaCode=110000&organType=2')).toEqual([]);
  });

  it('defaults to today in Asia/Shanghai and answers an empty day with zeros', async () => {
    const today = (await ranking('')).json().data;
    expect(today).toMatchObject({ date: '2026-05-02', reportingVenues: 1, nationalTotal: 10, total: 1 });
    expect(today.list[0]).toMatchObject({ rank: 1, organId: 1, total: 10 });
    expect((await ranking('?date=2026-04-01')).json().data).toEqual({
      date: '2026-04-01',
      reportingVenues: 0,
      nationalTotal: 0,
      list: [],
      total: 0,
      pageNum: 1,
      pageSize: 10,
    });
  });

  it('answers 400 for bad parameters, 404 for an unknown division, 401 without a session', async () => {
    expectError(await ranking('?date=2026-02-30'), 400, 'date');
    expectError(await ranking('?date=20260501'), 400, 'date');
    expectError(await ranking('?organType=5'), 400, 'organType');
    expectError(await ranking('?areaCode=33'), 400, 'areaCode');
    expectError(await ranking('?pageSize=101'), 400, 'pageSize');
    expectError(await ranking('?areaCode=990000'), 404, '行政区划不存在或已删除');
    expectError(await t.app.inject({ method: 'GET', url: '/api/data/passengerFlow/ranking' }), 401, '登录');
  });
});

describe('GET /api/data/passengerFlow/venues', () => {
  const venues = async (query: string) => (await t.get(`/api/data/passengerFlow/venues${query}`)).json().data;
  const ids = async (query: string) => (await venues(query)).list.map((v: { organId: number }) => v.organId);

  it('lists the venues holding a push key, by organId, with their place', async () => {
    const data = await venues('');
    expect(data).toMatchObject({ total: 5, pageNum: 1, pageSize: 10 });
    expect(data.list[0]).toEqual({ organId: 1, name: '西湖体育馆', organType: 2, areaName: '浙江省杭州市西湖区' });
    expect(data.list.map((v: { organId: number }) => v.organId)).toEqual([1, 2, 3, 4, 5]);
  });

  it('filters by keyword (literal substring of the name) and area, and pages', async () => {
    expect(await ids('?keyword=西湖')).toEqual([1, 5]);
    expect(await ids('?keyword=体育')).toEqual([1, 2]);
    expect(await ids('?keyword=%25')).toEqual([]);
    expect(await ids('?keyword=%20')).toEqual([1, 2, 3, 4, 5]);
    expect(await ids('?areaCode=330000')).toEqual([1, 2, 5]);
    expect(await ids('?areaCode=429004&keyword=仙桃')).toEqual([4]);
    expect(await venues('?pageNum=2&pageSize=2')).toMatchObject({
      total: 5,
      pageNum: 2,
      pageSize: 2,
      list: [{ organId: 3 }, { organId: 4 }],
    });
  });

  it('answers 400 / 404 for bad filters', async () => {
    expectError(await t.get(`/api/data/passengerFlow/venues?keyword=${'长'.repeat(51)}`), 400, 'keyword');
    expectError(await t.get('/api/data/passengerFlow/venues?areaCode=110199'), 404, '行政区划');
  });
});

describe('GET /api/data/passengerFlow/{organId}', () => {
  it('gives the 24 hours of a day, null where nothing was pushed', async () => {
    const res = await t.get('/api/data/passengerFlow/1?date=2026-05-01');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      organId: 1,
      name: '西湖体育馆',
      date: '2026-05-01',
      total: 150,
      lastPushedAt: '2026-05-01T02:03:00.000Z',
    });
    expect(data.hours).toHaveLength(24);
    expect(data.hours.map((h: { hour: number }) => h.hour)).toEqual(Array.from({ length: 24 }, (_, i) => i));
    expect(data.hours.filter((h: { count: number | null }) => h.count !== null)).toEqual([
      { hour: 8, count: 100 },
      { hour: 9, count: 50 },
    ]);
  });

  it('defaults to today; a venue without data has 24 nulls; zero is not null', async () => {
    expect((await t.get('/api/data/passengerFlow/1')).json().data).toMatchObject({
      date: '2026-05-02',
      total: 10,
      hours: expect.arrayContaining([{ hour: 0, count: 10 }]),
    });
    const none = (await t.get('/api/data/passengerFlow/6?date=2026-05-01')).json().data;
    expect(none).toMatchObject({ organId: 6, total: 0, lastPushedAt: null });
    expect(none.hours.every((h: { count: number | null }) => h.count === null)).toBe(true);
    expect((await t.get('/api/data/passengerFlow/4?date=2026-05-01')).json().data.hours[10]).toEqual({
      hour: 10,
      count: 0,
    });
  });

  it('answers 404 for an unknown venue and 400 for bad parameters', async () => {
    expectError(await t.get('/api/data/passengerFlow/999999'), 404, '场馆不存在或已删除');
    expectError(await t.get('/api/data/passengerFlow/abc'), 400, 'organId');
    expectError(await t.get('/api/data/passengerFlow/1?date=2026-13-01'), 400, 'date');
  });
});

describe('GET /api/data/passengerFlow/latestDate', () => {
  it('answers today when today has counts', async () => {
    const res = await t.get('/api/data/passengerFlow/latestDate');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ date: '2026-05-02', today: '2026-05-02' });
    expectError(await t.app.inject({ method: 'GET', url: '/api/data/passengerFlow/latestDate' }), 401, '登录');
  });

  it('answers the latest earlier day with counts, never a later one, and null before the first push', async () => {
    // 2026-05-10 09:00 Beijing time.
    const later = await createFlowTestApp('2026-05-10T01:00:00Z');
    try {
      await insertFlowVenues(later, [{ organ_id: 1, name: '西湖体育馆', organ_type: 2, county_code: '330106' }]);
      const latest = async () => (await later.get('/api/data/passengerFlow/latestDate')).json().data;
      expect(await latest()).toEqual({ date: null, today: '2026-05-10' });
      const push = (flowDate: string) =>
        recordHourCount(
          later.database.db,
          { organId: 1, flowDate, hour: 9, count: 5 },
          new Date(`${flowDate}T02:01:00Z`),
        );
      await push('2026-05-01');
      await push('2026-05-07');
      await push('2026-05-11');
      expect(await latest()).toEqual({ date: '2026-05-07', today: '2026-05-10' });
    } finally {
      await later.close();
    }
  });
});
