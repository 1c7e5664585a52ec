/**
 * Worker thread of the fitness-map index merges (./map-index.merger.ts): each MergeRequest names the
 * current index's store (shared memory: nothing is copied), the changed point ids and their current rows,
 * and the store of a retired index to write into (./map-index.builder.ts StoreWriter);
 * the thread runs the merge pass (./map-index.changes.ts) to completion and answers with the new store
 * (shared memory too) and the old positions of the removed points. The bundled server runs it as
 * dist/map-merge-worker.js.
 */
import { serveRequests } from '../../lib/worker-thread.js';
import { applyPointChanges, type PointRow } from './map-index.changes.js';
import { MapIndex, type PointStore } from './map-index.js';

export interface MergeRequest {
  store: PointStore;
  /** A retired index's store to write the new one into (shared memory), or null for new buffers. */
  recycle: PointStore | null;
  changedIds: readonly number[];
  rows: readonly PointRow[];
}

export interface MergeAnswer {
  store: PointStore;
  /** lng, lat pairs (degrees) of the removed points' old positions. */
  removed: number[];
}

serveRequests<MergeRequest, MergeAnswer>(async ({ store, recycle, changedIds, rows }) => {
  const removed: number[] = [];
  const merged = applyPointChanges(new MapIndex(store), new Set(changedIds), rows, removed, recycle ?? undefined);
  return { answer: { store: merged.store, removed } };
});
