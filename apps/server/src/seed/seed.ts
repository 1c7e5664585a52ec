/**
 * The deterministic seed (DESIGN.md "Data"): fills every table of db/database.ts except
 * session, sso_ticket and audit_log with realistic national data — real divisions with centres, ~3,000
 * × scale venues, news, notices, regulations, guidance, fitness cases, banners, SVG images and
 * attachments, the site menu and site parameters, construction projects (./build-project/, 4,930 at scale 1),
 * social sports instructors and fitness organisations (./sport-guider/), fitness facilities with their
 * fields, equipment, certifications and repair reports (./facility/) — plus the agency test accounts
 * (seedAgencyAccounts).
 *
 * Determinism: every random draw comes from named streams of a fixed PRNG seed (./random.ts) and all
 * dates are relative to a fixed REFERENCE_NOW, so two seeds of fresh databases hold identical rows
 * (account password hashes and created_at aside: they are salted / stamped by the accounts module;
 * passenger-flow key hashes aside too: the keys are random, ./venue-opening/passenger-flow.ts).
 * Rows get explicit ids 1..n, so cross references (covers, attachments, banner links) are stable.
 *
 * Speed: everything is inserted in one transaction with chunked multi-row INSERTs (./insert-rows.ts).
 *
 * Callers: server.ts at start-up (scale 1, empty database), test/test-app.ts (scale 0.05), seed-cli.ts.
 */
import { fillItemTerms } from '../db/site-search-terms.js';
import { sql, type Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database, PortalDatabase } from '../db/database.js';
import { syncIdentitySequences } from '../db/identity-sequences.js';
import { seedAgencyAccounts } from '../data/accounts.js';
import { runSimpleCommand } from '../data/commands.js';
import { bannerRows } from './banners.js';
import { buildPhotoPool } from './build-project/photos.js';
import {
  BUILD_PROJECT_IDENTITY_COLUMNS,
  BUILD_PROJECT_TABLES,
  seedBuildProjects,
} from './build-project/seed-build-projects.js';
import { generateCases } from './content/cases.js';
import { generateGuidance } from './content/guidance.js';
import { AttachmentCollector } from './content/media-refs.js';
import { generateNews } from './content/news.js';
import { generateNotices } from './content/notices.js';
import { generateRegulations } from './content/regulations.js';
import { divisionRows, PROVINCES } from './divisions.js';
import {
  FACILITY_IDENTITY_COLUMNS,
  FACILITY_TABLES,
  seedFacilities,
  seedFacilityScopes,
} from './facility/seed-facilities.js';
import { seedFeedback, seedFeedbackScopes } from './feedback/seed-feedback.js';
import { insertRows } from './insert-rows.js';
import { seedAgencyScopes } from './agency-scopes.js';
import { seedMapPoints } from './map-points/seed-map-points.js';
import { buildMediaCatalog } from './media/media-catalog.js';
import { seedClips, storeSeedClips, type SeedVideoSource } from './media/video-clips.js';
import { paramConfRows } from './param-conf.js';
import { BASE_COUNTS, CONTENT_SPAN_DAYS, REFERENCE_NOW, scaled } from './seed-settings.js';
import { siteMenuRows } from './site-menu.js';
import {
  SPORT_GUIDER_IDENTITY_COLUMNS,
  SPORT_GUIDER_TABLES,
  finishSportGuiderSeed,
  seedSportGuider,
} from './sport-guider/seed-sport-guider.js';
import { buildVenueImagePool, venueImagePicks } from './venue-opening/images.js';
import {
  VENUE_OPENING_IDENTITY_COLUMNS,
  VENUE_OPENING_TABLES,
  seedVenueOpening,
} from './venue-opening/seed-venue-opening.js';
import { venueFacts, type VenueFacts } from './venue-opening/venue-facts.js';
import { generateVenues, type VenueSample } from './venues.js';
import { generateScienceGuide, generateStations } from './science-guide/seed-science-guide.js';
import {
  COMMUNITY_GAMES_IDENTITY_COLUMNS,
  COMMUNITY_GAMES_TABLES,
  seedCommunityGames,
} from './community-games/seed-community-games.js';

