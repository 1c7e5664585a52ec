/**
 * Fitness map data (contracts/fitness-map), through lib/api-data getData:
 * - GET /api/data/fitnessMap/tile/{z}/{x}/{y}?types -> MapClusterData of one map tile (what the map asks:
 *   the same URL for every visitor of an area, so the browser and any cache in between can keep it);
 * - GET /api/data/fitnessMap/cluster?bbox&zoom&types -> MapClusterData (clusters + single points of a view);
 * - GET /api/data/fitnessMap/nearby?lng&lat&radius&types&limit -> MapNearbyData (nearest first, metres);
 * - GET /api/data/fitnessMap/search?keyword&types&pageNum&pageSize -> MapSearchData (name or address);
 * - GET /api/data/fitnessMap/point/{id} -> MapPointDetail (a popup: today's status where known).
 * Errors reject with ApiRequestError (Chinese msg). Query keys start with 'fitness-map'.
 *
 * Cancelling: a view's clusters are keyed by the exact request, so an answer for a view the map has
 * already left is never drawn (TanStack Query drops it; the http client takes no AbortSignal yet).
 */
import { queryOptions } from '@tanstack/react-query';
import type {
  MapClusterData,
  MapClusterQuery,
  MapNearbyData,
  MapNearbyQuery,
  MapPointDetail,
  MapSearchData,
  MapSearchQuery,
} from '@portal/contracts/fitness-map';
import { ApiRequestError, getData } from '../../lib/api-data';

const BASE = '/api/data/fitnessMap';

/**
 * Marker positions change when points are written; the server's tile answers say so within seconds, and a
 * view asks again (revalidating with the ETag) once its answers are this old. Open statuses age by the minute.
 */
const CLUSTER_STALE_MS = 30_000;
const STATUS_STALE_MS = 60_000;

export function fetchClusters(query: MapClusterQuery): Promise<MapClusterData> {
  return getData<MapClusterData>(`${BASE}/cluster`, { ...query });
}

/** One map tile of a view (map-request.ts tilesOf) and the types text (absent: all types). */
export interface TileKey {
  z: number;
  x: number;
  y: number;
  types?: string;
}

export function fetchTile({ z, x, y, types }: TileKey): Promise<MapClusterData> {
  return getData<MapClusterData>(`${BASE}/tile/${z}/${x}/${y}`, { types });
}

export function fetchNearby(query: MapNearbyQuery): Promise<MapNearbyData> {
  return getData<MapNearbyData>(`${BASE}/nearby`, { ...query });
}

export function fetchSearch(query: MapSearchQuery): Promise<MapSearchData> {
  return getData<MapSearchData>(`${BASE}/search`, { ...query });
}

export function fetchPoint(id: number): Promise<MapPointDetail> {
  return getData<MapPointDetail>(`${BASE}/point/${id}`);
}

/**
 * True for the server's 503 '健身地图数据正在加载' (cluster and nearby answer it while the in-memory index
 * is built after a start-up): worth waiting for.
 */
export function isMapLoading(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === 503;
}

/** While the index loads: retry every INDEX_RETRY_MS, up to INDEX_RETRIES times; other failures once. */
const INDEX_RETRY_MS = 2_000;
const INDEX_RETRIES = 60;
const indexRetry = {
  retry: (failures: number, error: unknown) => (isMapLoading(error) ? failures < INDEX_RETRIES : failures < 1),
  retryDelay: (failures: number, error: unknown) =>
    isMapLoading(error) ? INDEX_RETRY_MS : Math.min(1000 * 2 ** failures, 8000),
};

export const clusterQuery = (query: MapClusterQuery) =>
  queryOptions({
    queryKey: ['fitness-map', 'cluster', query],
    queryFn: () => fetchClusters(query),
    staleTime: CLUSTER_STALE_MS,
    ...indexRetry,
  });

export const tileQuery = (tile: TileKey) =>
  queryOptions({
    queryKey: ['fitness-map', 'tile', tile.z, tile.x, tile.y, tile.types ?? ''],
    queryFn: () => fetchTile(tile),
    staleTime: CLUSTER_STALE_MS,
    ...indexRetry,
  });

export const nearbyQuery = (query: MapNearbyQuery) =>
  queryOptions({
    queryKey: ['fitness-map', 'nearby', query],
    queryFn: () => fetchNearby(query),
    staleTime: STATUS_STALE_MS,
    ...indexRetry,
  });

export const searchQuery = (query: MapSearchQuery) =>
  queryOptions({
    queryKey: ['fitness-map', 'search', query],
    queryFn: () => fetchSearch(query),
    staleTime: STATUS_STALE_MS,
  });

export const pointQuery = (id: number) =>
  queryOptions({ queryKey: ['fitness-map', 'point', id], queryFn: () => fetchPoint(id), staleTime: STATUS_STALE_MS });
