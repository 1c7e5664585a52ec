/**
 * Clusters of the race map, pure over the snapshot (./race-snapshot.ts), after the fitness map's grid approach
 * (docs/decisions/fitness-map.md "Fitness map"): the matching races inside the viewport are counted in square cells of
 * 64 screen pixels at the requested zoom (a grid of 2^(zoom+2) Web-Mercator cells per axis); a cell holding one race
 * gives that race, a cell holding more gives a cluster at the mean position of its races with their exact count. When
 * the cells would exceed RACE_MAP_MAX_MARKERS the grid is halved until they fit. From RACE_MAP_POINT_ZOOM on, single
 * races are given while they fit. A cluster's expansionZoom is the zoom at which its cell first splits into smaller
 * cells (a cell of grid level L is 64 px at zoom L - 2 and splits at zoom L - 1), capped at RACE_MAP_POINT_ZOOM. Counts
 * add up exactly to `total`, the matching races in view.
 */
import { RACE_MAP_MAX_MARKERS, RACE_MAP_MAX_ZOOM, RACE_MAP_POINT_ZOOM } from '@portal/contracts/community-games.codes';
import type { RaceFilter } from './race-filter.js';
import { raceMatcher } from './race-filter.js';
import type { RaceSnapshot } from './race-snapshot.js';

export interface Viewport {
  west: number;
  south: number;
  east: number;
  north: number;
  zoom: number;
}

export interface MapCell {
  lng: number;
  lat: number;
  count: number;
  expansionZoom: number;
  /** The race's position when count is 1. */
  position: number;
}

/** The matching races in `view` as cells (see the module comment), and how many races they hold. */
export function mapCells(
  s: RaceSnapshot,
  f: RaceFilter,
  today: number,
  view: Viewport,
  maxMarkers = RACE_MAP_MAX_MARKERS,
): { total: number; cells: MapCell[] } {
  const match = raceMatcher(s, f, today);
  const inside: number[] = [];
  // The races whose longitude lies in the view: one range of the longitude order.
  for (let k = lowerBound(s.sortedLng, view.west); k < s.count && (s.sortedLng[k] as number) <= view.east; k += 1) {
    const i = s.byLng[k] as number;
    const lat = s.lat[i] as number;
    if (lat >= view.south && lat <= view.north && match(i)) inside.push(i);
  }
  const xy = new Float64Array(inside.length * 2);
  inside.forEach((i, k) => {
    xy[2 * k] = s.mercatorX[i] as number;
    xy[2 * k + 1] = s.mercatorY[i] as number;
  });
  if (view.zoom >= RACE_MAP_POINT_ZOOM && inside.length <= maxMarkers) {
    return {
      total: inside.length,
      cells: inside.map((i) => ({
        lng: s.lng[i] as number,
        lat: s.lat[i] as number,
        count: 1,
        expansionZoom: view.zoom,
        position: i,
      })),
    };
  }
  for (let level = Math.min(view.zoom, RACE_MAP_MAX_ZOOM) + 2; level >= 0; level -= 1) {
    const cells = gridCells(s, inside, xy, level, view.zoom, maxMarkers);
    if (cells) return { total: inside.length, cells };
  }
  return { total: inside.length, cells: [] };
}

/** The first index of ascending `values` holding a value >= `value`. */
function lowerBound(values: Float64Array, value: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((values[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The cells of a 2^level grid, or null when there are more than `maxMarkers`. */
function gridCells(
  s: RaceSnapshot,
  inside: readonly number[],
  xy: Float64Array,
  level: number,
  zoom: number,
  maxMarkers: number,
): MapCell[] | null {
  const size = 2 ** level;
  const byCell = new Map<number, { count: number; lng: number; lat: number; position: number }>();
  for (let k = 0; k < inside.length; k += 1) {
    const key = Math.floor((xy[2 * k] as number) * size) * size + Math.floor((xy[2 * k + 1] as number) * size);
    const i = inside[k] as number;
    const cell = byCell.get(key);
    if (cell) {
      cell.count += 1;
      cell.lng += s.lng[i] as number;
      cell.lat += s.lat[i] as number;
    } else {
      if (byCell.size >= maxMarkers) return null;
      byCell.set(key, { count: 1, lng: s.lng[i] as number, lat: s.lat[i] as number, position: i });
    }
  }
  // A cell of this grid is 64 px at zoom (level - 2) and splits once it is 128 px, at zoom (level - 1).
  const expansionZoom = Math.min(RACE_MAP_POINT_ZOOM, Math.max(zoom + 1, level - 1));
  return [...byCell.values()].map((c) => ({
    lng: c.lng / c.count,
    lat: c.lat / c.count,
    count: c.count,
    expansionZoom,
    position: c.position,
  }));
}