/** Tables the seed writes (account through seedAgencyAccounts). */
export const SEEDED_TABLES = [
  'division',
  'venue',
  'media',
  'news',
  'notice',
  'regulation',
  'guidance',
  'fitness_case',
  'banner',
  'attachment',
  'site_menu',
  'param_conf',
  ...VENUE_OPENING_TABLES,
  'map_point',
  ...FACILITY_TABLES,
  'science_guide',
  'fitness_station',
  ...COMMUNITY_GAMES_TABLES,
  ...BUILD_PROJECT_TABLES,
  'feedback',
  ...SPORT_GUIDER_TABLES,
  'account',
  'feedback_scope',
] as const satisfies readonly (keyof Database)[];
export type SeededTable = (typeof SEEDED_TABLES)[number];

/** Tables holding seed content: any row in one of them means the database is not empty. */
const CONTENT_TABLES = SEEDED_TABLES.filter((t) => t !== 'account' && t !== 'feedback_scope');

/** Id columns whose PostgreSQL identity sequences must move past the explicit ids the seed wrote. */
const IDENTITY_COLUMNS = [
  { table: 'venue', column: 'organ_id' },
  ...(
    ['media', 'news', 'notice', 'regulation', 'guidance', 'fitness_case', 'banner', 'attachment', 'site_menu'] as const
  ).map((table) => ({ table, column: 'id' })),
  ...VENUE_OPENING_IDENTITY_COLUMNS,
  { table: 'map_point', column: 'id' },
  ...FACILITY_IDENTITY_COLUMNS,
  { table: 'science_guide', column: 'id' },
  { table: 'fitness_station', column: 'id' },
  ...COMMUNITY_GAMES_IDENTITY_COLUMNS,
  ...BUILD_PROJECT_IDENTITY_COLUMNS,
  ...SPORT_GUIDER_IDENTITY_COLUMNS,
] as const;

/** How many venues are kept aside to build the CSV venue-list attachments. */
const VENUE_SAMPLE_SIZE = 160;

export interface SeedOptions {
  /** Multiplies the venue and content counts (1 = default data; 0.05 in tests; 10+ for benchmarks). */
  scale: number;
  /** Receives one progress line per step. */
  log?: (line: string) => void;
  /** Fitness map at national size: ~6.1 million map points (./map-points/seed-map-points.ts). */
  mapNational?: boolean;
  /** Community games at national size: 210,000 races (./community-games/seed-community-games.ts). */
  gamesNational?: boolean;
  /**
   * The seeding instant the community games' race dates, the passenger flow's last days and the news and
   * notices' span follow (default: CLOCK_START, else now); the rest of the seed keeps its fixed REFERENCE_NOW.
   */
  now?: Date;
  /** Instructors and organisations at national size: 3.7 million and 520,000 (./sport-guider/). */
  guiderNational?: boolean;
  /**
   * Fitness facilities at national size (./facility/): the facilities of the national map's type-6 points,
   * ~3.8 million equipment pieces. Implies `mapNational` (the facilities are the map's points).
   */
  facilityNational?: boolean;
}

export interface SeedSummary {
  scale: number;
  /** Rows written per table. */
  counts: Record<SeededTable, number>;
  /** Wall-clock duration of the whole seed. */
  seconds: number;
}

