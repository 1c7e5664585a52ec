/**
 * Response caches that follow the data (docs/decisions/data-spine.md): `tableCache(db, tables)` makes a
 * ResponseCache (lib/http/response-cache.ts) that is cleared on this instance whenever a version of one of
 * `tables` grows (change-feed.ts: a commit here, the bus from another instance, or the probe), so a write
 * shows on every instance's lists and details one bus hop after its commit; and again whenever a read model
 * over those tables installs its new value, since an answer cached in between came from the old one. `'*'`: any table (the first
 * HTML, which renders every section).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { ResponseCache, RESPONSE_CACHE_TTL_MS } from '../lib/http/response-cache.js';
import type { TableName } from './change-log.js';
import { changeFeedOf } from './change-feed.js';

/**
 * Default lifetime of an entry: the content kit's 2 s (lib/http/response-cache.ts). Writes through commands
 * clear entries at once; the TTL still bounds rows written outside the write path (SQL by hand, tests).
 */
export const TABLE_CACHE_TTL_MS = RESPONSE_CACHE_TTL_MS;

export interface TableCacheOptions {
  /** Entries kept at most (least recently used first out); default 500. */
  maxEntries?: number;
  /** Lifetime of an entry in ms; default TABLE_CACHE_TTL_MS. Shorter where an answer depends on the clock. */
  ttlMs?: number;
}

/** A response cache on `db` cleared when any of `tables` changes (module comment). */
export function tableCache(
  db: Kysely<Database>,
  tables: readonly TableName[] | '*',
  options: TableCacheOptions = {},
): ResponseCache {
  const cache = new ResponseCache(options.maxEntries ?? 500, options.ttlMs ?? TABLE_CACHE_TTL_MS);
  const feed = changeFeedOf(db);
  feed.onChange(tables, () => cache.clear());
  feed.onModelRefreshed(tables, () => cache.clear());
  return cache;
}
