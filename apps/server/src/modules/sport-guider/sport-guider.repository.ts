/**
 * Instructor reads (spec §2 sportGuiderList, guiderDetail; queries behind /api/data/sportGuider/*).
 * Values are bound parameters; identifiers are constants.
 *
 * - pageFromCells: the rows of the cell windows ./guider-cells.ts located, one index range each
 *   (county_code, level, sport, id), in list order;
 * - pageByBigram: a 2-character name with division, level and sport filters, paged and counted from
 *   the bigram index alone;
 * - searchDirect: other filters that select few rows (a longer name, a station, the stations nearest
 *   the visitor): every matching (id, station, county, level, sport) is read — a name through its first
 *   bigram (sport_guider_name_gram) and a LIKE check of the whole name, a station through
 *   (station_id, id) — then ordered and paged here;
 * - nearestStations: the GUIDER_NEAREST_STATIONS stations closest to a point, from boxes of growing
 *   size on (lat, lng), by haversine distance;
 * - findGuider / findStations / searchStations: detail, stations.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database.js';
import { escapeLike } from '../../db/text-search.js';
import { substringMatch } from '../../db/substring-match.js';
import { GUIDER_STATION_COLUMNS, SPORT_GUIDER_LIST_COLUMNS } from '../../db/tables/sport-guider.js';
import type { CellWindow } from './guider-cells.js';

export const GUIDER_COLUMNS = SPORT_GUIDER_LIST_COLUMNS;

export interface GuiderRow {
  id: number;
  name: string;
  gender: number;
  level: number;
  sport: number;
  certificate_no: string;
  province_code: string;
  city_code: string;
  county_code: string;
  station_id: number;
}

export interface GuiderDetailRow extends GuiderRow {
  certified_date: string;
  service_hours: number;
  activity_count: number;
}

export interface StationRow {
  id: number;
  name: string;
  address: string;
  province_code: string;
  city_code: string;
  county_code: string;
  lng: number;
  lat: number;
  phone: string;
  open_hours: string;
}

const STATION_COLUMNS = GUIDER_STATION_COLUMNS;

/** The rows of `windows`, in their order (each window is one index range read). */
export async function pageFromCells(db: Kysely<Database>, windows: readonly CellWindow[]): Promise<GuiderRow[]> {
  const parts = await Promise.all(
    windows.map((w) =>
      db
        .selectFrom('sport_guider')
        .select(GUIDER_COLUMNS)
        .where('county_code', '=', w.countyCode)
        .where('level', '=', w.level)
        .where('sport', '=', w.sport)
        .orderBy('id')
        .limit(w.take)
        .offset(w.skip)
        .execute(),
    ),
  );
  return parts.flat();
}

export interface DirectFilters {
  range?: [string, string];
  level?: number;
  sport?: number;
  /** Trimmed, >= 2 characters. */
  name?: string;
  stationIds?: readonly number[];
}

/** A match of searchDirect: enough to order and page it. */
export interface DirectMatch {
  id: number;
  station_id: number;
  county_code: string;
  level: number;
  sport: number;
}

/** Every instructor matching `f` (which has a name or stations), unordered. */
export async function searchDirect(db: Kysely<Database>, f: DirectFilters): Promise<DirectMatch[]> {
  const columns = ['g.id', 'g.station_id', 'g.county_code', 'g.level', 'g.sport'] as const;
  if (!f.name) {
    let plain = db.selectFrom('sport_guider as g').select(columns);
    for (const condition of filterConditions(f, 'g')) plain = plain.where(condition);
    return toMatches(await plain.execute());
  }
  // The bigram rows drive the join (CROSS JOIN keeps SQLite's join order; PostgreSQL plans it as an inner
  // join). A longer name also needs its last bigram, found for the same instructor by a full seek of the
  // bigram index (same county, level and sport), so only the instructors holding both are read.
  const chars = [...f.name];
  let qb = db
    .selectFrom('sport_guider_name_gram as n')
    .crossJoin('sport_guider as g')
    .select(columns)
    .whereRef('g.id', '=', 'n.guider_id')
    .where('n.gram', '=', chars.slice(0, 2).join(''))
    .where(sql<boolean>`g.name like ${`%${escapeLike(f.name)}%`} escape '\\'`);
  if (chars.length > 2) {
    qb = qb.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('sport_guider_name_gram as m')
          .select('m.guider_id')
          .where('m.gram', '=', chars.slice(-2).join(''))
          .whereRef('m.county_code', '=', 'n.county_code')
          .whereRef('m.level', '=', 'n.level')
          .whereRef('m.sport', '=', 'n.sport')
          .whereRef('m.guider_id', '=', 'n.guider_id'),
      ),
    );
  }
  for (const condition of filterConditions(f, 'n')) qb = qb.where(condition);
  return toMatches(await qb.execute());
}

