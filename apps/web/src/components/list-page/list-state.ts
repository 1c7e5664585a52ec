/**
 * The URL state of a content list (news, notices, policies, cases; spec §7 list parameters), declared on
 * the URL-state engine (lib/url-state.ts): `?keyword=健身&year=2024&category=...&status=...&pageNum=2`.
 * Defaults and empty filters are left out of the address; hand-edited or stale values are normalised, so
 * a bad address never reaches the server as a 400.
 */
import { KEYWORD_MAX_LENGTH } from '@portal/contracts/content.codes';
import {
  LIST_PAGING,
  oneOf,
  parseUrlState,
  text,
  urlStateSpec,
  year,
  type StateOfFields,
  type UrlStateSpec,
} from '../../lib/url-state';

/** Allowed values per filter; a URL value outside the list is dropped. Omitted -> any text. */
export interface ListQueryRules {
  categories?: readonly string[];
  statuses?: readonly string[];
}

function listFields(rules: ListQueryRules) {
  return {
    keyword: text(KEYWORD_MAX_LENGTH),
    /** Four-digit publish year, or ''. */
    year: year(),
    category: rules.categories ? oneOf(rules.categories) : text(KEYWORD_MAX_LENGTH),
    status: rules.statuses ? oneOf(rules.statuses) : text(KEYWORD_MAX_LENGTH),
    ...LIST_PAGING,
  };
}

/** The filters a content list understands ('' means "all") and its paging. */
export type ListQuery = StateOfFields<ReturnType<typeof listFields>>;

/** The spec of a content list with these rules (give the scaffold a module-level rules constant). */
export function listStateSpec(rules: ListQueryRules = {}): UrlStateSpec<ListQuery> {
  return urlStateSpec(listFields(rules));
}

/**
 * The first request of a content list page at an address's query: `listQuery` of the state the page's
 * `useUrlState(listStateSpec(rules))` reads there (the route table prefetches it, app/routes.ts).
 */
export function listFirstQuery<O>(
  params: URLSearchParams,
  rules: ListQueryRules,
  listQuery: (query: ListQuery) => O,
): O {
  return listQuery(parseUrlState(listStateSpec(rules), params));
}

/** The list API's query parameters: empty filters left out, year as a number (spec §7). */
export function toApiParams(query: ListQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { pageNum: query.pageNum, pageSize: query.pageSize };
  if (query.keyword) params.keyword = query.keyword;
  if (query.year) params.year = Number(query.year);
  if (query.category) params.category = query.category;
  if (query.status) params.status = query.status;
  return params;
}

/** Years offered by a year filter: the current year back to `count - 1` years before, newest first. */
export function recentYears(current: number, count = 6): string[] {
  return Array.from({ length: count }, (_, index) => String(current - index));
}
