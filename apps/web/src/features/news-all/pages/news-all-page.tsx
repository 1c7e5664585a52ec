/**
 * /vNewsAll — 全部资讯: one newest-first list of everything published (news, notices, policies, guidance),
 * with the kind as buttons, the publish year and a keyword; filters and page in the URL (news-all-search.ts);
 * each item opens its own detail page.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { ListPager } from '../../../components/list-page/list-pager';
import { ContentPage, ContentPanel, PageTitle } from '../../../components/page/content-page';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { ListSkeleton } from '../../../components/states/loading-state';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { isNarrowed, useUrlState } from '../../../lib/url-state';
import { newsAllListQuery } from '../api';
import { NewsAllFilters } from '../components/news-all-filters';
import { NewsAllList } from '../components/news-all-list';
import { NEWS_ALL_URL_STATE } from '../news-all-search';
import '../../../components/list-page/list-page.css';
import '../news-all.css';

const PAGE_HEADING = pageHeading(catalogue.vNewsAll);

export default function NewsAllPage() {
  const titleId = useId();
  const [search, update] = useUrlState(NEWS_ALL_URL_STATE);
  const result = useQuery({ ...newsAllListQuery(search), placeholderData: keepPreviousData });
  const page = result.isError ? undefined : result.data;
  const filtered = isNarrowed(NEWS_ALL_URL_STATE, search);

  let body: ReactNode = <ListSkeleton />;
  if (result.isError) body = <ErrorState error={result.error} onRetry={() => void result.refetch()} />;
  else if (page && page.list.length === 0)
    body = <EmptyState description={filtered ? '没有找到符合条件的内容，请更换关键词或筛选条件' : '暂无相关内容'} />;
  else if (page) body = <NewsAllList items={page.list} />;

  return (
    <ContentPage>
      <ContentPanel labelledBy={titleId}>
        <PageTitle id={titleId}>{PAGE_HEADING}</PageTitle>
        <NewsAllFilters search={search} onChange={update} />
        <p className="list-total muted-text" role="status">
          {page ? `共 ${page.total} 条${filtered ? '符合条件的内容' : ''}` : ''}
        </p>
        <div className="list-results" aria-busy={result.isFetching}>
          {body}
        </div>
        {page && <ListPager paging={search} total={page.total} onChange={update} quickJumper />}
      </ContentPanel>
    </ContentPage>
  );
}
