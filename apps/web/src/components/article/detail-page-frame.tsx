/**
 * Frame of every detail page: loads the record for `id` with the section's TanStack queryOptions and
 * shows a skeleton while loading, an error with retry on failure, and a friendly not-found message with
 * a link back to the list when the id is missing/malformed (no request is made) or the server answers
 * 404/400. Every state renders exactly one h1 (hidden while loading or failing).
 */
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isNotFoundError } from '../../lib/api-data';
import { ContentPage, ContentPanel, PageTitle } from '../page/content-page';
import { ErrorState } from '../states/error-state';
import { DetailSkeleton } from '../states/loading-state';
import { NotFoundState } from '../states/not-found-state';
import './article-detail.css';

export interface DetailPageFrameProps<T, K extends QueryKey = QueryKey> {
  id: number | null;
  detailQuery: (id: number) => UseQueryOptions<T, Error, T, K>;
  /** The h1 while loading or failing, e.g. '新闻详情'. */
  pageTitle: string;
  notFound: { title: string; backTo: string; backLabel: string };
  children: (data: T) => ReactNode;
  /** A side panel beside the article (e.g. the other guidance entries). */
  aside?: ReactNode;
}

export function DetailPageFrame<T, K extends QueryKey>({
  id,
  detailQuery,
  pageTitle,
  notFound,
  children,
  aside,
}: DetailPageFrameProps<T, K>) {
  // The disabled query for a missing id never runs; its key is only a placeholder.
  const result = useQuery({ ...detailQuery(id ?? 0), enabled: id !== null });

  let body: ReactNode;
  if (id === null || (result.isError && isNotFoundError(result.error))) body = <NotFoundState {...notFound} />;
  else if (result.isPending)
    body = (
      <>
        <PageTitle hidden>{pageTitle}</PageTitle>
        <DetailSkeleton />
      </>
    );
  else if (result.isError)
    body = (
      <>
        <PageTitle hidden>{pageTitle}</PageTitle>
        <ErrorState error={result.error} onRetry={() => void result.refetch()} />
      </>
    );
  else body = children(result.data);

  return (
    <ContentPage>
      <div className={aside ? 'detail-layout with-aside' : 'detail-layout'}>
        <ContentPanel as="div">{body}</ContentPanel>
        {aside}
      </div>
    </ContentPage>
  );
}
