/**
 * The write side of a venue year's review (docs/decisions/data-exchange.md "Review before public (审核)"): an
 * accepted push or import of a venue's yearly figures becomes the (organId, year) submission awaiting review
 * (已填报), never the public venue_year_stat row. Called inside the batch's command (../entities/venue-year.entity.ts).
 */
import type { Transaction } from 'kysely';
import { venueYearEntity } from '@portal/contracts/exchange/venue-year';
import type { Database } from '../../../db/database.js';
import type { VenueYearStatTable } from '../../../db/tables/programme.js';

/** The venue_year_stat columns a submission carries (all but the key and audited_at); hours, visitors, yuan. */
export type VenueYearFigures = Omit<VenueYearStatTable, 'organ_id' | 'year' | 'audited_at'>;

/** Which venue year, from which source record, received when. */
export interface SubmissionKey {
  organId: number;
  year: number;
  sourceId: string;
  now: Date;
}

/** The status of a submission awaiting review (contracts FILL_IN_STATUSES). */
export const AWAITING_REVIEW = '已填报';

/**
 * Replaces the (organId, year) submission with `figures` awaiting review (a new id, so a reviewer's decision on
 * the figures they saw cannot land on newer ones). `figures` null asks for the public row's deletion; when
 * there is no public row, the pending submission simply goes (nothing public to change).
 */
export async function submitFigures(
  trx: Transaction<Database>,
  key: SubmissionKey,
  figures: VenueYearFigures | null,
): Promise<void> {
  await trx
    .deleteFrom('venue_year_submission')
    .where('organ_id', '=', key.organId)
    .where('year', '=', key.year)
    .execute();
  if (figures === null) {
    const published = await trx
      .selectFrom('venue_year_stat')
      .select('organ_id')
      .where('organ_id', '=', key.organId)
      .where('year', '=', key.year)
      .executeTakeFirst();
    if (!published) return;
  }
  await trx
    .insertInto('venue_year_submission')
    .values({
      organ_id: key.organId,
      year: key.year,
      source_system: venueYearEntity.system,
      source_id: key.sourceId,
      figures: figures === null ? null : JSON.stringify(figures),
      status: AWAITING_REVIEW,
      submitted_at: key.now.toISOString(),
      reviewed_at: null,
      reviewer: null,
      return_reason: null,
    })
    .execute();
}
