/**
 * The results of the match and training lists: per record its name (an h2 linking to the detail page),
 * the status tag (未开始 / 进行中 / 已结束, as text), sport, dates, the venue (linking to the venue's
 * detail page) with its area, and the kind's own facts (level and participants, or target, capacity
 * and fee).
 */
import { Link } from 'react-router';
import { EventDates } from './event-dates';
import { EventStatusTag } from './event-status-tag';
import type { VenueEventCore } from './venue-event-kind';
import type { InfoItem } from '../article/info-box';
import { venueDetailPath } from '../venue/organ-type';
import './venue-event.css';

export interface EventListProps<T extends VenueEventCore> {
  items: readonly T[];
  /** The detail page of a record (VenueEventKind `detail.href`). */
  detailHref: (id: number) => string;
  facts: (item: T) => InfoItem[];
}

export function EventList<T extends VenueEventCore>({ items, detailHref, facts }: EventListProps<T>) {
  return (
    <ul className="venue-event-list">
      {items.map((item) => (
        <li key={item.id} className="venue-event-item">
          <div className="venue-event-item-head">
            <h2 className="venue-event-item-title">
              <Link to={detailHref(item.id)}>{item.name}</Link>
            </h2>
            <EventStatusTag status={item.status} />
          </div>
          <dl className="venue-event-facts">
            <div>
              <dt>运动项目</dt>
              <dd>{item.sport}</dd>
            </div>
            <div>
              <dt>举办时间</dt>
              <dd>
                <EventDates startDate={item.startDate} endDate={item.endDate} />
              </dd>
            </div>
            <div className="venue-event-fact-wide">
              <dt>举办场馆</dt>
              <dd>
                <Link to={venueDetailPath(item.venue)}>{item.venue.name}</Link>
                {item.venue.areaName && <span className="muted-text">（{item.venue.areaName}）</span>}
              </dd>
            </div>
            {facts(item).map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
