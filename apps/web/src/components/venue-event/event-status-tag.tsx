/**
 * Tag of a match's or training's status: 未开始 / 进行中 / 已结束. The word carries the meaning (colour
 * is never the only cue, WCAG 1.4.1); each text colour keeps >= 4.5:1 on its background
 * (未开始 #0b4f9c on #e8f1fd ≈ 7.1:1, 进行中 #135200 on #f0f9eb ≈ 8.7:1, 已结束 #4d4d4d on #f0f0f0 ≈ 7.4:1).
 */
import type { EventStatus } from '@portal/contracts/venue-event';
import { EVENT_STATUS_NAMES } from './event-status';
import './event-status-tag.css';

export function EventStatusTag({ status }: { status: EventStatus }) {
  return (
    <span className={`event-status-tag event-status-${status}`} data-status={status}>
      {EVENT_STATUS_NAMES[status] ?? status}
    </span>
  );
}
