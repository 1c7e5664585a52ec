/**
 * The all-news list (/vNewsAll; contracts news-all.ts):
 * - GET /api_/ow/information/all/list (pageNum, pageSize, kind, year, keyword; '' left out) -> PageOf<NewsAllItem>
 * Errors reject with lib/api-data `ApiRequestError`.
 */
import { queryOptions } from '@tanstack/react-query';
import type { NewsAllItem } from '@portal/contracts/news-all';
import type { PageOf } from '@portal/contracts/paging';
import { getData } from '../../lib/api-data';
import type { NewsAllSearch } from './news-all-search';

export function newsAllListQuery(search: NewsAllSearch) {
  return queryOptions({
    queryKey: ['news-all', 'list', search],
    queryFn: () => getData<PageOf<NewsAllItem>>('/api_/ow/information/all/list', { ...search }),
  });
}
