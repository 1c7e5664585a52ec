/**
 * The instructor and organisation part of the seed (run by ../seed.ts inside its transaction):
 * service stations, instructors with their records, the derived name bigrams and cell counts
 * (./derived.ts), the section's articles, and fitness organisations with volunteer service records.
 *
 * Sizes: GUIDER_BASE_COUNTS × scale by default (every province, level, sport family and organisation
 * kind present even at the tests' scale 0.05); with `national` (`npm run seed -- --guider-national`)
 * GUIDER_NATIONAL_COUNTS: 3.7 million instructors (China's registered social sports instructors) at
 * 60,000 stations and 520,000 organisations and sites. The national set drops the bulk indexes first
 * and builds them after the insert (db/tables/sport-guider.ts GUIDER_BULK_INDEXES). Rows are streamed in chunks
 * (db/bulk-insert.ts); only the service records of a part wait in memory for their table.
 */
import { sql, type Kysely } from 'kysely';
import type { OrganizationCategory } from '@portal/contracts/fitness-organization.codes';
import type { Database, PortalDatabase } from '../../db/database.js';
import { createBulkIndexes, dropBulkIndexes } from '../../db/bulk-indexes.js';
import { GUIDER_BULK_INDEXES } from '../../db/tables/sport-guider.js';
import { scaled } from '../seed-settings.js';
import { guiderArticleRows } from './articles.js';
import { bulkInsert } from '../../db/bulk-insert.js';
import { rebuildGuiderCells, rebuildGuiderNameGrams } from './derived.js';
import { ACTIVITY_COLUMNS, GUIDER_COLUMNS, guiderRows } from './guiders.js';
import { ORGANIZATION_COLUMNS, SERVICE_RECORD_COLUMNS, organizationRows } from './organizations.js';
import { STATION_COLUMNS, stationRows, type StationFacts } from './stations.js';
import { insertRows } from '../insert-rows.js';
import { fillItemTerms } from '../../db/site-search-terms.js';

export const SPORT_GUIDER_TABLES = [
  'guider_station',
  'sport_guider',
  'sport_guider_activity',
  'sport_guider_name_gram',
  'sport_guider_cell',
  'guider_article',
  'fitness_organization',
  'organization_service_record',
] as const satisfies readonly (keyof Database)[];
export type SportGuiderSeedTable = (typeof SPORT_GUIDER_TABLES)[number];

/** Tables whose ids the seed writes explicitly (PostgreSQL identity sequences move past them). */
export const SPORT_GUIDER_IDENTITY_COLUMNS = (
  ['guider_station', 'sport_guider', 'guider_article', 'fitness_organization'] as const
).map((table) => ({ table, column: 'id' as const }));

type PerCategory = Record<OrganizationCategory, number>;

/** Counts at scale 1. */
export const GUIDER_BASE_COUNTS = {
  stations: 300,
  guiders: 6000,
  notices: 30,
  associations: 12,
  courses: 24,
  organizations: { 1: 150, 2: 100, 3: 160, 4: 300, 5: 250 } satisfies PerCategory,
};

/** Counts of the national set. */
export const GUIDER_NATIONAL_COUNTS = {
  stations: 60_000,
  guiders: 3_700_000,
  organizations: { 1: 60_000, 2: 40_000, 3: 72_000, 4: 200_000, 5: 150_000 } satisfies PerCategory,
  /** Service records are written for one instructor in this many (all at the default size). */
  recordEvery: 20,
};

export interface SportGuiderSeedOptions {
  scale: number;
  national: boolean;
  step: (table: SportGuiderSeedTable, write: () => Promise<number>) => Promise<void>;
}

export async function seedSportGuider(db: Kysely<Database>, options: SportGuiderSeedOptions): Promise<void> {
  const { scale, national, step } = options;
  const perCategory = national
    ? GUIDER_NATIONAL_COUNTS.organizations
    : (Object.fromEntries(
        Object.entries(GUIDER_BASE_COUNTS.organizations).map(([c, n]) => [c, scaled(n, scale, 1)]),
      ) as PerCategory);
  const stream = national ? 'guider-national' : 'guider';
  if (national) await dropBulkIndexes(db, GUIDER_BULK_INDEXES);

  const stations: StationFacts[] = [];
  const stationCount = national ? GUIDER_NATIONAL_COUNTS.stations : scaled(GUIDER_BASE_COUNTS.stations, scale, 31);
  await step('guider_station', () =>
    bulkInsert(db, 'guider_station', STATION_COLUMNS, stationRows(stationCount, `${stream}:stations`, stations)),
  );
  const activities: unknown[][] = [];
  const guiders = national ? GUIDER_NATIONAL_COUNTS.guiders : scaled(GUIDER_BASE_COUNTS.guiders, scale, 200);
  const recordEvery = national ? GUIDER_NATIONAL_COUNTS.recordEvery : 1;
  await step('sport_guider', () =>
    bulkInsert(
      db,
      'sport_guider',
      GUIDER_COLUMNS,
      guiderRows({ count: guiders, stations, stream: `${stream}:guiders`, recordEvery, activities }),
    ),
  );
  await step('sport_guider_activity', () => bulkInsert(db, 'sport_guider_activity', ACTIVITY_COLUMNS, activities));
  activities.length = 0;
  await step('sport_guider_name_gram', () => rebuildGuiderNameGrams(db));
  await step('sport_guider_cell', () => rebuildGuiderCells(db));
  await step('guider_article', () =>
    insertRows(
      db,
      'guider_article',
      guiderArticleRows({
        notices: scaled(GUIDER_BASE_COUNTS.notices, scale),
        associations: scaled(GUIDER_BASE_COUNTS.associations, scale),
        courses: scaled(GUIDER_BASE_COUNTS.courses, scale, 5),
      }),
    ),
  );
  const records: unknown[][] = [];
  await step('fitness_organization', async () => {
    const written = await bulkInsert(
      db,
      'fitness_organization',
      ORGANIZATION_COLUMNS,
      organizationRows({ perCategory, stream: `${stream}:organizations`, records }),
    );
    // The site search's terms of the organisations (docs/decisions/site-search.md "National size").
    await fillItemTerms(db, 'organization');
    return written;
  });
  await step('organization_service_record', () =>
    bulkInsert(db, 'organization_service_record', SERVICE_RECORD_COLUMNS, records),
  );
  if (national) await createBulkIndexes(db, GUIDER_BULK_INDEXES);
}

/**
 * After the seed's transaction, on PostgreSQL with the national set: VACUUM ANALYZE the bulk tables, so
 * the planner has statistics (without them it scanned 3.7 million instructors for nearest-first: 0.5-1 s
 * instead of 20 ms) and the visibility map lets the bigram index answer index-only. VACUUM cannot run
 * inside a transaction, hence this separate step. SQLite's plans need neither.
 */
export async function finishSportGuiderSeed(database: PortalDatabase, national: boolean): Promise<void> {
  if (!national || database.dialect !== 'postgres') return;
  for (const table of [
    'sport_guider',
    'sport_guider_name_gram',
    'sport_guider_cell',
    'guider_station',
    'fitness_organization',
  ]) {
    await sql`vacuum analyze ${sql.table(table)}`.execute(database.db);
  }
}
