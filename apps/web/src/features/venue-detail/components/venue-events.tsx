/**
 * The year's 赛事活动 and 培训 at the venue (api.ts venueEventsQuery): up to EVENTS_SHOWN of each with a
 * link to its match or training detail page, dates, sport and status, and the total.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/states/error-state';
import { EventDates } from '../../../components/venue-event/event-dates';
import { EventStatusTag } from '../../../components/venue-event/event-status-tag';
import { catalogue, type PageEntry } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { venueEventsQuery, type DetailTarget, type EventKind } from '../api';

/** Per kind: the list page (its title labels the block), the detail page and the counting unit. */
const EVENT_KINDS: Record<EventKind, { list: PageEntry; detail: PageEntry<{ id: number }>; unit: string }> = {
  match: { list: catalogue.match, detail: catalogue.matchDetail, unit: '场' },
  training: { list: catalogue.training, detail: catalogue.trainingDetail, unit: '期' },
};

export function VenueEvents({
  eventKind,
  target,
  year,
  headingId,
}: {
  eventKind: EventKind;
  target: DetailTarget;
  year: number;
  headingId: string;
}) {
  const { list, detail, unit } = EVENT_KINDS[eventKind];
  const label = pageHeading(list);
  const result = useQuery(venueEventsQuery(eventKind, target, year));
  let body;
  if (result.isPending) body = <p className="muted-text" role="status">{`正在加载${label}…`}</p>;
  else if (result.isError)
    body = <ErrorState title={`${label}加载失败`} error={result.error} onRetry={() => void result.refetch()} />;
  else if (result.data.list.length === 0) body = <p className="muted-text">{`${year} 年暂无${label}。`}</p>;
  else
    body = (
      <>
        <p className="muted-text venue-detail__note">
          {`${year} 年共 ${result.data.total} ${unit}`}
          {result.data.total > result.data.list.length ? `，以下列出 ${result.data.list.length} ${unit}` : ''}
        </p>
        <ul className="venue-detail__events">
          {result.data.list.map((event) => (
            <li key={event.id}>
              <Link to={detail.href({ id: event.id })}>{event.name}</Link>
              <span className="venue-detail__event-meta">
                <EventStatusTag status={event.status} />
                <span className="muted-text">
                  <EventDates startDate={event.startDate} endDate={event.endDate} />
                  {` · ${event.sport}`}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </>
    );
  return (
    <section className="venue-detail__event-block" aria-labelledby={headingId}>
      <h4 id={headingId} className="venue-detail__subtitle">
        {label}
      </h4>
      {body}
    </section>
  );
}
