/**
 * Runs the migrations (all of them, in name order) to the latest version. Migrations are imported
 * statically so the bundled server needs no migration folder at run time.
 * Throws the first migration error, after which the database is left at the last good version.
 */
import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import { isPostgres } from './migrations/column-types.js';
import * as m0001 from './migrations/0001-initial.js';
import * as m0002 from './migrations/0002-text-search.js';
import * as m0003 from './migrations/0003-list-covering-indexes.js';
import * as m0004 from './migrations/0004-venue-opening.js';
import * as m0005 from './migrations/0005-venue-search.js';
import * as m0006 from './migrations/0006-map-points.js';
import * as m0007 from './migrations/0007-map-point-search.js';
import * as m0008 from './migrations/0008-science-guide.js';
import * as m0010 from './migrations/0010-community-games.js';
import * as m0011 from './migrations/0011-build-projects.js';
import * as m0012 from './migrations/0012-feedback.js';
import * as m0013 from './migrations/0013-facilities.js';
import * as m0009 from './migrations/0009-instructors-organisations.js';
import * as m0014 from './migrations/0014-site-search.js';
import * as m0015 from './migrations/0015-data-change.js';
import * as m0016 from './migrations/0016-fix-report-challenge.js';
import * as m0017 from './migrations/0017-fix-report-verification.js';
import * as m0018 from './migrations/0018-content-management.js';
import * as m0019 from './migrations/0019-data-exchange.js';
import * as m0020 from './migrations/0020-site-search-terms.js';
import * as m0021 from './migrations/0021-column-cadence.js';
import * as m0022 from './migrations/0022-exchange-revision-origin.js';
import * as m0023 from './migrations/0023-exchange-lookups.js';
import * as m0024 from './migrations/0024-exchange-rejection-day.js';
import * as m0025 from './migrations/0025-media-variants.js';
import * as m0026 from './migrations/0026-exchange-import.js';
import * as m0027 from './migrations/0027-content-kinds.js';
import * as m0028 from './migrations/0028-site-search-table-kinds.js';
import * as m0029 from './migrations/0029-cms-item-list.js';
import * as m0030 from './migrations/0030-data-health.js';
import * as m0031 from './migrations/0031-exchange-revision-source.js';
import * as m0032 from './migrations/0032-exchange-import-heartbeat.js';
import * as m0033 from './migrations/0033-video-job.js';
import * as m0034 from './migrations/0034-account-disabled.js';
import * as m0035 from './migrations/0035-venue-year-review.js';
import * as m0036 from './migrations/0036-site-search-events-projects.js';
import * as m0037 from './migrations/0037-site-search-addresses.js';
import * as m0038 from './migrations/0038-exchange-import-counts.js';

/** Every migration, keyed by a sortable name. Add new ones here. */
export const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
  '0002-text-search': m0002,
  '0003-list-covering-indexes': m0003,
  '0004-venue-opening': m0004,
  '0005-venue-search': m0005,
  '0006-map-points': m0006,
  '0007-map-point-search': m0007,
  '0008-science-guide': m0008,
  '0010-community-games': m0010,
  '0011-build-projects': m0011,
  '0012-feedback': m0012,
  '0013-facilities': m0013,
  '0009-instructors-organisations': m0009,
  '0014-site-search': m0014,
  '0015-data-change': m0015,
  '0016-fix-report-challenge': m0016,
  '0017-fix-report-verification': m0017,
  '0018-content-management': m0018,
  '0019-data-exchange': m0019,
  '0020-site-search-terms': m0020,
  '0021-column-cadence': m0021,
  '0022-exchange-revision-origin': m0022,
  '0023-exchange-lookups': m0023,
  '0024-exchange-rejection-day': m0024,
  '0025-media-variants': m0025,
  '0026-exchange-import': m0026,
  '0027-content-kinds': m0027,
  '0028-site-search-table-kinds': m0028,
  '0029-cms-item-list': m0029,
  '0030-data-health': m0030,
  '0031-exchange-revision-source': m0031,
  '0032-exchange-import-heartbeat': m0032,
  '0033-video-job': m0033,
  '0034-account-disabled': m0034,
  '0035-venue-year-review': m0035,
  '0036-site-search-events-projects': m0036,
  '0037-site-search-addresses': m0037,
  '0038-exchange-import-counts': m0038,
};

export async function migrateToLatest<DB>(database: Kysely<DB>): Promise<void> {
  // Migrations see the schema as it was when each was written, not today's typed Database.
  const db = database as unknown as Kysely<unknown>;
  // On PostgreSQL, keep Kysely's bookkeeping tables in the current schema: without this the migrator
  // takes a kysely_migration table in ANY schema (e.g. a parallel test file's) as its own.
  const migrationTableSchema = isPostgres(db)
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
  const migrator = new Migrator({ db, migrationTableSchema, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
