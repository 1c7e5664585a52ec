/**
 * Optional app keys of the row API (docs/decisions/open-data.md "App keys"): a key gets the higher limit
 * OPEN_API_KEY_BURST per window instead of the keyless per-address one. A key is 32 random bytes (256 bits)
 * as base64url behind the prefix `od_`; the server knows only its SHA-256 (hex), listed in OPEN_DATA_APP_KEYS
 * (config.ts), so neither the configuration nor a leaked environment reveals a usable key. An operator mints
 * one with `npm run open-data-key` (../../open-data-key-cli.ts), hands the key to the user and adds the hash to
 * the list; removing the hash revokes it. SHA-256 without salt suffices: the keys are random, not passwords.
 */
import { createHash, randomBytes } from 'node:crypto';

const PREFIX = 'od_';
/** A key as issued: the prefix and 43 base64url characters. */
const KEY_FORMAT = /^od_[A-Za-z0-9_-]{43}$/;
/** A hash as listed in OPEN_DATA_APP_KEYS. */
export const APP_KEY_HASH_FORMAT = /^[0-9a-f]{64}$/;

/** SHA-256 (lower-case hex) of a key. */
export const appKeyHash = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/** A new key and the hash to list in OPEN_DATA_APP_KEYS. */
export function newAppKey(): { key: string; hash: string } {
  const key = `${PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, hash: appKeyHash(key) };
}

/**
 * The configured keys: `check(header)` is 'none' without a key, the key's hash when it is listed, 'invalid'
 * otherwise (malformed or not listed).
 */
export class AppKeys {
  private readonly hashes: ReadonlySet<string>;

  constructor(hashes: readonly string[]) {
    this.hashes = new Set(hashes);
  }

  check(header: string | string[] | undefined): 'none' | 'invalid' | { hash: string } {
    if (header === undefined || header === '') return 'none';
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !KEY_FORMAT.test(key)) return 'invalid';
    const hash = appKeyHash(key);
    return this.hashes.has(hash) ? { hash } : 'invalid';
  }
}
