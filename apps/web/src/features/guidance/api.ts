/**
 * Venue-informatisation consulting guidance (场馆信息化咨询指导) data, spec §7:
 * - GET /api_/ow/guidance/list (pageNum, pageSize; paging only) -> PageOf<NamedListItem>
 * - GET /api_/ow/guidance/detail?id -> GuidanceDetail
 * Errors reject with lib/api-data `ApiRequestError` (code 404 for an unknown id).
 */
import { queryOptions } from '@tanstack/react-query';
import type { GuidanceDetail, NamedListItem } from '@portal/contracts/content';
import type { PageOf } from '@portal/contracts/paging';
import { getData } from '../../lib/api-data';

/** The side list shows every entry at once; the seed has about 20, the server allows up to 100. */
export const GUIDANCE_SIDE_LIST_SIZE = 100;

export function fetchGuidanceList(pageNum: number, pageSize: number): Promise<PageOf<NamedListItem>> {
  return getData<PageOf<NamedListItem>>('/api_/ow/guidance/list', { pageNum, pageSize });
}

export function fetchGuidanceDetail(id: number): Promise<GuidanceDetail> {
  return getData<GuidanceDetail>('/api_/ow/guidance/detail', { id });
}

/** All guidance entries (first GUIDANCE_SIDE_LIST_SIZE), for the list beside a detail. */
export function guidanceAllQuery() {
  return queryOptions({
    queryKey: ['guidance', 'list', 1, GUIDANCE_SIDE_LIST_SIZE],
    queryFn: () => fetchGuidanceList(1, GUIDANCE_SIDE_LIST_SIZE),
    staleTime: 5 * 60_000,
  });
}

/** One page of the guidance list (the 场馆信息化咨询指导 page), kept while the next page loads. */
export function guidanceListQuery(pageNum: number, pageSize: number) {
  return queryOptions({
    queryKey: ['guidance', 'list', pageNum, pageSize],
    queryFn: () => fetchGuidanceList(pageNum, pageSize),
    staleTime: 5 * 60_000,
  });
}

export function guidanceDetailQuery(id: number) {
  return queryOptions({ queryKey: ['guidance', 'detail', id], queryFn: () => fetchGuidanceDetail(id) });
}
