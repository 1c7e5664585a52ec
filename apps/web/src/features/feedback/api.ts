/**
 * Citizen feedback calls (spec §7 "Feedback"; server: modules/feedback):
 * - GET  /api1/ruoyi/message/feedback/challenge -> the proof-of-work challenge the altcha widget solves
 * - POST /api1/ruoyi/message/feedback/post/public | /post/venue, fields as QUERY parameters -> FeedbackReceipt
 * - GET  /api1/ruoyi/message/feedback/venue/{organId} -> FeedbackVenue (the venue form's venue)
 * - GET  /api1/ruoyi/message/feedback/track?acceptNo&phoneTail -> FeedbackTrack
 * Agency inbox, with the logged-in agency user's session token as `session-id` (spec §6):
 * - GET  .../scope, .../list?status&type&organId&startDate&endDate&pageNum&pageSize, .../{id}
 * - POST .../{id}/reply (JSON {reply}), .../{id}/close, .../{id}/phone (the full phone, audited)
 * Errors reject with lib/api-data `ApiRequestError` (its msg names the field on a 400).
 */
import { queryOptions } from '@tanstack/react-query';
import type {
  FeedbackChallenge,
  FeedbackInboxDetail,
  FeedbackInboxItem,
  FeedbackReceipt,
  FeedbackScope,
  FeedbackTrack,
  FeedbackVenue,
} from '@portal/contracts/feedback';
import type { FeedbackType } from '@portal/contracts/feedback.codes';
import type { PageOf } from '@portal/contracts/paging';
import type { PhoneReveal } from '@portal/contracts/phone-reveal';
import { getData, unwrapData } from '../../lib/api-data';
import { apiGet, apiPost } from '../../lib/http-client';

const BASE = '/api1/ruoyi/message/feedback';

/** The form's fields as the server takes them. */
export interface FeedbackFields {
  type: FeedbackType;
  title: string;
  content: string;
  name: string;
  phone: string;
  /** The venue of the venue variant; absent for the public variant. */
  organId?: number;
  /** The solved challenge (altcha widget payload). */
  altcha: string;
}

export function fetchChallenge(): Promise<FeedbackChallenge> {
  return getData<FeedbackChallenge>(`${BASE}/challenge`);
}

/** Submits `fields` as query parameters (spec §7), to /post/venue when a venue is given, else /post/public. */
export function submitFeedback(fields: FeedbackFields): Promise<FeedbackReceipt> {
  const variant = fields.organId === undefined ? 'public' : 'venue';
  const query = new URLSearchParams(
    Object.entries(fields).flatMap(([key, value]): [string, string][] =>
      value === undefined ? [] : [[key, String(value)]],
    ),
  );
  return unwrapData(apiPost<FeedbackReceipt>(`${BASE}/post/${variant}?${query.toString()}`));
}

export function feedbackVenueQuery(organId: number) {
  return queryOptions({
    queryKey: ['feedback', 'venue', organId],
    queryFn: () => getData<FeedbackVenue>(`${BASE}/venue/${organId}`),
  });
}

export function trackFeedback(acceptNo: string, phoneTail: string): Promise<FeedbackTrack> {
  return getData<FeedbackTrack>(`${BASE}/track`, { acceptNo, phoneTail });
}

/** Filters of the inbox as the API takes them ('' = all). */
export interface InboxSearch {
  status: string;
  type: string;
  organId: number | null;
  startDate: string;
  endDate: string;
  pageNum: number;
  pageSize: number;
}

const agencyGet = <T>(url: string, token: string, params?: Record<string, unknown>) =>
  unwrapData(apiGet<T>(url, params, { sessionToken: token }));

export function inboxScopeQuery(token: string) {
  return queryOptions({
    queryKey: ['feedback', 'inbox', 'scope', token],
    queryFn: () => agencyGet<FeedbackScope>(`${BASE}/scope`, token),
  });
}

export function inboxListQuery(token: string, search: InboxSearch) {
  const params = Object.fromEntries(Object.entries(search).filter(([, v]) => v !== '' && v !== null));
  return queryOptions({
    queryKey: ['feedback', 'inbox', 'list', token, search],
    queryFn: () => agencyGet<PageOf<FeedbackInboxItem>>(`${BASE}/list`, token, params),
  });
}

export function inboxDetailQuery(token: string, id: number) {
  return queryOptions({
    queryKey: ['feedback', 'inbox', 'detail', token, id],
    queryFn: () => agencyGet<FeedbackInboxDetail>(`${BASE}/${id}`, token),
  });
}

export function replyFeedback(token: string, id: number, reply: string): Promise<FeedbackInboxDetail> {
  return unwrapData(apiPost<FeedbackInboxDetail>(`${BASE}/${id}/reply`, { reply }, { sessionToken: token }));
}

/** The case's full phone to call back (audited on the server, docs/personal-data.md). */
export function revealFeedbackPhone(token: string, id: number): Promise<PhoneReveal> {
  return unwrapData(apiPost<PhoneReveal>(`${BASE}/${id}/phone`, undefined, { sessionToken: token }));
}

export function closeFeedback(token: string, id: number): Promise<FeedbackInboxDetail> {
  return unwrapData(apiPost<FeedbackInboxDetail>(`${BASE}/${id}/close`, undefined, { sessionToken: token }));
}
