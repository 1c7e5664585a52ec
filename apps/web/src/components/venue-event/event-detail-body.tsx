/**
 * The body of a match or training detail page: the name as the page's h1 with its status
 * tag, a facts box (sport, dates, organiser, status and the kind's own facts), the description (CMS
 * HTML, sanitized again by components/article RichText) and the venue block: name linking to the
 * venue's detail page, type, area and address, and a link to its position on the fitness map.
 */
import { Link } from 'react-router';
import type { EventVenue } from '@portal/contracts/venue-event';
import { InfoBox, type InfoItem } from '../article/info-box';
import { RichText } from '../article/rich-text';
import { EventDates } from './event-dates';
import { EventStatusTag } from './event-status-tag';
import type { VenueEventCore } from './venue-event-kind';
import { organTypeName, venueDetailPath } from '../venue/organ-type';
import { fitnessMapPath } from './venue-paths';
import { usePageName } from '../../lib/page-name';
import '../article/article-detail.css';
import './venue-event.css';

function VenueBlock({ venue }: { venue: EventVenue }) {
  return (
    <section className="venue-event-venue" aria-labelledby="venue-event-venue-title">
      <h2 id="venue-event-venue-title" className="section-title">
        举办场馆
      </h2>
      <p className="venue-event-venue-name">
        <Link to={venueDetailPath(venue)}>{venue.name}</Link>
        <span className="muted-text">
          （{organTypeName(venue.organType) || '体育场馆'}
          {venue.isLarge ? '，大型场馆' : ''}）
        </span>
      </p>
      <dl className="venue-event-facts venue-event-facts-stacked">
        <div>
          <dt>所在地区</dt>
          <dd>{venue.areaName || '—'}</dd>
        </div>
        <div>
          <dt>详细地址</dt>
          <dd>{venue.address || '—'}</dd>
        </div>
      </dl>
      <p className="venue-event-venue-links">
        <Link to={venueDetailPath(venue)}>查看场馆详情</Link>
        <Link to={fitnessMapPath(venue)}>在健身地图中查看位置</Link>
      </p>
    </section>
  );
}

export interface EventDetailBodyProps<T extends VenueEventCore & { descriptionHtml: string }> {
  event: T;
  facts: InfoItem[];
  /** The list page's address and name, for the link back, e.g. catalogue.match.href() and 赛事活动. */
  listHref: string;
  listTitle: string;
}

export function EventDetailBody<T extends VenueEventCore & { descriptionHtml: string }>({
  event,
  facts,
  listHref,
  listTitle,
}: EventDetailBodyProps<T>) {
  usePageName(event.name);
  const info: InfoItem[] = [
    { label: '运动项目', value: event.sport },
    { label: '举办时间', value: <EventDates startDate={event.startDate} endDate={event.endDate} /> },
    { label: '主办单位', value: event.organiser },
    ...facts,
  ];
  return (
    <article className="venue-event-detail">
      <header className="venue-event-detail-header">
        <h1 className="article-detail-title">{event.name}</h1>
        <EventStatusTag status={event.status} />
      </header>
      <InfoBox items={info} />
      <section className="venue-event-description" aria-labelledby="venue-event-description-title">
        <h2 id="venue-event-description-title" className="section-title">
          详细介绍
        </h2>
        {event.descriptionHtml.trim() ? (
          <RichText html={event.descriptionHtml} />
        ) : (
          <p className="muted-text">暂无介绍</p>
        )}
      </section>
      <VenueBlock venue={event.venue} />
      <p className="venue-event-back">
        <Link to={listHref}>返回{listTitle}列表</Link>
      </p>
    </article>
  );
}
