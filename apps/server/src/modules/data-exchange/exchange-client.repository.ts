/**
 * Exchange client keys (table exchange_client; docs/decisions/data-exchange.md). The only reader of the
 * stored HMAC secret: it never leaves the server.
 */
import type { Kysely } from 'kysely';
import { EXCHANGE_SYSTEMS, type ExchangeSystem } from '@portal/contracts/data-exchange';
import type { Database } from '../../db/database.js';
import { newToken } from '../../lib/tokens.js';

/** Prefix of issued app keys (a leaked key is recognisable). */
export const APP_KEY_PREFIX = 'ex_';

/** An active client: its system and signing secret. */
export interface ExchangeClient {
  appKey: string;
  system: ExchangeSystem;
  secret: string;
}

/** The active (not revoked) client with this app key, or undefined. */
export async function findActiveClient(db: Kysely<Database>, appKey: string): Promise<ExchangeClient | undefined> {
  const row = await db
    .selectFrom('exchange_client')
    .select(['app_key', 'system', 'secret'])
    .where('app_key', '=', appKey)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row || !(EXCHANGE_SYSTEMS as readonly string[]).includes(row.system)) return undefined;
  return { appKey: row.app_key, system: row.system as ExchangeSystem, secret: row.secret };
}

/** Issues a new key and secret for `system`; both are returned once. */
export async function issueClient(
  db: Kysely<Database>,
  system: ExchangeSystem,
  now: Date,
): Promise<{ appKey: string; secret: string }> {
  const appKey = `${APP_KEY_PREFIX}${newToken()}`;
  const secret = newToken();
  await db
    .insertInto('exchange_client')
    .values({ app_key: appKey, system, secret, created_at: now.toISOString(), revoked_at: null })
    .execute();
  return { appKey, secret };
}

/** Revokes an active key; returns its system, or undefined when there is no such active key. */
export async function revokeClient(
  db: Kysely<Database>,
  appKey: string,
  now: Date,
): Promise<ExchangeSystem | undefined> {
  const client = await findActiveClient(db, appKey);
  if (!client) return undefined;
  await db
    .updateTable('exchange_client')
    .set({ revoked_at: now.toISOString() })
    .where('app_key', '=', appKey)
    .execute();
  return client.system;
}
