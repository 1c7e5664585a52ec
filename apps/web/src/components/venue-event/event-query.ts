/**
 * The filters of the match and training lists as they stand in the URL, with the API's own parameter
 * names (contracts VenueEventSearchQuery): `?areaCode=330100&startDate=2025-05-01&endDate=2025-05-31
 * &sport=足球&status=ongoing&keyword=联赛&pageNum=2`. Invalid values are dropped (lib/url-state.ts).
 */
import { KEYWORD_MAX_LENGTH } from '@portal/contracts/content.codes';
import { EVENT_STATUSES } from '@portal/contracts/venue-event.codes';
import {
  areaCode,
  isoDate,
  LIST_PAGING,
  oneOf,
  parseUrlState,
  text,
  urlStateSpec,
  type StateOfFields,
} from '../../lib/url-state';

const EVENT_FILTERS = {
  areaCode,
  startDate: isoDate(),
  endDate: isoDate(),
  /** contracts: LineText(20) */
  sport: text(20),
  status: oneOf(EVENT_STATUSES),
  /** contracts Keyword */
  keyword: text(KEYWORD_MAX_LENGTH),
};

const EVENT_FIELDS = { ...EVENT_FILTERS, ...LIST_PAGING };

/** A list's search: the filters ('' = all) and paging; also the API query (getData drops ''). */
export type VenueEventSearch = StateOfFields<typeof EVENT_FIELDS>;

/** An end date before the start date is dropped (the server would answer 400 naming endDate). */
export function normaliseEventSearch(search: VenueEventSearch): VenueEventSearch {
  return search.startDate && search.endDate && search.endDate < search.startDate ? { ...search, endDate: '' } : search;
}

/** The URL state of the match and training lists. */
export const EVENT_URL_STATE = urlStateSpec(EVENT_FIELDS, { normalise: normaliseEventSearch });

/**
 * The first request of an event list page at an address's query: `listQuery` (the kind's api.listQuery) of
 * the search EventListPage reads there (app/routes.ts prefetches it).
 */
export function eventFirstQuery<O>(params: URLSearchParams, listQuery: (search: VenueEventSearch) => O): O {
  return listQuery(parseUrlState(EVENT_URL_STATE, params));
}
