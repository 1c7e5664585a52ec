/**
 * GET /api/data/area/search?parentCode= (spec §7): provinces without parentCode, children of a code with
 * hasChildren, an empty list for a county, 404 for an unknown code, 400 for a code that is not 6 digits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentTestApp, expectError, type ContentTestApp } from '../content/content.test-support.js';

let t: ContentTestApp;
beforeAll(async () => {
  t = await createContentTestApp();
  const d = (code: string, name: string, level: number, parent_code: string | null, lng: number, lat: number) => ({
    code,
    name,
    level,
    parent_code,
    lng,
    lat,
    province_code: `${code.slice(0, 2)}0000`,
    city_code: level === 1 ? null : `${code.slice(0, 4)}00`,
  });
  await t.database.db
    .insertInto('division')
    .values([
      d('330000', '浙江省', 1, null, 120.153576, 30.287459),
      d('110000', '北京市', 1, null, 116.405285, 39.904989),
      d('330200', '宁波市', 2, '330000', 121.549792, 29.868388),
      d('330100', '杭州市', 2, '330000', 120.153576, 30.287459),
      d('330102', '上城区', 3, '330100', 120.171465, 30.250236),
    ])
    .execute();
});
afterAll(() => t.close());

const search = (query: string) => t.get(`/api/data/area/search${query}`);

describe('GET /api/data/area/search', () => {
  it('answers the provinces, by code, when parentCode is omitted', async () => {
    const res = await search('');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      {
        code: '110000',
        name: '北京市',
        level: 1,
        parentCode: null,
        lng: 116.405285,
        lat: 39.904989,
        hasChildren: false,
      },
      {
        code: '330000',
        name: '浙江省',
        level: 1,
        parentCode: null,
        lng: 120.153576,
        lat: 30.287459,
        hasChildren: true,
      },
    ]);
  });

  it('answers the children of a province with hasChildren, and an empty list for a county', async () => {
    const cities = (await search('?parentCode=330000')).json().data;
    expect(cities.map((c: { code: string; hasChildren: boolean }) => [c.code, c.hasChildren])).toEqual([
      ['330100', true],
      ['330200', false],
    ]);
    expect(cities[0]).toMatchObject({ name: '杭州市', level: 2, parentCode: '330000' });
    expect((await search('?parentCode=330100')).json().data.map((c: { name: string }) => c.name)).toEqual(['上城区']);
    const county = await search('?parentCode=330102');
    expect(county.statusCode).toBe(200);
    expect(county.json().data).toEqual([]);
  });

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    expectError(await search('?parentCode=990000'), 404, '行政区划不存在或已删除');
    for (const bad of ['abc', '33000', '3300000', '33000a', ''])
      expectError(await search(`?parentCode=${bad}`), 400, 'parentCode');
  });

  it('needs a session', async () => {
    expectError(await t.get('/api/data/area/search', {}), 401, '登录');
  });
});
