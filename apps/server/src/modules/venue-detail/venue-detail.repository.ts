/**
 * Reads of the venue details (spec §7 venue/{organId}/{year}, nvenue, detailsApis/open, organ
 * image, venueIntroduction): the venue row with its profile columns, the years it has public data for (audited
 * rows only: db/audited-venue-year.ts; the year's own row is read by db/venue-year-stat.ts, shared with the review
 * of submissions), its images and texts, the year's evaluation with the province's evaluated-venue count, the
 * matches and trainings starting in a year, and the closures not yet over.
 *
 * Years are Asia/Shanghai calendar years; event dates are local 'YYYY-MM-DD' text, so a year is the text
 * range ['Y-01-01', 'Y+1-01-01'). Instants are ISO UTC text and compare as text.
 */
import type { Kysely, Selectable } from 'kysely';
import type { IntroductionKind } from '@portal/contracts/venue.codes';
import { auditedYear } from '../../db/audited-venue-year.js';
import type { Database } from '../../db/database.js';
import type { VenueImageTable, VenueIntroductionTable, VenueTable } from '../../db/tables/venue.js';
import { VENUE_BASIC_COLUMNS } from '../venue/venue.columns.js';

/** Columns of a venue profile: the basic ones plus size, prices and outdoor areas. */
export const VENUE_PROFILE_COLUMNS = [
  ...VENUE_BASIC_COLUMNS,
  'seats',
  'floor_area',
  'has_outdoor',
  'market_price',
  'low_fee_price',
  'concession_price',
] as const satisfies readonly (keyof VenueTable)[];

export type VenueProfileRow = Pick<Selectable<VenueTable>, (typeof VENUE_PROFILE_COLUMNS)[number]>;

/** The venue with its profile columns, or undefined. */
export async function findVenue(db: Kysely<Database>, organId: number): Promise<VenueProfileRow | undefined> {
  return db.selectFrom('venue').select(VENUE_PROFILE_COLUMNS).where('organ_id', '=', organId).executeTakeFirst();
}

/** Years the venue has public (audited, db/audited-venue-year.ts) open data for, newest first. */
export async function listStatYears(db: Kysely<Database>, organId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('venue_year_stat as s')
    .innerJoin('venue as v', 'v.organ_id', 's.organ_id')
    .select('s.year')
    .where('s.organ_id', '=', organId)
    .where(auditedYear('s', 'v'))
    .orderBy('s.year', 'desc')
    .execute();
  return rows.map((r) => r.year);
}

/** The evaluation of `year` and how many venues of the same province were evaluated that year. */
export async function findYearEvaluation(
  db: Kysely<Database>,
  organId: number,
  provinceCode: string,
  year: number,
): Promise<{ score: number; grade: string; province_rank: number; province_venue_count: number } | undefined> {
  const own = await db
    .selectFrom('venue_evaluation')
    .select(['score', 'grade', 'province_rank'])
    .where('organ_id', '=', organId)
    .where('year', '=', year)
    .executeTakeFirst();
  if (!own) return undefined;
  const count = await db
    .selectFrom('venue_evaluation as e')
    .innerJoin('venue as v', 'v.organ_id', 'e.organ_id')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('e.year', '=', year)
    .where('v.province_code', '=', provinceCode)
    .executeTakeFirstOrThrow();
  return { ...own, province_venue_count: Number(count.total) };
}

/** Matches and trainings at the venue that start in `year`. */
export async function countEventsOfYear(
  db: Kysely<Database>,
  organId: number,
  year: number,
): Promise<{ matches: number; trainings: number }> {
  const count = (table: 'venue_match' | 'venue_training') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('organ_id', '=', organId)
      .where('start_date', '>=', `${year}-01-01`)
      .where('start_date', '<', `${year + 1}-01-01`)
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.total));
  const [matches, trainings] = await Promise.all([count('venue_match'), count('venue_training')]);
  return { matches, trainings };
}

/** How many not-yet-ended closures a profile shows at most. */
export const UPCOMING_CLOSURE_LIMIT = 10;

/** Closures of the venue that have not ended at `atIso` (in force or announced ahead), by start. */
export async function listUpcomingClosures(db: Kysely<Database>, organId: number, atIso: string) {
  return db
    .selectFrom('venue_closure')
    .select(['id', 'start_time', 'end_time', 'reason', 'announced_at'])
    .where('organ_id', '=', organId)
    .where('end_time', '>', atIso)
    .orderBy('start_time')
    .orderBy('id')
    .limit(UPCOMING_CLOSURE_LIMIT)
    .execute();
}

/** The venue's images in display order. */
export async function listImages(db: Kysely<Database>, organId: number): Promise<Selectable<VenueImageTable>[]> {
  return db
    .selectFrom('venue_image')
    .selectAll()
    .where('organ_id', '=', organId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** The venue's texts of one kind, newest first. */
export async function listIntroductions(
  db: Kysely<Database>,
  organId: number,
  kind: IntroductionKind,
): Promise<Selectable<VenueIntroductionTable>[]> {
  return db
    .selectFrom('venue_introduction')
    .selectAll()
    .where('organ_id', '=', organId)
    .where('kind', '=', kind)
    .orderBy('publish_time', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
