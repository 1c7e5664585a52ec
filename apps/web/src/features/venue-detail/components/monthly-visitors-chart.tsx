/**
 * 每月接待人次: bar chart of VenueYearStat.visitorsByMonth (12 figures, persons) with a one-sentence
 * summary and the figures as a table (the chart's text alternative).
 */
import { useMemo } from 'react';
import type { VenueYearStat } from '@portal/contracts/venue';
import { EChart } from '../../../components/chart/e-chart';
import { formatNumber } from '../venue-format';
import { DataTableDisclosure } from './data-table-disclosure';

const MONTHS = Array.from({ length: 12 }, (_, index) => `${index + 1}月`);

/** '全年接待 12,345 人次，最多的是 8月（2,345 人次）。' */
export function visitorsSummary(stat: VenueYearStat): string {
  const peak = stat.visitorsByMonth.reduce((best, value, index, all) => (value > all[best]! ? index : best), 0);
  const peakValue = stat.visitorsByMonth[peak] ?? 0;
  if (stat.visitorsTotal === 0 || peakValue === 0) return `${stat.year} 年暂无接待人次记录。`;
  return `${stat.year} 年全年接待 ${formatNumber(stat.visitorsTotal)}\u00a0人次，最多的是 ${MONTHS[peak]}（${formatNumber(peakValue)}\u00a0人次）。`;
}

export function MonthlyVisitorsChart({ stat, color }: { stat: VenueYearStat; color: string }) {
  const option = useMemo(
    () => ({
      color: [color],
      grid: { left: 56, right: 16, top: 24, bottom: 32 },
      tooltip: { trigger: 'axis' },
      // Labels thin out by themselves on narrow screens (every month is in the table below).
      xAxis: { type: 'category', data: MONTHS, axisLabel: { fontSize: 12, hideOverlap: true } },
      yAxis: { type: 'value', name: '人次', nameTextStyle: { align: 'right' } },
      series: [{ name: '接待人次', type: 'bar', data: stat.visitorsByMonth, barMaxWidth: 32 }],
    }),
    [stat.visitorsByMonth, color],
  );
  return (
    <figure className="venue-detail__chart">
      <EChart option={option} label={`${stat.year} 年每月接待人次柱状图`} height="280px" />
      <figcaption>{visitorsSummary(stat)}</figcaption>
      <DataTableDisclosure
        summary="以表格查看每月接待人次"
        caption={`${stat.year} 年每月接待人次`}
        columns={['月份', '接待人次']}
        rows={MONTHS.map((month, index) => [month, formatNumber(stat.visitorsByMonth[index] ?? 0)])}
      />
    </figure>
  );
}
