/**
 * The venue list filters kept in the URL query (venue-query.ts) as a hook: each change pushes a history
 * entry, so back/forward walk through the searches. A change of organType remounts the page (the main
 * layout keys the page by it, spec §2 tab behaviour); the other filters travel in the URL and survive.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { applyVenueChange, parseVenueFilters, toVenueSearchParams, type VenueListFilters } from './venue-query';

export function useVenueFilters(): [VenueListFilters, (change: Partial<VenueListFilters>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const filters = useMemo(() => parseVenueFilters(new URLSearchParams(search)), [search]);
  const update = useCallback(
    (change: Partial<VenueListFilters>) => {
      setSearchParams((current) => toVenueSearchParams(applyVenueChange(parseVenueFilters(current), change), current));
    },
    [setSearchParams],
  );
  return [filters, update];
}
