/**
 * Random bearer secrets (session tokens, single-sign-on tickets) and their stored form.
 * Tokens carry 256 random bits, base64url-encoded (43 characters); only their SHA-256 hex digest is
 * stored, so a leaked database does not leak usable tokens.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new random token: 32 bytes from the CSPRNG as base64url (43 chars, no padding). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Lower-case hex SHA-256 of `value` (64 chars), the key under which tokens and tickets are stored. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * Shape check before any database work: base64url, 16..128 chars. Anything else cannot be a token we
 * issued, so it is rejected without a query.
 */
export function looksLikeToken(value: unknown): value is string {
  return typeof value === 'string' && value.length >= 16 && value.length <= 128 && /^[A-Za-z0-9_-]+$/.test(value);
}

/** Constant-time string equality (for shared secrets); lengths are hidden by hashing both sides first. */
export function secretsEqual(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}
