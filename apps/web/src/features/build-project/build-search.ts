/**
 * The filters of a construction-project list as they stand in the URL, with the API's own names (contracts
 * BuildSearchQuery): `?areaCode=330000&status=inUse&year=2023&keyword=体育公园&pageNum=2`. Invalid values are
 * dropped (lib/url-state.ts).
 */
import { BUILD_STATUSES, BUILD_YEAR_MIN, type BuildKind } from '@portal/contracts/build-project.codes';
import { KEYWORD_MAX_LENGTH } from '@portal/contracts/content.codes';
import {
  areaCode,
  LIST_PAGING,
  oneOf,
  parseUrlState,
  text,
  urlStateSpec,
  year,
  type UrlState,
} from '../../lib/url-state';
import { buildListQuery } from './api';

export const BUILD_URL_STATE = urlStateSpec({
  areaCode,
  status: oneOf(BUILD_STATUSES),
  year: year({ min: BUILD_YEAR_MIN }),
  keyword: text(KEYWORD_MAX_LENGTH),
  ...LIST_PAGING,
});

/** A list's search ('' = all); also the API query (getData leaves '' out). */
export type BuildSearch = UrlState<typeof BUILD_URL_STATE>;

/** Years offered by the year filter: the current year back to the programme's first, newest first. */
export function buildYears(current: number): string[] {
  return Array.from({ length: Math.max(1, current - BUILD_YEAR_MIN + 1) }, (_, i) => String(current - i));
}

/** The first request of a kind's list page at an address's query (app/routes.ts prefetches it). */
export const buildFirstQuery = (params: URLSearchParams, kind: BuildKind) =>
  buildListQuery(kind, parseUrlState(BUILD_URL_STATE, params));
