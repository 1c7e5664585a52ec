/**
 * What the map asks the server for, and what it draws of the answers (the page never draws more than 500
 * markers at once, MAP_MAX_MARKERS): the tiles covering the view (tileRange, tilesOf), each asked as
 * GET /api/data/fitnessMap/tile/{z}/{x}/{y}, merged into one answer (mergeTiles).
 *
 * GET /api/data/fitnessMap/cluster takes `bbox=minLng,minLat,maxLng,maxLat` (degrees), an integer `zoom`
 * 0..18 and optional `types` (contracts MapClusterQuery).
 */
import type { MapCluster, MapClusterData, MapClusterQuery, MapMarkerPoint } from '@portal/contracts/fitness-map';
import { MAP_MAX_MARKERS, MAP_MAX_ZOOM, type MapType } from '@portal/contracts/fitness-map.codes';
import { tileOf } from '@portal/contracts/map-tiles.codes';
import { typesParam } from './map-types';

/** The map's visible bounds in degrees (Leaflet's getWest/South/East/North). */
export interface ViewBounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Bbox digits: 1e-5° is about 1 m, finer than any screen pixel up to zoom 18. */
const BBOX_SCALE = 1e5;
/** Latitude limits of Web Mercator (the server rejects anything outside ±85). */
const MAX_LAT = 85;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The cluster query for a view: the bounds clamped to lng -180..180 and lat -85..85 and rounded OUTWARD
 * to 5 decimals (never losing an edge point), the zoom rounded and clamped to 0..18, `types` per
 * typesParam (left out for all). Null when nothing can be asked: no type chosen, or bounds that are not
 * finite or have no area after clamping.
 */
export function clusterRequest(bounds: ViewBounds, zoom: number, types: readonly MapType[]): MapClusterQuery | null {
  const typesValue = typesParam(types);
  if (typesValue === '') return null;
  const values = [bounds.west, bounds.south, bounds.east, bounds.north];
  if (!values.every(Number.isFinite) || !Number.isFinite(zoom)) return null;
  const [west, east] = [clamp(bounds.west, -180, 180), clamp(bounds.east, -180, 180)];
  const [south, north] = [clamp(bounds.south, -MAX_LAT, MAX_LAT), clamp(bounds.north, -MAX_LAT, MAX_LAT)];
  if (!(west < east && south < north)) return null;
  const down = (value: number) => Math.floor(value * BBOX_SCALE) / BBOX_SCALE;
  const up = (value: number) => Math.ceil(value * BBOX_SCALE) / BBOX_SCALE;
  const query: MapClusterQuery = {
    bbox: `${down(west)},${down(south)},${up(east)},${up(north)}`,
    zoom: clamp(Math.round(zoom), 0, MAP_MAX_ZOOM),
  };
  if (typesValue !== undefined) query.types = typesValue;
  return query;
}

/** The XYZ tiles (256 px, Web Mercator, y south) covering a view at an integer zoom, and the types text. */
export interface TileRange {
  /** The view's bbox as clusterRequest rounds it (minLng,minLat,maxLng,maxLat). */
  bbox: string;
  z: number;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  /** typesParam's text; absent for every type. */
  types?: string;
}

/**
 * The tiles a view needs at its zoom (rounded and clamped to 0..18): every tile the bounds touch, after
 * the same clamping as clusterRequest. Null when nothing can be asked (no type chosen, broken bounds).
 */
export function tileRange(bounds: ViewBounds, zoom: number, types: readonly MapType[]): TileRange | null {
  const request = clusterRequest(bounds, zoom, types);
  if (!request) return null;
  const [west, south, east, north] = request.bbox.split(',').map(Number) as [number, number, number, number];
  const z = request.zoom;
  const northWest = tileOf(west, north, z);
  const southEast = tileOf(east, south, z);
  const range: TileRange = {
    bbox: request.bbox,
    z,
    x0: northWest.x,
    x1: southEast.x,
    y0: northWest.y,
    y1: southEast.y,
  };
  if (request.types !== undefined) range.types = request.types;
  return range;
}

/** The tiles of a range, row by row from the north-west. */
export function tilesOf(range: TileRange): { z: number; x: number; y: number; types?: string }[] {
  const tiles = [];
  for (let y = range.y0; y <= range.y1; y += 1) {
    for (let x = range.x0; x <= range.x1; x += 1) {
      tiles.push(range.types === undefined ? { z: range.z, x, y } : { z: range.z, x, y, types: range.types });
    }
  }
  return tiles;
}

/**
 * One answer for a view from its tiles' answers: their clusters, points and totals together (tiles never
 * share a point, so nothing is counted twice). The total is that of the tiles, which reach a little past
 * the view's edges.
 */
export function mergeTiles(zoom: number, answers: readonly MapClusterData[]): MapClusterData {
  return {
    zoom,
    total: answers.reduce((sum, answer) => sum + answer.total, 0),
    clusters: answers.flatMap((answer) => answer.clusters),
    points: answers.flatMap((answer) => answer.points),
  };
}

/** What the map draws of a cluster answer. */
export interface DrawnMarkers {
  clusters: MapCluster[];
  points: MapMarkerPoint[];
  /** Markers of the answer left out by the cap (0 normally: the server keeps within the same cap). */
  omitted: number;
}

/**
 * The markers to draw, at most `max` (MAP_MAX_MARKERS): all of them when they fit; else the clusters with
 * the largest counts first, then points, so that what is left out is the least. The server already keeps
 * an answer within the cap; this is the page's own guarantee.
 */
export function capMarkers(
  data: Pick<MapClusterData, 'clusters' | 'points'>,
  max: number = MAP_MAX_MARKERS,
): DrawnMarkers {
  const total = data.clusters.length + data.points.length;
  if (total <= max) return { clusters: data.clusters, points: data.points, omitted: 0 };
  const clusters = [...data.clusters].sort((a, b) => b.count - a.count).slice(0, max);
  const points = data.points.slice(0, Math.max(0, max - clusters.length));
  return { clusters, points, omitted: total - clusters.length - points.length };
}

/** Stable identity of a cluster marker (same place and count = same marker; keeps keyboard focus). */
export function clusterKey(cluster: MapCluster): string {
  return `c:${cluster.lng.toFixed(6)},${cluster.lat.toFixed(6)},${cluster.count}`;
}

/** Stable identity of a point marker. */
export function pointKey(point: MapMarkerPoint): string {
  return `p:${point.id}`;
}
