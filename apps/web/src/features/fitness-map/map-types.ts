/**
 * The map types of the fitness map's layer filter (spec §3 "The map-type list adds 5 events and activities
 * and 6 venues and equipment"; §9 "Venue type codes 1-4, plus 5 and 6 in the map filter").
 * The codes, names and limits are contracts `fitness-map.codes` (MAP_TYPES, MAP_TYPE_NAMES, MAP_MAX_MARKERS,
 * MAP_MAX_ZOOM), imported at run time; this file adds the checks and the query value the page needs.
 */
import { MAP_TYPES, type MapType } from '@portal/contracts/fitness-map.codes';

/** True for one of MAP_TYPES (a number, not its text). */
export function isMapType(value: unknown): value is MapType {
  return (MAP_TYPES as readonly unknown[]).includes(value);
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
