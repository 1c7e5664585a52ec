/**
 * /main/openFacility?organType=1..4 — 场馆开放 (spec §2). Route title '场馆开放' (the
 * breadcrumb's venue-open rules key on it); the h1 names the type ('公共体育馆'), or '场馆开放' for all
 * types when organType is missing or invalid (the type filter then offers the four types).
 *
 * Filters and page live in the URL (venue-query.ts); data: GET /api/data/v2/venue/search (api.ts).
 * Results, states (skeleton, error with retry, empty with a hint) and the pager: list-results.tsx; when
 * 此刻开放 / 此刻免费 finds nothing, the venues opening later today (components/opens-later.tsx). The order
 * of the list is said above it, with "nearest first" on the visitor's position (components/venue-order.tsx).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ORGAN_TYPE_NAMES } from '@portal/contracts/venue.codes';
import { ContentPage, ContentPanel, PageTitle } from '../../../components/page/content-page';
import { ListResults } from '../../../components/list-page/list-results';
import { venueListQuery } from '../api';
import { VenueCardList } from '../components/venue-card';
import { VenueFilterBar } from '../components/venue-filter-bar';
import { OpensLater } from '../components/opens-later';
import { VenueOrder, type VisitorPosition } from '../components/venue-order';
import { toVenueSearchQuery, VENUE_URL_STATE } from '../venue-query';
import { isNarrowed, useUrlState } from '../../../lib/url-state';
import { catalogue } from '@portal/contracts/pages.codes';

export default function VenueSearchPage() {
  const titleId = useId();
  const [filters, update] = useUrlState(VENUE_URL_STATE);
  // The visitor's position, once given for "nearest first": kept in the page only (components/venue-order.tsx).
  const [position, setPosition] = useState<VisitorPosition | null>(null);
  const result = useQuery({
    ...venueListQuery({ ...toVenueSearchQuery(filters), ...position }),
    placeholderData: keepPreviousData,
  });
  const filtered = isNarrowed(VENUE_URL_STATE, filters);
  const title = filters.organType === null ? '场馆开放' : ORGAN_TYPE_NAMES[filters.organType];
  // 此刻开放 / 此刻免费 with no result: offer the venues that open later today instead of a dead end.
  const noneNowFilter = filters.openNow || filters.freeNow;
  const noneNow = noneNowFilter && filters.pageNum === 1 && result.data?.total === 0 && !result.isFetching;

  return (
    <ContentPage>
      <ContentPanel labelledBy={titleId}>
        <PageTitle id={titleId}>{title}</PageTitle>
        <p className="venue-intro muted-text">{catalogue.venueSearch.intro}</p>
        <VenueFilterBar filters={filters} onChange={update} />
        <VenueOrder
          position={position}
          onPosition={(next) => {
            setPosition(next);
            update({ pageNum: 1 });
          }}
          openOnly={filters.openNow || filters.freeNow}
        />
        <ListResults
          result={result}
          paging={filters}
          onPage={update}
          totalText={(total) => `共 ${total} 个场馆${filtered ? '符合条件' : ''}`}
          emptyText={
            noneNowFilter
              ? '此刻没有符合条件的开放场馆，请看下方今天稍后开放的场馆，或更换地区、关键词'
              : filtered
                ? '没有符合条件的场馆，请更换地区、关键词或关闭“此刻开放/此刻免费”'
                : '暂无场馆信息'
          }
          errorTitle="场馆加载失败"
          renderList={(venues) => <VenueCardList venues={venues} />}
        />
        {noneNow && <OpensLater query={toVenueSearchQuery(filters)} />}
      </ContentPanel>
    </ContentPage>
  );
}
