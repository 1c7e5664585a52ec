/**
 * Tag of a match's or training's status as a word: 未开始 (blue), 进行中 (green), 已结束 (grey).
 * Carries `data-status` (upcoming / ongoing / ended) and the class `event-status-{status}`.
 */
import { EVENT_STATUS_NAMES, type EventStatus } from '@portal/contracts/venue-event.codes';
import { ToneTag, type Tone } from '../status-tag/tone-tag';

const TONE_BY_STATUS: Record<EventStatus, Tone> = { upcoming: 'blue', ongoing: 'green', ended: 'grey' };

export function EventStatusTag({ status }: { status: EventStatus }) {
  return (
    <ToneTag
      tone={TONE_BY_STATUS[status] ?? 'grey'}
      className={`event-status-tag event-status-${status}`}
      data-status={status}
    >
      {EVENT_STATUS_NAMES[status] ?? status}
    </ToneTag>
  );
}
