/**
 * The filters of the games and training lists as they stand in the URL, with the API's own parameter
 * names (contracts VenueEventSearchQuery): `?areaCode=330100&startDate=2025-05-01&endDate=2025-05-31
 * &sport=足球&status=ongoing&keyword=联赛&pageNum=2`. Invalid values are dropped (url-filters.ts).
 */
import { KEYWORD_MAX_LENGTH } from '@portal/contracts/content.codes';
import { EVENT_STATUSES } from '@portal/contracts/venue-event.codes';
import { areaCodeParam, isoDateParam, oneOfParam, textParam, type UrlFilters } from '../list-page/url-filters';

export const EVENT_FILTER_PARSERS = {
  areaCode: areaCodeParam,
  startDate: isoDateParam,
  endDate: isoDateParam,
  /** contracts: LineText(20) */
  sport: textParam(20),
  status: oneOfParam(EVENT_STATUSES),
  /** contracts Keyword */
  keyword: textParam(KEYWORD_MAX_LENGTH),
};

export type EventFilterName = keyof typeof EVENT_FILTER_PARSERS;

/** A list's search: the filters ('' = all) and paging; also the API query (getData drops ''). */
export type VenueEventSearch = UrlFilters<EventFilterName>;

/** An end date before the start date is dropped (the server would answer 400 naming endDate). */
export function normaliseEventSearch(search: VenueEventSearch): VenueEventSearch {
  return search.startDate && search.endDate && search.endDate < search.startDate ? { ...search, endDate: '' } : search;
}

/** True when any filter other than paging is set. */
export function hasEventFilters(search: VenueEventSearch): boolean {
  return (Object.keys(EVENT_FILTER_PARSERS) as EventFilterName[]).some((name) => search[name] !== '');
}
