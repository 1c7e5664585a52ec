/**
 * Table reads of the fitness map: points by id (with the linked venue's size for the detail
 * link), keyword search over name and address, and a point's match. Plain Kysely, parameterised, the
 * same on SQLite and PostgreSQL.
 *
 * Search: substring match of the keyword in name OR address, in id order, so 1- and 2-character
 * queries work like longer ones; the count stops at MAP_SEARCH_TOTAL_CAP + 1 (`capped`). Keywords of
 * >= 3 characters ask the trigram index first (./point-text-index.ts); shorter ones, and common
 * keywords with a type filter, scan with LIKE in id ranges (a full scan of ~6 million rows for a rare
 * one); see matchingIds.
 * PostgreSQL's LIKE is case-sensitive for Latin letters (SQLite's is not); the map's names are Chinese.
 */
import { CompiledQuery, sql, type Kysely, type Selectable } from 'kysely';
import { MAP_SEARCH_TOTAL_CAP, type MapType } from '@portal/contracts/fitness-map.codes';
import type { Database, DialectName } from '../../db/database.js';
import type { MapPointTable } from '../../db/tables/fitness-map.js';
import type { VenueMatchTable } from '../../db/tables/venue-event.js';
import { INDEXED_KEYWORD_CHARS, indexedMatches, keywordFilter } from './point-text-index.js';
import { VENUE_BASIC_COLUMNS, type VenueBasicRow } from '../venue/venue.columns.js';

/** A map point with the linked venue's is_large (null without a venue). */
export type MapPointRow = Selectable<MapPointTable> & { venue_is_large: number | null };

/**
 * map_point with the linked venue's is_large. A scalar subquery under CASE rather than a LEFT JOIN of
 * venue: almost every point links to no venue (organ_id null), and PostgreSQL plans and runs the
 * one-table query with the CASE in a fraction of the join's time (pgbench, 20 random ids: planning
 * 0.11 -> 0.04 ms, ~20 % more queries per second); SQLite answers both alike.
 */
function pointQuery(db: Kysely<Database>) {
  return db
    .selectFrom('map_point as p')
    .selectAll('p')
    .select((eb) =>
      eb
        .case()
        .when('p.organ_id', 'is not', null)
        .then(eb.selectFrom('venue as v').select('v.is_large').whereRef('v.organ_id', '=', 'p.organ_id'))
        .end()
        .as('venue_is_large'),
    );
}

/** SQL text of the by-ids query per database and id count (the nearby hot path skips Kysely's compile). */
const byIdsSql = new WeakMap<Kysely<Database>, Map<number, string>>();

/**
 * The points with `ids` (unknown ids are skipped), in no particular order. The SQL Kysely compiles is
 * kept and run again with the new ids as bound values (CompiledQuery.raw). PostgreSQL: `id = any($1)`
 * with the ids as one array parameter, so the text is the same for any count; SQLite (no arrays):
 * `id in (?, ...)`, one text per count, each prepared once by the statement cache.
 */
export async function findPointsByIds(
  db: Kysely<Database>,
  dialect: DialectName,
  ids: readonly number[],
): Promise<MapPointRow[]> {
  if (ids.length === 0) return [];
  let texts = byIdsSql.get(db);
  if (!texts) byIdsSql.set(db, (texts = new Map()));
  const key = dialect === 'postgres' ? 0 : ids.length;
  let text = texts.get(key);
  if (!text) {
    const query =
      dialect === 'postgres'
        ? pointQuery(db).where(sql<boolean>`${sql.ref('p.id')} = any(${[...ids]})`)
        : pointQuery(db).where('p.id', 'in', ids);
    text = query.compile().sql;
    texts.set(key, text);
  }
  const result = await db.executeQuery<MapPointRow>(
    CompiledQuery.raw(text, dialect === 'postgres' ? [[...ids]] : [...ids]),
  );
  return result.rows;
}

/** One point, or undefined. */
export function findPoint(db: Kysely<Database>, id: number): Promise<MapPointRow | undefined> {
  return pointQuery(db).where('p.id', '=', id).executeTakeFirst();
}

export interface PointSearch {
  keyword: string;
  types: readonly MapType[];
  pageNum: number;
  pageSize: number;
}

