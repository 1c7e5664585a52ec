/**
 * Session rows (table `session`): one per issued token, keyed by the token's SHA-256 hex. Times are
 * ISO UTC text (db/tables/auth.ts), which compare correctly as strings on both dialects.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

/** A session joined with its account's names (what validation and checkToken need). */
export interface SessionWithAccount {
  token_hash: string;
  kind: string;
  account_id: number;
  last_used_at: string;
  expires_at: string;
  user_name: string;
  display_name: string;
  organ_name: string;
}

/** Stores a new session. */
export async function insertSession(
  db: Kysely<Database>,
  row: { tokenHash: string; kind: 'public' | 'agency'; accountId: number; now: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('session')
    .values({
      token_hash: row.tokenHash,
      kind: row.kind,
      account_id: row.accountId,
      created_at: row.now,
      last_used_at: row.now,
      expires_at: row.expiresAt,
    })
    .execute();
}

/** The session with `tokenHash` and its account, or undefined (expiry is the caller's decision). */
export async function findSession(db: Kysely<Database>, tokenHash: string): Promise<SessionWithAccount | undefined> {
  return (
    db
      .selectFrom('session')
      .innerJoin('account', 'account.id', 'session.account_id')
      .select([
        'session.token_hash',
        'session.kind',
        'session.account_id',
        'session.last_used_at',
        'session.expires_at',
        'account.user_name',
        'account.display_name',
        'account.organ_name',
      ])
      .where('session.token_hash', '=', tokenHash)
      // A disabled account's sessions are deleted when it is disabled; this keeps a straggler dead too.
      .where('account.disabled', '=', 0)
      .executeTakeFirst()
  );
}

/** Deletes every session of account `accountId`; answers the token hashes it deleted. */
export async function deleteAccountSessions(db: Kysely<Database>, accountId: number): Promise<string[]> {
  const rows = await db.deleteFrom('session').where('account_id', '=', accountId).returning('token_hash').execute();
  return rows.map((r) => r.token_hash);
}

/** Records activity on a session (agency idle timeout). */
export async function touchSession(db: Kysely<Database>, tokenHash: string, at: string): Promise<void> {
  await db.updateTable('session').set({ last_used_at: at }).where('token_hash', '=', tokenHash).execute();
}

/** Deletes a session; answers whether a row was there. */
export async function deleteSession(db: Kysely<Database>, tokenHash: string): Promise<boolean> {
  const result = await db.deleteFrom('session').where('token_hash', '=', tokenHash).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Deletes sessions past their absolute end, and agency sessions idle since before `idleBefore`
 * (both ISO UTC). Keeps the table from growing with every anonymous visitor's public token.
 */
export async function purgeExpiredSessions(db: Kysely<Database>, now: string, idleBefore: string): Promise<void> {
  await db
    .deleteFrom('session')
    .where((eb) =>
      eb.or([eb('expires_at', '<=', now), eb.and([eb('kind', '=', 'agency'), eb('last_used_at', '<', idleBefore)])]),
    )
    .execute();
}

/** The public-access account the server is configured with: names for the session, hash for the token key. */
export interface PublicAccountIdentity {
  id: number;
  user_name: string;
  display_name: string;
  organ_name: string;
  password_hash: string;
}

/** The public-access account named `userName`, or undefined when it does not exist (yet). */
export async function findPublicAccount(
  db: Kysely<Database>,
  userName: string,
): Promise<PublicAccountIdentity | undefined> {
  return db
    .selectFrom('account')
    .select(['id', 'user_name', 'display_name', 'organ_name', 'password_hash'])
    .where('user_name', '=', userName)
    .where('kind', '=', 'public')
    .executeTakeFirst();
}
