/**
 * The data exchange's "is this row unchanged?" read (modules/data-exchange/batch.command.ts `lastState`): the
 * newest revision of one (system, entity, sourceId). Without an index on that key it walked the entity's
 * revisions newest first until it met the source id, so a re-sent batch cost grew with every revision ever
 * received (about 2 ms a row at 16,000 revisions; docs/benchmarks.md "Data exchange push API").
 *
 * Frozen at the time of writing; identifiers are constants, no input reaches this SQL.
 */
import type { Kysely } from 'kysely';

const INDEX = 'exchange_revision_source_idx';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex(INDEX).on('exchange_revision').columns(['system', 'entity', 'source_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex(INDEX).ifExists().execute();
}
