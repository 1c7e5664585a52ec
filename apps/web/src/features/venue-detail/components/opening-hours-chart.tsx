/**
 * 每日开放时长: grouped horizontal bars of each day kind's open hours (ScheduleDay.openHours) and its free hours
 * (venue-format freeHours, striped), with a summary sentence (a no-break space keeps each figure with its
 * unit at 375 px) and the figures as a table.
 */
import { useMemo } from 'react';
import type { ScheduleDay } from '@portal/contracts/venue';
import { EChart } from '../../../components/chart/e-chart';
import { formatNumber, freeHours } from '../venue-format';
import { DataTableDisclosure } from './data-table-disclosure';

/** Diagonal white stripes on the free-hours bars and their legend key (ECharts itemStyle.decal). */
const FREE_DECAL = {
  symbol: 'rect',
  color: 'rgba(255, 255, 255, 0.7)',
  dashArrayX: [1, 0],
  dashArrayY: [2, 4],
  rotation: -Math.PI / 4,
};

/** Weekly hours = the sum of 周一..周日 (day kinds 1-7). */
export function weeklyHours(schedule: ScheduleDay[], pick: (day: ScheduleDay) => number): number {
  return schedule.filter((day) => day.dayKind <= 7).reduce((sum, day) => sum + pick(day), 0);
}

export function OpeningHoursChart({
  schedule,
  openColor,
  freeColor,
}: {
  schedule: ScheduleDay[];
  openColor: string;
  freeColor: string;
}) {
  const free = useMemo(() => schedule.map(freeHours), [schedule]);
  const option = useMemo(
    () => ({
      color: [openColor, freeColor],
      legend: { top: 0 },
      // Horizontal bars: nine day-kind labels stay readable at 375 px.
      grid: { left: 72, right: 24, top: 36, bottom: 32 },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      yAxis: { type: 'category', inverse: true, data: schedule.map((day) => day.label), axisLabel: { fontSize: 12 } },
      xAxis: { type: 'value', name: '小时', max: 24, interval: 4 },
      series: [
        { name: '开放时长', type: 'bar', data: schedule.map((day) => day.openHours), barMaxWidth: 12 },
        // Striped as well as coloured, so the two series never differ by colour alone (red and green).
        { name: '免费时长', type: 'bar', data: free, barMaxWidth: 12, itemStyle: { decal: FREE_DECAL } },
      ],
    }),
    [schedule, free, openColor, freeColor],
  );
  const weekOpen = weeklyHours(schedule, (day) => day.openHours);
  const weekFree = weeklyHours(schedule, freeHours);
  return (
    <figure className="venue-detail__chart">
      <EChart option={option} label="每日开放时长与免费时长条形图" height="360px" />
      <figcaption>{`按现行开放时间，每周开放 ${formatNumber(weekOpen)}\u00a0小时，其中免费 ${formatNumber(weekFree)}\u00a0小时。`}</figcaption>
      <DataTableDisclosure
        summary="以表格查看每日开放时长"
        caption="每日开放时长与免费时长（小时）"
        columns={['日期类型', '开放时长（小时）', '免费时长（小时）']}
        rows={schedule.map((day, index) => [day.label, formatNumber(day.openHours), formatNumber(free[index] ?? 0)])}
      />
    </figure>
  );
}
