/**
 * One venue's year figures: its `venue_year_stat` row (db/tables/programme.ts VenueYearStatTable), or undefined.
 * The one reader of that row by key, shared by the venue page (modules/venue-detail: the year's open data) and the
 * review of a submission (modules/data-exchange review: the figures a submission is compared with); here, below
 * modules/, because neither module may import the other. The public reads only audited rows
 * (db/audited-venue-year.ts, docs/decisions/open-data.md "Audited rows"); a reviewer compares a submission with the
 * row as stored, audited or not, since that is what an approval replaces (docs/decisions/data-exchange.md "Review
 * before public (审核)").
 */
import type { Kysely, Selectable } from 'kysely';
import { auditedYear } from './audited-venue-year.js';
import type { Database } from './database.js';
import type { VenueYearStatTable } from './tables/programme.js';

/** Who reads: the public (audited rows only) or a reviewer (the stored row). */
export type YearStatReader = 'public' | 'reviewer';

/** The `venue_year_stat` row of (`organId`, `year`) as `reader` may see it, every column, or undefined. */
export function findVenueYearStat(
  db: Kysely<Database>,
  organId: number,
  year: number,
  reader: YearStatReader,
): Promise<Selectable<VenueYearStatTable> | undefined> {
  const row = db
    .selectFrom('venue_year_stat as s')
    .innerJoin('venue as v', 'v.organ_id', 's.organ_id')
    .selectAll('s')
    .where('s.organ_id', '=', organId)
    .where('s.year', '=', year);
  return (reader === 'public' ? row.where(auditedYear('s', 'v')) : row).executeTakeFirst();
}