/** The division, level, sport and station filters, on the columns of `alias` (g or the bigram row n). */
function filterConditions(f: DirectFilters, alias: 'g' | 'n'): RawBuilder<boolean>[] {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const conditions: RawBuilder<boolean>[] = [];
  if (f.stationIds) {
    const ids = f.stationIds.length > 0 ? f.stationIds : [0];
    conditions.push(sql<boolean>`g.station_id in (${sql.join(ids)})`);
  }
  if (f.range) conditions.push(sql<boolean>`${column('county_code')} between ${f.range[0]} and ${f.range[1]}`);
  if (f.level !== undefined) conditions.push(sql<boolean>`${column('level')} = ${f.level}`);
  if (f.sport !== undefined) conditions.push(sql<boolean>`${column('sport')} = ${f.sport}`);
  return conditions;
}

const toMatches = (rows: { id: number; station_id: number; county_code: string; level: number; sport: number }[]) =>
  rows.map((r) => ({ ...r, id: Number(r.id), level: Number(r.level), sport: Number(r.sport) }));

/**
 * One page of the instructors whose name contains the 2-character `gram`, with the division, level and
 * sport filters, in list order, and their number: both from the (gram, county_code, level, sport,
 * guider_id) index alone (a bigram match is exactly a 2-character substring match).
 */
export async function pageByBigram(
  db: Kysely<Database>,
  gram: string,
  f: Omit<DirectFilters, 'name' | 'stationIds'>,
  page: { offset: number; limit: number },
): Promise<{ ids: number[]; total: number }> {
  let base = db.selectFrom('sport_guider_name_gram').where('gram', '=', gram);
  if (f.range) base = base.where('county_code', '>=', f.range[0]).where('county_code', '<=', f.range[1]);
  if (f.level !== undefined) base = base.where('level', '=', f.level);
  if (f.sport !== undefined) base = base.where('sport', '=', f.sport);
  const [rows, count] = await Promise.all([
    base
      .select('guider_id')
      .orderBy('county_code')
      .orderBy('level')
      .orderBy('sport')
      .orderBy('guider_id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((r) => Number(r.guider_id)), total: Number(count.total) };
}

/** Instructor rows by id, in the order of `ids`. */
export async function guidersByIds(db: Kysely<Database>, ids: readonly number[]): Promise<GuiderRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('sport_guider')
    .select(GUIDER_COLUMNS)
    .where('id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findGuider(db: Kysely<Database>, id: number): Promise<GuiderDetailRow | undefined> {
  return db
    .selectFrom('sport_guider')
    .select([...GUIDER_COLUMNS, 'certified_date', 'service_hours', 'activity_count'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findStations(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, StationRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('guider_station')
    .select(STATION_COLUMNS)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [Number(r.id), r]));
}

const KM_PER_DEGREE = 111.32;
/** Box half-sizes tried, in km: the first that holds enough stations wins (the last holds all of China). */
const RADII_KM = [5, 15, 50, 150, 500, 5000];

/** Great-circle distance in km (haversine, mean Earth radius 6,371 km). */
export function distanceKm(lng1: number, lat1: number, lng2: number, lat2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The `count` stations nearest (lng, lat), inside `range` if given, nearest first, with distances. */
export async function nearestStations(
  db: Kysely<Database>,
  point: { lng: number; lat: number },
  count: number,
  range?: [string, string],
): Promise<{ id: number; km: number }[]> {
  for (const radius of RADII_KM) {
    const dLat = radius / KM_PER_DEGREE;
    const dLng = radius / (KM_PER_DEGREE * Math.max(0.2, Math.cos((point.lat * Math.PI) / 180)));
    let qb = db
      .selectFrom('guider_station')
      .select(['id', 'lng', 'lat'])
      .where('lat', '>=', point.lat - dLat)
      .where('lat', '<=', point.lat + dLat)
      .where('lng', '>=', point.lng - dLng)
      .where('lng', '<=', point.lng + dLng);
    if (range) qb = qb.where('county_code', '>=', range[0]).where('county_code', '<=', range[1]);
    const rows = await qb.execute();
    if (rows.length >= count || radius === RADII_KM.at(-1)) {
      return rows
        .map((r) => ({ id: Number(r.id), km: distanceKm(point.lng, point.lat, r.lng, r.lat) }))
        .sort((a, b) => a.km - b.km || a.id - b.id)
        .slice(0, count);
    }
  }
  return [];
}

/** One page of the stations of a county range, by name keyword, in (county, id) order, and the total. */
export async function searchStations(
  db: Kysely<Database>,
  range: [string, string],
  keyword: string | undefined,
  page: { pageNum: number; pageSize: number },
): Promise<{ rows: StationRow[]; total: number }> {
  let base = db.selectFrom('guider_station').where('county_code', '>=', range[0]).where('county_code', '<=', range[1]);
  if (keyword) base = base.where(substringMatch(['name'], keyword));
  const [rows, count] = await Promise.all([
    base
      .select(STATION_COLUMNS)
      .orderBy('county_code')
      .orderBy('id')
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
