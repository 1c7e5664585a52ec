/**
 * The review of venues' yearly figures (docs/data-exchange.md §7), with the agency session token as
 * `session-id`: GET /api/admin/exchange/venueYearReviews (the page of submissions in the caller's area), GET
 * .../{id} (the field-by-field diff), POST .../{id}/approve and POST .../{id}/return { reason }. Errors reject
 * with lib/api-data `ApiRequestError` (400 with the server's Chinese reason, 401 session ended, 403 outside
 * the caller's area, 409 already decided).
 */
import { queryOptions } from '@tanstack/react-query';
import type { PageOf } from '@portal/contracts/paging';
import type {
  VenueYearReviewDetail,
  VenueYearReviewItem,
  VenueYearReviewQuery,
} from '@portal/contracts/venue-year-review';
import { VENUE_YEAR_REVIEW_API } from '@portal/contracts/venue-year-review.codes';
import { unwrapData } from '../../lib/api-data';
import { apiGet, apiPost } from '../../lib/http-client';

/** The page of submissions matching `query`. */
export function reviewListQuery(token: string, query: VenueYearReviewQuery) {
  return queryOptions({
    queryKey: ['venue-year-review', 'list', query, token],
    queryFn: () =>
      unwrapData(apiGet<PageOf<VenueYearReviewItem>>(VENUE_YEAR_REVIEW_API, query, { sessionToken: token })),
  });
}

/** Submission `id` with its diff against the public figures. */
export function reviewDetailQuery(token: string, id: number) {
  return queryOptions({
    queryKey: ['venue-year-review', 'detail', id, token],
    queryFn: () =>
      unwrapData(apiGet<VenueYearReviewDetail>(`${VENUE_YEAR_REVIEW_API}/${id}`, undefined, { sessionToken: token })),
  });
}

/** Approves submission `id` (public at once); resolves with its detail. */
export function approveSubmission(token: string, id: number): Promise<VenueYearReviewDetail> {
  return unwrapData(
    apiPost<VenueYearReviewDetail>(`${VENUE_YEAR_REVIEW_API}/${id}/approve`, undefined, { sessionToken: token }),
  );
}

/** Returns submission `id` to the filling system with `reason`; resolves with its detail. */
export function returnSubmission(token: string, id: number, reason: string): Promise<VenueYearReviewDetail> {
  return unwrapData(
    apiPost<VenueYearReviewDetail>(`${VENUE_YEAR_REVIEW_API}/${id}/return`, { reason }, { sessionToken: token }),
  );
}
