/**
 * Point changes applied to the fitness-map index as an overlay (docs/decisions/data-spine.md "Map overlay"):
 * the sorted store stays as it is, the changed points' old positions in it are marked removed and their current
 * rows go into a small index of their own (./map-index.ts MapOverlay), which every query answers beside the
 * store. Making an overlay costs O(changes held) on the event loop, not a pass over the store's 6.5 M points:
 * merging every change into a new store kept the second core busy copying 296 MB every 2 s and doubled the
 * map's latency under 1,000 changes a minute (docs/benchmarks.md "Reading the fitness-map figures").
 *
 * Once the overlay holds OVERLAY_LIMIT points (removed plus added), the holder merges it into a new store in
 * the worker thread (`overlayAsChanges` + ./map-index.merger.ts), which is the same merge as before, once every
 * OVERLAY_LIMIT changes instead of every MERGE_INTERVAL_MS.
 */
import { idPositions, positionIn } from '../../lib/id-positions.js';
import { MapIndexBuilder } from './map-index.builder.js';
import type { PointRow } from './map-index.changes.js';
import { isRemoved, MapIndex, type PointStore } from './map-index.js';

/**
 * Points an overlay holds (removed positions plus added points) before the holder merges it into a new store.
 * Queries stay close to the store alone (a removed position is a binary search away, the added points are an
 * index of their own); each update sorts the added points again on the event loop (a few ms at this size);
 * at 1,000 changes a minute (a move is a removal and an addition) a merge comes every ~10 minutes.
 */
export const OVERLAY_LIMIT = 20_000;

/** positionOf[id] = the position of point `id` in a store, -1 for none; one per store, made on its first change. */
const positionsOfStore = new WeakMap<PointStore, Int32Array>();

/** The id → position table of `store` (lib/id-positions.ts), made on its first change. */
function positionsById(store: PointStore): Int32Array {
  let table = positionsOfStore.get(store);
  if (!table) positionsOfStore.set(store, (table = idPositions(store.ids, store.size)));
  return table;
}

/** Points an index's overlay holds: removed positions plus added points (0 without one). */
export function overlayPoints(index: MapIndex): number {
  return index.overlay ? index.overlay.removed.length + index.overlay.added.size : 0;
}

/**
 * The index with every point of `changedIds` taken out and `rows` (their current state; ids of changedIds
 * absent from rows were deleted) put in, as an overlay on the same store; rows of a map type outside 1-6 are
 * left out, as in a full build. Appends the old positions of the points taken out to `removed` as lng, lat
 * pairs (degrees), for the tile cache (./map-tile-cache.ts). Never changes `index`, which keeps serving.
 */
export function applyToOverlay(
  index: MapIndex,
  changedIds: ReadonlySet<number>,
  rows: readonly PointRow[],
  removed: number[] = [],
): MapIndex {
  const { store } = index;
  const positionOf = positionsById(store);
  const before = index.overlay?.removed ?? new Int32Array(0);
  const fresh: number[] = [];
  for (const id of changedIds) {
    const position = positionIn(positionOf, id);
    if (position < 0 || isRemoved(before, position)) continue;
    fresh.push(position);
    removed.push(store.lng[position]!, store.lat[position]!);
  }
  const builder = new MapIndexBuilder(rows.length + (index.overlay?.added.size ?? 0));
  const added = index.overlay?.added.store;
  for (let j = 0; j < (added?.size ?? 0); j += 1) {
    const id = added!.ids[j]!;
    if (changedIds.has(id)) removed.push(added!.lng[j]!, added!.lat[j]!);
    else builder.add(id, added!.types[j]!, added!.lng[j]!, added!.lat[j]!);
  }
  for (const row of rows) builder.add(row.id, row.mapType, row.lng, row.lat);
  return new MapIndex(store, { removed: mergeAscending(before, fresh), added: builder.finish() });
}

/**
 * The overlay of `index` as the changes a merge into a new store takes (./map-index.changes.ts
 * applyPointChanges): the ids of every removed position and every added point, and the added points' rows.
 */
export function overlayAsChanges(index: MapIndex): { changedIds: Set<number>; rows: PointRow[] } {
  const changedIds = new Set<number>();
  const rows: PointRow[] = [];
  if (!index.overlay) return { changedIds, rows };
  for (const position of index.overlay.removed) changedIds.add(index.store.ids[position]!);
  const added = index.overlay.added.store;
  for (let j = 0; j < added.size; j += 1) {
    changedIds.add(added.ids[j]!);
    rows.push({ id: added.ids[j]!, mapType: added.types[j]!, lng: added.lng[j]!, lat: added.lat[j]! });
  }
  return { changedIds, rows };
}

/** The ascending union of the ascending `sorted` and the (distinct, unsorted) `more`, none of them in `sorted`. */
function mergeAscending(sorted: Int32Array, more: number[]): Int32Array {
  if (more.length === 0) return sorted;
  const merged = new Int32Array(sorted.length + more.length);
  merged.set(sorted);
  merged.set(more, sorted.length);
  return merged.sort();
}
