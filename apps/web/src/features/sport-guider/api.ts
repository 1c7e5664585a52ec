/**
 * Social sports instructor data (contracts sport-guider.ts), through lib/api-data getData:
 * - GET /api/data/sportGuider/search (SportGuiderSearchQuery) -> PageOf<SportGuiderListItem>
 * - GET /api/data/sportGuider/{id} -> SportGuiderDetail
 * - GET /api/data/sportGuider/statistics -> SportGuiderStatistics
 * - GET /api/data/sportGuider/station/search (areaCode, keyword, paging) -> PageOf<GuiderStationBasic>
 * - GET /api_/ow/socialSport/list (kind, keyword, paging) -> PageOf<GuiderArticleListItem>
 * - GET /api_/ow/socialSport/detail?id -> GuiderArticleDetail
 * Errors reject with ApiRequestError (code 404 for an unknown id).
 */
import { queryOptions } from '@tanstack/react-query';
import type { PageOf } from '@portal/contracts/paging';
import type {
  GuiderArticleDetail,
  GuiderArticleListItem,
  GuiderStationBasic,
  SportGuiderDetail,
  SportGuiderListItem,
  SportGuiderSearchQuery,
  SportGuiderStatistics,
} from '@portal/contracts/sport-guider';
import type { GuiderArticleKind } from '@portal/contracts/sport-guider.codes';
import { getData } from '../../lib/api-data';

/** Instructor data change with the yearly registration: keep answers for five minutes. */
const STALE_MS = 5 * 60_000;

export const guiderSearchQuery = (query: SportGuiderSearchQuery) =>
  queryOptions({
    queryKey: ['sport-guider', 'search', query],
    queryFn: () => getData<PageOf<SportGuiderListItem>>('/api/data/sportGuider/search', { ...query }),
    staleTime: STALE_MS,
  });

export const guiderDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['sport-guider', 'detail', id],
    queryFn: () => getData<SportGuiderDetail>(`/api/data/sportGuider/${id}`),
    staleTime: STALE_MS,
  });

export const guiderStatisticsQuery = () =>
  queryOptions({
    queryKey: ['sport-guider', 'statistics'],
    queryFn: () => getData<SportGuiderStatistics>('/api/data/sportGuider/statistics'),
    staleTime: STALE_MS,
  });

/** The first 100 stations of a division (the list's station filter), by name keyword. */
export const guiderStationsQuery = (areaCode: string) =>
  queryOptions({
    queryKey: ['sport-guider', 'stations', areaCode],
    queryFn: () =>
      getData<PageOf<GuiderStationBasic>>('/api/data/sportGuider/station/search', { areaCode, pageSize: 100 }),
    staleTime: STALE_MS,
  });

export interface GuiderArticleQuery {
  kind: GuiderArticleKind;
  keyword: string;
  pageNum: number;
  pageSize: number;
}

export const guiderArticleListQuery = (query: GuiderArticleQuery) =>
  queryOptions({
    queryKey: ['sport-guider', 'articles', query],
    queryFn: () =>
      getData<PageOf<GuiderArticleListItem>>('/api_/ow/socialSport/list', {
        kind: query.kind,
        pageNum: query.pageNum,
        pageSize: query.pageSize,
        ...(query.keyword ? { keyword: query.keyword } : {}),
      }),
  });

export const guiderArticleDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['sport-guider', 'article', id],
    queryFn: () => getData<GuiderArticleDetail>('/api_/ow/socialSport/detail', { id }),
  });
