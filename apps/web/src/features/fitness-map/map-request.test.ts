// Cluster request of a view (bbox, zoom, types) and the marker cap (never more than 500 markers, MAP_MAX_MARKERS).
import type { MapCluster, MapMarkerPoint } from '@portal/contracts/fitness-map';
import { describe, expect, it } from 'vitest';
import { MAP_MAX_MARKERS, MAP_TYPES } from '@portal/contracts/fitness-map.codes';
import { capMarkers, clusterKey, clusterRequest, mergeTiles, pointKey, tileRange, tilesOf } from './map-request';

const china = { west: 73.123456789, south: 18.000001, east: 135.000004, north: 53.55 };

describe('clusterRequest', () => {
  it('rounds the bounds outward to 5 decimals and the zoom to an integer', () => {
    expect(clusterRequest(china, 4.4, MAP_TYPES)).toEqual({ bbox: '73.12345,18,135.00001,53.55', zoom: 4 });
    expect(clusterRequest(china, 17.6, MAP_TYPES)?.zoom).toBe(18);
  });

  it('clamps to the ranges the server accepts', () => {
    expect(clusterRequest({ west: -200, south: -89, east: 250, north: 89 }, 25, MAP_TYPES)).toEqual({
      bbox: '-180,-85,180,85',
      zoom: 18,
    });
    expect(clusterRequest(china, -2, MAP_TYPES)?.zoom).toBe(0);
  });

  it('names the chosen types, or none for all', () => {
    expect(clusterRequest(china, 5, [6, 1, 5])?.types).toBe('1,5,6');
    expect(clusterRequest(china, 5, [...MAP_TYPES].reverse())).not.toHaveProperty('types');
  });

  it('asks nothing for no type or an empty or broken view', () => {
    expect(clusterRequest(china, 5, [])).toBeNull();
    expect(clusterRequest({ ...china, east: china.west }, 5, MAP_TYPES)).toBeNull();
    expect(clusterRequest({ ...china, north: Number.NaN }, 5, MAP_TYPES)).toBeNull();
    expect(clusterRequest(china, Number.NaN, MAP_TYPES)).toBeNull();
    expect(clusterRequest({ west: 10, south: 86, east: 20, north: 88 }, 5, MAP_TYPES)).toBeNull();
  });
});

const cluster = (i: number): MapCluster => ({ lng: 100 + i / 1000, lat: 30, count: 2 + i, expansionZoom: 8 });
const point = (i: number): MapMarkerPoint => ({ id: i + 1, lng: 100, lat: 30 + i / 1000, mapType: 1 });

describe('capMarkers', () => {
  it('keeps an answer within the cap as it is', () => {
    const data = { clusters: [cluster(1)], points: [point(1), point(2)] };
    expect(capMarkers(data)).toEqual({ ...data, omitted: 0 });
    const full = {
      clusters: Array.from({ length: 200 }, (_, i) => cluster(i)),
      points: Array.from({ length: 300 }, (_, i) => point(i)),
    };
    expect(capMarkers(full).omitted).toBe(0);
  });

  it('never draws more than MAP_MAX_MARKERS, keeping the largest clusters first', () => {
    const data = {
      clusters: Array.from({ length: 450 }, (_, i) => cluster(i)),
      points: Array.from({ length: 200 }, (_, i) => point(i)),
    };
    const drawn = capMarkers(data);
    expect(MAP_MAX_MARKERS).toBe(500);
    expect(drawn.clusters.length + drawn.points.length).toBe(500);
    expect(drawn.clusters).toHaveLength(450);
    expect(drawn.points).toHaveLength(50);
    expect(drawn.omitted).toBe(150);
    const small = capMarkers(data, 10);
    expect(small.clusters.map((c) => c.count)).toEqual(Array.from({ length: 10 }, (_, i) => 451 - i));
    expect(small.points).toEqual([]);
    expect(small.omitted).toBe(640);
  });
});

describe('marker keys', () => {
  it('identify markers by place and count, points by id', () => {
    expect(clusterKey(cluster(1))).toBe(clusterKey({ ...cluster(1) }));
    expect(clusterKey(cluster(1))).not.toBe(clusterKey({ ...cluster(1), count: 99 }));
    expect(pointKey(point(4))).toBe('p:5');
  });
});

describe('tileRange, tilesOf and mergeTiles', () => {
  it('covers the view with the tiles of its zoom, clamped to the world', () => {
    // Around Beijing at zoom 12: columns and rows of the XYZ scheme (y counts south).
    const range = tileRange({ west: 116.3, south: 39.85, east: 116.5, north: 39.95 }, 12, MAP_TYPES)!;
    expect(range).toMatchObject({ z: 12, x0: 3371, x1: 3373, y0: 1551, y1: 1552 });
    expect(range.bbox).toMatch(/^116\.3,39\.85,116\.5,39\.95/);
    expect(tilesOf(range)).toHaveLength(6);
    expect(tilesOf(range)[0]).toEqual({ z: 12, x: 3371, y: 1551 });
    const world = tileRange({ west: -200, south: -89, east: 250, north: 89 }, 1, [1, 6])!;
    expect(world).toMatchObject({ z: 1, x0: 0, x1: 1, y0: 0, y1: 1, types: '1,6' });
    expect(tilesOf(world).every((tile) => tile.types === '1,6')).toBe(true);
    expect(tileRange(china, 5, [])).toBeNull();
  });

  it('merges the answers of a view’s tiles into one', () => {
    const cluster = (count: number): MapCluster => ({ lng: 116, lat: 40, count, expansionZoom: 13 });
    const point = (id: number): MapMarkerPoint => ({ id, lng: 116, lat: 40, mapType: 1 });
    const merged = mergeTiles(12, [
      { zoom: 12, total: 5, clusters: [cluster(4)], points: [point(1)] },
      { zoom: 12, total: 0, clusters: [], points: [] },
      { zoom: 12, total: 3, clusters: [cluster(2)], points: [point(2)] },
    ]);
    expect(merged).toEqual({
      zoom: 12,
      total: 8,
      clusters: [cluster(4), cluster(2)],
      points: [point(1), point(2)],
    });
  });
});
