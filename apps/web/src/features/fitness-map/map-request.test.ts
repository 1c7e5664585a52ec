// Cluster request of a view (bbox, zoom, types) and the marker cap (never more than 500 markers, MAP_MAX_MARKERS).
import type { MapCluster, MapMarkerPoint } from '@portal/contracts/fitness-map';
import { describe, expect, it } from 'vitest';
import { MAP_MAX_MARKERS, MAP_TYPES } from '@portal/contracts/fitness-map.codes';
import { capMarkers, clusterKey, clusterRequest, pointKey } from './map-request';

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
