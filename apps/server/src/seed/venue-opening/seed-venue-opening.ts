/**
 * The venue-opening part of the seed, run by ../seed.ts after the venues (whose
 * programme columns ../venues.ts fills) and the media (which include the venue photo pool, ./images.ts).
 * One step per table, in dependency order:
 *   calendar_day -> venue_schedule_slot -> venue_closure -> venue_image -> venue_introduction ->
 *   venue_match -> venue_training -> venue_flow_key -> venue_flow_hour -> venue_flow_day ->
 *   venue_year_stat (reads listed events and October flow; sums division totals, scores evaluations) ->
 *   venue_year_submission (corrections awaiting review, ./year-submissions.ts) ->
 *   venue_evaluation -> sports_authority -> sports_authority_year -> venue_video.
 * Large tables are streamed from generators in chunks (../insert-rows.ts); per-venue data is recomputed
 * from per-venue random streams instead of being held (./venue-facts.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { fillItemTerms } from '../../db/site-search-terms.js';
import { insertRows } from '../insert-rows.js';
import { BASE_COUNTS, scaled } from '../seed-settings.js';
import { authorityRows, authorityYearRows, buildAuthorities, type DivisionYearTotals } from './authorities.js';
import { calendarRows } from './calendar.js';
import { closureRows } from './closures.js';
import { EvaluationInputs } from './evaluations.js';
import { VenueYearCounts } from './events.js';
import { venueImageRows, type VenueImagePool } from './images.js';
import { introductionRows } from './introductions.js';
import { matchRows } from './matches.js';
import { FlowGenerator, flowKeyRows, flowWindow, reportingVenues } from './passenger-flow.js';
import { scheduleRows } from './schedules.js';
import { trainingRows } from './trainings.js';
import type { VenueFacts } from './venue-facts.js';
import type { SeedVideoSource } from '../media/video-clips.js';
import { videoRows } from './videos.js';
import { yearStatRows } from './year-stats.js';
import { seedYearSubmissions } from './year-submissions.js';

/** Tables this part writes, in the order it writes them. */
export const VENUE_OPENING_TABLES = [
  'calendar_day',
  'venue_schedule_slot',
  'venue_closure',
  'venue_image',
  'venue_introduction',
  'venue_match',
  'venue_training',
  'venue_flow_key',
  'venue_flow_hour',
  'venue_flow_day',
  'venue_year_stat',
  'venue_year_submission',
  'venue_evaluation',
  'sports_authority',
  'sports_authority_year',
  'venue_video',
] as const satisfies readonly (keyof Database)[];
export type VenueOpeningTable = (typeof VENUE_OPENING_TABLES)[number];

/** Id columns the seed fills explicitly (PostgreSQL identity sequences must move past them). */
export const VENUE_OPENING_IDENTITY_COLUMNS = [
  ...(
    [
      'venue_schedule_slot',
      'venue_closure',
      'venue_image',
      'venue_introduction',
      'venue_match',
      'venue_training',
      'venue_video',
    ] as const
  ).map((table) => ({ table, column: 'id' })),
  { table: 'sports_authority', column: 'organ_id' },
] as const;

export interface VenueOpeningInput {
  /** The seeded venues in organ_id order. */
  venues: readonly VenueFacts[];
  scale: number;
  imagePool: VenueImagePool;
  /** The seeding instant (CLOCK_START, else now): the passenger flow reaches its day and hour (flowWindow). */
  now: Date;
  /** Store the published development push key for SEED_FLOW_TEST_ORGAN_ID (false in production). */
  developmentFlowKey: boolean;
  /** The stored clips the venue videos play, round-robin (../media/video-clips.ts); at least one. */
  videoSources: readonly SeedVideoSource[];
  /** Runs one table's write and records its row count (../seed.ts). */
  step: (table: VenueOpeningTable, write: () => Promise<number>) => Promise<void>;
}

/** Writes every venue-opening table (see the module comment). Run inside the seed's transaction. */
export async function seedVenueOpening(db: Kysely<Database>, input: VenueOpeningInput): Promise<void> {
  const { venues, scale, imagePool, now, step, developmentFlowKey, videoSources } = input;
  await step('calendar_day', () => insertRows(db, 'calendar_day', calendarRows()));
  await step('venue_schedule_slot', () => insertRows(db, 'venue_schedule_slot', scheduleRows(venues)));
  await step('venue_closure', () => insertRows(db, 'venue_closure', closureRows(venues)));
  await step('venue_image', () => insertRows(db, 'venue_image', venueImageRows(venues, imagePool)));
  await step('venue_introduction', () => insertRows(db, 'venue_introduction', introductionRows(venues)));

  const matches = new VenueYearCounts();
  const trainings = new VenueYearCounts();
  // The site search's terms of the events, written with them (docs/decisions/site-search.md "National size").
  await step('venue_match', async () => {
    const written = await insertRows(
      db,
      'venue_match',
      matchRows(venues, scaled(BASE_COUNTS.venueMatches, scale), matches),
    );
    await fillItemTerms(db, 'match');
    return written;
  });
  await step('venue_training', async () => {
    const written = await insertRows(
      db,
      'venue_training',
      trainingRows(venues, scaled(BASE_COUNTS.venueTrainings, scale), trainings),
    );
    await fillItemTerms(db, 'training');
    return written;
  });

  const reporting = reportingVenues(venues, scale);
  await step('venue_flow_key', () => insertRows(db, 'venue_flow_key', flowKeyRows(reporting, developmentFlowKey)));
  const flow = new FlowGenerator(reporting, flowWindow(now));
  await step('venue_flow_hour', () => insertRows(db, 'venue_flow_hour', flow.hourRows()));
  await step('venue_flow_day', () => insertRows(db, 'venue_flow_day', flow.dayRows));

  const totals: DivisionYearTotals = new Map();
  const evaluation = new EvaluationInputs();
  await step('venue_year_stat', () =>
    insertRows(
      db,
      'venue_year_stat',
      yearStatRows(venues, { matches, trainings, octoberFlow: flow.octoberTotals, totals, evaluation }),
    ),
  );
  await step('venue_year_submission', () => seedYearSubmissions(db, now));
  await step('venue_evaluation', () => insertRows(db, 'venue_evaluation', evaluation.rows()));
  const authorities = buildAuthorities(venues);
  await step('sports_authority', () => insertRows(db, 'sports_authority', authorityRows(authorities)));
  await step('sports_authority_year', () =>
    insertRows(db, 'sports_authority_year', authorityYearRows(authorities, totals)),
  );
  await step('venue_video', () => insertRows(db, 'venue_video', videoRows(venues, videoSources)));
}
