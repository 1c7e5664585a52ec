/**
 * ECharts options and accessible names of the instructor landing page: one horizontal bar chart per
 * breakdown (level, sport, province), largest first except levels (rank order). Pure functions of the
 * statistics' count lists, so they are unit-tested without a canvas.
 */
import type { SportGuiderStatistics } from '@portal/contracts/sport-guider';
import type { EChartsCoreOption } from '../../../components/chart/echarts-setup';

export type GuiderCount = SportGuiderStatistics['byLevel'][number];

/** Short province names for the axis ('新疆维吾尔自治区' -> '新疆'); the text list keeps full names. */
export function shortName(name: string): string {
  return name.replace(/(维吾尔|壮族|回族)?自治区$|特别行政区$|[省市]$/, '') || name;
}

/** Height of a bar chart: one 24 px row per bar plus the axes. */
export function barChartHeight(count: number): string {
  return `${Math.max(160, count * 24 + 48)}px`;
}

export function countBarOption(counts: readonly GuiderCount[], color: string, short = false): EChartsCoreOption {
  return {
    grid: { left: 8, right: 64, top: 8, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: (v: unknown) => `${String(v)} 人` },
    xAxis: { type: 'value', show: false },
    yAxis: {
      type: 'category',
      inverse: true,
      data: counts.map((c) => (short ? shortName(c.name) : c.name)),
      axisLabel: { color: '#262626', fontSize: 13 },
      axisTick: { show: false },
    },
    series: [
      {
        name: '指导员人数',
        type: 'bar',
        data: counts.map((c) => c.total),
        itemStyle: { color },
        label: { show: true, position: 'right', color: '#262626', formatter: '{c}' },
      },
    ],
  };
}

/** Accessible name: what the chart shows and its largest figures. */
export function countChartLabel(what: string, counts: readonly GuiderCount[]): string {
  const top = counts
    .slice(0, 3)
    .map((c) => `${c.name}${c.total}人`)
    .join('，');
  return `${what}条形图：${top}${counts.length > 3 ? '等' : ''}，完整数据见图下文字。`;
}
