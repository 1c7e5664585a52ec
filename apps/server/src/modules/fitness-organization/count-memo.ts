/**
 * Totals of organisation filters, kept for TTL_MS per filter (not per page): the pages of one filter
 * share its count, which at national size is the costly part of a list request (an index range of up
 * to 200,000 entries for a category nationwide). Organisations change through the external filling
 * systems, so a total may lag by a minute, like the lists' response cache. Bounded to MAX_ENTRIES
 * (oldest dropped first).
 */
const TTL_MS = 60_000;
const MAX_ENTRIES = 5_000;

export class CountMemo {
  private readonly entries = new Map<string, { total: Promise<number>; until: number }>();

  /** The total under `key` if fresh, else `count()`'s (a failed count is not kept). */
  get(key: string, count: () => Promise<number>): Promise<number> {
    const now = performance.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.total;
    const total = count();
    this.entries.delete(key);
    this.entries.set(key, { total, until: now + TTL_MS });
    total.catch(() => this.entries.delete(key));
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    return total;
  }
}
