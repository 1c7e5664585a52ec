/**
 * Worker thread of the fitness-map index build (./map-index.sorter.ts): receives the unsorted points
 * (RawPoints, their buffers transferred), sorts them into the index's store (sortPointsSteps, run to
 * completion: this thread serves no requests) and sends the store back with its buffers transferred, so
 * neither direction copies the ~45 bytes a point. The bundled server runs it as dist/map-index-worker.js.
 */
import { parentPort } from 'node:worker_threads';
import type { PointStore } from './map-index.js';
import { sortPointsSteps, type RawPoints } from './map-index.builder.js';

/** The buffers of a store, to transfer rather than copy. */
export function storeBuffers(store: PointStore): ArrayBuffer[] {
  const { keys, ids, types, lng, lat, sumLng, sumLat, blockCounts } = store;
  return [keys, ids, types, lng, lat, sumLng, sumLat, blockCounts].map((array) => array.buffer as ArrayBuffer);
}

parentPort?.once('message', (points: RawPoints) => {
  const steps = sortPointsSteps(points);
  for (;;) {
    const step = steps.next();
    if (step.done) {
      parentPort!.postMessage(step.value, storeBuffers(step.value));
      return;
    }
  }
});
