/**
 * Filters of the venue list (/main/openFacility) <-> URL query, so reload, back/forward and a shared
 * link keep the search (spec §2). Parameter names are the API's (contracts VenueSearchQuery):
 * `?organType=2&areaCode=330100&keyword=体育&openNow=true&freeNow=true&pageNum=2&pageSize=20`.
 * Defaults and empty filters stay out of the URL; hand-edited values are normalised by the URL-state
 * engine (lib/url-state.ts), so a bad URL never reaches the server as a 400 (an invalid organType means
 * "all types").
 */
import type { VenueSearchQuery } from '@portal/contracts/venue';
import { ORGAN_TYPES } from '@portal/contracts/venue.codes';
import { areaCode, flag, LIST_PAGING, oneOf, text, urlStateSpec, type UrlState } from '../../lib/url-state';

/** The venue list's URL state (the type is the section itself, not a narrowing filter). */
export const VENUE_URL_STATE = urlStateSpec(
  {
    /** null: all four types. */
    organType: oneOf(ORGAN_TYPES),
    /** Six-digit province, city or county code, or ''. */
    areaCode,
    /** contracts Keyword (at most 50 characters) on LineText (no control characters). */
    keyword: text(50, { dropControls: true }),
    openNow: flag,
    freeNow: flag,
    ...LIST_PAGING,
  },
  { notFilters: ['organType'] },
);

export type VenueListFilters = UrlState<typeof VENUE_URL_STATE>;

/** The API query (contracts VenueSearchQuery): empty filters and false switches left out. */
export function toVenueSearchQuery(filters: VenueListFilters): VenueSearchQuery {
  const query: VenueSearchQuery = { pageNum: filters.pageNum, pageSize: filters.pageSize };
  if (filters.organType !== null) query.organType = filters.organType;
  if (filters.areaCode) query.areaCode = filters.areaCode;
  if (filters.keyword) query.keyword = filters.keyword;
  if (filters.openNow) query.openNow = true;
  if (filters.freeNow) query.freeNow = true;
  return query;
}
