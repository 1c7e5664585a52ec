/**
 * The results part of a filtered list page (content lists through list-page-scaffold.tsx, the venue,
 * facility, instructor and organisation lists): the live total line, the list or its loading /
 * error-with-retry / empty state, and the one pager once there is more than a page (or always, with
 * `pagerOnOnePage`). `result` is the page query's TanStack result of a list API's `data` `{ list, total,
 * pageNum, pageSize }` (DESIGN.md "API conventions").
 *
 * A page of results (its cards and the pager) is the largest piece of rendering of a list page. The
 * answer is handed on as a deferred value (React `useDeferredValue`): React renders it in the
 * background in slices of a few milliseconds, instead of in one long task when the answer arrives
 * (useQuery's updates render synchronously), and the loading state stays until it is ready. On a
 * throttled phone that task was 80-130 ms of the venue list's Total Blocking Time (docs/benchmarks.md).
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
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
  /** Show the pager (its page-size choice) on a single page too (the content lists); default: from two pages. */
  pagerOnOnePage?: boolean;
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
  pagerOnOnePage = false,
  renderList,
}: ListResultsProps<T>) {
  const page = useDeferredValue(result.data);
  let body: ReactNode;
  if (result.isError)
    body = (
      <ErrorState
        error={result.error}
        onRetry={() => void result.refetch()}
        {...(errorTitle ? { title: errorTitle } : {})}
      />
    );
  else if (!page) body = <ListSkeleton rows={4} />;
  else if (page.list.length === 0) body = <EmptyState description={emptyText} />;
  else body = renderList(page.list);
  return (
    <>
      <p className="list-total muted-text" role="status">
        {note}
        {page && !result.isError ? totalText(page.total) : ''}
      </p>
      <div className="list-results" aria-busy={result.isFetching || page !== result.data}>
        {body}
      </div>
      {page && !result.isError && (pagerOnOnePage || page.total > paging.pageSize) && (
        <ListPager paging={paging} total={page.total} onChange={onPage} quickJumper />
      )}
    </>
  );
}
