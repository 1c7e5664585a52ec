/**
 * The maps' offline base layer data (README "Fitness map"): province outlines and city centres as GeoJSON,
 * public/map/china-base.json (scripts/derive-map-base.mjs), fetched once per session. Shared by every
 * Leaflet map of the portal (the fitness map, the community games' race map).
 */
import { queryOptions } from '@tanstack/react-query';

/** The offline base layer (public/map/china-base.json, scripts/derive-map-base.mjs): GeoJSON. */
export const BASE_LAYER_URL = `${import.meta.env.BASE_URL}map/china-base.json`;

export interface BaseLayerFeature {
  type: 'Feature';
  properties: { kind: 'province'; code: string; name: string; cp: [number, number] } | { kind: 'city'; name: string };
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
