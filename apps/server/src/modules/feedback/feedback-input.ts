/**
 * Pure rules of a feedback submission (spec §7 "Feedback"; issue rules in docs/decisions/feedback.md "Feedback"):
 * the checks the schema cannot express (a blank field, the phone format), the duplicate key and the random
 * 受理编号 (the phone mask: lib/phone.ts). No database, no clock of its own.
 */
import { createHash } from 'node:crypto';
import { FEEDBACK_PHONE_PATTERN, type FeedbackType } from '@portal/contracts/feedback.codes';
import { badRequest } from '../../lib/api-error.js';
import { newCaseNumber } from '../../lib/case-number.js';

/** The fields of a submission after the checks: text trimmed, the phone without spaces. */
export interface FeedbackInput {
  type: FeedbackType;
  title: string;
  content: string;
  name: string;
  phone: string;
}

const PHONE = new RegExp(FEEDBACK_PHONE_PATTERN);

/**
 * Trims the fields and checks what the schema leaves open. Throws 400 naming the field: a blank title,
 * content or name ('不能为空'), a phone that is neither a mobile nor a landline number with area code.
 */
export function checkFeedbackInput(query: FeedbackInput): FeedbackInput {
  const title = query.title.trim();
  const content = query.content.trim();
  const name = query.name.trim();
  const phone = query.phone.replace(/\s+/g, '');
  for (const [field, value] of [
    ['title', title],
    ['content', content],
    ['name', name],
    ['phone', phone],
  ] as const) {
    if (value === '') throw badRequest(field, '不能为空');
  }
  if (!PHONE.test(phone)) throw badRequest('phone', '应为 11 位手机号或带区号的固定电话（如 010-12345678）');
  return { type: query.type, title, content, name, phone };
}

/**
 * Duplicate key: SHA-256 of the phone's digits and the content with runs of white space folded, so the same
 * message sent twice from the same phone (a double click, a resend after a slow answer) is recognised.
 */
export function dedupKey(phone: string, content: string): string {
  const folded = content.replace(/\s+/g, ' ');
  return createHash('sha256')
    .update(`${phone.replace(/\D/g, '')}\n${folded}`)
    .digest('hex');
}

/** A new 受理编号: 'FK' + the Beijing date + 10 random characters (lib/case-number.ts). */
export function newAcceptNo(now: Date): string {
  return newCaseNumber('FK', now);
}
