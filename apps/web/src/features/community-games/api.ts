/**
 * Community games data (contracts/community-games.ts), through lib/api-data getData. The API is public:
 * the http client sends these requests without a session (lib/http-client isSessionFree), so they never
 * wait for the public login, and spec §8 keeps them out of the 401 retry.
 * - GET /api/data/qmsports/games/current?gamesId -> GamesCurrent
 * - GET /api/data/qmsports/race/search?filters&pageNum&pageSize -> PageOf<RaceListItem>
 * - GET /api/data/qmsports/race/{id} -> RaceDetail;  /race/score?id -> RaceScore
 * - GET /api/data/qmsports/race/calendar?month&filters -> RaceCalendarMonth
 * - GET /api/data/qmsports/race/map?west&south&east&north&zoom&filters -> RaceMapView
 * - GET /api/data/qmsports/province/stat?gamesId -> ProvinceStat[]
 * - GET /api/data/qmsports/news/list, /news/detail?id
 * - /api/data/qmsports/race/ics?id | ?month&filters: a download link (icsHref), not fetched here.
 * Errors reject with ApiRequestError (Chinese msg). Query keys start with 'qmsports'.
 */
import { queryOptions } from '@tanstack/react-query';
import type {
  GamesCurrent,
  GamesNewsDetail,
  GamesNewsItem,
  ProvinceStat,
  RaceCalendarMonth,
  RaceDetail,
  RaceListItem,
  RaceMapView,
  RaceScore,
} from '@portal/contracts/community-games';
import type { PageOf } from '@portal/contracts/paging';
import { getData } from '../../lib/api-data';
import type { RaceApiFilters } from './race-url-state';

const BASE = '/api/data/qmsports';
/** Race data change rarely (the server caches for 10 s); a minute keeps page switches instant. */
const STALE_MS = 60_000;

export interface MapRequest extends RaceApiFilters {
  west: number;
  south: number;
  east: number;
  north: number;
  zoom: number;
}

export const gamesQuery = (gamesId?: number) =>
  queryOptions({
    queryKey: ['qmsports', 'games', gamesId ?? null],
    queryFn: () => getData<GamesCurrent>(`${BASE}/games/current`, { gamesId }),
    staleTime: STALE_MS,
  });

export const raceSearchQuery = (query: RaceApiFilters & { pageNum: number; pageSize: number }) =>
  queryOptions({
    queryKey: ['qmsports', 'races', query],
    queryFn: () => getData<PageOf<RaceListItem>>(`${BASE}/race/search`, { ...query }),
    staleTime: STALE_MS,
  });

export const raceDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['qmsports', 'race', id],
    queryFn: () => getData<RaceDetail>(`${BASE}/race/${id}`),
    staleTime: STALE_MS,
  });

export const raceScoreQuery = (id: number) =>
  queryOptions({
    queryKey: ['qmsports', 'score', id],
    queryFn: () => getData<RaceScore>(`${BASE}/race/score`, { id }),
    staleTime: STALE_MS,
  });

export const calendarQuery = (month: string, filters: RaceApiFilters) =>
  queryOptions({
    queryKey: ['qmsports', 'calendar', month, filters],
    queryFn: () => getData<RaceCalendarMonth>(`${BASE}/race/calendar`, { month, ...filters }),
    staleTime: STALE_MS,
  });

export const raceMapQuery = (request: MapRequest) =>
  queryOptions({
    queryKey: ['qmsports', 'map', request],
    queryFn: () => getData<RaceMapView>(`${BASE}/race/map`, { ...request }),
    staleTime: STALE_MS,
  });

export const provinceStatQuery = (gamesId?: number) =>
  queryOptions({
    queryKey: ['qmsports', 'provinces', gamesId ?? null],
    queryFn: () => getData<ProvinceStat[]>(`${BASE}/province/stat`, { gamesId }),
    staleTime: STALE_MS,
  });

export const newsListQuery = (pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: ['qmsports', 'news', pageNum, pageSize],
    queryFn: () => getData<PageOf<GamesNewsItem>>(`${BASE}/news/list`, { pageNum, pageSize }),
    staleTime: STALE_MS,
  });

export const newsDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['qmsports', 'news-detail', id],
    queryFn: () => getData<GamesNewsDetail>(`${BASE}/news/detail`, { id }),
  });

/** The download address of the .ics of race `id`, or of a month's races under `filters`. */
export function icsHref(target: { id: number } | { month: string; filters: RaceApiFilters }): string {
  const params = new URLSearchParams();
  if ('id' in target) params.set('id', String(target.id));
  else {
    params.set('month', target.month);
    for (const [key, value] of Object.entries(target.filters))
      if (value !== '' && value !== null && value !== undefined) params.set(key, String(value));
  }
  return `${BASE}/race/ics?${params.toString()}`;
}
