/**
 * One venue of the list: photo (alt = the venue's name; a neutral placeholder when
 * there is none or it fails to load), name linking to its detail page (venueDetailPath), type and size,
 * area + address, tap-to-call phone, today's hours and the open-now status.
 */
import type { VenueListItem } from '@portal/contracts/venue';
import { useState } from 'react';
import { Link } from 'react-router';
import { OpenStatusBadge } from '../../../components/venue/open-status-badge';
import { organTypeName, venueDetailPath } from '../../../components/venue/organ-type';
import { PhoneLink } from '../../../components/venue/phone-link';
import { TodayHours } from '../../../components/venue/today-hours';
import './venue-search.css';

/** Area + address, without repeating the area when the address already starts with it. */
export function fullAddress(areaName: string, address: string): string {
  const area = areaName.trim();
  const street = address.trim();
  if (!area || street.startsWith(area)) return street;
  return street ? `${area} ${street}` : area;
}

function VenuePhoto({ url, name }: { url: string | null; name: string }) {
  const [failed, setFailed] = useState(false);
  if (!url || failed) {
    return (
      <div className="venue-card-photo venue-card-photo-none" aria-hidden="true">
        暂无图片
      </div>
    );
  }
  return (
    <img
      className="venue-card-photo"
      src={url}
      alt={name}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

export function VenueCard({ venue }: { venue: VenueListItem }) {
  const typeName = venue.organTypeName || organTypeName(venue.organType);
  return (
    <article className="venue-card" data-organ-id={venue.organId}>
      <VenuePhoto url={venue.coverUrl} name={venue.name} />
      <div className="venue-card-body">
        <h2 className="venue-card-title">
          <Link to={venueDetailPath(venue)}>{venue.name}</Link>
        </h2>
        <OpenStatusBadge status={venue.status} />
        <p className="venue-card-type muted-text">
          {typeName}
          {venue.organType !== 4 && (venue.isLarge ? ' · 大型场馆' : ' · 中小型场馆')}
        </p>
        <p className="venue-card-address">{fullAddress(venue.areaName, venue.address)}</p>
        <PhoneLink phone={venue.phone} />
        <TodayHours slots={venue.status.todayHours} nextOpening={venue.status.open ? null : venue.status.nextOpening} />
      </div>
    </article>
  );
}

export function VenueCardList({ venues }: { venues: readonly VenueListItem[] }) {
  return (
    <ul className="venue-card-list">
      {venues.map((venue) => (
        <li key={venue.organId}>
          <VenueCard venue={venue} />
        </li>
      ))}
    </ul>
  );
}
