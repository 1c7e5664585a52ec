/**
 * The public (audited) figures of one venue's year: its `venue_year_stat` row (db/tables/programme.ts
 * VenueYearStatTable), or undefined when the year has none. The one reader of that row by key, shared by the
 * venue page (modules/venue-detail: the year's open data) and the review of a submission (modules/data-exchange
 * review: the figures a submission is compared with); docs/decisions/data-exchange.md "Review before public
 * (审核)": venue_year_stat stays the public copy every reader uses. Here, below modules/, because neither module
 * may import the other.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from './database.js';
import type { VenueYearStatTable } from './tables/programme.js';

/** The `venue_year_stat` row of (`organId`, `year`), every column, or undefined (see the module comment). */
export function findVenueYearStat(
  db: Kysely<Database>,
  organId: number,
  year: number,
): Promise<Selectable<VenueYearStatTable> | undefined> {
  return db
    .selectFrom('venue_year_stat')
    .selectAll()
    .where('organ_id', '=', organId)
    .where('year', '=', year)
    .executeTakeFirst();
}
