/**
 * Revisions of the data exchange carry their origin (docs/decisions/data-exchange.md): `app_key`, the
 * exchange_client key that pushed the change, and `valid_from`, the ISO UTC time the record states it is
 * valid from (the item's validFrom, else the received time). Rows written before this migration get ''
 * and their received_at.
 *
 * Frozen at the time of writing; identifiers are constants, no input reaches this SQL.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('exchange_revision')
    .addColumn('app_key', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('exchange_revision')
    .addColumn('valid_from', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`update exchange_revision set valid_from = received_at`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('exchange_revision').dropColumn('valid_from').execute();
  await db.schema.alterTable('exchange_revision').dropColumn('app_key').execute();
}
