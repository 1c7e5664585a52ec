/**
 * List filter state <-> URL query string, so reload and back/forward keep a list's search and page
 * (spec §7 list parameters; DESIGN.md paging: pageNum >= 1 default 1, pageSize 1..100 default 10).
 *
 * The URL uses the API's own parameter names: `?keyword=健身&year=2024&category=...&status=...&pageNum=2`.
 * Defaults and empty filters are left out of the URL. Hand-edited or stale values are normalised here,
 * so a bad URL never reaches the server as a 400.
 */

/** The filters a content list understands; '' means "all". */
export interface ListQuery {
  pageNum: number;
  pageSize: number;
  keyword: string;
  /** Four-digit publish year, or ''. */
  year: string;
  category: string;
  status: string;
}

export type ListFilterName = 'keyword' | 'year' | 'category' | 'status';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
const MAX_PAGE_NUM = 100_000;
/** Keyword and category limit of the server (contracts `Keyword`: at most 50 characters). */
const MAX_TEXT_LENGTH = 50;

/** Allowed values per filter; a URL value outside the list is dropped. Omitted -> any text. */
export interface ListQueryRules {
  categories?: readonly string[];
  statuses?: readonly string[];
}

function parseInteger(raw: string | null, min: number, max: number, fallback: number): number {
  if (raw === null || !/^\d+$/.test(raw.trim())) return fallback;
  const value = Number(raw.trim());
  return value >= min && value <= max ? value : fallback;
}

function parseText(raw: string | null, allowed?: readonly string[]): string {
  const value = (raw ?? '').trim().slice(0, MAX_TEXT_LENGTH);
  if (allowed && !allowed.includes(value)) return '';
  return value;
}

/** Read a ListQuery from a URL query; invalid numbers fall back to the defaults. */
export function parseListQuery(params: URLSearchParams, rules: ListQueryRules = {}): ListQuery {
  const year = (params.get('year') ?? '').trim();
  return {
    pageNum: parseInteger(params.get('pageNum'), 1, MAX_PAGE_NUM, 1),
    pageSize: parseInteger(params.get('pageSize'), 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
    keyword: parseText(params.get('keyword')),
    year: /^\d{4}$/.test(year) ? year : '',
    category: parseText(params.get('category'), rules.categories),
    status: parseText(params.get('status'), rules.statuses),
  };
}

/**
 * Write a ListQuery into a URL query. Parameters of `base` that are not list parameters (e.g. a
 * section's own `organType`) are kept; defaults and empty filters are omitted.
 */
export function toSearchParams(query: ListQuery, base?: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(base);
  const entries: [keyof ListQuery, string][] = [
    ['keyword', query.keyword],
    ['year', query.year],
    ['category', query.category],
    ['status', query.status],
    ['pageNum', query.pageNum === 1 ? '' : String(query.pageNum)],
    ['pageSize', query.pageSize === DEFAULT_PAGE_SIZE ? '' : String(query.pageSize)],
  ];
  for (const [name, value] of entries) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}

/** Change some filters; any change other than the page itself starts again at page 1. */
export function applyListChange(query: ListQuery, change: Partial<ListQuery>): ListQuery {
  const filtersChanged = (Object.keys(change) as (keyof ListQuery)[]).some(
    (name) => name !== 'pageNum' && change[name] !== query[name],
  );
  return { ...query, ...change, pageNum: filtersChanged ? 1 : (change.pageNum ?? query.pageNum) };
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
