/**
 * GET /api/data/comprehensiveEvaluation/search, /years, /summary (spec §2 /main/evaluation):
 * default year, filters, the three sort keys both ways, paging, summary figures equal to the search
 * totals, 404 for a year without evaluations, 400 naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVALUATION_GRADES } from '@portal/contracts/evaluation.codes';
import { createContentTestApp, expectError, type ContentTestApp } from '../content/content.test-support.js';
import { insertVenues } from '../../../test/venue-fixtures.js';
import { insertDivisions } from '../../../test/division-fixtures.js';

let t: ContentTestApp;

beforeAll(async () => {
  t = await createContentTestApp();
  await insertDivisions(t);
  await insertVenues(t, [
    { organ_id: 101, name: '杭州市体育馆', organ_type: 2, county_code: '330106', is_large: 1, seats: 5000 },
    { organ_id: 102, name: '西湖区全民健身中心', organ_type: 4, county_code: '330106' },
    { organ_id: 103, name: '宁波市游泳馆', organ_type: 3, county_code: '330203', is_large: 1, seats: 2000 },
    { organ_id: 104, name: '宁波市体育场', organ_type: 1, county_code: '330203', is_large: 1, seats: 30000 },
    { organ_id: 105, name: '东城区体育馆', organ_type: 2, county_code: '110101', is_large: 1, seats: 4000 },
    { organ_id: 106, name: '东城区游泳馆', organ_type: 3, county_code: '110101' },
    {
      organ_id: 107,
      name: '仙桃市体育馆',
      organ_type: 2,
      county_code: '429004',
      city_code: '429000',
      is_large: 1,
      seats: 3500,
    },
    { organ_id: 108, name: '海曙区全民健身中心', organ_type: 4, county_code: '330203' },
  ]);
  const e = (organ_id: number, year: number, score: number, grade: string, province_rank: number) => ({
    organ_id,
    year,
    score,
    grade,
    province_rank,
  });
  await t.database.db
    .insertInto('venue_evaluation')
    .values([
      e(101, 2024, 92.5, '优秀', 1),
      e(102, 2024, 71.0, '合格', 3),
      e(103, 2024, 85.0, '良好', 2),
      e(104, 2024, 55.5, '不合格', 4),
      e(105, 2024, 88.0, '良好', 2),
      e(106, 2024, 90.0, '优秀', 1),
      e(107, 2024, 92.5, '优秀', 1),
      e(101, 2023, 90.1, '优秀', 1),
      e(105, 2023, 80.5, '良好', 1),
    ])
    .execute();
});
afterAll(() => t.close());

type Page = { list: { organId: number; year: number }[]; total: number; pageNum: number; pageSize: number };
const search = async (query = '') => {
  const res = await t.get(`/api/data/comprehensiveEvaluation/search${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Page;
};
const ids = async (query: string) => (await search(query)).list.map((i) => i.organId);
const summary = async (query = '') => {
  const res = await t.get(`/api/data/comprehensiveEvaluation/summary${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('GET /api/data/comprehensiveEvaluation/search', () => {
  it('answers the latest evaluated year by default, best score first, ties by organId', async () => {
    const page = await search();
    expect(page).toMatchObject({ total: 7, pageNum: 1, pageSize: 10 });
    expect(page.list.map((i) => i.organId)).toEqual([101, 107, 106, 105, 103, 102, 104]);
    expect(page.list.every((i) => i.year === 2024)).toBe(true);
    expect(await ids('?year=2023')).toEqual([101, 105]);
    expect(await search('?year=2019')).toEqual({ list: [], total: 0, pageNum: 1, pageSize: 10 });
  });

  it('presents the venue, its province and place', async () => {
    const page = await search(`?keyword=${encodeURIComponent('仙桃')}`);
    expect(page.list).toEqual([
      {
        organId: 107,
        name: '仙桃市体育馆',
        organType: 2,
        isLarge: true,
        provinceCode: '420000',
        provinceName: '湖北省',
        areaName: '湖北省仙桃市',
        year: 2024,
        score: 92.5,
        grade: '优秀',
        provinceRank: 1,
      },
    ]);
    const [first] = (await search('?areaCode=110101&orderBy=name&order=asc')).list as unknown as {
      areaName: string;
      isLarge: boolean;
    }[];
    expect(first).toMatchObject({ areaName: '北京市东城区', isLarge: true });
  });

  it('sorts by score, provinceRank (then province code) and name, both ways', async () => {
    expect(await ids('?orderBy=score&order=asc')).toEqual([104, 102, 103, 105, 106, 101, 107]);
    expect(await ids('?orderBy=provinceRank&order=asc')).toEqual([106, 101, 107, 105, 103, 102, 104]);
    expect(await ids('?orderBy=provinceRank')).toEqual([104, 102, 105, 103, 106, 101, 107]);
    expect(await ids('?orderBy=name&order=asc')).toEqual([105, 106, 107, 104, 103, 101, 102]);
    expect(await ids('?orderBy=name&order=desc')).toEqual([102, 101, 103, 104, 107, 106, 105]);
  });

  it('filters by province, city or county, organType, grade and keyword', async () => {
    expect(await ids('?areaCode=330000')).toEqual([101, 103, 102, 104]);
    expect(await ids('?areaCode=330100')).toEqual([101, 102]);
    expect(await ids('?areaCode=330203')).toEqual([103, 104]);
    expect(await ids('?areaCode=429000')).toEqual([107]);
    expect(await ids('?areaCode=429004')).toEqual([107]);
    expect(await ids('?organType=2')).toEqual([101, 107, 105]);
    expect(await ids(`?grade=${encodeURIComponent('良好')}`)).toEqual([105, 103]);
    expect(await ids(`?keyword=${encodeURIComponent('体育馆')}&orderBy=name&order=asc`)).toEqual([105, 107, 101]);
    expect(await ids(`?keyword=${encodeURIComponent('%')}`)).toEqual([]);
  });

  it('pages without overlap', async () => {
    const first = await search('?pageSize=3');
    const third = await search('?pageSize=3&pageNum=3');
    expect(first.list.map((i) => i.organId)).toEqual([101, 107, 106]);
    expect(third).toMatchObject({ total: 7, pageNum: 3, pageSize: 3 });
    expect(third.list.map((i) => i.organId)).toEqual([104]);
  });

  it('answers 400 naming the field for bad parameters', async () => {
    const bad = async (query: string, field: string) =>
      expectError(await t.get(`/api/data/comprehensiveEvaluation/search${query}`), 400, field);
    await bad('?orderBy=x', 'orderBy');
    await bad('?order=up', 'order');
    await bad('?year=99', 'year');
    await bad('?organType=7', 'organType');
    await bad('?organType=0', 'organType');
    await bad('?grade=foo', 'grade');
    await bad('?areaCode=33', 'areaCode');
    await bad('?pageSize=0', 'pageSize');
    expectError(await t.get('/api/data/comprehensiveEvaluation/search?areaCode=990000'), 404, '行政区划不存在或已删除');
  });
});

describe('GET /api/data/comprehensiveEvaluation/years and /summary', () => {
  it('answers the evaluated years, newest first', async () => {
    const res = await t.get('/api/data/comprehensiveEvaluation/years');
    expect(res.json()).toEqual({ code: 200, msg: '操作成功', data: [2024, 2023] });
  });

  it('sums the latest year nationally and per province (by code)', async () => {
    expect(await summary()).toEqual({
      year: 2024,
      venueCount: 7,
      averageScore: 82.1,
      grades: { 优秀: 3, 良好: 2, 合格: 1, 不合格: 1 },
      provinces: [
        {
          provinceCode: '110000',
          provinceName: '北京市',
          venueCount: 2,
          averageScore: 89,
          grades: { 优秀: 1, 良好: 1, 合格: 0, 不合格: 0 },
        },
        {
          provinceCode: '330000',
          provinceName: '浙江省',
          venueCount: 4,
          averageScore: 76,
          grades: { 优秀: 1, 良好: 1, 合格: 1, 不合格: 1 },
        },
        {
          provinceCode: '420000',
          provinceName: '湖北省',
          venueCount: 1,
          averageScore: 92.5,
          grades: { 优秀: 1, 良好: 0, 合格: 0, 不合格: 0 },
        },
      ],
    });
    expect(await summary('?year=2023&organType=2')).toMatchObject({ year: 2023, venueCount: 2, averageScore: 85.3 });
    expect(await summary('?organType=1')).toMatchObject({ venueCount: 1, grades: { 不合格: 1 } });
  });

  it('has totals equal to the search totals for the same year, type, grade and province', async () => {
    for (const query of ['', '?year=2023', '?organType=2', '?organType=3', '?year=2024&organType=4']) {
      const s = await summary(query);
      const sep = query ? '&' : '?';
      expect((await search(query)).total).toBe(s.venueCount);
      for (const grade of EVALUATION_GRADES) {
        expect((await search(`${query}${sep}grade=${encodeURIComponent(grade)}`)).total).toBe(s.grades[grade]);
      }
      for (const p of s.provinces as { provinceCode: string; venueCount: number }[]) {
        expect((await search(`${query}${sep}areaCode=${p.provinceCode}`)).total).toBe(p.venueCount);
      }
    }
  });

  it('answers 404 for a year without evaluations and 400 naming the field', async () => {
    expectError(await t.get('/api/data/comprehensiveEvaluation/summary?year=2019'), 404, '2019 年度暂无综合评价结果');
    expectError(await t.get('/api/data/comprehensiveEvaluation/summary?year=99'), 400, 'year');
    expectError(await t.get('/api/data/comprehensiveEvaluation/summary?organType=7'), 400, 'organType');
  });

  it('needs a session', async () => {
    expectError(await t.get('/api/data/comprehensiveEvaluation/years', {}), 401, '登录');
  });
});

describe('comprehensive evaluation before anything is evaluated', () => {
  let empty: ContentTestApp;
  beforeAll(async () => {
    empty = await createContentTestApp();
  });
  afterAll(() => empty.close());

  it('answers no years, an empty page and a 404 summary', async () => {
    expect((await empty.get('/api/data/comprehensiveEvaluation/years')).json().data).toEqual([]);
    expect((await empty.get('/api/data/comprehensiveEvaluation/search')).json().data).toEqual({
      list: [],
      total: 0,
      pageNum: 1,
      pageSize: 10,
    });
    expectError(await empty.get('/api/data/comprehensiveEvaluation/summary'), 404, '暂无综合评价结果');
  });
});
