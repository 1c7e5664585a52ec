/**
 * Today's opening hours of a venue (contracts OpenStatus.todayHours): one line per slot
 * ('08:00–12:00 免费', '22:00–次日02:00 收费'), '今日不开放' when there is none, and — when the venue is
 * closed now and opens again later — '下次 15日 08:00 开放' (Asia/Shanghai). Text only, no colour cue.
 */
import type { TimeSlot } from '@portal/contracts/venue';
import { formatNextOpening, formatTodayHours } from './hours-format';
import './venue.css';

export interface TodayHoursProps {
  slots: readonly TimeSlot[];
  /** ISO instant of the next opening (OpenStatus.nextOpening); shown when set. */
  nextOpening?: string | null;
  /** Visible lead-in, default '今日开放时间'. */
  label?: string;
}

export function TodayHours({ slots, nextOpening, label = '今日开放时间' }: TodayHoursProps) {
  const lines = formatTodayHours(slots);
  const next = formatNextOpening(nextOpening);
  return (
    <div className="venue-hours">
      <span className="venue-hours-label">{label}：</span>
      <ul className="venue-hours-list">
        {lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
      {next && <p className="venue-hours-next">下次 {next}</p>}
    </div>
  );
}
