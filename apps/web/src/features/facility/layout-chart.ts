/**
 * ECharts option and accessible name of the facility layout's province map (/main/facilityLayout): each
 * province shaded by the chosen figure, facilities in total or per 10,000 residents (LayoutFigures).
 * Pure functions of the data, unit-tested without a canvas; the map's outlines come from
 * components/chart/province-map.ts (outline names by GB/T 2260 code).
 */
import type { LayoutFigures } from '@portal/contracts/facility';
import type { EChartsCoreOption } from '../../components/chart/echarts-setup';
import { PROVINCE_MAP_NAME, type ProvinceMapNames } from '../../components/chart/province-map';

/** The figure the map shades by. */
export type LayoutMetric = 'total' | 'perTenThousand';

export const LAYOUT_METRIC_NAMES: Readonly<Record<LayoutMetric, string>> = {
  total: '设施总数（处）',
  perTenThousand: '每万人设施数（处）',
};

const valueOf = (row: LayoutFigures, metric: LayoutMetric) => row[metric];

/** A light-to-dark sequence ending in the theme colour (the darkest shade keeps 3:1 against white). */
export function layoutMapOption(
  rows: readonly LayoutFigures[],
  names: ProvinceMapNames,
  metric: LayoutMetric,
  color: string,
): EChartsCoreOption {
  const values = rows.map((row) => valueOf(row, metric));
  return {
    tooltip: {
      trigger: 'item',
      formatter: (p: { name: string; value: unknown }) =>
        `${p.name}<br/>${LAYOUT_METRIC_NAMES[metric]}：${typeof p.value === 'number' ? p.value.toLocaleString('zh-CN') : '暂无'}`,
    },
    visualMap: {
      type: 'continuous',
      // From the smallest figure, not 0: per-capita figures differ in their second decimal.
      min: values.length > 0 ? Math.min(...values) : 0,
      max: values.length > 0 ? Math.max(...values) : 1,
      left: 8,
      bottom: 8,
      calculable: false,
      text: ['多', '少'],
      textStyle: { color: '#262626' },
      inRange: { color: ['#fff1f0', color] },
    },
    series: [
      {
        name: LAYOUT_METRIC_NAMES[metric],
        type: 'map',
        map: PROVINCE_MAP_NAME,
        roam: false,
        layoutCenter: ['50%', '50%'],
        layoutSize: '100%',
        label: { show: false },
        emphasis: { label: { show: true, color: '#000' } },
        itemStyle: { borderColor: '#8c8c8c', borderWidth: 0.6 },
        data: rows.flatMap((row) => {
          const name = names.get(row.code);
          return name ? [{ name, value: valueOf(row, metric) }] : [];
        }),
      },
    ],
  };
}

/** The map's accessible name: what it shows, the most and the fewest, and where the figures are as text. */
export function layoutMapLabel(rows: readonly LayoutFigures[], metric: LayoutMetric): string {
  const ranked = [...rows].sort((a, b) => valueOf(b, metric) - valueOf(a, metric));
  const top = ranked[0];
  const bottom = ranked[ranked.length - 1];
  if (!top || !bottom) return `各省份${LAYOUT_METRIC_NAMES[metric]}地图：暂无数据`;
  return `各省份${LAYOUT_METRIC_NAMES[metric]}地图，最多为${top.name}${valueOf(top, metric).toLocaleString('zh-CN')}，最少为${bottom.name}${valueOf(bottom, metric).toLocaleString('zh-CN')}；各地数据见地图下方的表格`;
}
