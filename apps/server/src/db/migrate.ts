/**
 * Runs the migrations (all of them, in name order) to the latest version. Migrations are imported
 * statically so the bundled server needs no migration folder at run time.
 * Throws the first migration error, after which the database is left at the last good version.
 */
import { Migrator, type Kysely, type Migration } from 'kysely';
import * as m0001 from './migrations/0001-initial.js';
import * as m0002 from './migrations/0002-text-search.js';

/** Every migration, keyed by a sortable name. Add new ones here. */
export const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
  '0002-text-search': m0002,
};

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
