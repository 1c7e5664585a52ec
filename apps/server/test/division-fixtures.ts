/**
 * The divisions API suites write instead of seeding (venue search, details, events, videos, evaluations,
 * sports authorities, passenger flow): real GB/T 2260 codes and names, including the two quirks place
 * names must handle — Beijing repeats its name at city level, and Hubei's 省直辖县级行政区划 is a grouping
 * "city" that is not a place. Centres are a fixed point (no suite reads them).
 */
import type { TestApp } from './test-app.js';

const FIXTURE_DIVISIONS: [code: string, name: string, level: number, parent: string | null][] = [
  ['330000', '浙江省', 1, null],
  ['330100', '杭州市', 2, '330000'],
  ['330106', '西湖区', 3, '330100'],
  ['330102', '上城区', 3, '330100'],
  ['330200', '宁波市', 2, '330000'],
  ['330203', '海曙区', 3, '330200'],
  ['110000', '北京市', 1, null],
  ['110100', '北京市', 2, '110000'],
  ['110101', '东城区', 3, '110100'],
  ['420000', '湖北省', 1, null],
  ['429000', '省直辖县级行政区划', 2, '420000'],
  ['429004', '仙桃市', 3, '429000'],
];

/** Inserts the fixture divisions into `t`'s database. */
export async function insertDivisions(t: Pick<TestApp, 'database'>): Promise<void> {
  await t.database.db
    .insertInto('division')
    .values(
      FIXTURE_DIVISIONS.map(([code, name, level, parent_code]) => ({
        code,
        name,
        level,
        parent_code,
        province_code: `${code.slice(0, 2)}0000`,
        city_code: level === 1 ? null : `${code.slice(0, 4)}00`,
        lng: 120,
        lat: 30,
      })),
    )
    .execute();
}
