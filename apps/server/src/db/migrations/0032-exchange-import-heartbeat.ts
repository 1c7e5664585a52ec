/**
 * exchange_import.heartbeat_at (ISO UTC): when the instance running an import's dry run or apply last
 * showed it alive (set when it starts and with every committed chunk). An import left `applying` or
 * `previewing` with an old heartbeat was cut off (the instance stopped or was killed); any instance claims it
 * and resumes it (docs/decisions/data-exchange.md "File import: interrupted imports").
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('exchange_import').addColumn('heartbeat_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('exchange_import').dropColumn('heartbeat_at').execute();
}
