/**
 * The map types of the fitness map's layer filter (spec §3 "The map-type list adds 5 events and activities
 * and 6 venues and equipment"; §9 "Venue type codes 1-4, plus 5 and 6 in the map filter"; issue 4).
 *
 * The names and the marker cap mirror contracts/fitness-map (map-types.test.ts keeps them equal): the web
 * imports contract types only, so TypeBox's runtime stays out of the page chunks.
 */
import type { MapType } from '@portal/contracts/fitness-map';

export type { MapType };

/** The six map types in filter order. */
export const MAP_TYPES: readonly MapType[] = [1, 2, 3, 4, 5, 6];

/** Display names (= contracts MAP_TYPE_NAMES). */
export const MAP_TYPE_NAMES: Readonly<Record<MapType, string>> = {
  1: '公共体育场',
  2: '公共体育馆',
  3: '公共游泳（跳水）馆',
  4: '全民健身中心',
  5: '赛事活动',
  6: '场地器材',
};

/** The page never draws more markers than this at once (= contracts MAP_MAX_MARKERS; issue 4 "Figures"). */
export const MAP_MAX_MARKERS = 500;

/** Largest zoom (street level; = contracts MAP_MAX_ZOOM). */
export const MAP_MAX_ZOOM = 18;

export function isMapType(value: unknown): value is MapType {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 6;
}

/**
 * The `types` query value for the chosen types: undefined when all six are chosen (the server's default
 * is all), else the codes ascending and comma-separated ('1,5'). An empty choice gives '' — callers must
 * not send a request for it (the server would read blank as all).
 */
export function typesParam(selected: readonly MapType[]): string | undefined {
  const unique = [...new Set(selected.filter(isMapType))].sort((a, b) => a - b);
  if (unique.length === MAP_TYPES.length) return undefined;
  return unique.join(',');
}
