/**
 * The list page of matches (/games) and trainings (/training), parametrised by the kind
 * (venue-event-kind.ts): the page's h1, the filter bar, the result count, loading / error-with-retry /
 * empty states, the list and the pager. Filters and page live in the URL (event-query.ts).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { ContentPage, ContentPanel, PageTitle } from '../page/content-page';
import { EmptyState } from '../states/empty-state';
import { ErrorState } from '../states/error-state';
import { ListSkeleton } from '../states/loading-state';
import { EventFilters } from './event-filters';
import { EventList } from './event-list';
import { ListPager } from '../list-page/list-pager';
import { EVENT_URL_STATE } from './event-query';
import { isNarrowed, useUrlState } from '../../lib/url-state';
import type { VenueEventCore, VenueEventKind } from './venue-event-kind';
import '../list-page/list-page.css';

export function EventListPage<TItem extends VenueEventCore, TDetail extends TItem & { descriptionHtml: string }>({
  kind,
}: {
  kind: VenueEventKind<TItem, TDetail>;
}) {
  const titleId = useId();
  const [search, update] = useUrlState(EVENT_URL_STATE);
  const result = useQuery({ ...kind.api.listQuery(search), placeholderData: keepPreviousData });
  const page = result.isError ? undefined : result.data;
  const filtered = isNarrowed(EVENT_URL_STATE, search);

  let body: ReactNode = <ListSkeleton />;
  if (result.isError) body = <ErrorState error={result.error} onRetry={() => void result.refetch()} />;
  else if (page && page.list.length === 0)
    body = (
      <EmptyState description={filtered ? `没有找到符合条件的${kind.noun}，请调整筛选条件` : `暂无${kind.noun}信息`} />
    );
  else if (page)
    body = <EventList items={page.list} detailHref={(id) => kind.detail.href({ id })} facts={kind.facts} />;

  return (
    <ContentPage>
      <ContentPanel labelledBy={titleId}>
        <PageTitle id={titleId}>{kind.title}</PageTitle>
        <EventFilters
          search={search}
          onChange={update}
          sportsQuery={kind.api.sportsQuery}
          noun={kind.noun}
          keywordPlaceholder={kind.keywordPlaceholder}
        />
        <p className="list-total muted-text" role="status">
          {page ? (filtered ? `共找到 ${page.total} 条符合条件的${kind.noun}` : `共 ${page.total} 条${kind.noun}`) : ''}
        </p>
        <div className="list-results" aria-busy={result.isFetching}>
          {body}
        </div>
        {page && <ListPager paging={search} total={page.total} onChange={update} />}
      </ContentPanel>
    </ContentPage>
  );
}
