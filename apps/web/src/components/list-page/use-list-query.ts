/**
 * The list filter state kept in the URL query (list-query.ts) as a React hook: reload and back/forward
 * keep a list's search and page. Each change pushes a history entry.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { applyListChange, parseListQuery, toSearchParams, type ListQuery, type ListQueryRules } from './list-query';

/**
 * Returns the current ListQuery and `update(change)`: a change to any filter other than pageNum
 * returns to page 1. `rules` should be a module-level constant (it is a memo dependency).
 */
export function useListQuery(rules?: ListQueryRules): [ListQuery, (change: Partial<ListQuery>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const query = useMemo(() => parseListQuery(new URLSearchParams(search), rules), [search, rules]);
  const update = useCallback(
    (change: Partial<ListQuery>) => {
      setSearchParams((current) => toSearchParams(applyListChange(parseListQuery(current, rules), change), current));
    },
    [setSearchParams, rules],
  );
  return [query, update];
}
