/**
 * Merges point changes into the fitness-map index in a worker thread (./map-index.merge.worker.ts,
 * docs/decisions/data-spine.md "Map index"), so the event loop never runs the pass over 6.5 M points:
 * done on it in steps, the pass took ~0.5 s a merge with steps of up to ~50 ms, during which every
 * request waited. The stores are in shared memory, so neither direction copies them.
 *
 * One thread per process, started on the first merge and ended after IDLE_MS without one (so an idle
 * thread never keeps an old index's memory alive for long). Resolves with the new index and the old
 * positions of the removed points; rejects with the thread's error.
 */
import { RequestWorker, startModuleWorker } from '../../lib/worker-thread.js';
import type { PointRow } from './map-index.changes.js';
import { MapIndex } from './map-index.js';
import type { MergeAnswer, MergeRequest } from './map-index.merge.worker.js';

/** The thread ends after this long without a merge (point changes come at least every MERGE_INTERVAL_MS when busy). */
const IDLE_MS = 30_000;

const mergeThread = new RequestWorker<MergeRequest, MergeAnswer>(
  'map index merge',
  () => startModuleWorker(import.meta.url, './map-index.merge.worker.ts', 'map-merge-worker.js'),
  IDLE_MS,
);

/**
 * `retired`: an index no request reads any more (MapIndex.retire), whose buffers the thread writes the new
 * store into when they have room; null for new buffers.
 */
export async function mergeInWorker(
  index: MapIndex,
  changedIds: ReadonlySet<number>,
  rows: readonly PointRow[],
  retired: MapIndex | null = null,
): Promise<{ index: MapIndex; removed: number[] }> {
  const { store, removed } = await mergeThread.request({
    store: index.store,
    recycle: retired?.store ?? null,
    changedIds: [...changedIds],
    rows,
  });
  return { index: new MapIndex(store), removed };
}
