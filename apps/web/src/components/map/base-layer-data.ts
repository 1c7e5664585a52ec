/**
 * The maps' offline base layer data (README "Fitness map", docs/ARCHITECTURE.md "Base map"): province
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

export async function fetchBaseLayer(): Promise<BaseLayerData> {
  const response = await fetch(BASE_LAYER_URL);
  if (!response.ok) throw new Error(`底图数据加载失败（HTTP ${response.status}）`);
  return (await response.json()) as BaseLayerData;
}

export const baseLayerQuery = () =>
  queryOptions({
    queryKey: ['map', 'base-layer'],
    queryFn: fetchBaseLayer,
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** The county centres (public/map/china-counties.json): [name, lng, lat] rows, degrees. */
export const COUNTY_LABELS_URL = `${import.meta.env.BASE_URL}map/china-counties.json`;

export interface CountyLabelData {
  columns: ['name', 'lng', 'lat'];
  rows: [string, number, number][];
}

export async function fetchCountyLabels(): Promise<CountyLabelData> {
  const response = await fetch(COUNTY_LABELS_URL);
  if (!response.ok) throw new Error(`县级地名数据加载失败（HTTP ${response.status}）`);
  return (await response.json()) as CountyLabelData;
}

export const countyLabelsQuery = () =>
  queryOptions({
    queryKey: ['map', 'county-labels'],
    queryFn: fetchCountyLabels,
    staleTime: Infinity,
    gcTime: Infinity,
  });
