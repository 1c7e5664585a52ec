/**
 * Reads of the review of venues' yearly figures (docs/decisions/data-exchange.md "Review before public (审核)"):
 * the submissions in a reviewer's area (by the venue's province, city or county) and one submission. The public
 * (audited) figures a submission is compared with: db/venue-year-stat.ts. Kysely, parameterised.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';
import type { VenueAreaColumn } from '../../area/divisions.js';

/** A submission with its venue's name and division codes (what the scope is checked against). */
export interface SubmissionView {
  id: number;
  organ_id: number;
  year: number;
  source_system: string;
  source_id: string;
  figures: string | null;
  status: string;
  submitted_at: string;
  reviewed_at: string | null;
  reviewer: string | null;
  return_reason: string | null;
  venue_name: string;
  province_code: string;
  city_code: string;
  county_code: string;
}

/** The list's filter: the scope's areas (null = every area), year and status. */
export interface ReviewFilter {
  areas: { column: VenueAreaColumn; code: string }[] | null;
  year?: number;
  status?: string;
}

function submissions(db: Kysely<Database>) {
  return db
    .selectFrom('venue_year_submission as s')
    .innerJoin('venue as v', 'v.organ_id', 's.organ_id')
    .select([
      's.id',
      's.organ_id',
      's.year',
      's.source_system',
      's.source_id',
      's.figures',
      's.status',
      's.submitted_at',
      's.reviewed_at',
      's.reviewer',
      's.return_reason',
      'v.name as venue_name',
      'v.province_code',
      'v.city_code',
      'v.county_code',
    ]);
}

/** One page of the submissions matching `filter`, newest first, and how many match. */
export async function reviewPage(
  db: Kysely<Database>,
  filter: ReviewFilter,
  page: { pageNum: number; pageSize: number },
): Promise<{ rows: SubmissionView[]; total: number }> {
  let base = submissions(db);
  if (filter.status) base = base.where('s.status', '=', filter.status);
  if (filter.year !== undefined) base = base.where('s.year', '=', filter.year);
  const areas = filter.areas;
  if (areas)
    base = base.where((eb) =>
      areas.length === 0 ? eb.lit(false) : eb.or(areas.map((a) => eb(`v.${a.column}`, '=', a.code))),
    );
  const [rows, count] = await Promise.all([
    base
      .orderBy('s.id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize)
      .execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The submission `id` with its venue, or undefined. */
export function findSubmission(db: Kysely<Database>, id: number): Promise<SubmissionView | undefined> {
  return submissions(db).where('s.id', '=', id).executeTakeFirst();
}
