/**
 * 开放时长与要求: the year's opening hours beside the programme's minimums (contract COMPLIANCE_RULES, checked
 * on the server by modules/venue-status/compliance.ts: >= 35 h/week, >= 8 h/day on rest days, holidays and school
 * vacations, outdoor areas free >= 12 h/day), as grouped bars (实际 / 最低要求); the caption states every figure
 * (the text alternative). The outdoor pair is left out for venues without outdoor areas (outdoorFreeHours null).
 */
import { useMemo } from 'react';
import type { VenueYearStat } from '@portal/contracts/venue';
import { EChart } from '../../../components/chart/e-chart';
import { formatNumber } from '../venue-format';

/** Programme minimums in hours (the server's compliance rules, contract COMPLIANCE_RULES). */
export const HOUR_REQUIREMENTS = { weekly: 35, restDay: 8, outdoorFree: 12 } as const;

export interface HourPair {
  label: string;
  actual: number;
  required: number;
}

export function yearHourPairs(stat: VenueYearStat): HourPair[] {
  const pairs: HourPair[] = [
    { label: '每周开放', actual: stat.weeklyOpenHours, required: HOUR_REQUIREMENTS.weekly },
    { label: '休息日每日开放', actual: stat.minRestDayHours, required: HOUR_REQUIREMENTS.restDay },
  ];
  if (stat.outdoorFreeHours !== null) {
    pairs.push({ label: '室外每日免费开放', actual: stat.outdoorFreeHours, required: HOUR_REQUIREMENTS.outdoorFree });
  }
  return pairs;
}

export function YearHoursChart({
  stat,
  actualColor,
  requirementColor,
}: {
  stat: VenueYearStat;
  actualColor: string;
  requirementColor: string;
}) {
  const pairs = useMemo(() => yearHourPairs(stat), [stat]);
  const option = useMemo(
    () => ({
      color: [actualColor, requirementColor],
      legend: { top: 0 },
      grid: { left: 48, right: 16, top: 36, bottom: 32 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: pairs.map((pair) => pair.label), axisLabel: { interval: 0, fontSize: 12 } },
      yAxis: { type: 'value', name: '小时' },
      series: [
        { name: '实际', type: 'bar', data: pairs.map((pair) => pair.actual), barMaxWidth: 32 },
        { name: '最低要求', type: 'bar', data: pairs.map((pair) => pair.required), barMaxWidth: 32 },
      ],
    }),
    [pairs, actualColor, requirementColor],
  );
  return (
    <figure className="venue-detail__chart">
      <EChart option={option} label={`${stat.year} 年开放时长与最低要求对比柱状图`} height="260px" />
      <figcaption>
        {pairs
          .map(
            (pair) => `${pair.label} ${formatNumber(pair.actual)}\u00a0小时（要求不少于 ${pair.required}\u00a0小时）`,
          )
          .join('；')}
        。
      </figcaption>
    </figure>
  );
}
