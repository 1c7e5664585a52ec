/**
 * The maps' offline base layer data (README "Fitness map", docs/decisions/base-map.md "Base map"): province
 * outlines, city centres and the ten dashes of the 南海断续线 as GeoJSON, public/map/china-base.json, and the
 * county centres as a table, public/map/china-counties.json (both derived by apps/web/scripts/derive-map-base.mjs),
 * each fetched once per session, the counties only when a map first reaches county zoom. Shared by every
 * Leaflet map of the portal (the fitness map, the community games' race map).
 */
import { queryOptions } from '@tanstack/react-query';

/** The offline base layer (public/map/china-base.json, scripts/derive-map-base.mjs): GeoJSON. */
export const BASE_LAYER_URL = `${import.meta.env.BASE_URL}map/china-base.json`;

export interface BaseLayerFeature {
  type: 'Feature';
  properties:
    | { kind: 'province'; code: string; name: string; cp: [number, number] }
    | { kind: 'city'; name: string }
    | { kind: 'nanhai-dash' };
  geometry: { type: 'Polygon' | 'MultiPolygon' | 'Point'; coordinates: unknown };
}

export interface BaseLayerData {
  type: 'FeatureCollection';
  features: BaseLayerFeature[];
}

/** A bundled map file (`url`) as JSON; `what` names it in the error of a failed load. */
async function fetchMapFile<T>(url: string, what: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${what}加载失败（HTTP ${response.status}）`);
  return (await response.json()) as T;
}

/** A bundled map file never changes within a session: fetched once, kept. */
const mapFileQuery = <T>(name: string, url: string, what: string) =>
  queryOptions({
    queryKey: ['map', name],
    queryFn: () => fetchMapFile<T>(url, what),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const fetchBaseLayer = () => fetchMapFile<BaseLayerData>(BASE_LAYER_URL, '底图数据');

export const baseLayerQuery = () => mapFileQuery<BaseLayerData>('base-layer', BASE_LAYER_URL, '底图数据');

/** The county centres (public/map/china-counties.json): [name, lng, lat] rows, degrees. */
export const COUNTY_LABELS_URL = `${import.meta.env.BASE_URL}map/china-counties.json`;

export interface CountyLabelData {
  columns: ['name', 'lng', 'lat'];
  rows: [string, number, number][];
}

export const countyLabelsQuery = () =>
  mapFileQuery<CountyLabelData>('county-labels', COUNTY_LABELS_URL, '县级地名数据');
