/**
 * Feedback rows -> API shapes (packages/contracts/src/feedback.ts). Whitelists field by field
 * (docs/decisions/server-conventions.md "Handler rules"): the phone always masked; the name only in the agency shapes;
 * never the duplicate key, the challenge id or the look-up counters.
 */
import type { FeedbackInboxDetail, FeedbackInboxItem, FeedbackTrack, FeedbackVenue } from '@portal/contracts/feedback';
import type { FeedbackStatus, FeedbackType } from '@portal/contracts/feedback.codes';
import type { FeedbackRow } from './feedback.repository.js';
import { maskPhone } from '../../lib/phone.js';

function presentVenue(row: FeedbackRow): FeedbackVenue | null {
  return row.organ_id === null ? null : { organId: row.organ_id, name: row.venue_name ?? '' };
}

function presentTimeline(row: FeedbackRow) {
  return {
    createTime: row.created_at,
    processTime: row.processing_at,
    replyTime: row.replied_at,
    closeTime: row.closed_at,
  };
}

/** What the visitor reads with 受理编号 + phone tail: no name. */
export function presentTrack(row: FeedbackRow): FeedbackTrack {
  return {
    ...presentTimeline(row),
    acceptNo: row.accept_no,
    type: row.type as FeedbackType,
    title: row.title,
    content: row.content,
    venue: presentVenue(row),
    phone: maskPhone(row.phone),
    status: row.status as FeedbackStatus,
    reply: row.reply,
    replyUnit: row.reply_unit,
  };
}

/** A row of the agency inbox. */
export function presentInboxItem(row: FeedbackRow): FeedbackInboxItem {
  return {
    id: row.id,
    acceptNo: row.accept_no,
    type: row.type as FeedbackType,
    title: row.title,
    status: row.status as FeedbackStatus,
    venue: presentVenue(row),
    name: row.name,
    phone: maskPhone(row.phone),
    createTime: row.created_at,
  };
}

/** One case for the agency. */
export function presentInboxDetail(row: FeedbackRow): FeedbackInboxDetail {
  return {
    ...presentInboxItem(row),
    ...presentTimeline(row),
    content: row.content,
    reply: row.reply,
    replyUnit: row.reply_unit,
  };
}
