/**
 * account.disabled (0/1): an account the site admin has disabled cannot log in and its sessions are gone
 * (docs/decisions/content-management.md "Accounts and grants"). Existing accounts stay enabled.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('account')
    .addColumn('disabled', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('account').dropColumn('disabled').execute();
}
