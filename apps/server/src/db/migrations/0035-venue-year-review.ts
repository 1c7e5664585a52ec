/**
 * Review before public (审核) of venues' yearly figures (docs/decisions/data-exchange.md "Review before
 * public (审核)"). Types: ../tables/programme.ts.
 *
 * - `venue_year_submission`: the latest pushed or imported figures of a (venue, year) awaiting review or
 *   reviewed: one row per (organ_id, year), replaced (new id) by each accepted change; `figures` JSON of
 *   the venue_year_stat columns, null for a deletion; status 已填报 / 已审核 / 退回修改 with the reviewer,
 *   the time and the return reason.
 * - `venue_year_stat.audited_at`: when a reviewer approved the public row (null for rows published by
 *   their authority year's 已审核, the rule of docs/decisions/open-data.md "Audited rows").
 *
 * Indexes follow the reads: the (venue, year) look-up (unique) and the inbox by status, year, newest first.
 * Frozen at the time of writing; identifiers are constants, no input reaches this SQL.
 */
import type { Kysely } from 'kysely';
import { withIdColumn } from './column-types.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('venue_year_submission'))
    .addColumn('organ_id', 'integer', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('source_system', 'text', (c) => c.notNull())
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('figures', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'text', (c) => c.notNull())
    .addColumn('reviewed_at', 'text')
    .addColumn('reviewer', 'text')
    .addColumn('return_reason', 'text')
    .execute();
  await db.schema
    .createIndex('venue_year_submission_key_idx')
    .on('venue_year_submission')
    .columns(['organ_id', 'year'])
    .unique()
    .execute();
  await db.schema
    .createIndex('venue_year_submission_inbox_idx')
    .on('venue_year_submission')
    .columns(['status', 'year', 'id desc'])
    .execute();
  await db.schema.alterTable('venue_year_stat').addColumn('audited_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('venue_year_stat').dropColumn('audited_at').execute();
  await db.schema.dropTable('venue_year_submission').ifExists().execute();
}