/** Calendar years the content spans (one CSV venue list each). */
function contentYears(): number[] {
  const last = REFERENCE_NOW.getUTCFullYear();
  const first = new Date(REFERENCE_NOW.getTime() - CONTENT_SPAN_DAYS * 86_400_000).getUTCFullYear();
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** Passes venue rows through, keeping the facts the venue-opening generators need. */
function* collectFacts<T extends Parameters<typeof venueFacts>[0]>(
  rows: Iterable<T>,
  into: VenueFacts[],
): Generator<T> {
  for (const row of rows) {
    into.push(venueFacts(row));
    yield row;
  }
}

/**
 * Seeds an empty database (see the module comment). Throws a RangeError for a scale that is not a
 * positive finite number; a database error aborts the transaction, leaving the tables as they were.
 */
export async function seedDatabase(
  database: PortalDatabase,
  config: Config,
  options: SeedOptions,
): Promise<SeedSummary> {
  const { scale, log = () => {} } = options;
  if (!Number.isFinite(scale) || scale <= 0) throw new RangeError(`seed scale must be a positive number, got ${scale}`);
  const started = performance.now();
  const counts = {} as Record<SeededTable, number>;
  const step = async (table: SeededTable, write: () => Promise<number>) => {
    const t0 = performance.now();
    counts[table] = await write();
    log(`seed: ${table} ${counts[table]} rows (${((performance.now() - t0) / 1000).toFixed(2)} s)`);
  };

  // The venue video clips: drawn and transcoded by ffmpeg before the transaction (about a second and a
  // half the first time in a process; media/video-clips.ts), stored in it after the other media.
  const clipsStarted = performance.now();
  const clips = await seedClips();
  log(`seed: video clips ${clips.length} (${((performance.now() - clipsStarted) / 1000).toFixed(2)} s)`);

  // The seeding instant: the community games' races, the passenger flow, news and notices follow it.
  const seedNow = options.now ?? config.clockStart ?? new Date();
  // One bulk command (data/commands.ts): every seeded table's version grows at the commit, so running
  // instances on this database rebuild their read models and clear their caches (bus or probe).
  await runSimpleCommand(database.db, { tables: SEEDED_TABLES }, async (trx) => {
    await step('division', () => insertRows(trx, 'division', divisionRows()));
    const venueSample: VenueSample[] = [];
    const venueCount = scaled(BASE_COUNTS.venues, scale, PROVINCES.length);
    // Venue photos follow the content media (ids after the catalog's), so venue rows can name their cover.
    const catalogSize = buildMediaCatalog([], contentYears()).rows.length;
    const imagePool = buildVenueImagePool(catalogSize + 1);
    const venues: VenueFacts[] = [];
    const coverOf = (venue: { organId: number; organType: 1 | 2 | 3 | 4 }) =>
      venueImagePicks(venue, imagePool)[0]?.mediaId ?? null;
    await step('venue', async () => {
      const written = await insertRows(
        trx,
        'venue',
        collectFacts(generateVenues(venueCount, { size: VENUE_SAMPLE_SIZE, into: venueSample }, coverOf), venues),
      );
      // The site search's terms of the venues (docs/decisions/site-search.md "National size").
      await fillItemTerms(trx, 'venue');
      return written;
    });

    const { rows: mediaRows, refs } = buildMediaCatalog(venueSample, contentYears());
    if (mediaRows.length !== catalogSize) throw new Error('seed: the media catalog size depends on the venue sample');
    // Construction-project photos follow the venue photos.
    const buildPhotos = buildPhotoPool(catalogSize + 1 + imagePool.rows.length);
    let videoSources: SeedVideoSource[] = [];
    await step('media', async () => {
      const written = await insertRows(trx, 'media', [...mediaRows, ...imagePool.rows, ...buildPhotos.rows]);
      // The clips' HLS files follow the construction-project photos.
      const stored = await storeSeedClips(
        trx,
        clips,
        catalogSize + 1 + imagePool.rows.length + buildPhotos.rows.length,
        REFERENCE_NOW,
      );
      videoSources = stored.sources;
      return written + stored.rows;
    });

    const attachments = new AttachmentCollector();
    const news = generateNews(scaled(BASE_COUNTS.news, scale), refs, attachments, seedNow);
    await step('news', () => insertRows(trx, 'news', news));
    await step('notice', () =>
      insertRows(trx, 'notice', generateNotices(scaled(BASE_COUNTS.notices, scale), refs, attachments, seedNow)),
    );
    await step('regulation', () =>
      insertRows(trx, 'regulation', generateRegulations(scaled(BASE_COUNTS.regulations, scale), refs, attachments)),
    );
    await step('guidance', () =>
      insertRows(trx, 'guidance', generateGuidance(scaled(BASE_COUNTS.guidance, scale), refs, attachments)),
    );
    await step('fitness_case', () =>
      insertRows(trx, 'fitness_case', generateCases(scaled(BASE_COUNTS.cases, scale), refs)),
    );
    await step('banner', () => insertRows(trx, 'banner', bannerRows(refs, news)));
    await step('attachment', () => insertRows(trx, 'attachment', attachments.rows));
    await step('site_menu', () => insertRows(trx, 'site_menu', siteMenuRows()));
    await step('param_conf', () => insertRows(trx, 'param_conf', paramConfRows()));
    await seedVenueOpening(trx, {
      venues,
      scale,
      imagePool,
      now: seedNow,
      step,
      developmentFlowKey: !config.production,
      videoSources,
    });
    const facilityNational = options.facilityNational ?? false;
    await step('map_point', () =>
      seedMapPoints(trx, { scale, national: (options.mapNational ?? false) || facilityNational, log }),
    );
    await seedFacilities(trx, {
      national: facilityNational,
      now: seedNow,
      step,
      log,
    });
    await step('science_guide', () => insertRows(trx, 'science_guide', generateScienceGuide()));
    await step('fitness_station', () => insertRows(trx, 'fitness_station', generateStations()));
    await seedCommunityGames(trx, {
      scale,
      national: options.gamesNational ?? false,
      now: seedNow,
      step,
    });
    await seedBuildProjects(trx, { scale, photos: buildPhotos, step });
    // Feedback examples are dated before the seeding moment (not REFERENCE_NOW): the inbox looks current.
    const others = venues.filter((v) => v.provinceCode !== '110000').slice(0, 8);
    await step('feedback', () => seedFeedback(trx, { scale, now: new Date(), others }));
    await seedSportGuider(trx, { scale, national: options.guiderNational ?? false, step });
    // The site search's terms of every table kind (venues, facilities, races, organisations, events,
    // construction projects), each written with its rows: the count reported is the table's whole.
    await step('site_search_term', async () =>
      Number(
        (
          await trx
            .selectFrom('site_search_term')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
  });
  await syncIdentitySequences(database.db, database.dialect, IDENTITY_COLUMNS);
  await finishSportGuiderSeed(database, options.guiderNational ?? false);
  await step('account', async () => {
    await seedAgencyAccounts(database.db, config);
    const row = await database.db
      .selectFrom('account')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', 'agency')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  });
  await step(
    'feedback_scope',
    async () =>
      (await seedFeedbackScopes(database.db)) +
      (await seedFacilityScopes(database.db)) +
      (await seedAgencyScopes(database.db, 'venueYear')),
  );

  const seconds = (performance.now() - started) / 1000;
  log(`seed: done at scale ${scale} in ${seconds.toFixed(2)} s`);
  return { scale, counts, seconds };
}

/**
 * True when no seed content is present (no row in any content table). Accounts are not counted: the
 * public-access account is created at start-up before the seed runs.
 */
export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  for (const table of CONTENT_TABLES) {
    // `limit 1` rather than count(*): cheap even with millions of venues.
    const row = await db
      .selectFrom(table)
      .select(sql<number>`1`.as('one'))
      .limit(1)
      .executeTakeFirst();
    if (row) return false;
  }
  return true;
}

/**
 * Deletes every row of every table except audit_log (the security trail outlives data resets), for
 * `seed --reset`. Accounts go too; the caller re-creates the public account (ensurePublicAccount).
 */
export async function clearDatabase(db: Kysely<Database>): Promise<void> {
  await runSimpleCommand(db, { tables: SEEDED_TABLES }, async (trx) => {
    for (const table of [...SEEDED_TABLES, 'session', 'sso_ticket'] as const) await trx.deleteFrom(table).execute();
  });
}
