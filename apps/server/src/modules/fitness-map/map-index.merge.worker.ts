/**
 * Worker thread of the fitness-map index merges (./map-index.merger.ts): each MergeRequest names the
 * current index's store (shared memory: nothing is copied), the changed point ids and their current rows;
 * the thread runs the merge pass (./map-index.changes.ts) to completion and answers with the new store
 * (shared memory too) and the old positions of the removed points. The bundled server runs it as
 * dist/map-merge-worker.js.
 */
import { serveRequests } from '../../lib/worker-thread.js';
import { applyPointChanges, type PointRow } from './map-index.changes.js';
import { MapIndex, type PointStore } from './map-index.js';

export interface MergeRequest {
  store: PointStore;
  changedIds: readonly number[];
  rows: readonly PointRow[];
}

export interface MergeAnswer {
  store: PointStore;
  /** lng, lat pairs (degrees) of the removed points' old positions. */
  removed: number[];
}

serveRequests<MergeRequest, MergeAnswer>(async ({ store, changedIds, rows }) => {
  const removed: number[] = [];
  const merged = applyPointChanges(new MapIndex(store), new Set(changedIds), rows, removed);
  return { answer: { store: merged.store, removed } };
});
