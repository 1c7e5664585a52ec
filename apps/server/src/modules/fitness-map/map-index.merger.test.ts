/**
 * The merge of point changes in the worker thread (./map-index.merger.ts) against an independent oracle:
 * a full build of the changed point set must give the same store, column by column, and the removed
 * positions must be the old places of the changed points.
 */
import { describe, expect, it } from 'vitest';
import { MapIndexBuilder } from './map-index.builder.js';
import type { PointRow } from './map-index.changes.js';
import type { MapIndex } from './map-index.js';
import { mergeInWorker } from './map-index.merger.js';

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
    const expected = build(after).store;
    expect(index.size).toBe(after.length);
    for (const column of ['keys', 'ids', 'types', 'lng', 'lat', 'sumLng', 'sumLat', 'blockCounts'] as const) {
      expect(Array.from(index.store[column]), column).toEqual(Array.from(expected[column]));
    }
    const oldPlaces = before.filter((p) => changedIds.has(p.id)).map((p) => `${p.lng},${p.lat}`);
    const removedPlaces = [];
    for (let i = 0; i < removed.length; i += 2) removedPlaces.push(`${removed[i]},${removed[i + 1]}`);
    expect(removedPlaces.sort()).toEqual(oldPlaces.sort());
  }, 30_000);
});
