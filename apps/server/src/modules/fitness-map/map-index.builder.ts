/**
 * Makes a MapIndex (./map-index.ts) from points: `add` every point (map types other than 1-6 are
 * skipped and counted in `skipped`), then `finish()` — or `finishSteps()`, which yields after every
 * STEP_POINTS points and every radix pass so the loader can give the event loop a turn in between — or
 * `takePoints()` and `sortPointsSteps` in a worker thread (./map-index.worker.ts), which keeps the sort
 * off the event loop altogether.
 * Room grows by doubling from the capacity given to the constructor (the loader passes max(id)).
 * Memory while finishing: ~21 bytes a point unsorted, 8 for the keys, 16 for the sort, ~45.5 sorted.
 */
import { MAP_TYPES, type MapType } from '@portal/contracts/fitness-map.codes';
import { BLOCK, MapIndex, TYPE_SLOTS, type PointStore } from './map-index.js';
import { quadKey } from './quadkey.js';
import { radixSortSteps } from '../../lib/radix-sort.js';

/** Points handled between two yields of finishSteps. */
const STEP_POINTS = 1 << 18;

/** Points as added, unsorted: `size` entries of each array are used (the arrays may be longer). */
export interface RawPoints {
  size: number;
  ids: Uint32Array;
  types: Uint8Array;
  lng: Float64Array;
  lat: Float64Array;
}

export class MapIndexBuilder {
  private ids: Uint32Array;
  private types: Uint8Array;
  private lng: Float64Array;
  private lat: Float64Array;
  private size = 0;
  skipped = 0;

  constructor(capacity = 1024) {
    const room = Math.max(1, Math.floor(capacity));
    this.ids = new Uint32Array(room);
    this.types = new Uint8Array(room);
    this.lng = new Float64Array(room);
    this.lat = new Float64Array(room);
  }

  private grow(): void {
    const room = this.ids.length * 2;
    const resize = <T extends Uint32Array | Uint8Array | Float64Array>(old: T, made: T): T => {
      made.set(old as never);
      return made;
    };
    this.ids = resize(this.ids, new Uint32Array(room));
    this.types = resize(this.types, new Uint8Array(room));
    this.lng = resize(this.lng, new Float64Array(room));
    this.lat = resize(this.lat, new Float64Array(room));
  }

  add(id: number, mapType: number, lng: number, lat: number): void {
    if (!MAP_TYPES.includes(mapType as MapType)) {
      this.skipped += 1;
      return;
    }
    if (this.size === this.ids.length) this.grow();
    this.ids[this.size] = id;
    this.types[this.size] = mapType;
    this.lng[this.size] = lng;
    this.lat[this.size] = lat;
    this.size += 1;
  }

  /** The points added so far; the builder is empty afterwards. */
  takePoints(): RawPoints {
    const points = { size: this.size, ids: this.ids, types: this.types, lng: this.lng, lat: this.lat };
    this.ids = new Uint32Array(1);
    this.types = new Uint8Array(1);
    this.lng = new Float64Array(1);
    this.lat = new Float64Array(1);
    this.size = 0;
    return points;
  }

  /** Sorts the points into the index (see the module comment); the builder is empty afterwards. */
  *finishSteps(): Generator<void, MapIndex> {
    return new MapIndex(yield* sortPointsSteps(this.takePoints()));
  }

  /** finishSteps without pauses (tests, small sets). */
  finish(): MapIndex {
    const steps = this.finishSteps();
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
    }
  }
}

/**
 * Sorts `points` by quadtree key into the index's store (see the module comment), yielding after every
 * STEP_POINTS points and every radix pass. Pure: the worker thread runs it to completion at once.
 */
export function* sortPointsSteps(points: RawPoints): Generator<void, PointStore> {
  const { size: n, ids, types, lng, lat } = points;
  const rawKeys = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    rawKeys[i] = quadKey(lng[i]!, lat[i]!);
    if (i % STEP_POINTS === STEP_POINTS - 1) yield;
  }
  const order = yield* radixSortSteps(rawKeys);
  const writer = new StoreWriter(n);
  for (let i = 0; i < n; i += 1) {
    const from = order[i]!;
    writer.push(rawKeys[from]!, ids[from]!, types[from]!, lng[from]!, lat[from]!);
    if (i % STEP_POINTS === STEP_POINTS - 1) yield;
  }
  return writer.finish();
}

