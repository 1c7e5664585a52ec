/**
 * Filters of the venue list (/main/openFacility) <-> URL query, so reload, back/forward and a shared
 * link keep the search (issue 3 "Pages"). Parameter names are the API's (contracts VenueSearchQuery):
 * `?organType=2&areaCode=330100&keyword=体育&openNow=true&freeNow=true&pageNum=2&pageSize=20`.
 * Defaults and empty filters stay out of the URL; hand-edited values are normalised here, so a bad
 * URL never reaches the server as a 400 (an invalid organType means "all types").
 */
import type { VenueSearchQuery } from '@portal/contracts/venue';
import type { OrganType } from '@portal/contracts/venue.codes';
import { parseOrganType } from '../../components/venue/organ-type';

export interface VenueListFilters {
  pageNum: number;
  pageSize: number;
  /** null: all four types. */
  organType: OrganType | null;
  /** Six-digit province, city or county code, or ''. */
  areaCode: string;
  keyword: string;
  openNow: boolean;
  freeNow: boolean;
}

export const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 100;
const MAX_PAGE_NUM = 100_000;
/** contracts Keyword: at most 50 characters. */
const MAX_KEYWORD_LENGTH = 50;

function parseInteger(raw: string | null, min: number, max: number, fallback: number): number {
  const text = (raw ?? '').trim();
  if (!/^\d+$/.test(text)) return fallback;
  const value = Number(text);
  return value >= min && value <= max ? value : fallback;
}

function parseFlag(raw: string | null): boolean {
  return raw === 'true' || raw === '1';
}

/** Control characters are refused by the server (contracts LineText); drop them. */
function withoutControlCharacters(text: string): string {
  return Array.from(text)
    .filter((char) => {
      const code = char.charCodeAt(0);
      return code >= 0x20 && code !== 0x7f;
    })
    .join('');
}

/** Read the filters from a URL query. */
export function parseVenueFilters(params: URLSearchParams): VenueListFilters {
  const areaCode = (params.get('areaCode') ?? '').trim();
  return {
    pageNum: parseInteger(params.get('pageNum'), 1, MAX_PAGE_NUM, 1),
    pageSize: parseInteger(params.get('pageSize'), 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
    organType: parseOrganType(params.get('organType')),
    areaCode: /^\d{6}$/.test(areaCode) ? areaCode : '',
    keyword: withoutControlCharacters(params.get('keyword') ?? '')
      .trim()
      .slice(0, MAX_KEYWORD_LENGTH),
    openNow: parseFlag(params.get('openNow')),
    freeNow: parseFlag(params.get('freeNow')),
  };
}

/** Write the filters into a URL query, keeping unrelated parameters of `base`. */
export function toVenueSearchParams(filters: VenueListFilters, base?: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(base);
  const entries: [string, string][] = [
    ['organType', filters.organType === null ? '' : String(filters.organType)],
    ['areaCode', filters.areaCode],
    ['keyword', filters.keyword],
    ['openNow', filters.openNow ? 'true' : ''],
    ['freeNow', filters.freeNow ? 'true' : ''],
    ['pageNum', filters.pageNum === 1 ? '' : String(filters.pageNum)],
    ['pageSize', filters.pageSize === DEFAULT_PAGE_SIZE ? '' : String(filters.pageSize)],
  ];
  for (const [name, value] of entries) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}

/** Apply a change; any change other than the page itself starts again at page 1. */
export function applyVenueChange(filters: VenueListFilters, change: Partial<VenueListFilters>): VenueListFilters {
  const filtersChanged = (Object.keys(change) as (keyof VenueListFilters)[]).some(
    (name) => name !== 'pageNum' && change[name] !== filters[name],
  );
  return { ...filters, ...change, pageNum: filtersChanged ? 1 : (change.pageNum ?? filters.pageNum) };
}

/** True when any filter narrows the list (the type does not count: it is the section itself). */
export function hasActiveFilters(filters: VenueListFilters): boolean {
  return Boolean(filters.areaCode || filters.keyword || filters.openNow || filters.freeNow);
}

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
