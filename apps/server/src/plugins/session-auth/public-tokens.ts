/**
 * Stateless, signed public-access tokens (spec §4 automatic public login, §9 lifetime 14400 s).
 *
 * Why not a session row like agency tokens: every first visit logs in with the public account, so a busy
 * day (the real platform's peak: 4.24 million visits) would write millions of rows that expire unused, and
 * a login would cost a database write. A public token carries its own end and a MAC instead; validating
 * it is one HMAC-SHA256. Nothing to purge, nothing shared between instances but the key.
 *
 * Layout (base64url, 53 characters, within lib/tokens.ts `looksLikeToken`):
 *   'pub_' + b64url(expires: uint32 seconds since the epoch, big-endian ‖ 16 random bytes) + b64url(mac)
 * where mac = the first 16 bytes of HMAC-SHA256(key, payload). 128 random bits make two tokens never
 * equal; 128 bits of MAC make them unforgeable without the key.
 *
 * The key is derived from the public account's stored scrypt hash (`publicTokenKey`): every instance on
 * the same database derives the same key with no configuration, and changing the public password (which
 * rewrites the hash) ends every public token at once. A public token opens only what the public account
 * opens, whose password ships in the web app, so the key guards little beyond the token's lifetime.
 * A public token cannot be revoked before its end (there is nothing to revoke: logout is for agency
 * sessions, spec §7).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const PUBLIC_TOKEN_PREFIX = 'pub_';
const PAYLOAD_BYTES = 20;
const MAC_BYTES = 16;
const PAYLOAD_CHARS = 27; // base64url of 20 bytes
const TOKEN_LENGTH = PUBLIC_TOKEN_PREFIX.length + PAYLOAD_CHARS + 22; // + base64url of 16 bytes

/** The signing key for the public account whose stored password hash is `passwordHash`. */
export function publicTokenKey(passwordHash: string): Buffer {
  return createHmac('sha256', 'portal public-access token v1').update(passwordHash).digest();
}

function macOf(key: Buffer, payload: Buffer): Buffer {
  return createHmac('sha256', key).update(payload).digest().subarray(0, MAC_BYTES);
}

/** A new public token ending at `expiresAtMs` (rounded down to the second). */
export function signPublicToken(key: Buffer, expiresAtMs: number): string {
  const payload = randomBytes(PAYLOAD_BYTES);
  payload.writeUInt32BE(Math.floor(expiresAtMs / 1000), 0);
  return `${PUBLIC_TOKEN_PREFIX}${payload.toString('base64url')}${macOf(key, payload).toString('base64url')}`;
}

/** True when `token` has the shape of a public token (it may still be forged or expired). */
export function isPublicToken(token: string): boolean {
  return token.length === TOKEN_LENGTH && token.startsWith(PUBLIC_TOKEN_PREFIX);
}

/** The end of a genuine public token (ms since the epoch), or null for a forged or malformed one. */
export function verifyPublicToken(key: Buffer, token: string): number | null {
  if (!isPublicToken(token)) return null;
  const payload = Buffer.from(
    token.slice(PUBLIC_TOKEN_PREFIX.length, PUBLIC_TOKEN_PREFIX.length + PAYLOAD_CHARS),
    'base64url',
  );
  const mac = Buffer.from(token.slice(PUBLIC_TOKEN_PREFIX.length + PAYLOAD_CHARS), 'base64url');
  if (payload.length !== PAYLOAD_BYTES || mac.length !== MAC_BYTES) return null;
  if (!timingSafeEqual(mac, macOf(key, payload))) return null;
  return payload.readUInt32BE(0) * 1000;
}
