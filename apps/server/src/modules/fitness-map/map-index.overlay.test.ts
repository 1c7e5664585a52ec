/**
 * Point changes answered as an overlay (./map-index.overlay.ts) against an independent oracle: a full build of
 * the changed point set. After several rounds of moves, deletions and additions (the same point changed more
 * than once), every query must give what the oracle gives: sizes and counts per type, cluster and tile
 * totals, the cells' counts and expansion zooms, the opened points, cluster positions without a type filter,
 * and nearby hits. Merging the overlay into a new store must give the oracle's store column by column.
 */
import { MAP_TYPES, type MapType } from '@portal/contracts/fitness-map.codes';
import { describe, expect, it } from 'vitest';
import { MapIndexBuilder } from './map-index.builder.js';
import { applyPointChanges, type PointRow } from './map-index.changes.js';
import type { ClusterResult, MapIndex } from './map-index.js';
import { applyToOverlay, overlayAsChanges, overlayPoints } from './map-index.overlay.js';

function random(seed: number): () => number {
  let s = seed;
  return () => (s = (Math.imul(s, 1103515245) + 12345) & 0x7fffffff) / 0x7fffffff;
}

/** A point near one of a few city centres, so cells hold many points and clusters form. */
function place(rnd: () => number, id: number): PointRow {
  const [lng, lat] = [
    [116.4, 39.9],
    [121.47, 31.23],
    [104.07, 30.67],
  ][Math.floor(rnd() * 3)]!;
  return {
    id,
    mapType: 1 + Math.floor(rnd() * 6),
    lng: Math.round((lng! + (rnd() - 0.5) * 0.6) * 1e6) / 1e6,
    lat: Math.round((lat! + (rnd() - 0.5) * 0.6) * 1e6) / 1e6,
  };
}

function build(rows: Iterable<PointRow>): MapIndex {
  const sorted = [...rows].sort((a, b) => a.id - b.id);
  const builder = new MapIndexBuilder(sorted.length);
  for (const p of sorted) builder.add(p.id, p.mapType, p.lng, p.lat);
  return builder.finish();
}

/**
 * Expects two cluster or tile answers to agree: totals, grid level, each cluster's count, the opened points,
 * and without a type filter each cluster's expansion zoom and position (within 1e-9 degrees: the sums are
 * added in another order). With a filter both are estimates (module comment of ./map-index.ts).
 */
function expectSameAnswer(actual: ClusterResult, expected: ClusterResult, filtered: boolean): void {
  const order = (result: ClusterResult) =>
    [...result.clusters].sort((a, b) => a.count - b.count || a.expansionZoom - b.expansionZoom || a.lng - b.lng);
  // With a type filter the expansion zoom is an estimate from the runs' keys of every type (./map-index.ts).
  const bare = (result: ClusterResult) => ({
    total: result.total,
    gridLevel: result.gridLevel,
    clusters: order(result).map((c) => (filtered ? c.count : `${c.count}@${c.expansionZoom}`)),
    points: result.points.map((p) => p.id).sort(),
  });
  expect(bare(actual)).toEqual(bare(expected));
  if (filtered) return;
  const want = order(expected);
  order(actual).forEach((c, k) => {
    expect(Math.abs(c.lng - want[k]!.lng)).toBeLessThan(1e-9);
    expect(Math.abs(c.lat - want[k]!.lat)).toBeLessThan(1e-9);
  });
}

