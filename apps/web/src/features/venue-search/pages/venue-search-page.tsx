/**
 * /main/openFacility?organType=1..4 — 场馆开放 (spec §2). Route title '场馆开放' (the
 * breadcrumb's venue-open rules key on it); the h1 names the type ('公共体育馆'), or '场馆开放' for all
 * types when organType is missing or invalid (the type filter then offers the four types).
 *
 * Filters and page live in the URL (venue-query.ts); data: GET /api/data/v2/venue/search (api.ts).
 * States: skeleton while loading, error with retry, empty with a hint, the pager (list-pager.tsx).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { ORGAN_TYPE_NAMES } from '@portal/contracts/venue.codes';
import { ContentPage, ContentPanel, PageTitle } from '../../../components/page/content-page';
import { ListPager } from '../../../components/list-page/list-pager';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { ListSkeleton } from '../../../components/states/loading-state';
import { venueListQuery } from '../api';
import { VenueCardList } from '../components/venue-card';
import { VenueFilterBar } from '../components/venue-filter-bar';
import { hasActiveFilters, toVenueSearchQuery, VENUE_URL_STATE } from '../venue-query';
import { useUrlState } from '../../../lib/url-state';
import { catalogue } from '../../../config/catalogue';

export default function VenueSearchPage() {
  const titleId = useId();
  const [filters, update] = useUrlState(VENUE_URL_STATE);
  const result = useQuery({ ...venueListQuery(toVenueSearchQuery(filters)), placeholderData: keepPreviousData });
  const page = result.data;
  const filtered = hasActiveFilters(filters);
  const title = filters.organType === null ? '场馆开放' : ORGAN_TYPE_NAMES[filters.organType];

  let body: ReactNode;
  if (result.isPending) body = <ListSkeleton rows={4} />;
  else if (result.isError)
    body = <ErrorState error={result.error} onRetry={() => void result.refetch()} title="场馆加载失败" />;
  else if (!page || page.list.length === 0)
    body = (
      <EmptyState
        description={filtered ? '没有符合条件的场馆，请更换地区、关键词或关闭“此刻开放/此刻免费”' : '暂无场馆信息'}
      />
    );
  else body = <VenueCardList venues={page.list} />;

  return (
    <ContentPage>
      <ContentPanel labelledBy={titleId}>
        <PageTitle id={titleId}>{title}</PageTitle>
        <p className="venue-intro muted-text">{catalogue.venueSearch.intro}</p>
        <VenueFilterBar filters={filters} onChange={update} />
        <p className="list-total muted-text" role="status">
          {page && !result.isError ? `共 ${page.total} 个场馆${filtered ? '符合条件' : ''}` : ''}
        </p>
        <div className="list-results" aria-busy={result.isFetching}>
          {body}
        </div>
        {page && !result.isError && page.total > filters.pageSize && (
          <ListPager paging={filters} total={page.total} onChange={update} quickJumper />
        )}
      </ContentPanel>
    </ContentPage>
  );
}
