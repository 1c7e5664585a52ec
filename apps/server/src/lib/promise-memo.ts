/**
 * Answers kept for a while per key, as promises, so concurrent and repeated asks of one key share one
 * computation: the organisation lists' totals per filter, the site search's counts per query. A failed
 * computation is not kept. Bounded to `maxEntries` (least recently used dropped first, by lru-cache:
 * docs/decisions/server-conventions.md "Bounded caches"); entries live `ttlMs`.
 */
import { LRUCache } from 'lru-cache';

export class PromiseMemo<T> {
  private readonly entries: LRUCache<string, { value: Promise<T>; until: number }>;

  constructor(
    private readonly ttlMs: number,
    maxEntries: number,
  ) {
    this.entries = new LRUCache({ max: maxEntries });
  }

  /** Forgets every value (the data behind them changed). */
  clear(): void {
    this.entries.clear();
  }

  /** The value under `key` if fresh, else `compute()`'s. */
  get(key: string, compute: () => Promise<T>): Promise<T> {
    const now = performance.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.value;
    const value = compute();
    this.entries.set(key, { value, until: now + this.ttlMs });
    value.catch(() => this.entries.delete(key));
    return value;
  }
}
