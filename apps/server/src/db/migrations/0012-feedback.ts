/**
 * Citizen feedback (spec §2 /main/feedback, §7 "Feedback"; modules/feedback): the `feedback` table and the
 * agency accounts' `feedback_scope`. Types and meaning: ../tables/feedback.ts.
 *
 * Indexes follow the reads: the 受理编号 look-up and the challenge replay check (unique), duplicate
 * suppression (dedup_key, created_at), the inbox newest first, alone or by status or venue
 * (created_at desc, id desc as the list order), and an account's scope rows.
 * Frozen at the time of writing; identifiers are constants, no input reaches this SQL.
 */
import type { Kysely } from 'kysely';
import { withIdColumn } from './column-types.js';

const INDEXES = [
  { name: 'feedback_dedup_idx', columns: ['dedup_key', 'created_at'] },
  { name: 'feedback_order_idx', columns: ['created_at desc', 'id desc'] },
  { name: 'feedback_status_order_idx', columns: ['status', 'created_at desc', 'id desc'] },
  { name: 'feedback_venue_order_idx', columns: ['organ_id', 'created_at desc', 'id desc'] },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('feedback'))
    .addColumn('accept_no', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('organ_id', 'integer')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reply', 'text')
    .addColumn('reply_unit', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('processing_at', 'text')
    .addColumn('replied_at', 'text')
    .addColumn('closed_at', 'text')
    .addColumn('dedup_key', 'text', (c) => c.notNull())
    .addColumn('challenge_id', 'text', (c) => c.notNull().unique())
    .addColumn('lookup_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lookup_locked_until', 'text')
    .execute();
  for (const { name, columns } of INDEXES) {
    await db.schema
      .createIndex(name)
      .on('feedback')
      .columns([...columns])
      .execute();
  }

  await withIdColumn(db, db.schema.createTable('feedback_scope'))
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('area_code', 'text')
    .addColumn('organ_id', 'integer')
    .execute();
  await db.schema.createIndex('feedback_scope_account_idx').on('feedback_scope').column('account_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('feedback_scope').ifExists().execute();
  await db.schema.dropTable('feedback').ifExists().execute();
}
