/**
 * Venue opening list data (issue 3; spec §7), through lib/api-data getData:
 * - GET /api/data/v2/venue/search (contracts VenueSearchQuery) -> PageOf<VenueListItem>
 *   (each item with its open-now status computed by the server at request time);
 * - GET /api/data/area/search?parentCode= -> Area[] (provinces without parentCode; a county -> []).
 * Errors reject with ApiRequestError (Chinese msg). Query keys: ['venue-open', 'list', query],
 * ['area', 'children', parentCode | null].
 */
import { queryOptions } from '@tanstack/react-query';
import type { PageOf } from '@portal/contracts/paging';
import type { Area } from '@portal/contracts/site';
import type { VenueListItem, VenueSearchQuery } from '@portal/contracts/venue';
import { getData } from '../../lib/api-data';

/** Open-now statuses age: refetch a list older than a minute when it is shown again. */
const STATUS_STALE_MS = 60_000;

export function fetchVenueList(query: VenueSearchQuery): Promise<PageOf<VenueListItem>> {
  return getData<PageOf<VenueListItem>>('/api/data/v2/venue/search', { ...query });
}

export function fetchAreaChildren(parentCode: string | null): Promise<Area[]> {
  return getData<Area[]>('/api/data/area/search', parentCode ? { parentCode } : undefined);
}

export const venueListQuery = (query: VenueSearchQuery) =>
  queryOptions({
    queryKey: ['venue-open', 'list', query],
    queryFn: () => fetchVenueList(query),
    staleTime: STATUS_STALE_MS,
  });

/** Divisions change rarely: keep them for the session. */
export const areaChildrenQuery = (parentCode: string | null) =>
  queryOptions({
    queryKey: ['area', 'children', parentCode],
    queryFn: () => fetchAreaChildren(parentCode),
    staleTime: Infinity,
  });
