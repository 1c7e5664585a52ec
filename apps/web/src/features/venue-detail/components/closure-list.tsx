/**
 * 闭馆安排 (VenueProfile.upcomingClosures): dates in Asia/Shanghai, reason, when it was announced and
 * how many days ahead (the programme asks for >= 7; a later notice is marked).
 */
import type { Closure } from '@portal/contracts/venue';
import { formatDate, formatDateTime } from '../../../lib/format-date';

/** Minimum notice of a closure, in days (programme rule, contract COMPLIANCE_RULES). */
export const MIN_NOTICE_DAYS = 7;

export function ClosureList({ closures }: { closures: Closure[] }) {
  if (closures.length === 0) return <p className="muted-text">近期没有闭馆安排。</p>;
  return (
    <ul className="venue-detail__closures">
      {closures.map((closure) => (
        <li key={closure.id}>
          <p className="venue-detail__closure-time">{`${formatDateTime(closure.startTime)} 至 ${formatDateTime(closure.endTime)}`}</p>
          <p>{`闭馆原因：${closure.reason}`}</p>
          <p className="muted-text">
            {`公告日期：${formatDate(closure.announcedAt)}（提前 ${Math.floor(closure.noticeDays)} 天公告`}
            {closure.noticeDays < MIN_NOTICE_DAYS ? '，少于规定的 7 天' : ''}
            {'）'}
          </p>
        </li>
      ))}
    </ul>
  );
}
