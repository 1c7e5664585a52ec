/**
 * What a file import's status answers without reading all its rows (docs/decisions/data-exchange.md "File
 * import of a million rows": the status poll counted and sampled the whole import at every call, 2-3 s of a
 * blocked server at a million rows):
 *
 * - exchange_import.preview_counts / result_counts: the dry run's and the applied counts (JSON
 *   {created, updated, unchanged, rejected}), kept with every chunk's outcomes; null until the phase starts
 *   (an import made before this migration: counted from its rows).
 * - exchange_import.failure: the Chinese reason of a failed dry run or apply (null otherwise).
 * - exchange_import_row_preview_idx (import_id, preview, row_no) and exchange_import_row_result_idx
 *   (import_id, result, row_no): the first rows of each outcome (the status's samples) by seeks.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('exchange_import').addColumn('preview_counts', 'text').execute();
  await db.schema.alterTable('exchange_import').addColumn('result_counts', 'text').execute();
  await db.schema.alterTable('exchange_import').addColumn('failure', 'text').execute();
  await db.schema
    .createIndex('exchange_import_row_preview_idx')
    .on('exchange_import_row')
    .columns(['import_id', 'preview', 'row_no'])
    .execute();
  await db.schema
    .createIndex('exchange_import_row_result_idx')
    .on('exchange_import_row')
    .columns(['import_id', 'result', 'row_no'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('exchange_import_row_result_idx').ifExists().execute();
  await db.schema.dropIndex('exchange_import_row_preview_idx').ifExists().execute();
  for (const column of ['failure', 'result_counts', 'preview_counts'])
    await db.schema.alterTable('exchange_import').dropColumn(column).execute();
}
