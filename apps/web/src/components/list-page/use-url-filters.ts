/**
 * The URL filter state of url-filters.ts as a React hook. Each change pushes a history entry, so the
 * back button undoes a filter change.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  applyFilterChange,
  parseUrlFilters,
  writeUrlFilters,
  type FilterParsers,
  type UrlFilters,
} from './url-filters';

/** The default fix-up: none (a stable function, since it is a memo dependency). */
function unchanged<T>(state: T): T {
  return state;
}

/**
 * Returns the current filters and `update(change)`. `parsers` and `normalise` (a fix-up across filters,
 * e.g. dropping an end date before the start date) must be module-level constants: they are memo
 * dependencies.
 */
export function useUrlFilters<K extends string>(
  parsers: FilterParsers<K>,
  normalise: (state: UrlFilters<K>) => UrlFilters<K> = unchanged,
): [UrlFilters<K>, (change: Partial<UrlFilters<K>>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const state = useMemo(
    () => normalise(parseUrlFilters(new URLSearchParams(search), parsers)),
    [search, parsers, normalise],
  );
  const update = useCallback(
    (change: Partial<UrlFilters<K>>) => {
      setSearchParams((current) => {
        const next = applyFilterChange(normalise(parseUrlFilters(current, parsers)), change);
        return writeUrlFilters(next, parsers, current);
      });
    },
    [setSearchParams, parsers, normalise],
  );
  return [state, update];
}
