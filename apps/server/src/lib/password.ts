/**
 * Password hashing with scrypt (node:crypto), the format of `account.password_hash` (db/tables/auth.ts):
 *
 *   scrypt$N$r$p$<salt base64>$<key base64>      e.g. scrypt$32768$8$1$3q2+7w...$hJ8...
 *
 * - a fresh 16-byte random salt per hash, a 32-byte derived key;
 * - N = 2^15, r = 8, p = 1 (32 MiB, ~100 ms on the 2-core reference machine). The parameters travel in
 *   the string, so raising them later only affects new hashes and old ones still verify;
 * - verification compares keys in constant time.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const COST = 2 ** 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 32;

function deriveKey(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  // maxmem must exceed 128 * N * r bytes, or node refuses the parameters.
  const maxmem = 256 * (options.N ?? COST) * (options.r ?? BLOCK_SIZE) + 1024 * 1024;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes `password` into the `scrypt$N$r$p$salt$key` format above. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, KEY_BYTES, { N: COST, r: BLOCK_SIZE, p: PARALLELISM });
  return ['scrypt', COST, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * True when `password` matches `stored`. A malformed or non-scrypt `stored` value answers false
 * (never throws), so a damaged row cannot turn a login into a 500.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4]!, 'base64');
  const expected = Buffer.from(parts[5]!, 'base64');
  // N must be a power of two; the upper bounds stop a planted row from costing gigabytes of memory.
  const sane =
    [N, r, p].every((n) => Number.isInteger(n) && n > 0) &&
    N > 1 &&
    (N & (N - 1)) === 0 &&
    N <= 2 ** 20 &&
    r <= 32 &&
    p <= 16;
  if (!sane || salt.length === 0 || expected.length < 16) return false;
  try {
    const actual = await deriveKey(password, salt, expected.length, { N, r, p });
    return timingSafeEqual(actual, expected);
  } catch {
    return false; // parameters node's scrypt refuses
  }
}

/**
 * A valid hash of a random password: verifying against it costs the same as a real account, so an
 * unknown user name takes as long to reject as a wrong password (no user-name probing by timing).
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}
let dummyHash: Promise<string> | undefined;
