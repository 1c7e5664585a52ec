/**
 * The database seen with tables named at run time (docs/ARCHITECTURE.md "How to add a section", step 3).
 *
 * Kysely checks table and column names against the static `Database` type. A few queries pick their table at
 * run time from a registry that names real tables and columns (the content kinds share one shape over six
 * tables, the sitemap reads the tables the page catalogue names, the lookup lock serves two tables, the
 * migration runner knows no schema yet). Those queries read the database through a wider schema type, and
 * this is the one place that widens it, so the type escape is written once with its reason.
 *
 * `Schema` is the shape the caller relies on, e.g. `Record<string, Record<string, unknown>>` (any table, any
 * column) or `Record<'news' | 'notice', { id: number }>`. Returns the same connection (or transaction); no
 * query is run.
 */
import type { Kysely } from 'kysely';
import type { Database } from './database.js';

/** Any table, any column: for registries that name real tables and columns (see the module comment). */
export type AnyTables = Record<string, Record<string, unknown>>;

/** `db` typed with `Schema` instead of the portal's static schema (see the module comment). */
export function withRunTimeTables<Schema = AnyTables>(db: Kysely<Database>): Kysely<Schema> {
  return db as unknown as Kysely<Schema>;
}
