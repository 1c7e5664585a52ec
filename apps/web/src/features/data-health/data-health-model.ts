/**
 * Pure helpers of the data-health page: the page's URL state (?year=2025&areaCode=330000), the area shown
 * (the chosen province or the country), shares and day counts as the page writes them, and the echarts
 * options of its charts. Pure, unit-tested without a canvas.
 */
import type { DataHealth, DataHealthArea } from '@portal/contracts/data-health';
import type { EChartsCoreOption } from '../../components/chart/echarts-setup';
import { areaCode, programmeYear, urlStateSpec, type UrlState } from '../../lib/url-state';

export const DATA_HEALTH_URL_STATE = urlStateSpec({ year: programmeYear, areaCode });
export type DataHealthSearch = UrlState<typeof DATA_HEALTH_URL_STATE>;

/** The chosen province's area (its code's province), else the national one. */
export function areaOf(health: DataHealth, code: string): DataHealthArea {
  if (!code) return health.national;
  const province = `${code.slice(0, 2)}0000`;
  return health.provinces.find((p) => p.provinceCode === province) ?? health.national;
}

/** The areas of the comparison tables: every province, or only the chosen one after the country. */
export function comparedAreas(health: DataHealth, code: string): DataHealthArea[] {
  const chosen = areaOf(health, code);
  return chosen === health.national ? health.provinces : [health.national, chosen];
}

/** '87.5%' of a 0-1 share; '—' for none. */
export function percent(share: number | null): string {
  return share === null ? '—' : `${(share * 100).toFixed(1)}%`;
}

/** '12.5 天'; '—' for none. */
export function daysText(days: number | null): string {
  return days === null ? '—' : `${days} 天`;
}

/** Thousands in the Chinese way ('12,345'). */
export const count = (n: number): string => n.toLocaleString('zh-CN');

/** Share of the flow's expected hours pushed on time; null when nothing was expected. */
export function onTimeShare(area: DataHealthArea): number | null {
  return area.flow.expectedHours === 0 ? null : Math.min(1, area.flow.onTime / area.flow.expectedHours);
}

/** Rejected share of all rows a system sent (received + rejected). */
export function rejectedShare(received: number, rejected: number): number | null {
  return received + rejected === 0 ? null : rejected / (received + rejected);
}

/** '浙江省' -> '浙江', '新疆维吾尔自治区' -> '新疆' for chart axes (the tables keep the full names). */
export function shortName(name: string): string {
  return name.replace(/(维吾尔|壮族|回族)?自治区$|特别行政区$|[省市]$/, '') || name;
}

/**
 * The frame of a horizontal bar chart with a legend: value axis named `unit`, one category per label, top to
 * bottom in the given order; `bottom` is the grid's bottom margin (px).
 */
function horizontalBars(unit: string, labels: readonly string[], bottom: number) {
  return {
    grid: { left: 8, right: 16, top: 36, bottom, containLabel: true },
    legend: { top: 0 },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'value', name: unit, nameGap: 8 },
    yAxis: { type: 'category', inverse: true, data: labels, axisLabel: { color: '#262626', fontSize: 13 } },
  };
}

/** Grouped bars: rows received and refused per filling system of `area`. */
export function systemsOption(area: DataHealthArea, color: string): EChartsCoreOption {
  return {
    ...horizontalBars(
      '行',
      area.received.bySystem.map((s) => s.systemName),
      8,
    ),
    series: [
      { name: '接收', type: 'bar', data: area.received.bySystem.map((s) => s.rows), itemStyle: { color } },
      { name: '拒收', type: 'bar', data: area.rejected.bySystem.map((s) => s.rows), itemStyle: { color: '#595959' } },
    ],
  };
}

/** Horizontal bars of a 0-1 share per area (in %), e.g. audited share or equipment in good repair. */
export function shareOption(
  areas: readonly DataHealthArea[],
  pick: (area: DataHealthArea) => number | null,
  name: string,
  color: string,
): EChartsCoreOption {
  return {
    grid: { left: 8, right: 40, top: 8, bottom: 24, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: (v: unknown) => `${String(v)}%` },
    xAxis: { type: 'value', min: 0, max: 100, name: '%', nameGap: 8 },
    yAxis: {
      type: 'category',
      inverse: true,
      data: areas.map((a) => shortName(a.provinceName)),
      axisLabel: { color: '#262626', fontSize: 13 },
      axisTick: { show: false },
    },
    series: [
      {
        name,
        type: 'bar',
        data: areas.map((a) => {
          const share = pick(a);
          return share === null ? null : Math.round(share * 1000) / 10;
        }),
        itemStyle: { color },
      },
    ],
  };
}

/** Stacked bars of flow hours per area: on time, late, missing. */
export function flowOption(areas: readonly DataHealthArea[], color: string): EChartsCoreOption {
  const series = (name: string, pick: (a: DataHealthArea) => number, itemColor: string) => ({
    name,
    type: 'bar',
    stack: 'hours',
    data: areas.map(pick),
    itemStyle: { color: itemColor },
  });
  const frame = horizontalBars(
    '小时',
    areas.map((a) => shortName(a.provinceName)),
    24,
  );
  return {
    ...frame,
    yAxis: { ...frame.yAxis, axisTick: { show: false } },
    series: [
      series('按时', (a) => a.flow.onTime, color),
      series('迟报', (a) => a.flow.late, '#d48806'),
      series('缺报', (a) => a.flow.missing, '#8c8c8c'),
    ],
  };
}

/** Height of a per-area bar chart: one 26 px row per area plus axes and legend. */
export function barsHeight(rows: number): string {
  return `${Math.max(200, rows * 26 + 80)}px`;
}
