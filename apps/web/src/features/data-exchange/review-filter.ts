/**
 * The review page's filters as they stand in the URL (`/admin/exchange/review?status=已填报&year=2025&pageNum=2`):
 * the status (已填报 = awaiting review, the default), an optional programme year, the page.
 */
import type { VenueYearReviewQuery } from '@portal/contracts/venue-year-review';
import { FILL_IN_STATUSES, type FillInStatus } from '@portal/contracts/sports-authority.codes';
import { LIST_PAGING, oneOf, programmeYear, urlStateSpec, type StateOfFields } from '../../lib/url-state';

const FIELDS = {
  status: { ...oneOf(FILL_IN_STATUSES), default: '已填报' },
  year: programmeYear,
  ...LIST_PAGING,
};

export type ReviewState = StateOfFields<typeof FIELDS>;

export const REVIEW_URL_STATE = urlStateSpec(FIELDS);

/** The API query of a state (an unknown status reads as 已填报). */
export function toReviewQuery(s: ReviewState): VenueYearReviewQuery {
  const status = (FILL_IN_STATUSES as readonly string[]).includes(s.status) ? (s.status as FillInStatus) : '已填报';
  return { status, ...(s.year ? { year: Number(s.year) } : {}), pageNum: s.pageNum, pageSize: s.pageSize };
}
