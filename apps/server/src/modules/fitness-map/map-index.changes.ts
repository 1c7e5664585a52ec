/**
 * Applies point changes to a fitness-map index without reading the 6 million points again
 * (docs/decisions/data-spine.md "Map index"): a new index is made by one merge pass over the old one,
 * dropping the points whose id changed and inserting their current rows in key order. The old index keeps
 * answering until the new one is complete (the read-model holder swaps them).
 *
 * Cost: O(points) copying plus O(changes log changes) sorting; at 6 million points one pass of the typed
 * arrays (~0.5 s), which is why it runs in a worker thread (./map-index.merger.ts), never on the event loop.
 * A moved point is a removal plus an insertion of its new row; a deleted point only a removal.
 */
import { MapIndexBuilder, runStepsNow, sortPointsSteps, storeCapacity, StoreWriter } from './map-index.builder.js';
import { MapIndex, type PointStore } from './map-index.js';

/** One current row of a changed point. */
export interface PointRow {
  id: number;
  mapType: number;
  lng: number;
  lat: number;
}

/**
 * The index with every point of `changedIds` removed and `rows` (their current state; ids of changedIds
 * that are absent from rows were deleted) inserted. Rows of a map type outside 1-6 are left out, as in a
 * full build. The old positions of the removed points are appended to `removed` as lng, lat pairs
 * (degrees), for the tile cache to know which tiles changed. `recycle`: the store of a retired index, written
 * over instead of allocating a new one when it has room (./map-index.builder.ts StoreWriter); never the
 * store of `index` itself (throws RangeError).
 */
export function applyPointChanges(
  index: MapIndex,
  changedIds: ReadonlySet<number>,
  rows: readonly PointRow[],
  removed: number[] = [],
  recycle?: PointStore,
): MapIndex {
  const base = index.store;
  if (recycle && recycle.keys.buffer === base.keys.buffer)
    throw new RangeError('map index merge: the recycled store is the one being read');
  const builder = new MapIndexBuilder(rows.length);
  for (const row of rows) builder.add(row.id, row.mapType, row.lng, row.lat);
  const added: PointStore = runStepsNow(sortPointsSteps(builder.takePoints()));

  const keep = new Uint8Array(base.size);
  let kept = 0;
  for (let i = 0; i < base.size; i += 1) {
    if (!changedIds.has(base.ids[i]!)) {
      keep[i] = 1;
      kept += 1;
    } else removed.push(base.lng[i]!, base.lat[i]!);
  }

  const writer = new StoreWriter(kept + added.size, storeCapacity(kept + added.size), recycle);
  let j = 0;
  const pushAdded = () => {
    writer.push(added.keys[j]!, added.ids[j]!, added.types[j]!, added.lng[j]!, added.lat[j]!);
    j += 1;
  };
  for (let i = 0; i < base.size; i += 1) {
    if (!keep[i]) continue;
    while (j < added.size && added.keys[j]! < base.keys[i]!) pushAdded();
    writer.push(base.keys[i]!, base.ids[i]!, base.types[i]!, base.lng[i]!, base.lat[i]!);
  }
  while (j < added.size) pushAdded();
  return new MapIndex(writer.finish());
}
