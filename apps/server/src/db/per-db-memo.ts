/**
 * A value loaded from the database and kept per database instance for `ttlMs` milliseconds — for small,
 * rarely changing lookups (division names, the distinct sports of a table) that every request needs.
 *
 * Keyed by the Kysely instance (a WeakMap), so each test app has its own entry and nothing leaks when a
 * database is closed. Concurrent callers share one pending load; a failed load is forgotten, so the next
 * call tries again instead of repeating the failure for `ttlMs`.
 */
import type { Kysely } from 'kysely';
import type { Database } from './database.js';

/** Returns `get(db)`: the value `load(db)` produced at most `ttlMs` ago. */
export function perDbMemo<T>(
  ttlMs: number,
  load: (db: Kysely<Database>) => Promise<T>,
): (db: Kysely<Database>) => Promise<T> {
  const entries = new WeakMap<Kysely<Database>, { until: number; value: Promise<T> }>();
  return (db) => {
    const now = performance.now();
    const hit = entries.get(db);
    if (hit && hit.until > now) return hit.value;
    const value = load(db);
    const entry = { until: now + ttlMs, value };
    entries.set(db, entry);
    value.catch(() => {
      if (entries.get(db) === entry) entries.delete(db);
    });
    return value;
  };
}
