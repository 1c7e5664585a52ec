/**
 * Sorts the fitness-map points into the index's store in a worker thread (./map-index.worker.ts), so a
 * national build (6 million points: quadtree keys, a radix sort, prefix sums) never holds the event loop:
 * requests keep their latency while the index is built (docs/benchmarks.md "Fitness map").
 *
 * The points' buffers are transferred to the worker and the store comes back in shared memory (StoreWriter):
 * nothing is copied. The worker file is
 * the TypeScript source under tsx (tests, `npm run dev`) or dist/map-index-worker.js in the bundled server
 * (apps/server/build.mjs). `signal` terminates the worker and rejects with an AbortError; a worker that
 * fails rejects with its error.
 */
import { askWorker, startModuleWorker } from '../../lib/worker-thread.js';
import type { RawPoints } from './map-index.builder.js';
import type { PointStore } from './map-index.js';

/** The sorted store of `points`, made in a worker thread. */
export function sortInWorker(points: RawPoints, signal?: AbortSignal): Promise<PointStore> {
  const worker = startModuleWorker(import.meta.url, './map-index.worker.ts', 'map-index-worker.js');
  const { ids, types, lng, lat } = points;
  return askWorker<PointStore>(worker, 'map index build', points, {
    transfer: [ids.buffer, types.buffer, lng.buffer, lat.buffer] as ArrayBuffer[],
    signal,
  });
}
