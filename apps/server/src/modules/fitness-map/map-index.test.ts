/**
 * The in-memory fitness-map index without a database: quadtree keys, the radix sort,
 * and cluster / nearby answers against brute force over random point sets (fast-check), including
 * co-located points and boxes whose edges pass exactly through points.
 */
import fc from 'fast-check';
import { MAP_MAX_MARKERS, MAP_MAX_ZOOM, type MapType } from '@portal/contracts/fitness-map.codes';
import { tileOf } from '@portal/contracts/map-tiles.codes';
import { describe, expect, it } from 'vitest';
import { boxAround, haversineMetres, type DegreeBox } from '../../lib/haversine.js';
import { MapIndexBuilder } from './map-index.builder.js';
import type { MapIndex } from './map-index.js';
import { KEY_LEVEL, commonLevel, interleave, quadKey } from './quadkey.js';
import { radixSortOrder } from '../../lib/radix-sort.js';

interface P {
  id: number;
  mapType: MapType;
  lng: number;
  lat: number;
}

function build(points: readonly P[]): MapIndex {
  const builder = new MapIndexBuilder(points.length);
  for (const p of points) builder.add(p.id, p.mapType, p.lng, p.lat);
  return builder.finish();
}

const inBox = (p: P, b: DegreeBox) => p.lng >= b.minLng && p.lng <= b.maxLng && p.lat >= b.minLat && p.lat <= b.maxLat;

/** Deterministic points around a few centres in eastern China, some exactly on top of each other. */
function samplePoints(n: number, seed: number): P[] {
  let s = seed;
  const rnd = () => (s = (Math.imul(s, 1103515245) + 12345) & 0x7fffffff) / 0x7fffffff;
  const centres = [
    [116.4, 39.9],
    [121.47, 31.23],
    [113.26, 23.13],
    [104.07, 30.57],
    [87.6, 43.8],
  ] as const;
  const points: P[] = [];
  for (let i = 1; i <= n; i += 1) {
    const [cx, cy] = centres[Math.floor(rnd() * centres.length)]!;
    const spread = rnd() < 0.5 ? 0.05 : 1.5;
    const previous = points[points.length - 1];
    const twin = previous && rnd() < 0.05; // same spot as the previous point
    points.push({
      id: i,
      mapType: (1 + Math.floor(rnd() * 6)) as MapType,
      lng: twin ? previous.lng : Math.round((cx + (rnd() - 0.5) * spread) * 1e6) / 1e6,
      lat: twin ? previous.lat : Math.round((cy + (rnd() - 0.5) * spread) * 1e6) / 1e6,
    });
  }
  return points;
}

const ALL: MapType[] = [1, 2, 3, 4, 5, 6];
const POINTS = samplePoints(20_000, 7);
const INDEX = build(POINTS);

describe('quadtree keys', () => {
  it('interleaves x at even and y at odd bits, exactly up to 52 bits', () => {
    expect(interleave(1, 0)).toBe(1);
    expect(interleave(0, 1)).toBe(2);
    expect(interleave(3, 3)).toBe(15);
    const max = 2 ** KEY_LEVEL - 1;
    expect(interleave(max, max)).toBe(2 ** 52 - 1);
  });

  it('orders points so that a parent cell is one run and finds the common level', () => {
    const a = quadKey(116.4, 39.9);
    expect(commonLevel(a, a)).toBe(KEY_LEVEL);
    expect(commonLevel(quadKey(-100, 40), quadKey(100, 40))).toBe(0);
    expect(commonLevel(a, quadKey(116.4001, 39.9))).toBeGreaterThan(14);
  });

  it('finds the common level like a level-by-level comparison', () => {
    const naive = (a: number, b: number) => {
      let level = 0;
      while (
        level < KEY_LEVEL &&
        Math.floor(a / 4 ** (KEY_LEVEL - level - 1)) === Math.floor(b / 4 ** (KEY_LEVEL - level - 1))
      )
        level += 1;
      return level;
    };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 52 - 1 }), fc.integer({ min: 0, max: 2 ** 40 }), (a, delta) => {
        const b = Math.min(2 ** 52 - 1, a + delta);
        expect(commonLevel(a, b)).toBe(naive(a, b));
        expect(commonLevel(b, a)).toBe(naive(a, b));
      }),
    );
  });

  it('radix-sorts like a comparison sort (stable)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2 ** 52 - 1 }), { maxLength: 300 }), (values) => {
        const keys = Float64Array.from(values);
        const order = [...radixSortOrder(keys)];
        const expected = values.map((_, i) => i).sort((i, j) => values[i]! - values[j]! || i - j);
        expect(order).toEqual(expected);
      }),
    );
  });
});

