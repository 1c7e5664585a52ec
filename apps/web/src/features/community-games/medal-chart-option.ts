/**
 * ECharts option of the medal table: the first `top` provinces in medal-table order as stacked bars of
 * gold, silver and bronze. The same figures are in the page's table and summary text.
 */
import type { ProvinceStat } from '@portal/contracts/community-games';
import type { EChartsCoreOption } from '../../components/chart/echarts-setup';

/** Medal colours dark enough to read against white (3:1 for graphics). */
const MEDAL_COLOURS = ['#b8860b', '#7a7a7a', '#8c5a2b'];

/** 'Province' without its suffix for the axis ('广西壮族自治区' -> '广西'). */
export const shortName = (name: string) => name.replace(/(壮族|回族|维吾尔)?自治区$|省$|市$/u, '');

export function medalChartOption(rows: readonly ProvinceStat[], top = 10): EChartsCoreOption {
  const shown = rows.slice(0, top);
  const series = (['gold', 'silver', 'bronze'] as const).map((medal, k) => ({
    type: 'bar',
    stack: 'medals',
    name: ['金牌', '银牌', '铜牌'][k],
    data: shown.map((row) => row[medal]),
    barMaxWidth: 28,
  }));
  return {
    color: MEDAL_COLOURS,
    legend: { top: 0 },
    grid: { left: 48, right: 16, top: 40, bottom: 32 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: shown.map((row) => shortName(row.provinceName)) },
    yAxis: { type: 'value', name: '枚', minInterval: 1 },
    series,
  };
}

/** The chart as one sentence: '奖牌榜前 3：浙江 金 12 银 9 铜 8；…'. */
export function medalSummary(rows: readonly ProvinceStat[], top = 3): string {
  const shown = rows.slice(0, top);
  if (shown.length === 0) return '暂无奖牌数据';
  return `奖牌榜前 ${shown.length} 名：${shown
    .map(
      (row) =>
        `第 ${row.rank} 名 ${shortName(row.provinceName)}，金牌 ${row.gold}、银牌 ${row.silver}、铜牌 ${row.bronze}`,
    )
    .join('；')}。`;
}
