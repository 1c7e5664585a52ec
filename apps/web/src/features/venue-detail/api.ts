/**
 * Data of the venue detail pages (spec §7 "Details"). Every fetcher resolves with the
 * envelope's `data` and rejects with lib/api-data ApiRequestError (404 for an unknown venue or a year
 * without data, 400 for a malformed id).
 *
 * By page kind (detail-kind.ts):
 * - years (number[], newest first): small GET /api/data/venue/years/{organId}; large
 *   /api/data/venue/large/years/{organId}; centre /api/data/v2/nvenue/info/getYear/{organId}
 * - the year's data (VenueYearDetail): small GET /api/data/venue/{organId}/{year}; large
 *   /api/data/venue/large/{organId}/{year}; centre /api/data/v2/nvenue/info/{organId}/{year}/{oldType}
 * - the year's matches / trainings (PageOf<MatchListItem | TrainingListItem>): large
 *   GET /api/data/large/venue/{match|training}/find/detail?organId&year; the others
 *   GET /api/data/v2/venue/{match|training}/search?organId&startDate={year}-01-01&endDate={year}-12-31
 * - the venue's profile without a year (VenueProfile; a venue with no public year, years = []):
 *   GET /api/data/venue/profile/{organId}, every kind (the years call already checked the kind)
 * Shared: images GET /api/data/organ/image/{organId}/list (VenueImage[]) and the texts
 * GET /api/data/venueIntroduction/{introduction|announcement|notice}/{organId} (VenueIntroduction[],
 * newest first; contentHtml sanitized by the server).
 */
import { queryOptions } from '@tanstack/react-query';
import type { PageOf } from '@portal/contracts/paging';
import type { VenueImage, VenueIntroduction, VenueProfile, VenueYearDetail } from '@portal/contracts/venue';
import type { IntroductionKind } from '@portal/contracts/venue.codes';
import type { MatchListItem, TrainingListItem } from '@portal/contracts/venue-event';
import { getData } from '../../lib/api-data';
import type { DetailKind } from './detail-kind';

/** Which venue a detail page shows: page kind, venue id and (centre pages) the venue's organType. */
export interface DetailTarget {
  kind: DetailKind;
  organId: number;
  /** organType sent as {oldType} on the centre page; ignored by the others. */
  oldType: number;
}

/** How many of the year's matches and trainings the page lists (the rest are on /games and /training). */
export const EVENTS_SHOWN = 10;

export function fetchYears({ kind, organId }: DetailTarget): Promise<number[]> {
  const url =
    kind === 'large'
      ? `/api/data/venue/large/years/${organId}`
      : kind === 'centre'
        ? `/api/data/v2/nvenue/info/getYear/${organId}`
        : `/api/data/venue/years/${organId}`;
  return getData<number[]>(url);
}

export function fetchYearDetail({ kind, organId, oldType }: DetailTarget, year: number): Promise<VenueYearDetail> {
  const url =
    kind === 'large'
      ? `/api/data/venue/large/${organId}/${year}`
      : kind === 'centre'
        ? `/api/data/v2/nvenue/info/${organId}/${year}/${oldType}`
        : `/api/data/venue/${organId}/${year}`;
  return getData<VenueYearDetail>(url);
}

/**
 * The venue's public profile without a year (GET /api/data/venue/profile/{organId}, spec §7 "Details"): for a
 * venue whose year list is empty (no audited year yet). Rejects with 404 '场馆不存在或已删除' for an unknown venue.
 */
export function fetchProfile(organId: number): Promise<VenueProfile> {
  return getData<VenueProfile>(`/api/data/venue/profile/${organId}`);
}

export function fetchImages(organId: number): Promise<VenueImage[]> {
  return getData<VenueImage[]>(`/api/data/organ/image/${organId}/list`);
}

export function fetchIntroductions(textKind: IntroductionKind, organId: number): Promise<VenueIntroduction[]> {
  return getData<VenueIntroduction[]>(`/api/data/venueIntroduction/${textKind}/${organId}`);
}

export type EventKind = 'match' | 'training';
export type EventItem<E extends EventKind> = E extends 'match' ? MatchListItem : TrainingListItem;

export function fetchVenueEvents<E extends EventKind>(
  eventKind: E,
  { kind, organId }: DetailTarget,
  year: number,
): Promise<PageOf<EventItem<E>>> {
  if (kind === 'large') {
    return getData(`/api/data/large/venue/${eventKind}/find/detail`, {
      organId,
      year,
      pageNum: 1,
      pageSize: EVENTS_SHOWN,
    });
  }
  return getData(`/api/data/v2/venue/${eventKind}/search`, {
    organId,
    startDate: `${year}-01-01`,
    endDate: `${year}-12-31`,
    pageNum: 1,
    pageSize: EVENTS_SHOWN,
  });
}

const ROOT = 'venue-detail';

export const yearsQuery = (target: DetailTarget) =>
  queryOptions({
    queryKey: [ROOT, 'years', target.kind, target.organId, target.oldType],
    queryFn: () => fetchYears(target),
  });

export const yearDetailQuery = (target: DetailTarget, year: number) =>
  queryOptions({
    queryKey: [ROOT, 'year', target.kind, target.organId, target.oldType, year],
    queryFn: () => fetchYearDetail(target, year),
  });

/** The profile-only state's query (fetchProfile). */
export const profileQuery = (organId: number) =>
  queryOptions({ queryKey: [ROOT, 'profile', organId], queryFn: () => fetchProfile(organId) });

export const imagesQuery = (organId: number) =>
  queryOptions({ queryKey: [ROOT, 'images', organId], queryFn: () => fetchImages(organId) });

export const introductionsQuery = (textKind: IntroductionKind, organId: number) =>
  queryOptions({ queryKey: [ROOT, 'text', textKind, organId], queryFn: () => fetchIntroductions(textKind, organId) });

export const venueEventsQuery = <E extends EventKind>(eventKind: E, target: DetailTarget, year: number) =>
  queryOptions({
    queryKey: [ROOT, eventKind, target.kind, target.organId, year],
    queryFn: () => fetchVenueEvents(eventKind, target, year),
  });
