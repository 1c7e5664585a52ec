/**
 * The site search (contracts site-search.ts):
 * - GET /api_/ow/search/list (q, kind, pageNum, pageSize; '' left out) -> SiteSearchResult
 * Not sent for an empty query (the API answers 400 to it). Errors reject with lib/api-data `ApiRequestError`.
 */
import { queryOptions } from '@tanstack/react-query';
import type { SiteSearchResult } from '@portal/contracts/site-search';
import { getData } from '../../lib/api-data';
import type { SiteSearchState } from './site-search-url';

export function siteSearchQuery(search: SiteSearchState) {
  return queryOptions({
    queryKey: ['site-search', search],
    queryFn: () => getData<SiteSearchResult>('/api_/ow/search/list', { ...search }),
    enabled: search.q !== '',
  });
}