/** Rows of the id range one search step reads (~25 ms of SQLite on this machine). */
export const SEARCH_STEP_ROWS = 100_000;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The ids of the first MAP_SEARCH_TOTAL_CAP + 1 points matching the search, in id order.
 * - A keyword of >= 3 characters asks the trigram index first (./point-text-index.ts indexedMatches):
 *   a rare or absent keyword then takes milliseconds instead of reading the whole table.
 * - Otherwise (1-2 characters, or a common keyword with a type filter on SQLite) the LIKE scan in id
 *   order, one id range of SEARCH_STEP_ROWS at a time with a turn of the event loop in between: a
 *   common keyword stops in the first range; a rare one reads the whole table (~1-2 s at 6 million
 *   points) without holding up other requests meanwhile.
 */
async function matchingIds(db: Kysely<Database>, dialect: DialectName, search: PointSearch): Promise<number[]> {
  const limit = MAP_SEARCH_TOTAL_CAP + 1;
  const all = search.types.length === 6;
  if ([...search.keyword].length >= INDEXED_KEYWORD_CHARS) {
    const indexed = await indexedMatches(db, dialect, search.keyword, search.types, limit);
    if (indexed) return indexed;
  }
  const filter = keywordFilter(search.keyword);
  const top = await db
    .selectFrom('map_point')
    .select((eb) => eb.fn.max('id').as('top'))
    .executeTakeFirst();
  const lastId = Number(top?.top ?? 0);
  const ids: number[] = [];
  for (let from = 1; from <= lastId && ids.length < limit; from += SEARCH_STEP_ROWS) {
    if (from > 1) await nextTurn();
    const found = await db
      .selectFrom('map_point as p')
      .select('p.id')
      .where('p.id', '>=', from)
      .where('p.id', '<', from + SEARCH_STEP_ROWS)
      .where(filter)
      .$if(!all, (qb) => qb.where('p.map_type', 'in', [...search.types]))
      .orderBy('p.id')
      .limit(limit - ids.length)
      .execute();
    for (const row of found) ids.push(Number(row.id));
  }
  return ids;
}

/**
 * A page of points matching the keyword, and the count of matches up to the cap (`capped` when there
 * are more). The page is cut from matchingIds and read by id; pages beyond the cap fall back to
 * LIMIT/OFFSET over the LIKE filter.
 */
export async function searchPoints(
  db: Kysely<Database>,
  dialect: DialectName,
  search: PointSearch,
): Promise<{ rows: MapPointRow[]; total: number; capped: boolean }> {
  const ids = await matchingIds(db, dialect, search);
  const from = (search.pageNum - 1) * search.pageSize;
  const capped = ids.length > MAP_SEARCH_TOTAL_CAP;
  const total = Math.min(ids.length, MAP_SEARCH_TOTAL_CAP);
  let rows: MapPointRow[];
  if (from + search.pageSize <= ids.length || !capped) {
    const order = ids.slice(from, from + search.pageSize);
    const byId = new Map((await findPointsByIds(db, dialect, order)).map((row) => [Number(row.id), row]));
    rows = order.flatMap((id) => byId.get(id) ?? []);
  } else {
    rows = await pointQuery(db)
      .where(keywordFilter(search.keyword))
      .$if(search.types.length < 6, (qb) => qb.where('p.map_type', 'in', [...search.types]))
      .orderBy('p.id')
      .limit(search.pageSize)
      .offset(from)
      .execute();
  }
  return { rows, total, capped };
}

export type MatchRow = Pick<
  Selectable<VenueMatchTable>,
  'id' | 'name' | 'sport' | 'start_date' | 'end_date' | 'organ_id'
>;

/** The match a type-5 point stands for, or undefined. */
export function findMatch(db: Kysely<Database>, id: number): Promise<MatchRow | undefined> {
  return db
    .selectFrom('venue_match')
    .select(['id', 'name', 'sport', 'start_date', 'end_date', 'organ_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The venue a point links to, with the columns the venue presenter reads, or undefined. */
export function findVenueBasicRow(db: Kysely<Database>, organId: number): Promise<VenueBasicRow | undefined> {
  return db.selectFrom('venue').select(VENUE_BASIC_COLUMNS).where('organ_id', '=', organId).executeTakeFirst();
}

/** The facility columns of a type-6 point (its condition summary for the popup), if it has a facility row. */
export async function findFacilityCondition(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('facility')
    .select(['condition', 'repairing_count', 'reported_count', 'equipment_count'])
    .where('id', '=', id)
    .executeTakeFirst();
}
