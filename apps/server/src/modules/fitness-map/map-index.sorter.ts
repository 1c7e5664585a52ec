/**
 * Sorts the fitness-map points into the index's store in a worker thread (./map-index.worker.ts), so a
 * national build (6 million points: quadtree keys, a radix sort, prefix sums) never holds the event loop:
 * requests keep their latency while the index is built (docs/benchmarks.md "Fitness map").
 *
 * The points' buffers are transferred to the worker and the store's back, not copied. The worker file is
 * the TypeScript source under tsx (tests, `npm run dev`) or dist/map-index-worker.js in the bundled server
 * (apps/server/build.mjs). `signal` terminates the worker and rejects with an AbortError; a worker that
 * fails rejects with its error.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RawPoints } from './map-index.builder.js';
import type { PointStore } from './map-index.js';

/** A new worker running ./map-index.worker.ts: the source under tsx, or the bundle's file. */
function startWorker(): Worker {
  if (import.meta.url.endsWith('.ts')) {
    // Source (tests, tsx; run from the repository): a worker does not inherit tsx's loader, so it registers
    // it before the import ('tsx/esm/api' resolves from the working directory in an eval worker).
    const source = new URL('./map-index.worker.ts', import.meta.url).href;
    return new Worker(
      `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`,
      { eval: true },
    );
  }
  // Bundled: this code is in dist/server.js or in a chunk under dist/chunks/.
  for (const relative of ['./map-index-worker.js', '../map-index-worker.js']) {
    const file = new URL(relative, import.meta.url);
    if (existsSync(fileURLToPath(file))) return new Worker(file);
  }
  throw new Error('map-index-worker.js is missing beside the bundled server');
}

/** The sorted store of `points`, made in a worker thread. */
export function sortInWorker(points: RawPoints, signal?: AbortSignal): Promise<PointStore> {
  return new Promise<PointStore>((resolve, reject) => {
    const worker = startWorker();
    const onAbort = () => {
      void worker.terminate();
      reject(new DOMException('map index build aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);
    worker.once('message', (store: PointStore) => {
      settle();
      void worker.terminate();
      resolve(store);
    });
    worker.once('error', (error) => {
      settle();
      reject(error);
    });
    worker.once('exit', (code) => {
      settle();
      reject(new Error(`map index worker exited with code ${code} before answering`));
    });
    const { ids, types, lng, lat } = points;
    worker.postMessage(points, [ids.buffer, types.buffer, lng.buffer, lat.buffer] as ArrayBuffer[]);
  });
}
