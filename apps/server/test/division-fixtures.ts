/**
 * The divisions API suites write instead of seeding (venue search, details, events, videos, evaluations,
 * sports authorities, passenger flow): real GB/T 2260 codes and names, including the two quirks place
 * names must handle — Beijing repeats its name at city level, and Hubei's 省直辖县级行政区划 is a grouping
 * "city" that is not a place. Centres are the seed data set's (datasets/divisions.json): the exchange's
 * place check measures a pushed point's distance from its county's centre.
 */
import type { TestApp } from './test-app.js';

const FIXTURE_DIVISIONS: [
  code: string,
  name: string,
  level: number,
  parent: string | null,
  lng: number,
  lat: number,
][] = [
  ['330000', '浙江省', 1, null, 120.15358, 29.28746],
  ['330100', '杭州市', 2, '330000', 120.15358, 30.28746],
  ['330106', '西湖区', 3, '330100', 120.13019, 30.25946],
  ['330102', '上城区', 3, '330100', 120.16931, 30.2424],
  ['330200', '宁波市', 2, '330000', 121.54979, 29.86839],
  ['330203', '海曙区', 3, '330200', 121.55075, 29.8749],
  ['110000', '北京市', 1, null, 116.40529, 39.90499],
  ['110100', '北京市', 2, '110000', 116.40529, 39.90499],
  ['110101', '东城区', 3, '110100', 116.41876, 39.91754],
  ['420000', '湖北省', 1, null, 113.29857, 30.68436],
  ['429000', '省直辖县级行政区划', 2, '420000', 112.54129, 30.79296],
  ['429004', '仙桃市', 3, '429000', 113.42358, 30.36144],
];

/** Inserts the fixture divisions into `t`'s database. */
export async function insertDivisions(t: Pick<TestApp, 'database'>): Promise<void> {
  await t.database.db
    .insertInto('division')
    .values(
      FIXTURE_DIVISIONS.map(([code, name, level, parent_code, lng, lat]) => ({
        code,
        name,
        level,
        parent_code,
        province_code: `${code.slice(0, 2)}0000`,
        city_code: level === 1 ? null : `${code.slice(0, 4)}00`,
        lng,
        lat,
      })),
    )
    .execute();
}
