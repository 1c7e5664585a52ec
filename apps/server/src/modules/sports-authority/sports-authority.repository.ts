/**
 * Sports authorities (体育行政部门) and their yearly filled-in data of the free/low-fee opening programme
 * (spec §7 /api/data/sportsAuthority/*). Each row is joined with its division and the
 * division's province and city, so the presenter can name the place.
 *
 * Division filter: a province code matches the provincial authority and every authority below it, a city
 * code the city's authority and its counties', a county code that county's authority only.
 */
import type { Kysely } from 'kysely';
import type { SportsAuthorityFillInQuery } from '@portal/contracts/sports-authority';
import type { Database } from '../../db/database.js';
import { divisionLevelOf } from '../../lib/division-codes.js';
import { substringMatch } from '../../db/substring-match.js';

/** One authority-year row with the names of its division chain (null when the division is unknown). */
export interface FillInRow {
  organ_id: number;
  name: string;
  division_code: string;
  level: number;
  year: number;
  venue_count: number;
  large_venue_count: number;
  subsidy_total: number;
  visitors_total: number;
  events_total: number;
  status: string;
  filled_at: string;
  province_name: string | null;
  city_name: string | null;
  division_name: string | null;
}

function fillInRows(db: Kysely<Database>) {
  return db
    .selectFrom('sports_authority_year as y')
    .innerJoin('sports_authority as a', 'a.organ_id', 'y.organ_id')
    .leftJoin('division as d', 'd.code', 'a.division_code')
    .leftJoin('division as p', 'p.code', 'd.province_code')
    .leftJoin('division as c', 'c.code', 'd.city_code');
}

const FILL_IN_COLUMNS = [
  'a.organ_id',
  'a.name',
  'a.division_code',
  'a.level',
  'y.year',
  'y.venue_count',
  'y.large_venue_count',
  'y.subsidy_total',
  'y.visitors_total',
  'y.events_total',
  'y.status',
  'y.filled_at',
  'p.name as province_name',
  'c.name as city_name',
  'd.name as division_name',
] as const;

/** Filters of the fill-in search that are set (a blank keyword counts as unset). */
function filtered(db: Kysely<Database>, query: SportsAuthorityFillInQuery) {
  let qb = fillInRows(db);
  if (query.year !== undefined) qb = qb.where('y.year', '=', query.year);
  if (query.status !== undefined) qb = qb.where('y.status', '=', query.status);
  const keyword = query.keyword?.trim();
  if (keyword) qb = qb.where(substringMatch(['a.name'], keyword));
  if (query.areaCode !== undefined) {
    const level = divisionLevelOf(query.areaCode);
    const column = level === 'province' ? 'd.province_code' : level === 'city' ? 'd.city_code' : 'a.division_code';
    qb = qb.where(column, '=', query.areaCode);
  }
  return qb;
}

/** One page of the fill-in search (newest year first, then by division code and id) and the total. */
export async function searchFillIns(
  db: Kysely<Database>,
  query: SportsAuthorityFillInQuery,
): Promise<{ rows: FillInRow[]; total: number }> {
  const base = filtered(db, query);
  const [rows, count] = await Promise.all([
    base
      .select(FILL_IN_COLUMNS)
      .orderBy('y.year', 'desc')
      .orderBy('a.division_code')
      .orderBy('a.organ_id')
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The authority's data of `year`, or undefined. */
export async function findFillIn(db: Kysely<Database>, organId: number, year: number): Promise<FillInRow | undefined> {
  return fillInRows(db)
    .select(FILL_IN_COLUMNS)
    .where('a.organ_id', '=', organId)
    .where('y.year', '=', year)
    .executeTakeFirst();
}

/** True when an authority with this id exists. */
export async function authorityExists(db: Kysely<Database>, organId: number): Promise<boolean> {
  const row = await db
    .selectFrom('sports_authority')
    .select('organ_id')
    .where('organ_id', '=', organId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Years the authority filled in, newest first. */
export async function listFillInYears(db: Kysely<Database>, organId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('sports_authority_year')
    .select('year')
    .where('organ_id', '=', organId)
    .orderBy('year', 'desc')
    .execute();
  return rows.map((r) => r.year);
}
