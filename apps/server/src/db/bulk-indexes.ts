/**
 * Indexes of tables the national seeds fill by the million: dropped before the bulk insert and built
 * after it (one sorted build is faster than millions of random index inserts). The lists live with their
 * table definitions (tables/facility.ts FACILITY_BULK_INDEXES, tables/sport-guider.ts GUIDER_BULK_INDEXES),
 * read by migrations 0009 and 0013 and by the seeds. Identifiers are constants; no input reaches this SQL.
 */
import type { Kysely } from 'kysely';

export interface BulkIndex {
  readonly name: string;
  readonly table: string;
  readonly columns: readonly string[];
}

/** Creates `indexes` (if missing). */
export async function createBulkIndexes<DB>(db: Kysely<DB>, indexes: readonly BulkIndex[]): Promise<void> {
  for (const { name, table, columns } of indexes) {
    await db.schema
      .createIndex(name)
      .ifNotExists()
      .on(table)
      .columns([...columns])
      .execute();
  }
}

/** Drops `indexes` (if present). */
export async function dropBulkIndexes<DB>(db: Kysely<DB>, indexes: readonly BulkIndex[]): Promise<void> {
  for (const { name } of indexes) await db.schema.dropIndex(name).ifExists().execute();
}
