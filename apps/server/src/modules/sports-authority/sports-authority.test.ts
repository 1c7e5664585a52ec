/**
 * GET /api/data/sportsAuthority/fillIn/search, /{organId}/{year}, /years/{organId} (spec §7):
 * paging and filters (year, division scope, status, keyword), the presented shape, 404s and 400s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentTestApp, expectError, type ContentTestApp } from '../content/content.test-support.js';
import { insertDivisions } from '../../../test/division-fixtures.js';

let t: ContentTestApp;

const AUTHORITIES = [
  { organ_id: 1, name: '浙江省体育局', division_code: '330000', level: 1 },
  { organ_id: 2, name: '杭州市体育局', division_code: '330100', level: 2 },
  { organ_id: 3, name: '杭州市西湖区文化和广电旅游体育局', division_code: '330106', level: 3 },
  { organ_id: 4, name: '北京市体育局', division_code: '110000', level: 1 },
  { organ_id: 5, name: '北京市东城区体育局', division_code: '110101', level: 3 },
  { organ_id: 6, name: '仙桃市文化和旅游局', division_code: '429004', level: 3 },
];

const yearRow = (organ_id: number, year: number, status: string) => ({
  organ_id,
  year,
  venue_count: 10 * organ_id,
  large_venue_count: organ_id,
  subsidy_total: 1_250_000.5 * organ_id,
  visitors_total: 300_000 * organ_id,
  events_total: 12 * organ_id,
  status,
  filled_at: `${year + 1}-01-1${organ_id}T02:00:00.000Z`,
});

beforeAll(async () => {
  t = await createContentTestApp();
  await insertDivisions(t);
  await t.database.db.insertInto('sports_authority').values(AUTHORITIES).execute();
  await t.database.db
    .insertInto('sports_authority_year')
    .values([
      yearRow(1, 2023, '已审核'),
      yearRow(1, 2024, '已填报'),
      yearRow(2, 2024, '已审核'),
      yearRow(3, 2023, '退回修改'),
      yearRow(3, 2024, '已审核'),
      yearRow(4, 2024, '已填报'),
      yearRow(6, 2024, '已审核'),
    ])
    .execute();
});
afterAll(() => t.close());

type Item = { organId: number; year: number; areaName: string };
const search = async (query: string) => {
  const res = await t.get(`/api/data/sportsAuthority/fillIn/search${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { list: Item[]; total: number; pageNum: number; pageSize: number };
};
const ids = (page: { list: Item[] }) => page.list.map((i) => `${i.organId}/${i.year}`);

describe('GET /api/data/sportsAuthority/fillIn/search', () => {
  it('lists every filled-in year, newest year first, then by division code', async () => {
    const page = await search('');
    expect(page).toMatchObject({ total: 7, pageNum: 1, pageSize: 10 });
    expect(ids(page)).toEqual(['4/2024', '1/2024', '2/2024', '3/2024', '6/2024', '1/2023', '3/2023']);
  });

  it('presents the authority, its place and the year figures', async () => {
    const page = await search('?year=2024&areaCode=330106');
    expect(page.list).toEqual([
      {
        organId: 3,
        name: '杭州市西湖区文化和广电旅游体育局',
        divisionCode: '330106',
        areaName: '浙江省杭州市西湖区',
        level: 3,
        year: 2024,
        venueCount: 30,
        largeVenueCount: 3,
        subsidyTotal: 3_750_001.5,
        visitorsTotal: 900_000,
        eventsTotal: 36,
        status: '已审核',
        filledAt: '2025-01-13T02:00:00.000Z',
      },
    ]);
    const names = (await search('?year=2024')).list.map((i) => [i.organId, i.areaName]);
    expect(names).toEqual([
      [4, '北京市'],
      [1, '浙江省'],
      [2, '浙江省杭州市'],
      [3, '浙江省杭州市西湖区'],
      [6, '湖北省仙桃市'],
    ]);
  });

  it('filters by division scope: a province, a city or a county and those below it', async () => {
    expect(ids(await search('?year=2024&areaCode=330000'))).toEqual(['1/2024', '2/2024', '3/2024']);
    expect(ids(await search('?year=2024&areaCode=330100'))).toEqual(['2/2024', '3/2024']);
    expect(ids(await search('?areaCode=330106'))).toEqual(['3/2024', '3/2023']);
    expect(ids(await search('?areaCode=429000'))).toEqual(['6/2024']);
    expect((await search('?areaCode=330200')).total).toBe(0);
  });

  it('filters by status and keyword, and pages', async () => {
    expect(ids(await search('?status=已审核'))).toEqual(['2/2024', '3/2024', '6/2024', '1/2023']);
    expect(ids(await search(`?keyword=${encodeURIComponent('西湖')}`))).toEqual(['3/2024', '3/2023']);
    expect(ids(await search(`?keyword=${encodeURIComponent('杭州市体育局')}`))).toEqual(['2/2024']);
    expect(ids(await search(`?keyword=${encodeURIComponent('100%')}`))).toEqual([]);
    expect((await search(`?keyword=${encodeURIComponent('  ')}`)).total).toBe(7);
    const second = await search('?pageNum=2&pageSize=3');
    expect(second).toMatchObject({ total: 7, pageNum: 2, pageSize: 3 });
    expect(ids(second)).toEqual(['3/2024', '6/2024', '1/2023']);
  });

  it('answers 400 naming the field for bad parameters', async () => {
    const bad = (query: string, field: string) =>
      t.get(`/api/data/sportsAuthority/fillIn/search${query}`).then((r) => expectError(r, 400, field));
    await bad('?year=99', 'year');
    await bad('?areaCode=3301', 'areaCode');
    await bad(`?status=${encodeURIComponent('未知')}`, 'status');
    await bad('?pageSize=101', 'pageSize');
    await bad('?pageNum=0', 'pageNum');
    await bad(`?keyword=${'长'.repeat(51)}`, 'keyword');
    const unknown = await t.get('/api/data/sportsAuthority/fillIn/search?areaCode=990000');
    expectError(unknown, 404, '行政区划不存在或已删除');
  });
});

describe('GET /api/data/sportsAuthority/{organId}/{year} and /years/{organId}', () => {
  it('answers the data of one year', async () => {
    const res = await t.get('/api/data/sportsAuthority/1/2023');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      code: 200,
      msg: '操作成功',
      data: { organId: 1, year: 2023, status: '已审核', areaName: '浙江省', venueCount: 10 },
    });
  });

  it('answers the years filled in, newest first, and [] for an authority without data', async () => {
    expect((await t.get('/api/data/sportsAuthority/years/1')).json().data).toEqual([2024, 2023]);
    expect((await t.get('/api/data/sportsAuthority/years/2')).json().data).toEqual([2024]);
    const none = await t.get('/api/data/sportsAuthority/years/5');
    expect(none.statusCode).toBe(200);
    expect(none.json().data).toEqual([]);
  });

  it('answers 404 for an unknown authority or a year without data', async () => {
    expectError(await t.get('/api/data/sportsAuthority/99/2024'), 404, '体育行政部门不存在或已删除');
    expectError(await t.get('/api/data/sportsAuthority/2/2019'), 404, '该体育行政部门 2019 年度暂无填报数据');
    expectError(await t.get('/api/data/sportsAuthority/years/99'), 404, '体育行政部门不存在或已删除');
  });

  it('answers 400 naming the field for bad parameters', async () => {
    expectError(await t.get('/api/data/sportsAuthority/0/2024'), 400, 'organId');
    expectError(await t.get('/api/data/sportsAuthority/abc/2024'), 400, 'organId');
    expectError(await t.get('/api/data/sportsAuthority/1/99'), 400, 'year');
    expectError(await t.get('/api/data/sportsAuthority/years/0'), 400, 'organId');
    expectError(await t.get('/api/data/sportsAuthority/years/2147483648'), 400, 'organId');
  });

  it('needs a session', async () => {
    expectError(await t.get('/api/data/sportsAuthority/1/2024', {}), 401, '登录');
  });
});
