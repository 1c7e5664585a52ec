/**
 * ECharts option of a venue's hourly flow (24 bars, hour slots on the x axis, 人次 on the y axis).
 * Hours without a push are gaps ('-'), not zeros: "not reported" differs from "nobody came".
 */
import type { VenueFlowDay } from '@portal/contracts/passenger-flow';
import type { EChartsCoreOption } from '../../components/chart/echarts-setup';
import { themePrimaryColor } from '../../components/chart/theme-color';

export function hourlyChartOption(day: Pick<VenueFlowDay, 'hours'>): EChartsCoreOption {
  return {
    color: [themePrimaryColor()],
    grid: { left: 48, right: 16, top: 32, bottom: 32 },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value: unknown) => (typeof value === 'number' ? `${value} 人次` : '未上报'),
    },
    xAxis: {
      type: 'category',
      data: day.hours.map((entry) => `${entry.hour}时`),
      axisLabel: { interval: 2 },
    },
    yAxis: { type: 'value', name: '人次', minInterval: 1 },
    series: [{ type: 'bar', name: '客流', data: day.hours.map((entry) => entry.count ?? '-'), barMaxWidth: 24 }],
  };
}
