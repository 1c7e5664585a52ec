/**
 * The change log of the write path (apps/server/src/data/; docs/decisions/data-spine.md): `data_change`
 * (a version per table) and `data_change_row` (the rows each command wrote, read in id order by the
 * incremental read models). Types and meaning: ../tables/data-change.ts.
 * Frozen at the time of writing; identifiers are constants, no input reaches this SQL.
 */
import type { Kysely } from 'kysely';
import { withIdColumn } from './column-types.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('data_change')
    .addColumn('tbl', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute();
  await withIdColumn(db, db.schema.createTable('data_change_row'))
    .addColumn('tbl', 'text', (c) => c.notNull())
    .addColumn('row_id', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('op', 'text', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('data_change_row_tbl_idx').on('data_change_row').columns(['tbl', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('data_change_row').execute();
  await db.schema.dropTable('data_change').execute();
}
