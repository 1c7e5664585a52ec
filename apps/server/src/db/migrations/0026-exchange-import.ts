/**
 * File imports of the data exchange (docs/decisions/data-exchange.md "File import"). Types:
 * ../tables/data-exchange.ts.
 *
 * - `exchange_import`: one uploaded CSV/XLSX file: entity, system, who, state, progress and counts.
 * - `exchange_import_row`: its rows (the item read from the file, the preview's outcome, the applied
 *   outcome with field, cell value and reason), for the error file.
 * - `exchange_import_grant`: which filling system an agency account may import for.
 *
 * Frozen at the time of writing; identifiers are constants, no input reaches this SQL.
 */
import type { Kysely } from 'kysely';
import { withIdColumn } from './column-types.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('exchange_import'))
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('system', 'text', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('done', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema
    .createTable('exchange_import_row')
    .addColumn('import_id', 'integer', (c) => c.notNull())
    .addColumn('row_no', 'integer', (c) => c.notNull())
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('item', 'text', (c) => c.notNull())
    .addColumn('preview', 'text', (c) => c.notNull())
    .addColumn('result', 'text')
    .addColumn('field', 'text')
    .addColumn('value', 'text')
    .addColumn('reason', 'text')
    .addPrimaryKeyConstraint('exchange_import_row_pk', ['import_id', 'row_no'])
    .execute();
  await db.schema
    .createTable('exchange_import_grant')
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('system', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('exchange_import_grant_pk', ['account_id', 'system'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['exchange_import_grant', 'exchange_import_row', 'exchange_import'])
    await db.schema.dropTable(table).ifExists().execute();
}
