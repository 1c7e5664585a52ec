/**
 * The province map of ECharts (a choropleth of China by province) on the portal's one copy of the
 * province outlines, public/map/china-base.json (components/map/base-layer-data.ts: the same file the
 * Leaflet maps draw offline), registered once with `echarts.registerMap`. Adds the map chart and the
 * visual map to the one echarts set-up (./echarts-setup.ts), so only the chunks that draw a province map
 * carry them.
 *
 * `useProvinceMap()` loads the outlines (cached for the session), registers them and returns the map's
 * name and the outline name of each GB/T 2260 province code ('330000' -> '浙江'); series data must be
 * named with those outline names.
 */
import { useQuery } from '@tanstack/react-query';
import { MapChart } from 'echarts/charts';
import { VisualMapComponent } from 'echarts/components';
import { baseLayerQuery, type BaseLayerData } from '../map/base-layer-data';
import { echarts } from './echarts-setup';

echarts.use([MapChart, VisualMapComponent]);

/** The name the outlines are registered under (series `map`). */
export const PROVINCE_MAP_NAME = 'portal-china-provinces';

/** Province outlines by GB/T 2260 code: the outline's name (the name a series' data item must carry). */
export type ProvinceMapNames = ReadonlyMap<string, string>;

let registered: ProvinceMapNames | null = null;

/** Registers the province polygons of `data` (city points left out) once; returns code -> outline name. */
export function registerProvinceMap(data: BaseLayerData): ProvinceMapNames {
  if (registered) return registered;
  const features = data.features.filter((feature) => feature.properties.kind === 'province');
  // echarts' GeoJSON type is stricter than the file's own (coordinates typed as unknown there).
  echarts.registerMap(PROVINCE_MAP_NAME, { type: 'FeatureCollection', features } as unknown as Parameters<
    typeof echarts.registerMap
  >[1]);
  registered = new Map(
    features.flatMap((feature) =>
      feature.properties.kind === 'province' ? [[feature.properties.code, feature.properties.name] as const] : [],
    ),
  );
  return registered;
}

/** The registered map's outline names once loaded (undefined while loading), and the load's state. */
export function useProvinceMap() {
  const base = useQuery(baseLayerQuery());
  return { names: base.data ? registerProvinceMap(base.data) : undefined, isError: base.isError };
}
