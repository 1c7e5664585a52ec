/**
 * Worker thread of the fitness-map index build (./map-index.sorter.ts): receives the unsorted points
 * (RawPoints, their buffers transferred, not copied), sorts them into the index's store (sortPointsSteps,
 * run to completion: this thread serves no requests) and sends the store back. The store is in shared
 * memory (StoreWriter), so sending it copies nothing. The bundled server runs it as dist/map-index-worker.js.
 */
import { parentPort } from 'node:worker_threads';
import { runStepsNow, sortPointsSteps, type RawPoints } from './map-index.builder.js';

parentPort?.once('message', (points: RawPoints) => {
  parentPort!.postMessage(runStepsNow(sortPointsSteps(points)));
});
