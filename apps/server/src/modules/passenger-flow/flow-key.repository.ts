/**
 * Venue push keys (table venue_flow_key; a per-venue key, stored hashed; docs/passenger-flow-integration.md).
 *
 * A key is a random secret handed to one venue's own system; only `sha256Hex(key)` (lib/tokens.ts) is
 * stored, so the database never holds a usable key. One key per venue: issuing again replaces the old
 * one at once (rotation). Issued keys are 'pf_' + 43 base64url characters (256 random bits; the prefix
 * makes a leaked key recognisable and never starts with '-'); any string of 16..128 characters
 * [A-Za-z0-9_-] is a well-formed key (the seeded development key is one).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { looksLikeToken, newToken, sha256Hex } from '../../lib/tokens.js';

/** Prefix of the keys the portal issues. */
export const ISSUED_KEY_PREFIX = 'pf_';

/** The venue a push key belongs to, or undefined for a malformed or unknown key. */
export async function findOrganIdByKey(db: Kysely<Database>, key: unknown): Promise<number | undefined> {
  if (!looksLikeToken(key)) return undefined;
  const row = await db
    .selectFrom('venue_flow_key')
    .select('organ_id')
    .where('key_hash', '=', sha256Hex(key))
    .executeTakeFirst();
  return row?.organ_id;
}

/** Every stored key hash (the push rate limit's per-venue buckets). */
export async function listFlowKeyHashes(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('venue_flow_key').select('key_hash').execute();
  return rows.map((row) => row.key_hash);
}

/**
 * Stores `key` (hashed) as the venue's push key, replacing any previous key. Returns whether a key was
 * replaced. Throws when the same key is already stored for another venue (unique key_hash).
 */
export async function storeFlowKey(
  db: Kysely<Database>,
  organId: number,
  key: string,
  now: Date,
): Promise<{ replaced: boolean }> {
  return db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('venue_flow_key').where('organ_id', '=', organId).executeTakeFirst();
    await trx
      .insertInto('venue_flow_key')
      .values({ organ_id: organId, key_hash: sha256Hex(key), created_at: now.toISOString() })
      .execute();
    return { replaced: Number(deleted.numDeletedRows) > 0 };
  });
}

/** Issues a new random key for the venue (replacing any old one) and returns it; it is not stored in clear. */
export async function issueFlowKey(
  db: Kysely<Database>,
  organId: number,
  now: Date,
): Promise<{ key: string; replaced: boolean }> {
  const key = `${ISSUED_KEY_PREFIX}${newToken()}`;
  const { replaced } = await storeFlowKey(db, organId, key, now);
  return { key, replaced };
}

/** Deletes the venue's key; true when there was one. */
export async function revokeFlowKey(db: Kysely<Database>, organId: number): Promise<boolean> {
  const deleted = await db.deleteFrom('venue_flow_key').where('organ_id', '=', organId).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

/** When the venue's current key was issued (ISO UTC), or undefined when it has none. */
export async function flowKeyIssuedAt(db: Kysely<Database>, organId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('venue_flow_key')
    .select('created_at')
    .where('organ_id', '=', organId)
    .executeTakeFirst();
  return row?.created_at;
}
