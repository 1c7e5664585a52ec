/**
 * Fetchers and TanStack queryOptions of an article section, built once per section so news and notices
 * share one implementation (spec §7):
 * - GET /api_/ow/{section}/list (pageNum, pageSize, keyword, year, category) -> PageOf<ArticleListItem>
 * - GET /api_/ow/{section}/detail?id -> ArticleDetail
 * Errors reject with lib/api-data `ApiRequestError` (code 404 for an unknown id). Query keys:
 * [section, 'list', ListQuery] and [section, 'detail', id].
 */
import { queryOptions } from '@tanstack/react-query';
import type { ArticleDetail, ArticleListItem } from '@portal/contracts/content';
import type { PageOf } from '@portal/contracts/paging';
import { getData } from '../../lib/api-data';
import { toApiParams, type ListQuery } from '../list-page/list-state';

export type ArticleSection = 'news' | 'notice';

export function createArticleApi(section: ArticleSection) {
  const fetchList = (query: ListQuery) =>
    getData<PageOf<ArticleListItem>>(`/api_/ow/${section}/list`, toApiParams(query));
  const fetchDetail = (id: number) => getData<ArticleDetail>(`/api_/ow/${section}/detail`, { id });
  return {
    fetchList,
    fetchDetail,
    listQuery: (query: ListQuery) =>
      queryOptions({ queryKey: [section, 'list', query], queryFn: () => fetchList(query) }),
    detailQuery: (id: number) => queryOptions({ queryKey: [section, 'detail', id], queryFn: () => fetchDetail(id) }),
  };
}
