/**
 * The results part of a filtered list page (the instructor and organisation lists): the live total line,
 * the list or its loading / error-with-retry / empty state, and the one pager once there is more than a
 * page. `result` is the page query's TanStack result of a list API's `data` `{ list, total, pageNum,
 * pageSize }` (DESIGN.md "API conventions").
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PageOf } from '@portal/contracts/paging';
import { EmptyState } from '../states/empty-state';
import { ErrorState } from '../states/error-state';
import { ListSkeleton } from '../states/loading-state';
import { ListPager, type PagerChange } from './list-pager';
import './list-page.css';

export interface ListResultsProps<T> {
  result: UseQueryResult<PageOf<T>>;
  paging: { pageNum: number; pageSize: number };
  onPage: (change: PagerChange) => void;
  /** The total line, e.g. (total) => `共 ${total} 名指导员`. */
  totalText: (total: number) => string;
  /** The empty state's text. */
  emptyText: string;
  /** The error state's title (its default otherwise). */
  errorTitle?: string;
  /** Status text before the total, e.g. why a filter was left out. */
  note?: string;
  renderList: (items: T[]) => ReactNode;
}

export function ListResults<T>({
  result,
  paging,
  onPage,
  totalText,
  emptyText,
  errorTitle,
  note = '',
  renderList,
}: ListResultsProps<T>) {
  const page = result.data;
  let body: ReactNode;
  if (result.isPending) body = <ListSkeleton rows={4} />;
  else if (result.isError)
    body = (
      <ErrorState
        error={result.error}
        onRetry={() => void result.refetch()}
        {...(errorTitle ? { title: errorTitle } : {})}
      />
    );
  else if (!page || page.list.length === 0) body = <EmptyState description={emptyText} />;
  else body = renderList(page.list);
  return (
    <>
      <p className="list-total muted-text" role="status">
        {note}
        {page && !result.isError ? totalText(page.total) : ''}
      </p>
      <div className="list-results" aria-busy={result.isFetching}>
        {body}
      </div>
      {page && !result.isError && page.total > paging.pageSize && (
        <ListPager paging={paging} total={page.total} onChange={onPage} quickJumper />
      )}
    </>
  );
}
