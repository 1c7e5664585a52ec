/**
 * Scaffolding of every content list page (news, notices, policies, cases): the page's h1, the filter
 * bar, and the results block (list-results.tsx: loading / error-with-retry / empty states, the list
 * itself and the pager, shown from one page on for its page-size choice). Filters and page live in
 * the URL query (list-state.ts on lib/url-state) and feed the section's TanStack `queryOptions`.
 *
 * Data: `listQuery(query)` returns queryOptions whose data is the list API's `data`
 * `{ list, total, pageNum, pageSize }` (DESIGN.md "API conventions").
 */
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useId, useMemo, type ReactNode } from 'react';
import type { PageOf } from '@portal/contracts/paging';
import { ContentPage, ContentPanel, PageTitle } from '../page/content-page';
import { ListFilters, type ListFilterConfig } from './list-filters';
import { ListResults } from './list-results';
import { listStateSpec, type ListQuery, type ListQueryRules } from './list-state';
import { isNarrowed, useUrlState } from '../../lib/url-state';
import './list-page.css';

export interface ListPageScaffoldProps<T, K extends QueryKey = QueryKey> {
  /** The page's h1, e.g. '新闻资讯'. */
  title: string;
  filters: ListFilterConfig;
  /** Allowed category/status values; a module-level constant. */
  rules?: ListQueryRules;
  listQuery: (query: ListQuery) => UseQueryOptions<PageOf<T>, Error, PageOf<T>, K>;
  renderList: (items: T[]) => ReactNode;
  /** Shown above the results, below the filters (e.g. an introduction). */
  intro?: ReactNode;
}

export function ListPageScaffold<T, K extends QueryKey>({
  title,
  filters,
  rules,
  listQuery,
  renderList,
  intro,
}: ListPageScaffoldProps<T, K>) {
  const titleId = useId();
  const spec = useMemo(() => listStateSpec(rules), [rules]);
  const [query, update] = useUrlState(spec);
  const result = useQuery({ ...listQuery(query), placeholderData: keepPreviousData });
  const filtered = isNarrowed(spec, query);

  return (
    <ContentPage>
      <ContentPanel labelledBy={titleId}>
        <PageTitle id={titleId}>{title}</PageTitle>
        {intro}
        <ListFilters config={filters} spec={spec} query={query} onChange={update} />
        <ListResults
          result={result}
          paging={query}
          onPage={update}
          totalText={(total) => `共 ${total} 条${filtered ? '符合条件的内容' : ''}`}
          emptyText={filtered ? '没有找到符合条件的内容，请更换关键词或筛选条件' : '暂无相关内容'}
          pagerOnOnePage
          renderList={renderList}
        />
      </ContentPanel>
    </ContentPage>
  );
}
