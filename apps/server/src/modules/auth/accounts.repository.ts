/**
 * Accounts (table `account`): the public-access account the web app logs in with automatically
 * (spec §6) and the agency staff accounts (spec §1, §6), as the login reads and locks them. Passwords
 * are scrypt hashes (lib/password.ts). The accounts the portal creates itself (the public-access account,
 * the seed's agency accounts) are written by data/accounts.ts.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

/** An account row as the auth module reads it. */
export interface AccountRow {
  id: number;
  user_name: string;
  display_name: string;
  kind: string;
  organ_name: string;
  password_hash: string;
  failed_count: number;
  locked_until: string | null;
  /** 1 when the site admin disabled the account (no login). */
  disabled: number;
}

/** The columns of an AccountRow. */
const ACCOUNT_COLUMNS = [
  'id',
  'user_name',
  'display_name',
  'kind',
  'organ_name',
  'password_hash',
  'failed_count',
  'locked_until',
  'disabled',
] as const;

/** The account named `userName`, or undefined. */
export async function findAccountByUserName(db: Kysely<Database>, userName: string): Promise<AccountRow | undefined> {
  return db.selectFrom('account').select(ACCOUNT_COLUMNS).where('user_name', '=', userName).executeTakeFirst();
}

/** The account with `id`, or undefined. */
export async function findAccountById(db: Kysely<Database>, id: number): Promise<AccountRow | undefined> {
  return db.selectFrom('account').select(ACCOUNT_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/**
 * Adds one failed login to the account's counter atomically (safe with several server instances) and
 * returns the new count.
 */
export async function incrementFailedCount(db: Kysely<Database>, accountId: number): Promise<number> {
  const row = await db
    .updateTable('account')
    .set((eb) => ({ failed_count: eb('failed_count', '+', 1) }))
    .where('id', '=', accountId)
    .returning('failed_count')
    .executeTakeFirst();
  return row?.failed_count ?? 0;
}

/** Locks the account until `until` (ISO UTC) and restarts its failure count. */
export async function lockAccount(db: Kysely<Database>, accountId: number, until: string): Promise<void> {
  await db.updateTable('account').set({ locked_until: until, failed_count: 0 }).where('id', '=', accountId).execute();
}

/** Clears failures and any lock after a successful login (no write when there is nothing to clear). */
export async function clearFailures(db: Kysely<Database>, account: AccountRow): Promise<void> {
  if (account.failed_count === 0 && account.locked_until === null) return;
  await db.updateTable('account').set({ failed_count: 0, locked_until: null }).where('id', '=', account.id).execute();
}
