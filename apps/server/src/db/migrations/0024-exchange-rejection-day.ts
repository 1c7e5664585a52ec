/**
 * Rejected exchange rows counted per day (docs/decisions/data-exchange.md "Rejections"): one row per
 * (Beijing day, system, entity, province, field) with the number of rows refused and the last reason seen,
 * so the data-health figures can say which fields each system gets wrong without keeping every refused
 * row (a client resending a bad batch would otherwise grow the table by a thousand rows a request).
 * province_code is '' when the row named no known county.
 *
 * Frozen at the time of writing; identifiers are constants, no input reaches this SQL.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('exchange_rejection_day')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('system', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('province_code', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('row_count', 'integer', (c) => c.notNull())
    .addColumn('last_reason', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('exchange_rejection_day_pk', ['day', 'system', 'entity', 'province_code', 'field'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('exchange_rejection_day').execute();
}
