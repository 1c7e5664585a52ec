/**
 * lib/heap-settle.ts: one full collection after the last ask, which frees what was garbage; asks in a burst
 * give one collection.
 */
import { describe, expect, it, vi } from 'vitest';
import { heapSettles, settleHeapSoon } from './heap-settle.js';

describe('settleHeapSoon', () => {
  it('runs one full collection after a burst of asks and frees the garbage left behind', async () => {
    const before = heapSettles().count;
    // About 50 MB of short-lived objects that a young-generation collection alone may have promoted.
    let garbage: string[][] | null = Array.from({ length: 200 }, (_, i) =>
      Array.from({ length: 5_000 }, (_, j) => `${i}-${j}-${'x'.repeat(32)}`),
    );
    expect(garbage.length).toBe(200);
    garbage = null;
    for (let i = 0; i < 5; i++) settleHeapSoon(50);
    await vi.waitFor(() => expect(heapSettles().count).toBe(before + 1), { timeout: 5_000, interval: 20 });
    const settles = heapSettles();
    expect(settles.lastPauseMs).toBeGreaterThanOrEqual(0);
    expect(settles.lastFreedBytes).toBeGreaterThan(0);
    // Nothing more runs without another ask.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heapSettles().count).toBe(before + 1);
  });
});
