/**
 * Reads of the review of venues' yearly figures (docs/decisions/data-exchange.md "Review before public (审核)"):
 * the submissions in a reviewer's area (by the venue's province, city or county) and one submission. The public
 * (audited) figures a submission is compared with: db/venue-year-stat.ts. Kysely, parameterised.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../db/database.js';
import type { VenueYearSubmissionTable } from '../../../db/tables/programme.js';
import type { VenueTable } from '../../../db/tables/venue.js';
import type { VenueAreaColumn } from '../../area/divisions.js';

/**
 * A submission (every venue_year_submission column, db/tables/programme.ts) with its venue's name and division
 * codes (what the scope is checked against).
 */
export type SubmissionView = Selectable<VenueYearSubmissionTable> &
  Pick<Selectable<VenueTable>, 'province_code' | 'city_code' | 'county_code'> & { venue_name: VenueTable['name'] };

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
    .selectAll('s')
    .select(['v.name as venue_name', 'v.province_code', 'v.city_code', 'v.county_code']);
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
