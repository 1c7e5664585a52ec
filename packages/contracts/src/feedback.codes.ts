/**
 * Codes of citizen feedback (意见反馈, spec §2 /main/feedback, §7 POST /api1/ruoyi/message/feedback/post/public
 * and /venue): the four kinds a visitor chooses, the statuses a submission goes through, the field limits and
 * the phone and 受理编号 formats. Plain values, no TypeBox: the web imports this file at run time and
 * feedback.ts builds the schemas from it (docs/decisions/contracts-and-lint.md "Contracts: codes and schemas").
 */

import type { CaseMachine } from './case-status.codes.js';

/** Kinds of feedback, in display order: consult 咨询, suggest 建议, complaint 投诉, correction 纠错. */
export const FEEDBACK_TYPES = ['consult', 'suggest', 'complaint', 'correction'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_TYPE_NAMES: Readonly<Record<FeedbackType, string>> = {
  consult: '咨询',
  suggest: '建议',
  complaint: '投诉',
  correction: '纠错',
};

/**
 * Statuses in order: accepted 已受理 (on submission) -> processing 处理中 (an agency user opened it) ->
 * replied 已答复 (a reply was written) ; closed 已办结 (the agency closed the case, with or without a reply).
 */
export const FEEDBACK_STATUSES = ['accepted', 'processing', 'replied', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export const FEEDBACK_STATUS_NAMES: Readonly<Record<FeedbackStatus, string>> = {
  accepted: '已受理',
  processing: '处理中',
  replied: '已答复',
  closed: '已办结',
};

/**
 * The moves of a case (case-status.codes.ts): opening an 已受理 case makes it 处理中; a reply (written again
 * while not closed) makes it 已答复; any case not closed may be closed (办结), which is final.
 */
export const FEEDBACK_NEXT: CaseMachine<FeedbackStatus> = {
  accepted: ['processing', 'replied', 'closed'],
  processing: ['replied', 'closed'],
  replied: ['replied', 'closed'],
  closed: [],
};

/** Field limits in characters (content: issue 11, "≤ 2,000 characters"). */
export const FEEDBACK_TITLE_MAX = 50;
export const FEEDBACK_CONTENT_MAX = 2000;
export const FEEDBACK_NAME_MAX = 20;
export const FEEDBACK_REPLY_MAX = 2000;

/**
 * A phone the form accepts: a mainland mobile number (11 digits, 13x-19x) or a landline with its area code
 * (0 + 2-3 digits, optional '-', 7-8 digits). Checked on both sides; the server is the authority.
 */
export const FEEDBACK_PHONE_PATTERN = '^(1[3-9][0-9]{9}|0[1-9][0-9]{1,2}-?[0-9]{7,8})$';

/** The last four digits of the phone, asked with the 受理编号 to look a submission up. */
export const FEEDBACK_PHONE_TAIL_PATTERN = '^[0-9]{4}$';

/**
 * 受理编号: 'FK', the Beijing date of submission (YYYYMMDD) and 10 random characters of an alphabet without
 * look-alikes (0/O, 1/I/L, U): 30^10, about 49 random bits, so numbers cannot be guessed from one another.
 */
export const FEEDBACK_ACCEPT_NO_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const FEEDBACK_ACCEPT_NO_PATTERN = '^FK[0-9]{8}[2-9A-HJKMNP-TV-Z]{10}$';
