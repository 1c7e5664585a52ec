/**
 * An account's import grants as rows of `exchange_import_grant (account_id, system)` (migration 0026;
 * docs/decisions/data-exchange.md "File import": an account may import an entity's file only with a grant
 * for the entity's owning filling system, spec §6). Reads for the account pages and the in-transaction
 * helpers of the account commands (accounts-admin.commands.ts), which are the only admin writers.
 */
import type { Kysely, Transaction } from 'kysely';
import type { ExchangeSystem } from '@portal/contracts/data-exchange.codes';
import type { Database } from '../../db/database.js';

/** Systems sorted by id and without repeats: the stored set, and what the audit shows. */
export function normaliseImportGrants(systems: readonly ExchangeSystem[]): ExchangeSystem[] {
  return [...new Set(systems)].sort();
}

/** The audit's words for a set: the ids joined by commas, or `-` for none (ids are codes, never personal). */
export const importGrantsText = (systems: readonly ExchangeSystem[]): string =>
  systems.length === 0 ? '-' : systems.join(',');

/** The import grants of each of `accountIds` (sorted by system id; an account without any is absent). */
export async function importGrantsByAccount(
  db: Kysely<Database>,
  accountIds: readonly number[],
): Promise<Map<number, ExchangeSystem[]>> {
  const byAccount = new Map<number, ExchangeSystem[]>();
  if (accountIds.length === 0) return byAccount;
  const rows = await db
    .selectFrom('exchange_import_grant')
    .select(['account_id', 'system'])
    .where('account_id', 'in', accountIds)
    .orderBy('system')
    .execute();
  for (const row of rows) {
    const list = byAccount.get(row.account_id) ?? [];
    list.push(row.system as ExchangeSystem);
    byAccount.set(row.account_id, list);
  }
  return byAccount;
}

/** Replaces the import grants of `accountId` by `systems` (already normalised) inside the command `trx`. */
export async function writeImportGrants(
  trx: Transaction<Database>,
  accountId: number,
  systems: readonly ExchangeSystem[],
): Promise<void> {
  await trx.deleteFrom('exchange_import_grant').where('account_id', '=', accountId).execute();
  if (systems.length > 0)
    await trx
      .insertInto('exchange_import_grant')
      .values(systems.map((system) => ({ account_id: accountId, system })))
      .execute();
}
