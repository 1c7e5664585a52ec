/**
 * Venue opening list data (spec §7), through lib/api-data getData:
 * - GET /api/data/v2/venue/search (contracts VenueSearchQuery) -> PageOf<VenueListItem>
 *   (each item with its open-now status computed by the server at request time).
 * Errors reject with ApiRequestError (Chinese msg). Query key: ['venue-open', 'list', query].
 * The area cascader's data comes with components/venue-event/area-cascader.
 */
import { queryOptions } from '@tanstack/react-query';
import type { PageOf } from '@portal/contracts/paging';
import type { VenueListItem, VenueSearchQuery } from '@portal/contracts/venue';
import { getData } from '../../lib/api-data';

/** Open-now statuses age: refetch a list older than a minute when it is shown again. */
const STATUS_STALE_MS = 60_000;

export function fetchVenueList(query: VenueSearchQuery): Promise<PageOf<VenueListItem>> {
  return getData<PageOf<VenueListItem>>('/api/data/v2/venue/search', { ...query });
}

export const venueListQuery = (query: VenueSearchQuery) =>
  queryOptions({
    queryKey: ['venue-open', 'list', query],
    queryFn: () => fetchVenueList(query),
    staleTime: STATUS_STALE_MS,
  });
