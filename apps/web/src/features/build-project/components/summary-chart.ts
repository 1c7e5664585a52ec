/**
 * ECharts option, accessible name and number formats of the construction projects' province summary: a
 * horizontal bar chart of the number of projects per province (most first), projects in use as a second
 * series. Pure functions of contracts `BuildSummary`, unit-tested without a canvas.
 */
import type { BuildProvinceFigures } from '@portal/contracts/build-project';
import type { EChartsCoreOption } from '../../../components/chart/echarts-setup';

/** Provinces with projects, most first (ties by code). */
export function rankedProvinces(provinces: readonly BuildProvinceFigures[]): BuildProvinceFigures[] {
  return provinces
    .filter((p) => p.count > 0)
    .sort((a, b) => b.count - a.count || a.provinceCode.localeCompare(b.provinceCode));
}

/** '新疆维吾尔自治区' -> '新疆', '浙江省' -> '浙江' (the chart's axis; the table keeps full names). */
export function shortProvinceName(name: string): string {
  return name.replace(/(维吾尔|壮族|回族)?自治区$|特别行政区$|[省市]$/, '') || name;
}

/** One 24 px row per province plus the axes and legend. */
export function summaryChartHeight(count: number): string {
  return `${Math.max(240, count * 24 + 80)}px`;
}

/** '12,345.6 万元' (at most `digits` decimals, 2 by default). */
export function formatWan(value: number, digits = 2): string {
  return `${value.toLocaleString('zh-CN', { maximumFractionDigits: digits })} 万元`;
}

/** Second series colour (projects in use): dark green, >= 3:1 against white. */
export const IN_USE_COLOR = '#237804';

export function provinceCountOption(provinces: readonly BuildProvinceFigures[], color: string): EChartsCoreOption {
  return {
    grid: { left: 8, right: 40, top: 32, bottom: 8, containLabel: true },
    legend: { top: 0, textStyle: { color: '#262626', fontSize: 13 } },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: (v: unknown) => `${String(v)} 个` },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: {
      type: 'category',
      inverse: true,
      data: provinces.map((p) => shortProvinceName(p.provinceName)),
      axisLabel: { color: '#262626', fontSize: 13 },
      axisTick: { show: false },
    },
    series: [
      {
        name: '项目数',
        type: 'bar',
        barMaxWidth: 12,
        itemStyle: { color },
        label: { show: true, position: 'right', color: '#262626' },
        data: provinces.map((p) => p.count),
      },
      {
        name: '投入使用',
        type: 'bar',
        barMaxWidth: 12,
        itemStyle: { color: IN_USE_COLOR },
        data: provinces.map((p) => p.inUse),
      },
    ],
  };
}

/** The chart's accessible name: what it shows, the extremes, and where the figures are as text. */
export function provinceChartLabel(noun: string, provinces: readonly BuildProvinceFigures[]): string {
  if (provinces.length === 0) return `各省份${noun}数量条形图：暂无数据`;
  const top = provinces[0]!;
  const bottom = provinces[provinces.length - 1]!;
  return `各省份${noun}数量条形图，共${provinces.length}个省份，最多${top.provinceName}${top.count}个，最少${bottom.provinceName}${bottom.count}个；各省数据见图表下方的数据表`;
}
