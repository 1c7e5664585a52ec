/**
 * Divisions (table `division`, GB/T 2260) as venue lists need them (spec §7 search filter
 * "division code (province, city or county)"):
 * - loadDivisions(db): code -> { name, level }, about 3,300 rows, a read model per database
 *   (data/read-model.ts: read again when `division` is written, i.e. a new edition of the standard);
 * - venueAreaColumn: the venue column a six-digit code filters on, by the division's level; 404
 *   '行政区划不存在或已删除' for a code that is not a division (as GET /api/data/area/search does);
 * - requireKnownDivision: the same 404 for lists that filter by code without a venue column;
 * - areaNameOf: a venue's readable place name, '浙江省杭州市西湖区'.
 * The area module owns divisions; this file is part of the base every module may import
 * (docs/decisions/server-conventions.md "Module boundaries").
 */
import { placeName } from '../../lib/division-codes.js';
import type { Kysely } from 'kysely';
import { perDbReadModel } from '../../data/read-model.js';
import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/api-error.js';

export interface DivisionEntry {
  name: string;
  /** 1 province, 2 city, 3 county. */
  level: number;
}

export type DivisionMap = ReadonlyMap<string, DivisionEntry>;

/** The division map of `db` (a read model; concurrent first callers share one query). */
export const loadDivisions: (db: Kysely<Database>) => Promise<DivisionMap> = perDbReadModel({
  name: 'divisions',
  tables: ['division'],
  size: (divisions) => divisions.size,
  build: (db) =>
    db
      .selectFrom('division')
      .select(['code', 'name', 'level'])
      .execute()
      .then((rows) => new Map(rows.map((r) => [r.code, { name: r.name, level: Number(r.level) }]))),
});

export type VenueAreaColumn = 'province_code' | 'city_code' | 'county_code';

const COLUMN_BY_LEVEL: Record<number, VenueAreaColumn> = { 1: 'province_code', 2: 'city_code', 3: 'county_code' };

/** The venue column `code` is matched against; throws 404 when `code` is not a known division. */
export function venueAreaColumn(divisions: DivisionMap, code: string): VenueAreaColumn {
  const column = COLUMN_BY_LEVEL[divisions.get(code)?.level ?? 0];
  if (!column) throw notFound('行政区划');
  return column;
}

/**
 * Throws 404 '行政区划不存在或已删除' when `code` is given and is not a division: every list filtered by
 * areaCode (venues, events, flow, evaluations, sports authorities) answers an unknown code the same way.
 */
export async function requireKnownDivision(db: Kysely<Database>, code: string | undefined): Promise<void> {
  if (code !== undefined && !(await loadDivisions(db)).has(code)) throw notFound('行政区划');
}

/** The place name of a venue's province, city and county codes (placeName's rules); unknown codes are skipped. */
export function areaNameOf(divisions: DivisionMap, provinceCode: string, cityCode: string, countyCode: string): string {
  const name = (code: string) => divisions.get(code)?.name ?? null;
  return placeName(name(provinceCode), name(cityCode), name(countyCode));
}

/**
 * The county-code range a division filter covers, for tables that keep a row's county code: a province
 * 440000 -> ['440000', '449999'], a city 440100 -> ['440100', '440199'], a county -> [code, code] (a
 * city without counties, 东莞市 441900, is its own county code and lies in its range). Throws 404
 * '行政区划不存在或已删除' for a code that is not a division.
 */
export function countyCodeRange(divisions: DivisionMap, code: string): [string, string] {
  const level = divisions.get(code)?.level;
  if (level === 1) return [`${code.slice(0, 2)}0000`, `${code.slice(0, 2)}9999`];
  if (level === 2) return [`${code.slice(0, 4)}00`, `${code.slice(0, 4)}99`];
  if (level === 3) return [code, code];
  throw notFound('行政区划');
}
