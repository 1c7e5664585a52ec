/**
 * Repair reports need the public forms' proof of work (docs/decisions/security.md N4): `fix_report.challenge_id`
 * holds the nonce of the solved challenge a report was filed with, unique so a challenge serves one report on
 * every instance (as `feedback.challenge_id`). Null for reports filed before, and for seeded ones.
 * The index name holds the column name, which is how an insert's unique violation is told apart
 * (db/unique-violation.ts). Frozen at the time of writing; identifiers are constants.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('fix_report').addColumn('challenge_id', 'text').execute();
  await db.schema.createIndex('fix_report_challenge_id_key').on('fix_report').column('challenge_id').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('fix_report_challenge_id_key').execute();
  await db.schema.alterTable('fix_report').dropColumn('challenge_id').execute();
}
