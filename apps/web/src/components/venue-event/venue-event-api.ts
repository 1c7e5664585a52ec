/**
 * Fetchers and TanStack queryOptions of matches (赛事活动) and trainings (培训), built once per kind so
 * both sections share one implementation (spec §7; contracts venue-event.ts):
 * - GET /api/data/v2/venue/{match|training}/search (pageNum, pageSize, areaCode, startDate, endDate,
 *   sport, status, keyword; '' filters are left out) -> PageOf<item>
 * - GET /api/data/v2/venue/{match|training}/{id} -> detail (ApiRequestError 404 for an unknown id)
 * - GET /api/data/v2/venue/{match|training}/sports -> string[] (the sport filter's options)
 * Errors reject with lib/api-data `ApiRequestError`. Query keys: [kind, 'list' | 'detail' | 'sports', ...].
 */
import { queryOptions } from '@tanstack/react-query';
import type { PageOf } from '@portal/contracts/paging';
import { getData } from '../../lib/api-data';
import type { VenueEventSearch } from './event-query';

export type VenueEventKindName = 'match' | 'training';

/** The fetchers and queries of one kind; TItem/TDetail: contracts MatchListItem/MatchDetail or the training pair. */
export function createVenueEventApi<TItem, TDetail>(kind: VenueEventKindName) {
  const base = `/api/data/v2/venue/${kind}`;
  const fetchList = (search: VenueEventSearch) => getData<PageOf<TItem>>(`${base}/search`, { ...search });
  const fetchDetail = (id: number) => getData<TDetail>(`${base}/${id}`);
  const fetchSports = async () => {
    const data = await getData<string[] | null>(`${base}/sports`);
    return Array.isArray(data) ? data : [];
  };
  return {
    fetchList,
    fetchDetail,
    fetchSports,
    listQuery: (search: VenueEventSearch) =>
      queryOptions({ queryKey: [kind, 'list', search], queryFn: () => fetchList(search) }),
    detailQuery: (id: number) => queryOptions({ queryKey: [kind, 'detail', id], queryFn: () => fetchDetail(id) }),
    sportsQuery: queryOptions({ queryKey: [kind, 'sports'], queryFn: fetchSports, staleTime: 10 * 60 * 1000 }),
  };
}

export type VenueEventApi<TItem, TDetail> = ReturnType<typeof createVenueEventApi<TItem, TDetail>>;
