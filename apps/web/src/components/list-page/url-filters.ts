/**
 * Filter state kept in the URL query as plain strings, so reload, back/forward and shared links keep a
 * page's filters (issue 3: "filters in the URL query"). Used by the games/training lists and the
 * evaluation results page.
 *
 * Each filter has a parser that turns the raw URL value into a clean value or '' (= not set), so a
 * hand-edited or stale URL never reaches the server as a 400. Paging follows the list convention of
 * components/list-page/list-query (pageNum >= 1 default 1, pageSize 1..100 default 10). Defaults and
 * empty filters are left out of the URL; parameters the page does not know are kept.
 */
import { DEFAULT_PAGE_SIZE, parseListQuery } from './list-query';

/** Turns a raw URL value into the filter's value, or '' when it is missing or invalid. */
export type ParamParser = (raw: string) => string;

/** The parsers of a page's filters, by URL parameter name; a module-level constant. */
export type FilterParsers<K extends string> = Readonly<Record<K, ParamParser>>;

/** A page's filter values ('' = all) plus its paging. */
export type UrlFilters<K extends string> = Record<K, string> & { pageNum: number; pageSize: number };

/** Free text, trimmed and cut to `max` characters (the server's limits, e.g. Keyword: 50). */
export const textParam =
  (max: number): ParamParser =>
  (raw) =>
    raw.trim().slice(0, max);

/** One of a fixed list of values. */
export const oneOfParam =
  (values: readonly string[]): ParamParser =>
  (raw) =>
    values.includes(raw.trim()) ? raw.trim() : '';

/** Six-digit division code (GB/T 2260: province, city or county). */
export const areaCodeParam: ParamParser = (raw) => (/^[0-9]{6}$/.test(raw.trim()) ? raw.trim() : '');

/** A real calendar date written 'YYYY-MM-DD' (2024-02-30 is refused). */
export const isoDateParam: ParamParser = (raw) => {
  const value = raw.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return '';
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : '';
};

/** A four-digit year 2000..2100 (the contracts' ProgrammeYear). */
export const yearParam: ParamParser = (raw) => {
  const value = raw.trim();
  return /^\d{4}$/.test(value) && Number(value) >= 2000 && Number(value) <= 2100 ? value : '';
};

/** Read the filters named by `parsers` and the paging from a URL query. */
export function parseUrlFilters<K extends string>(params: URLSearchParams, parsers: FilterParsers<K>): UrlFilters<K> {
  const { pageNum, pageSize } = parseListQuery(params);
  const filters = {} as Record<K, string>;
  for (const name of Object.keys(parsers) as K[]) filters[name] = parsers[name](params.get(name) ?? '');
  return { ...filters, pageNum, pageSize };
}

/** Write the filters into a copy of `base` (other parameters kept; empty filters and defaults removed). */
export function writeUrlFilters<K extends string>(
  state: UrlFilters<K>,
  parsers: FilterParsers<K>,
  base?: URLSearchParams,
): URLSearchParams {
  const next = new URLSearchParams(base);
  const entries: [string, string][] = (Object.keys(parsers) as K[]).map((name) => [name, state[name]]);
  entries.push(['pageNum', state.pageNum === 1 ? '' : String(state.pageNum)]);
  entries.push(['pageSize', state.pageSize === DEFAULT_PAGE_SIZE ? '' : String(state.pageSize)]);
  for (const [name, value] of entries) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}

/** Apply a change; changing anything but the page itself starts again at page 1. */
export function applyFilterChange<K extends string>(
  state: UrlFilters<K>,
  change: Partial<NoInfer<UrlFilters<K>>>,
): UrlFilters<K> {
  const before: Record<string, unknown> = state;
  const after: Record<string, unknown> = change;
  const restart = Object.keys(change).some((name) => name !== 'pageNum' && after[name] !== before[name]);
  return { ...state, ...change, pageNum: restart ? 1 : (change.pageNum ?? state.pageNum) };
}
