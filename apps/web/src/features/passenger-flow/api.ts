/**
 * Passenger-flow data for /passengerflow (spec §2; contracts passenger-flow.ts), through lib/api-data:
 * - GET /api/data/passengerFlow/ranking?date=&pageNum=&pageSize= -> RankingPage (the day's national ranking);
 * - GET /api/data/passengerFlow/latestDate -> LatestFlowDate (the day the page opens on);
 * - GET /api/data/passengerFlow/venues?keyword=&pageSize= -> PageOf<FlowVenue> (the venue picker);
 * - GET /api/data/passengerFlow/{organId}?date= -> VenueFlowDay (24 hourly counts, null = not pushed).
 * Errors reject with ApiRequestError (404 for an unknown venue). Query keys start with 'passenger-flow'.
 */
import { queryOptions } from '@tanstack/react-query';
import type { FlowVenue, LatestFlowDate, RankingPage, VenueFlowDay } from '@portal/contracts/passenger-flow';
import type { PageOf } from '@portal/contracts/paging';
import { getData } from '../../lib/api-data';

/** Flow data changes hourly: a minute of freshness is plenty. */
const FLOW_STALE_MS = 60_000;
/** Venues offered by the picker for one search. */
const PICKER_PAGE_SIZE = 20;

export function fetchRanking(date: string, pageNum: number, pageSize: number): Promise<RankingPage> {
  return getData<RankingPage>('/api/data/passengerFlow/ranking', { date, pageNum, pageSize });
}

export function fetchLatestFlowDate(): Promise<LatestFlowDate> {
  return getData<LatestFlowDate>('/api/data/passengerFlow/latestDate');
}

export function fetchFlowVenues(keyword: string): Promise<PageOf<FlowVenue>> {
  return getData<PageOf<FlowVenue>>('/api/data/passengerFlow/venues', {
    keyword,
    pageNum: 1,
    pageSize: PICKER_PAGE_SIZE,
  });
}

export function fetchVenueFlowDay(organId: number, date: string): Promise<VenueFlowDay> {
  return getData<VenueFlowDay>(`/api/data/passengerFlow/${organId}`, { date });
}

export const rankingQuery = (date: string, pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: ['passenger-flow', 'ranking', date, pageNum, pageSize],
    queryFn: () => fetchRanking(date, pageNum, pageSize),
    staleTime: FLOW_STALE_MS,
  });

export const latestFlowDateQuery = () =>
  queryOptions({
    queryKey: ['passenger-flow', 'latest-date'],
    queryFn: fetchLatestFlowDate,
    staleTime: FLOW_STALE_MS,
  });

export const flowVenuesQuery = (keyword: string) =>
  queryOptions({
    queryKey: ['passenger-flow', 'venues', keyword],
    queryFn: () => fetchFlowVenues(keyword),
    staleTime: FLOW_STALE_MS,
  });

export const venueFlowDayQuery = (organId: number, date: string) =>
  queryOptions({
    queryKey: ['passenger-flow', 'venue', organId, date],
    queryFn: () => fetchVenueFlowDay(organId, date),
    staleTime: FLOW_STALE_MS,
  });
