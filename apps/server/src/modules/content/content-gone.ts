/**
 * Public rows that were withdrawn or deleted through the back office (table `content_gone`, written by
 * modules/content-admin; docs/decisions/content-management.md "Publishing and withdrawal"): their detail answers 410
 * instead of 404, so crawlers and caches drop the address for good.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

/** True when row `id` of public table `table` was withdrawn or deleted. */
export async function isGone(db: Kysely<Database>, table: string, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('content_gone')
    .select('row_id')
    .where('tbl', '=', table)
    .where('row_id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}
