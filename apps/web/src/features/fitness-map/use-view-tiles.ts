/**
 * The tiles of the fitness map's current view (pages/fitness-map-page.tsx; docs/decisions/fitness-map.md): every
 * tile of a TileRange asked for (api.ts tileQuery; tiles the query cache holds fresh are not asked again) and
 * merged once all of them are in (map-request.ts mergeTiles); until then the previous view's answer stays drawn.
 */
import { useQueries } from '@tanstack/react-query';
import type { MapClusterData } from '@portal/contracts/fitness-map';
import { useMemo, useState } from 'react';
import { tileQuery } from './api';
import { mergeTiles, tilesOf, type TileRange } from './map-request';

/** The merged tile answers of a view, as the page shows them (see useViewTiles). */
export interface ViewTiles {
  /** The merged answer of the view's tiles once all are in, else the last complete one (null before). */
  data: MapClusterData | null;
  /**
   * The view `data` belongs to, as tests read it from the status line: 'minLng,minLat,maxLng,maxLat,zoom'
   * and its tiles 'z/x0-x1/y0-y1/types' (types '' for all).
   */
  view: string | null;
  tiles: string | null;
  isFetching: boolean;
  /** The first tile failure once its retries are over (a 503 while the index loads is retried: api.ts). */
  error: unknown;
  failureReason: unknown;
  retry: () => void;
}

/**
 * Asks for every tile of `range` (api.ts tileQuery; tiles the query cache holds fresh are not asked
 * again) and merges their answers once all of them are in; until then the previous view's answer stays on
 * the map, as the single cluster request did with keepPreviousData.
 */
export function useViewTiles(range: TileRange | null): ViewTiles {
  const tiles = range ? tilesOf(range) : [];
  const results = useQueries({ queries: tiles.map((tile) => tileQuery(tile)) });
  const complete = range !== null && results.length > 0 && results.every((result) => result.data !== undefined);
  const signature = complete ? `${JSON.stringify(range)}|${results.map((r) => r.dataUpdatedAt).join(',')}` : '';
  const merged = useMemo(
    () =>
      complete && range
        ? mergeTiles(
            range.z,
            results.map((result) => result.data!),
          )
        : null,
    // The signature names the range and every answer's version: a new merge only when one of them changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [signature],
  );
  // The last complete answer stays drawn while a new view's tiles arrive (React's "information from
  // previous renders" pattern: set during render, re-rendered at once).
  const [last, setLast] = useState<{ data: MapClusterData; view: string; tiles: string } | null>(null);
  if (merged && range && merged !== last?.data) {
    const { bbox, z, x0, x1, y0, y1, types } = range;
    setLast({ data: merged, view: `${bbox},${z}`, tiles: `${z}/${x0}-${x1}/${y0}-${y1}/${types ?? ''}` });
  }
  const failed = results.find((result) => result.isError);
  return {
    data: range ? (last?.data ?? null) : null,
    view: range ? (last?.view ?? null) : null,
    tiles: range ? (last?.tiles ?? null) : null,
    isFetching: results.some((result) => result.isFetching),
    error: failed ? failed.error : null,
    failureReason: results.find((result) => result.failureReason)?.failureReason ?? null,
    retry: () => {
      for (const result of results) if (result.isError) void result.refetch();
    },
  };
}
