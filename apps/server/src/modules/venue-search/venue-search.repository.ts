/**
 * Venue search (spec §7 /api/data/v2/venue/search and /api/data/venue/search): one page of
 * venues matching the filters, in list order (searchVenues), and the total.
 *
 * Filters (all optional, combined with AND): division (the venue column of the code's level), organType,
 * keyword (name or address, ../../db/venue-text-search.ts), isLarge, year (an audited venue_year_stat row for
 * that year exists, db/audited-venue-year.ts), openNow / freeNow at an instant (./open-now-filter.ts), or opensLater (not open now, opens
 * later today; then ordered by the opening minute first). Values are bound parameters.
 */
import { sql, type Kysely } from 'kysely';
import type { Database, DialectName } from '../../db/database.js';
import { auditedYear } from '../../db/audited-venue-year.js';
import { venueKeywordCondition } from '../../db/venue-text-search.js';
import type { OpenNowContext } from '../venue-status/open-status.js';
import type { VenueAreaColumn } from '../area/divisions.js';
import { laterStartMinute, openNowCondition, opensLaterCondition } from './open-now-filter.js';
import { VENUE_BASIC_COLUMNS, type VenueBasicRow } from '../venue/venue.columns.js';

export interface VenueSearchFilters {
  area?: { column: VenueAreaColumn; code: string };
  organType?: number;
  /** Trimmed, non-empty. */
  keyword?: string;
  isLarge?: boolean;
  year?: number;
  /** Only venues open at `now.at`. */
  openNow?: boolean;
  /** Only venues open and free at `now.at`. */
  freeNow?: boolean;
  /**
   * Only venues not open now that open later today, soonest first (freeNow: not free now, a free slot
   * later today); replaces the openNow filter (open-now-filter.ts opensLaterCondition).
   */
  opensLater?: boolean;
  /** Needed when openNow, freeNow or opensLater is set. */
  now?: OpenNowContext;
}

function filtered(db: Kysely<Database>, dialect: DialectName, f: VenueSearchFilters) {
  let qb = db.selectFrom('venue as v');
  if (f.area) qb = qb.where(`v.${f.area.column}`, '=', f.area.code);
  if (f.organType !== undefined) qb = qb.where('v.organ_type', '=', f.organType);
  if (f.isLarge !== undefined) qb = qb.where('v.is_large', '=', f.isLarge ? 1 : 0);
  if (f.keyword) qb = qb.where(venueKeywordCondition(dialect, 'v', f.keyword));
  if (f.year !== undefined) {
    const year = f.year;
    qb = qb.where((eb) =>
      eb.exists(
        eb
          .selectFrom('venue_year_stat as y')
          .select('y.organ_id')
          .whereRef('y.organ_id', '=', 'v.organ_id')
          .where('y.year', '=', year)
          .where(auditedYear('y', 'v')),
      ),
    );
  }
  if (f.opensLater && f.now) {
    const now = f.now;
    qb = qb.where((eb) => opensLaterCondition(eb, now, Boolean(f.freeNow)));
  } else if ((f.openNow || f.freeNow) && f.now) {
    const now = f.now;
    qb = qb.where((eb) => openNowCondition(eb, now, Boolean(f.freeNow)));
  }
  return qb;
}

/** A visitor's position (degrees, WGS-84 as the venues' lng/lat). */
export interface SearchPosition {
  lng: number;
  lat: number;
}

/**
 * One page of matching venue rows (VENUE_BASIC_COLUMNS) in list order, and the number of matches.
 *
 * List order (what a visitor wants first; docs/decisions/public-experience.md §4), then organId:
 * - opensLater: the minute the venue opens later today;
 * - with `position`: distance, nearest first (equirectangular: exact enough to order venues of one area);
 * - otherwise venues open at `now.at` first (unless the filters already keep only open ones). Sizes are not
 *   ordered: organId mixes large and small venues as they were registered (before, every large venue came
 *   first and the first small 体育馆 was item 267).
 */
export async function searchVenues(
  db: Kysely<Database>,
  dialect: DialectName,
  filters: VenueSearchFilters,
  page: { pageNum: number; pageSize: number },
  position?: SearchPosition,
): Promise<{ rows: VenueBasicRow[]; total: number }> {
  if ((filters.openNow || filters.freeNow || filters.opensLater) && !filters.now)
    throw new Error('searchVenues: openNow/freeNow/opensLater need `now`');
  const base = filtered(db, dialect, filters);
  const now = filters.now;
  let listed = base.select(VENUE_BASIC_COLUMNS.map((c) => `v.${c}` as const));
  if (filters.opensLater && now)
    listed = listed.orderBy((eb) => laterStartMinute(eb, now, Boolean(filters.freeNow)), 'asc');
  else if (position) listed = listed.orderBy(distanceOrder(position), 'asc');
  else if (now && !filters.openNow && !filters.freeNow)
    listed = listed.orderBy(
      (eb) =>
        eb
          .case()
          .when(openNowCondition(eb, now, false))
          .then(sql.lit(0))
          .else(sql.lit(1))
          .end(),
      'asc',
    );
  const [rows, count] = await Promise.all([
    listed
      .orderBy('v.organ_id', 'asc')
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** Squared equirectangular distance (degrees²) of v from `at`: longitude scaled by cos(latitude). Literals are schema-checked numbers. */
function distanceOrder(at: SearchPosition) {
  const scale = Math.cos((at.lat * Math.PI) / 180);
  const dx = sql`((${sql.ref('v.lng')} - ${sql.lit(at.lng)}) * ${sql.lit(scale)})`;
  const dy = sql`(${sql.ref('v.lat')} - ${sql.lit(at.lat)})`;
  return sql<number>`(${dx} * ${dx} + ${dy} * ${dy})`;
}