/** A typed array class over a (shared) buffer, as the store's columns use. */
interface TypedArrayClass<T> {
  new (buffer: ArrayBufferLike, byteOffset?: number, length?: number): T;
  BYTES_PER_ELEMENT: number;
}

/**
 * A typed array of `length` elements on shared memory: the first `length` elements of `recycled`'s buffer
 * when it holds that many, else a new SharedArrayBuffer with room for `capacity` elements. A store lives in
 * shared memory so that a worker thread can read an index and write the next one without copying 6.5 M
 * points either way (./map-index.merger.ts); neither thread writes a store once it is finished, except
 * into a retired index's buffers (StoreWriter).
 */
function shared<T>(
  Column: TypedArrayClass<T>,
  length: number,
  capacity: number,
  recycled: { buffer: ArrayBufferLike } | undefined,
): T {
  if (recycled && recycled.buffer.byteLength >= length * Column.BYTES_PER_ELEMENT)
    return new Column(recycled.buffer, 0, length);
  return new Column(new SharedArrayBuffer(Math.max(length, capacity) * Column.BYTES_PER_ELEMENT), 0, length);
}

/**
 * Room a merge leaves in a new store for points added later (1 %, at least 64 blocks), so the next merges
 * can write into it again (StoreWriter `recycle`) while the map grows.
 */
export function storeCapacity(size: number): number {
  return size + Math.max(64 * BLOCK, Math.ceil(size / 100));
}

/** Runs a step generator to its end at once (a worker thread, which serves no requests). */
export function runStepsNow<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * Writes points, given in key order, into a new store of exactly `size` points: the sorted columns, the
 * prefix sums of lng and lat and the per-type block counts (./map-index.ts PointStore), in shared memory.
 * Used by the sort and by the merge of changes into an index (./map-index.changes.ts).
 */
export class StoreWriter {
  readonly store: PointStore;
  private readonly running = new Uint32Array(TYPE_SLOTS);
  private at = 0;

  /**
   * `capacity`: points a new buffer has room for (at least `size`; a merge asks for storeCapacity(size)).
   * `recycle`: the store of a retired index (./map-index.ts MapIndex.retire) whose buffers are written
   * over when they are large enough, instead of allocating ~45 bytes a point again: at 6.5 M points a
   * merge every 2 s allocated 296 MB each time, and the old buffers lived until both threads collected
   * them (a server under 1,000 changes a minute grew to 4.5 GB; docs/decisions/data-spine.md "Map index").
   * Every element a finished store exposes is written, so nothing of the old points remains.
   */
  constructor(size: number, capacity = size, recycle?: PointStore) {
    const blocks = Math.floor(size / BLOCK);
    const room = Math.max(size, capacity);
    this.store = {
      size,
      keys: shared(Float64Array, size, room, recycle?.keys),
      ids: shared(Uint32Array, size, room, recycle?.ids),
      types: shared(Uint8Array, size, room, recycle?.types),
      lng: shared(Float64Array, size, room, recycle?.lng),
      lat: shared(Float64Array, size, room, recycle?.lat),
      sumLng: shared(Float64Array, size + 1, room + 1, recycle?.sumLng),
      sumLat: shared(Float64Array, size + 1, room + 1, recycle?.sumLat),
      blockCounts: shared(
        Uint32Array,
        (blocks + 1) * TYPE_SLOTS,
        (Math.floor(room / BLOCK) + 1) * TYPE_SLOTS,
        recycle?.blockCounts,
      ),
    };
    this.store.sumLng[0] = 0;
    this.store.sumLat[0] = 0;
  }

  /** Appends the next point (keys must not decrease). */
  push(key: number, id: number, type: number, x: number, y: number): void {
    const { store, running } = this;
    const i = this.at;
    if (i % BLOCK === 0) store.blockCounts.set(running, (i / BLOCK) * TYPE_SLOTS);
    store.keys[i] = key;
    store.ids[i] = id;
    store.types[i] = type;
    running[type]! += 1;
    store.lng[i] = x;
    store.lat[i] = y;
    store.sumLng[i + 1] = store.sumLng[i]! + x;
    store.sumLat[i + 1] = store.sumLat[i]! + y;
    this.at = i + 1;
  }

  /** The store, once all `size` points were pushed. */
  finish(): PointStore {
    const { store } = this;
    if (this.at !== store.size) throw new Error(`store writer: ${this.at} of ${store.size} points written`);
    if (store.size % BLOCK === 0) store.blockCounts.set(this.running, (store.size / BLOCK) * TYPE_SLOTS);
    return store;
  }
}