describe('clusters', () => {
  const boxArb = fc
    .tuple(
      fc.integer({ min: 0, max: POINTS.length - 1 }),
      fc.double({ min: 0.001, max: 30, noNaN: true }),
      fc.double({ min: 0.001, max: 20, noNaN: true }),
    )
    .map(([i, w, h]): DegreeBox => {
      const p = POINTS[i]!;
      return {
        minLng: p.lng - w / 2,
        maxLng: p.lng + w / 2,
        minLat: Math.max(-85, p.lat - h / 2),
        maxLat: Math.min(85, p.lat + h / 2),
      };
    });
  const typesArb = fc.subarray(ALL, { minLength: 1 });

  it('counts of clusters and points add up to the points inside the box, within 500 markers', () => {
    fc.assert(
      fc.property(boxArb, fc.integer({ min: 0, max: MAP_MAX_ZOOM }), typesArb, (box, zoom, types) => {
        const result = INDEX.cluster(box, zoom, types);
        const expected = POINTS.filter((p) => types.includes(p.mapType) && inBox(p, box));
        const counted = result.clusters.reduce((sum, c) => sum + c.count, 0) + result.points.length;
        expect(counted).toBe(expected.length);
        expect(result.total).toBe(expected.length);
        expect(result.clusters.length + result.points.length).toBeLessThanOrEqual(MAP_MAX_MARKERS);
        for (const c of result.clusters) {
          expect(c.count).toBeGreaterThanOrEqual(2);
          expect(inBox({ id: 0, mapType: 1, lng: c.lng, lat: c.lat }, box)).toBe(true);
          expect(c.expansionZoom).toBeGreaterThan(Math.min(zoom, MAP_MAX_ZOOM - 1));
        }
        const ids = new Set(expected.map((p) => p.id));
        for (const p of result.points) expect(ids.has(p.id)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('is exact on boxes whose edges pass through points (edges are inclusive)', () => {
    for (let k = 0; k < 50; k += 1) {
      const [a, b] = [POINTS[k * 37]!, POINTS[k * 53 + 11]!];
      const box = {
        minLng: Math.min(a.lng, b.lng),
        maxLng: Math.max(a.lng, b.lng),
        minLat: Math.min(a.lat, b.lat),
        maxLat: Math.max(a.lat, b.lat),
      };
      for (const zoom of [3, 8, 12, 16]) {
        const result = INDEX.cluster(box, zoom, ALL);
        expect(result.total).toBe(POINTS.filter((p) => inBox(p, box)).length);
      }
    }
  });

  it('splits as the zoom grows and shows single points at street level', () => {
    const china = { minLng: 73, minLat: 18, maxLng: 135, maxLat: 54 };
    const low = INDEX.cluster(china, 4, ALL);
    expect(low.total).toBe(POINTS.length);
    expect(low.clusters.length).toBeGreaterThan(0);
    expect(low.clusters.length).toBeLessThan(30);
    // Zooming to the biggest cluster's expansion zoom around it gives more markers for the same area.
    const biggest = [...low.clusters].sort((x, y) => y.count - x.count)[0]!;
    const around = {
      minLng: biggest.lng - 2,
      maxLng: biggest.lng + 2,
      minLat: biggest.lat - 2,
      maxLat: biggest.lat + 2,
    };
    const before = INDEX.cluster(around, 4, ALL);
    const after = INDEX.cluster(around, biggest.expansionZoom + 2, ALL);
    expect(after.clusters.length + after.points.length).toBeGreaterThan(before.clusters.length + before.points.length);
    // Street level around one point: single markers.
    const p = POINTS[100]!;
    const street = INDEX.cluster(
      { minLng: p.lng - 0.002, maxLng: p.lng + 0.002, minLat: p.lat - 0.002, maxLat: p.lat + 0.002 },
      18,
      ALL,
    );
    expect(street.points.map((m) => m.id)).toContain(p.id);
  });

  it('opens points that share one spot at street level', () => {
    const twins: P[] = [1, 2, 3].map((id) => ({ id, mapType: 6, lng: 116.5, lat: 39.9 }));
    const index = build(twins);
    const result = index.cluster({ minLng: 116.49, maxLng: 116.51, minLat: 39.89, maxLat: 39.91 }, 12, ALL);
    expect(result.clusters).toEqual([]);
    expect(result.points.map((m) => m.id).sort()).toEqual([1, 2, 3]);
  });

  it('answers an empty box, an empty type and an empty index', () => {
    expect(INDEX.cluster({ minLng: -10, maxLng: -9, minLat: 0, maxLat: 1 }, 8, ALL).total).toBe(0);
    expect(build([]).cluster({ minLng: -180, maxLng: 180, minLat: -85, maxLat: 85 }, 0, ALL)).toMatchObject({
      total: 0,
      clusters: [],
      points: [],
    });
  });
});

describe('tiles', () => {
  /** The tile z/x/y a point belongs to: its quadtree key's level-z prefix (quadkey.ts). */
  const tileKeyOf = (p: P, z: number) => Math.floor(quadKey(p.lng, p.lat) / 4 ** (KEY_LEVEL - z));

  it('gives every point to exactly one tile of a zoom, counts adding up, within 500 markers', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: POINTS.length - 1 }),
        fc.integer({ min: 0, max: MAP_MAX_ZOOM }),
        fc.subarray(ALL, { minLength: 1 }),
        (i, z, types) => {
          const centre = POINTS[i]!;
          const side = 2 ** z;
          const { x: cx, y: cy } = tileOf(centre.lng, centre.lat, z);
          const seen = new Set<number>();
          let total = 0;
          for (let x = Math.max(0, cx - 1); x <= Math.min(side - 1, cx + 1); x += 1) {
            for (let y = Math.max(0, cy - 1); y <= Math.min(side - 1, cy + 1); y += 1) {
              const result = INDEX.tile(z, x, y, types);
              const expected = POINTS.filter((p) => types.includes(p.mapType) && tileKeyOf(p, z) === interleave(x, y));
              expect(result.total).toBe(expected.length);
              const counted = result.clusters.reduce((sum, c) => sum + c.count, 0) + result.points.length;
              expect(counted).toBe(expected.length);
              expect(result.clusters.length + result.points.length).toBeLessThanOrEqual(MAP_MAX_MARKERS);
              const ids = new Set(expected.map((p) => p.id));
              for (const point of result.points) {
                expect(ids.has(point.id)).toBe(true);
                expect(seen.has(point.id)).toBe(false);
                seen.add(point.id);
              }
              for (const c of result.clusters) expect(tileKeyOf({ ...c, id: 0, mapType: 1 }, z)).toBe(interleave(x, y));
              total += result.total;
            }
          }
          if (types.includes(centre.mapType)) expect(total).toBeGreaterThan(0);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('groups a tile like the cluster query of the same area, and rejects tiles that do not exist', () => {
    const beijing = POINTS.find((p) => Math.abs(p.lng - 116.4) < 0.02 && Math.abs(p.lat - 39.9) < 0.02)!;
    for (const z of [4, 9, 14, 18]) {
      const { x, y } = tileOf(beijing.lng, beijing.lat, z);
      const tile = INDEX.tile(z, x, y, ALL);
      expect(tile.gridLevel).toBe(z + 2);
      expect(tile.total).toBeGreaterThan(0);
      if (z === 18) expect(tile.points.map((m) => m.id)).toContain(beijing.id);
    }
    expect(() => INDEX.tile(3, 8, 0, ALL)).toThrow(RangeError);
    expect(() => INDEX.tile(19, 0, 0, ALL)).toThrow(RangeError);
    expect(() => INDEX.tile(2, -1, 0, ALL)).toThrow(RangeError);
    expect(build([]).tile(0, 0, 0, ALL)).toMatchObject({ total: 0, clusters: [], points: [] });
  });
});

describe('nearby', () => {
  it('returns the nearest points by haversine distance, like brute force', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: POINTS.length - 1 }),
        fc.integer({ min: 1, max: 50_000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.subarray(ALL, { minLength: 1 }),
        (i, radius, limit, types) => {
          const centre = { lng: POINTS[i]!.lng + 0.0007, lat: POINTS[i]!.lat - 0.0003 };
          const hits = INDEX.nearby(centre.lng, centre.lat, radius, types, limit);
          const expected = POINTS.filter((p) => types.includes(p.mapType))
            .map((p) => ({ id: p.id, d: haversineMetres(centre.lng, centre.lat, p.lng, p.lat) }))
            .filter((p) => p.d <= radius)
            .sort((a, b) => a.d - b.d || a.id - b.id)
            .slice(0, limit);
          expect(hits.map((h) => h.id)).toEqual(expected.map((e) => e.id));
          hits.forEach((h, k) => expect(h.distance).toBeCloseTo(expected[k]!.d, 6));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('boxAround holds the whole circle', () => {
    const box = boxAround(116.4, 39.9, 10_000);
    for (let bearing = 0; bearing < 360; bearing += 5) {
      // A point 9,999 m away on this bearing (spherical destination formula).
      const d = 9_999 / 6_371_008.8;
      const b = (bearing * Math.PI) / 180;
      const lat1 = (39.9 * Math.PI) / 180;
      const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
      const lng2 =
        116.4 +
        (Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2)) * 180) /
          Math.PI;
      const p = { id: 0, mapType: 1 as const, lng: lng2, lat: (lat2 * 180) / Math.PI };
      expect(inBox(p, box)).toBe(true);
    }
  });
});
