/**
 * What the venue list offers when 此刻开放 / 此刻免费 finds nothing (docs/decisions/public-experience.md §4):
 * the venues of the same area, type and keyword that open (free, with 此刻免费) later today, soonest first
 * (GET /api/data/v2/venue/search?opensLater=true), each with the time it opens ('今天 08:00 起免费开放').
 * Says so when none opens later today either.
 */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { VenueSearchQuery } from '@portal/contracts/venue';
import { opensLaterText } from '../../../components/venue/hours-format';
import { ListSkeleton } from '../../../components/states/loading-state';
import { venueListQuery } from '../api';
import { VenueCard } from './venue-card';

/** How many of the venues opening next are shown. */
export const OPENS_LATER_COUNT = 5;

export function OpensLater({ query }: { query: VenueSearchQuery }) {
  const headingId = useId();
  const freeOnly = query.freeNow === true;
  const later = useQuery(
    venueListQuery({ ...query, openNow: undefined, opensLater: true, pageNum: 1, pageSize: OPENS_LATER_COUNT }),
  );
  const title = freeOnly ? '今天稍后免费开放的场馆' : '今天稍后开放的场馆';
  let body;
  if (later.isPending) body = <ListSkeleton rows={2} />;
  else if (later.isError || later.data.list.length === 0)
    body = <p className="muted-text">{later.isError ? '暂时无法查询稍后开放的场馆。' : '今天没有稍后开放的场馆。'}</p>;
  else
    body = (
      <ul className="venue-card-list">
        {later.data.list.map((venue) => (
          <li key={venue.organId}>
            <p className="venue-opens-later">{opensLaterText(venue.status, freeOnly)}</p>
            <VenueCard venue={venue} />
          </li>
        ))}
      </ul>
    );
  return (
    <section className="venue-opens-later-block" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        {title}
      </h2>
      <p className="muted-text">按开放时间先后排列。</p>
      {body}
    </section>
  );
}
