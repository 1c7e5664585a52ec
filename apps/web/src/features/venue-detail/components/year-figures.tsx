/** 年度开放数据: the year's filled-in figures (VenueYearStat; hours, persons, yuan) as a description list. */
import type { VenueYearStat } from '@portal/contracts/venue';
import { formatDate } from '../../../lib/format-date';
import { formatNumber, formatYuan } from '../venue-format';

export function yearFigures(stat: VenueYearStat): Array<{ label: string; value: string }> {
  return [
    { label: '全年开放天数', value: `${formatNumber(stat.openDays)} 天` },
    { label: '每周开放时间', value: `${formatNumber(stat.weeklyOpenHours)} 小时` },
    { label: '全年免费开放', value: `${formatNumber(stat.freeOpenHours)} 小时` },
    { label: '休息日每日最短开放', value: `${formatNumber(stat.minRestDayHours)} 小时` },
    {
      label: '室外区域每日免费开放',
      value: stat.outdoorFreeHours === null ? '无室外区域' : `${formatNumber(stat.outdoorFreeHours)} 小时`,
    },
    { label: '全年接待', value: `${formatNumber(stat.visitorsTotal)} 人次` },
    { label: '举办赛事活动', value: `${formatNumber(stat.eventsHeld)} 场` },
    { label: '举办培训', value: `${formatNumber(stat.trainingsHeld)} 期` },
    { label: '补助资金', value: formatYuan(stat.subsidyAmount) },
  ];
}

export function YearFigures({ stat }: { stat: VenueYearStat }) {
  const filled = formatDate(stat.filledAt);
  return (
    <>
      <dl className="venue-detail__figures">
        {yearFigures(stat).map(({ label, value }) => (
          <div key={label} className="venue-detail__figure">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {filled && <p className="muted-text venue-detail__note">{`数据填报日期：${filled}`}</p>}
    </>
  );
}
