/**
 * Data exchange with the five filling systems (spec §6; docs/decisions/data-exchange.md). Types:
 * ../tables/data-exchange.ts.
 *
 * - `exchange_client`: one signing key per client system (app key, system code, HMAC secret, revoked_at).
 * - `exchange_nonce`: nonces seen per key (unique), so a replay is refused by every instance.
 * - `exchange_source`: (system, entity, source_id) -> the portal row it became (unique).
 * - `exchange_revision`: every accepted change or tombstone, the feed behind `/changes`.
 *
 * Frozen at the time of writing; identifiers are constants, no input reaches this SQL.
 */
import type { Kysely } from 'kysely';
import { withIdColumn } from './column-types.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('exchange_client')
    .addColumn('app_key', 'text', (c) => c.primaryKey())
    .addColumn('system', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createTable('exchange_nonce')
    .addColumn('app_key', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('exchange_nonce_pk', ['app_key', 'nonce'])
    .execute();
  await db.schema.createIndex('exchange_nonce_seen_idx').on('exchange_nonce').column('seen_at').execute();
  await db.schema
    .createTable('exchange_source')
    .addColumn('system', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('portal_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('exchange_source_pk', ['system', 'entity', 'source_id'])
    .execute();
  await withIdColumn(db, db.schema.createTable('exchange_revision'))
    .addColumn('system', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('portal_id', 'integer', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('deleted', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('exchange_revision_entity_idx')
    .on('exchange_revision')
    .columns(['entity', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['exchange_revision', 'exchange_source', 'exchange_nonce', 'exchange_client'])
    await db.schema.dropTable(table).ifExists().execute();
}
