/**
 * One full garbage collection soon after a large in-memory model was built (docs/decisions/data-spine.md
 * "Memory after a build").
 *
 * Why: building a national read model (6.5 million map points, 1.66 million facilities) leaves hundreds of
 * MB of temporary objects in V8's old space. An idle or lightly used server runs no major collection for
 * minutes, so that garbage stays resident (national size: 1,631 MB resident with 525 MB of heap in use;
 * after one full collection 1,188 MB and 244 MB). One collection after the last of a burst of builds gives
 * the memory back at once, at the cost of one pause of about a second while nothing else is built.
 *
 * `settleHeapSoon()` asks for it: the collection runs SETTLE_DELAY_MS after the last ask (a burst of
 * builds at start-up gives one), and at most once per MIN_INTERVAL_MS. The collector is the `gc` that
 * V8's --expose-gc flag provides, switched on at run time as Jest does for --logHeapUsage
 * (`v8.setFlagsFromString` + `vm.runInNewContext('gc')`); if that is unavailable nothing happens.
 * `heapSettles()` reports what ran: count, the last pause (ms) and the heap freed (bytes).
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Quiet time after the last ask before collecting (ms). */
export const SETTLE_DELAY_MS = 2_000;
/** Shortest time between two collections (ms): a model rebuilt again and again does not pause each time. */
export const MIN_INTERVAL_MS = 5 * 60_000;

export interface HeapSettles {
  count: number;
  lastPauseMs: number | null;
  lastFreedBytes: number | null;
}

const settles: HeapSettles = { count: 0, lastPauseMs: null, lastFreedBytes: null };
let timer: NodeJS.Timeout | null = null;
let lastRunAt = -Infinity;
let collector: (() => void) | null | undefined;

/** V8's full collection, or null when it cannot be had. */
function fullCollector(): (() => void) | null {
  if (collector !== undefined) return collector;
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (typeof exposed === 'function') return (collector = exposed);
  try {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as unknown;
    collector = typeof gc === 'function' ? (gc as () => void) : null;
  } catch {
    collector = null;
  }
  return collector;
}

function settle(): void {
  timer = null;
  const gc = fullCollector();
  if (!gc) return;
  const before = process.memoryUsage().heapUsed;
  const started = performance.now();
  gc();
  lastRunAt = performance.now();
  settles.count += 1;
  settles.lastPauseMs = Math.round(lastRunAt - started);
  settles.lastFreedBytes = Math.max(0, before - process.memoryUsage().heapUsed);
}

/** Asks for one full collection SETTLE_DELAY_MS (or `delayMs`) from now (module comment). */
export function settleHeapSoon(delayMs = SETTLE_DELAY_MS): void {
  if (timer) clearTimeout(timer);
  const wait = Math.max(delayMs, lastRunAt + MIN_INTERVAL_MS - performance.now());
  timer = setTimeout(settle, wait);
  timer.unref();
}

/** What the collections so far did (a copy). */
export function heapSettles(): HeapSettles {
  return { ...settles };
}
