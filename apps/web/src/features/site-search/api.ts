/**
 * The site search (contracts site-search.ts):
 * - GET /api_/ow/search/list (q, kind, pageNum, pageSize, and for a "附近" search the visitor's position
 *   lng/lat once they consent; '' left out) -> SiteSearchResult
 * Not sent for an empty query (the API answers 400 to it). Errors reject with lib/api-data `ApiRequestError`.
 */
import { queryOptions } from '@tanstack/react-query';
import type { SiteSearchResult } from '@portal/contracts/site-search';
import { getData } from '../../lib/api-data';
import type { SiteSearchState } from './site-search-url';

export function siteSearchQuery(search: SiteSearchState, position?: { lng: number; lat: number }) {
  return queryOptions({
    queryKey: ['site-search', search, position],
    queryFn: () => getData<SiteSearchResult>('/api_/ow/search/list', { ...search, ...position }),
    enabled: search.q !== '',
  });
}
