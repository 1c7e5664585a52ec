/**
 * Answers kept for a while per key, as promises, so concurrent and repeated asks of one key share one
 * computation: the organisation lists' totals per filter, the site search's counts per query. A failed
 * computation is not kept. Bounded to `maxEntries` (oldest dropped first); entries live `ttlMs`.
 */
export class PromiseMemo<T> {
  private readonly entries = new Map<string, { value: Promise<T>; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

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
    this.entries.delete(key);
    this.entries.set(key, { value, until: now + this.ttlMs });
    value.catch(() => this.entries.delete(key));
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    return value;
  }
}
