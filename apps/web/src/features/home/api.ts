/**
 * Home page data (spec §7): banners and the newest few news, notices and policies. Features never
 * import each other, so the home page has its own small fetchers over the same endpoints.
 * - GET /api_/ow/banner/list -> Banner[] (imageUrl like '/api_/ow/file/12')
 * - GET /api_/ow/news/list, /api_/ow/notice/list -> PageOf<ArticleListItem> (pageNum 1, pageSize n)
 * - GET /api_/ow/regulation/list -> PageOf<RegulationListItem>
 * Errors reject with lib/api-data `ApiRequestError`.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ArticleListItem, Banner, RegulationListItem } from '@portal/contracts/content';
import type { PageOf } from '@portal/contracts/paging';
import { getData } from '../../lib/api-data';

/** How many items each home block shows. */
export const HOME_LATEST_COUNT = 6;

export function fetchBanners(): Promise<Banner[]> {
  return getData<Banner[]>('/api_/ow/banner/list');
}

function fetchLatest<T>(url: string, count: number): Promise<T[]> {
  return getData<PageOf<T>>(url, { pageNum: 1, pageSize: count }).then((page) => page.list);
}

export const fetchLatestNews = (count = HOME_LATEST_COUNT) => fetchLatest<ArticleListItem>('/api_/ow/news/list', count);
export const fetchLatestNotices = (count = HOME_LATEST_COUNT) =>
  fetchLatest<ArticleListItem>('/api_/ow/notice/list', count);
export const fetchLatestPolicies = (count = HOME_LATEST_COUNT) =>
  fetchLatest<RegulationListItem>('/api_/ow/regulation/list', count);

export const bannersQuery = () =>
  queryOptions({ queryKey: ['banner', 'list'], queryFn: fetchBanners, staleTime: 10 * 60_000 });
export const latestNewsQuery = () => queryOptions({ queryKey: ['home', 'news'], queryFn: () => fetchLatestNews() });
export const latestNoticesQuery = () =>
  queryOptions({ queryKey: ['home', 'notice'], queryFn: () => fetchLatestNotices() });
export const latestPoliciesQuery = () =>
  queryOptions({ queryKey: ['home', 'regulation'], queryFn: () => fetchLatestPolicies() });
