/**
 * Reads behind the passenger-flow page (spec §2 /passengerflow):
 * - `rankingPage`: the day's ranking from venue_flow_day (running totals kept by each push), ordered by
 *   total desc then organId asc; index (flow_date, total) serves the date and the order.
 * - `flowVenuePage`: venues that hold a push key (the page's venue picker), by organId.
 * - `venueDayHours`: one venue's hour rows of a day.
 * - `latestFlowDate`: the latest day on or before a date that has any day row.
 * Filters: an area (the venue column a province, city or county code matches, resolved by the caller with
 * area/divisions.ts venueAreaColumn), organType, keyword (substring of the venue name;
 * db/substring-match.ts). All values are bound parameters. Rows carry the venue's division codes;
 * the routes turn them into place names from the cached division map (areaNameOf).
 */
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/database.js';
import { substringMatch } from '../../db/substring-match.js';
import type { VenueAreaColumn } from '../area/divisions.js';

export interface FlowFilter {
  /** `v.<column> = code`: the column matching the code's level, and the code. */
  area?: { column: VenueAreaColumn; code: string };
  organType?: number;
  keyword?: string;
}

export interface Paging {
  pageNum: number;
  pageSize: number;
}

/**
 * The filter on venue `v` as one condition (always true without filters). Column names are constants;
 * the values are bound parameters.
 */
function venueCondition(filter: FlowFilter): Expression<SqlBool> {
  const parts: Expression<unknown>[] = [sql`1 = 1`];
  if (filter.area) parts.push(sql`${sql.ref(`v.${filter.area.column}`)} = ${filter.area.code}`);
  if (filter.organType !== undefined) parts.push(sql`${sql.ref('v.organ_type')} = ${filter.organType}`);
  const keyword = filter.keyword?.trim();
  if (keyword) parts.push(substringMatch(['v.name'], keyword));
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/** A venue's division codes (for its place name). */
export interface VenuePlace {
  province_code: string;
  city_code: string;
  county_code: string;
}

const hasFilter = (filter: FlowFilter) =>
  Boolean(filter.area || filter.organType !== undefined || filter.keyword?.trim());

export interface RankingRow extends VenuePlace {
  organ_id: number;
  name: string;
  organ_type: number;
  total: number;
}

export interface RankingData {
  /** Venues with a day row on `date`, nationwide. */
  reportingVenues: number;
  /** Sum of their day totals, nationwide. */
  nationalTotal: number;
  /** Rows matching the filter. */
  total: number;
  rows: RankingRow[];
}

/**
 * One page of the ranking of `date`; rank of row i is (pageNum - 1) * pageSize + i + 1.
 * The page of (organ_id, total) is cut from venue_flow_day alone (the filter as `organ_id in (venues
 * matching it)`), and only its rows are joined to venue: joining first would look up a venue for every
 * row before the offset (a deep page of 6,500 venues cost ~70 ms that way on SQLite, ~20 ms this way).
 */
export async function rankingPage(
  db: Kysely<Database>,
  date: string,
  filter: FlowFilter,
  paging: Paging,
): Promise<RankingData> {
  const matching = db
    .selectFrom('venue_flow_day as d')
    .where('d.flow_date', '=', date)
    .$if(hasFilter(filter), (qb) =>
      qb.where('d.organ_id', 'in', db.selectFrom('venue as v').select('v.organ_id').where(venueCondition(filter))),
    );
  const page = db
    .selectFrom(
      matching
        .select(['d.organ_id', 'd.total'])
        .orderBy('d.total', 'desc')
        .orderBy('d.organ_id', 'asc')
        .limit(paging.pageSize)
        .offset((paging.pageNum - 1) * paging.pageSize)
        .as('p'),
    )
    .innerJoin('venue as v', 'v.organ_id', 'p.organ_id')
    .select(['p.organ_id', 'p.total', 'v.name', 'v.organ_type', 'v.province_code', 'v.city_code', 'v.county_code'])
    .orderBy('p.total', 'desc')
    .orderBy('p.organ_id', 'asc')
    .execute();
  const national = db
    .selectFrom('venue_flow_day')
    .select((eb) => [
      eb.fn.countAll<number>().as('venues'),
      eb.fn.coalesce(eb.fn.sum<number>('total'), eb.lit(0)).as('flow'),
    ])
    .where('flow_date', '=', date)
    .executeTakeFirstOrThrow();
  const filtered = hasFilter(filter)
    ? matching
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n))
    : undefined;
  const [rows, totals, filteredTotal] = await Promise.all([page, national, filtered]);
  const reportingVenues = Number(totals.venues);
  return { reportingVenues, nationalTotal: Number(totals.flow), total: filteredTotal ?? reportingVenues, rows };
}

export interface FlowVenueRow extends VenuePlace {
  organ_id: number;
  name: string;
  organ_type: number;
}

/** Venues holding a push key, filtered, by organId; with the total for paging. */
export async function flowVenuePage(
  db: Kysely<Database>,
  filter: FlowFilter,
  paging: Paging,
): Promise<{ total: number; rows: FlowVenueRow[] }> {
  const base = db
    .selectFrom('venue_flow_key as k')
    .innerJoin('venue as v', 'v.organ_id', 'k.organ_id')
    .where(venueCondition(filter));
  const [rows, count] = await Promise.all([
    base
      .select(['v.organ_id', 'v.name', 'v.organ_type', 'v.province_code', 'v.city_code', 'v.county_code'])
      .orderBy('v.organ_id')
      .limit(paging.pageSize)
      .offset((paging.pageNum - 1) * paging.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.n), rows };
}

/** Name of a venue, or undefined when there is no such venue. */
export async function venueName(db: Kysely<Database>, organId: number): Promise<string | undefined> {
  const row = await db.selectFrom('venue').select('name').where('organ_id', '=', organId).executeTakeFirst();
  return row?.name;
}

/** The hour rows (hour, count, pushed_at) of a venue and day, by hour. */
export async function venueDayHours(db: Kysely<Database>, organId: number, date: string) {
  return db
    .selectFrom('venue_flow_hour')
    .select(['hour', 'count', 'pushed_at'])
    .where('organ_id', '=', organId)
    .where('flow_date', '=', date)
    .orderBy('hour')
    .execute();
}

/** The latest flow_date <= `onOrBefore` with a day row, or null (index venue_flow_day_rank_idx leads with flow_date). */
export async function latestFlowDate(db: Kysely<Database>, onOrBefore: string): Promise<string | null> {
  const row = await db
    .selectFrom('venue_flow_day')
    .select((eb) => eb.fn.max('flow_date').as('latest'))
    .where('flow_date', '<=', onOrBefore)
    .executeTakeFirst();
  return row?.latest ?? null;
}