describe('point changes as an overlay', () => {
  it('answers every query as a full build of the changed points does, round after round', () => {
    const rnd = random(7);
    const current = new Map<number, PointRow>();
    for (let id = 1; id <= 6000; id += 1) current.set(id, place(rnd, id));
    const start = build(current.values());
    let index = start;
    let nextId = 6001;
    for (let round = 0; round < 6; round += 1) {
      const changedIds = new Set<number>();
      const rows: PointRow[] = [];
      const ids = [...current.keys()];
      for (let k = 0; k < 150; k += 1) {
        const id = ids[Math.floor(rnd() * ids.length)]!;
        if (changedIds.has(id)) continue;
        changedIds.add(id);
        if (rnd() < 0.3) current.delete(id);
        else {
          const moved = { ...place(rnd, id), mapType: current.get(id)!.mapType };
          current.set(id, moved);
          rows.push(moved);
        }
      }
      for (let k = 0; k < 40; k += 1) {
        const added = place(rnd, nextId);
        changedIds.add(nextId);
        current.set(nextId, added);
        rows.push(added);
        nextId += 1;
      }
      const removed: number[] = [];
      const updated = applyToOverlay(index, changedIds, rows, removed);
      expect(updated.store).toBe(start.store);
      // The old places of every changed point that existed before.
      expect(removed.length / 2).toBe([...changedIds].filter((id) => id < nextId - 40).length);
      index = updated;
    }
    const oracle = build(current.values());
    expect(overlayPoints(index)).toBeGreaterThan(0);
    expect(index.size).toBe(oracle.size);
    expect(index.counts()).toEqual(oracle.counts());

    const filters: MapType[][] = [[...MAP_TYPES], [1], [2, 5]];
    for (let k = 0; k < 300; k += 1) {
      const types = filters[k % filters.length]!;
      const filtered = types.length < MAP_TYPES.length;
      const [lng, lat] = [current.get(1 + Math.floor(rnd() * 6000))?.lng ?? 116.4, 39.9 + (rnd() - 0.5)];
      const half = 0.005 + rnd() * 0.5;
      const box = { minLng: lng - half, maxLng: lng + half, minLat: lat - half, maxLat: lat + half };
      const zoom = 6 + Math.floor(rnd() * 12);
      expectSameAnswer(index.cluster(box, zoom, types), oracle.cluster(box, zoom, types), filtered);
      const radius = 1000 + rnd() * 30_000;
      expect(index.nearby(lng, lat, radius, types, 20)).toEqual(oracle.nearby(lng, lat, radius, types, 20));
    }
    for (let k = 0; k < 300; k += 1) {
      const types = filters[k % filters.length]!;
      const z = 5 + Math.floor(rnd() * 13);
      const p = current.get(1 + Math.floor(rnd() * 6000)) ?? current.values().next().value!;
      const side = 2 ** z;
      const x = Math.floor(((p.lng + 180) / 360) * side);
      const sin = Math.sin((p.lat * Math.PI) / 180);
      const y = Math.floor((0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * side);
      expectSameAnswer(index.tile(z, x, y, types), oracle.tile(z, x, y, types), types.length < MAP_TYPES.length);
    }
  });

  it('merges into a new store equal to a full build, column by column', () => {
    const rnd = random(19);
    const rows = Array.from({ length: 3000 }, (_, i) => place(rnd, i + 1));
    const moved = [3, 40, 41, 2999].map((id) => ({ ...place(rnd, id), mapType: rows[id - 1]!.mapType }));
    const added = [3001, 3002].map((id) => place(rnd, id));
    const deleted = [7, 8, 3001];
    let index = applyToOverlay(build(rows), new Set([...moved, ...added].map((p) => p.id)), [...moved, ...added]);
    index = applyToOverlay(index, new Set(deleted), []);
    const { changedIds, rows: current } = overlayAsChanges(index);
    const merged = applyPointChanges(build(rows), changedIds, current);
    const after = new Map(rows.map((p) => [p.id, p]));
    for (const p of [...moved, ...added]) after.set(p.id, p);
    for (const id of deleted) after.delete(id);
    const oracle = build(after.values());
    expect(merged.overlay).toBeNull();
    for (const column of ['keys', 'ids', 'types', 'lng', 'lat', 'sumLng', 'sumLat', 'blockCounts'] as const)
      expect(Array.from(merged.store[column]), column).toEqual(Array.from(oracle.store[column]));
  });
});
