/**
 * Divisions (table `division`, GB/T 2260) as the event lists need them (issue 3; spec §7 search filter
 * "division code (province, city or county)"):
 * - `venueAreaColumn`: which venue column a six-digit code filters on (by the division's level), or
 *   404 '行政区划不存在或已删除' for a code that is not a division (as GET /api/data/area/search does);
 * - `areaNameOf`: a venue's readable place name, '浙江省杭州市西湖区'.
 *
 * The code -> { name, level } map (about 3,300 rows) is read once per database and kept for 10 minutes:
 * divisions change only with a new edition of the standard, and every list row needs a name.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../lib/api-error.js';
import { perDbMemo } from './per-db-memo.js';

export interface DivisionEntry {
  name: string;
  /** 1 province, 2 city, 3 county. */
  level: number;
}

export type DivisionMap = ReadonlyMap<string, DivisionEntry>;

const DIVISION_TTL_MS = 10 * 60_000;

/** The division map of `db` (cached, see above). */
export const loadDivisions = perDbMemo<DivisionMap>(DIVISION_TTL_MS, async (db: Kysely<Database>) => {
  const rows = await db.selectFrom('division').select(['code', 'name', 'level']).execute();
  return new Map(rows.map((r) => [r.code, { name: r.name, level: Number(r.level) }]));
});

export type VenueAreaColumn = 'province_code' | 'city_code' | 'county_code';

const COLUMN_BY_LEVEL: Record<number, VenueAreaColumn> = { 1: 'province_code', 2: 'city_code', 3: 'county_code' };

/** The venue column `code` is matched against; throws 404 when `code` is not a known division. */
export function venueAreaColumn(divisions: DivisionMap, code: string): VenueAreaColumn {
  const column = COLUMN_BY_LEVEL[divisions.get(code)?.level ?? 0];
  if (!column) throw notFound('行政区划');
  return column;
}

/** Grouping "cities" of GB/T 2260 that are not places: 县, 市辖区, 省（自治区）直辖县级行政区划. */
const GROUPING_NAME = /^(县|市辖区|.*直辖县级行政区划)$/u;

/**
 * '浙江省' '杭州市' '西湖区' -> '浙江省杭州市西湖区'. Unknown codes and grouping names are skipped, and a
 * name equal to the one before it is not repeated ('北京市' '北京市' '东城区' -> '北京市东城区'; a city
 * without counties is stored as its own county).
 */
export function areaNameOf(divisions: DivisionMap, provinceCode: string, cityCode: string, countyCode: string): string {
  const parts: string[] = [];
  for (const code of [provinceCode, cityCode, countyCode]) {
    const name = divisions.get(code)?.name;
    if (!name || GROUPING_NAME.test(name) || parts[parts.length - 1] === name) continue;
    parts.push(name);
  }
  return parts.join('');
}
