/**
 * The agency inbox's filters, page and open case as they stand in the URL, with the API's parameter names
 * (contracts FeedbackInboxQuery): `/main/feedback/inbox?status=accepted&type=complaint&organId=12
 * &startDate=2026-11-01&endDate=2026-11-24&pageNum=2&id=345` (`id`: the case open in the drawer).
 */
import { FEEDBACK_STATUSES, FEEDBACK_TYPES } from '@portal/contracts/feedback.codes';
import { id, isoDate, LIST_PAGING, oneOf, urlStateSpec, type StateOfFields } from '../../lib/url-state';
import type { InboxSearch } from './api';

const INBOX_FILTERS = {
  status: oneOf(FEEDBACK_STATUSES),
  type: oneOf(FEEDBACK_TYPES),
  organId: id,
  startDate: isoDate(),
  endDate: isoDate(),
};

const INBOX_FIELDS = { ...INBOX_FILTERS, ...LIST_PAGING, id };

export type InboxState = StateOfFields<typeof INBOX_FIELDS>;

/** The URL state of the inbox; opening or closing a case keeps the page. */
export const INBOX_URL_STATE = urlStateSpec(INBOX_FIELDS, {
  keepPage: ['id'],
  normalise: (s: InboxState) => (s.startDate && s.endDate && s.endDate < s.startDate ? { ...s, endDate: '' } : s),
});

/** The list query of a state (the open case is not a filter). */
export function toInboxSearch(state: InboxState): InboxSearch {
  const { status, type, organId, startDate, endDate, pageNum, pageSize } = state;
  return { status, type, organId, startDate, endDate, pageNum, pageSize };
}
