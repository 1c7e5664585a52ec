/**
 * The merge of point changes in the worker thread (./map-index.merger.ts) against an independent oracle:
 * a full build of the changed point set must give the same store, column by column, and the removed
 * positions must be the old places of the changed points. Merges that write into a retired index's buffers
 * (the holder's spare) must give the same columns as merges into new memory, whatever the old buffers held.
 */
import { describe, expect, it } from 'vitest';
import { MapIndexBuilder } from './map-index.builder.js';
import type { PointRow } from './map-index.changes.js';
import type { MapIndex } from './map-index.js';
import { mergeInWorker } from './map-index.merger.js';

const COLUMNS = ['keys', 'ids', 'types', 'lng', 'lat', 'sumLng', 'sumLat', 'blockCounts'] as const;

/** Expects `index` to hold exactly the store a full build of `rows` makes, column by column. */
function expectBuiltFrom(index: MapIndex, rows: readonly PointRow[]): void {
  const expected = build([...rows].sort((a, b) => a.id - b.id)).store;
  expect(index.size).toBe(rows.length);
  for (const column of COLUMNS) expect(Array.from(index.store[column]), column).toEqual(Array.from(expected[column]));
}

/** Points at distinct random places in China (no two share a quadtree key, so the order is unique). */
function points(n: number, seed: number): PointRow[] {
  let s = seed;
  const rnd = () => (s = (Math.imul(s, 1103515245) + 12345) & 0x7fffffff) / 0x7fffffff;
  return Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    mapType: 1 + Math.floor(rnd() * 6),
    lng: Math.round((75 + rnd() * 55) * 1e6) / 1e6,
    lat: Math.round((18 + rnd() * 35) * 1e6) / 1e6,
  }));
}

function build(rows: readonly PointRow[]): MapIndex {
  const builder = new MapIndexBuilder(rows.length);
  for (const p of rows) builder.add(p.id, p.mapType, p.lng, p.lat);
  return builder.finish();
}

describe('merging point changes in the worker thread', () => {
  it('gives the store a full build of the changed points gives, and the old places of the removed ones', async () => {
    const before = points(5000, 11);
    const moved = [17, 2048, 4999].map((id) => ({ ...before[id - 1]!, lng: 101.5 + id / 1e4, lat: 25.5 }));
    const deleted = [1, 300, 3333];
    const added = [5001, 5002].map((id) => ({ id, mapType: 6, lng: 90 + id / 1e3, lat: 41.05 }));
    const changedIds = new Set([...moved, ...added].map((p) => p.id).concat(deleted));
    const after = [...before.filter((p) => !changedIds.has(p.id)), ...moved, ...added].sort((a, b) => a.id - b.id);

    const { index, removed } = await mergeInWorker(build(before), changedIds, [...moved, ...added]);
    expectBuiltFrom(index, after);
    const oldPlaces = before.filter((p) => changedIds.has(p.id)).map((p) => `${p.lng},${p.lat}`);
    const removedPlaces = [];
    for (let i = 0; i < removed.length; i += 2) removedPlaces.push(`${removed[i]},${removed[i + 1]}`);
    expect(removedPlaces.sort()).toEqual(oldPlaces.sort());
  }, 30_000);

  it('writes into a retired index when it has room, and the retired index refuses queries', async () => {
    const first = points(4000, 23);
    const start = build(first);
    // Merge 1: new memory with room to grow; the index it replaces becomes the spare.
    const moveA = [5, 6, 7].map((id) => ({ ...first[id - 1]!, lng: 110 + id / 1e3, lat: 30.25 }));
    const one = await mergeInWorker(start, new Set(moveA.map((p) => p.id)), moveA);
    const second = [...first.filter((p) => p.id < 5 || p.id > 7), ...moveA];
    expectBuiltFrom(one.index, second);
    // Merge 2 into the merge-1 index's own buffers is refused (it is the one being read).
    await expect(mergeInWorker(one.index, new Set([8]), [], one.index)).rejects.toThrow(/recycled store/);
    // Merge 2: adds points (the start index is too small: new memory again); merge 3 fits into merge 1's
    // store, which held other points: every column must still equal a full build.
    const added = [4001, 4002, 4003].map((id) => ({ id, mapType: 2, lng: 87 + id / 1e4, lat: 43.5 }));
    const two = await mergeInWorker(one.index, new Set(added.map((p) => p.id)), added, start);
    const third = [...second, ...added];
    expectBuiltFrom(two.index, third);
    const deleted = new Set([100, 200, 4001]);
    const three = await mergeInWorker(two.index, deleted, [], one.index);
    expectBuiltFrom(
      three.index,
      third.filter((p) => !deleted.has(p.id)),
    );
    one.index.retire();
    expect(() => one.index.tile(0, 0, 0, [1, 2, 3, 4, 5, 6])).toThrow(/retired/);
    expect(three.index.tile(0, 0, 0, [1, 2, 3, 4, 5, 6]).total).toBe(third.length - deleted.size);
    // The same memory: a write through the retired index's column shows in merge 3's (a message carries a
    // new SharedArrayBuffer object for the same memory, so identity cannot tell).
    one.index.store.ids[0] = 999_999;
    expect(three.index.store.ids[0]).toBe(999_999);
  }, 30_000);
});
