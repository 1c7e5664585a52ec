/**
 * Accepting a submission (spec §7 POST /api1/ruoyi/message/feedback/post/public and /venue; rules in
 * docs/decisions/feedback.md "Feedback"), in this order: 1. the fields (checkFeedbackInput): 400 naming title / content
 * / name / phone; 2. the proof-of-work challenge: 400 naming altcha (missing, forged, expired, wrong); once it
 * verified,
 *    `spendVerified` counts the submission against the address (429 past its budget; docs/decisions/security.md N5);
 * 3. the venue of the venue variant: 400 naming organId when it is not a venue;
 * 4. duplicate suppression: the same phone and content within DUPLICATE_WINDOW_MS answers the earlier
 *    受理编号 again (duplicate: true) and stores nothing;
 * 5. the insert, committed before the answer is sent, so an acknowledged submission survives a crash.
 *    A challenge used before (unique challenge_id) -> 400 naming altcha.
 */
import type { FeedbackReceipt } from '@portal/contracts/feedback';
import type { FeedbackStatus } from '@portal/contracts/feedback.codes';
import { badRequest } from '../../lib/api-error.js';
import type { PortalApp } from '../../types.js';
import { verifyFormChallenge } from '../../lib/http/proof-of-work.js';
import { checkFeedbackInput, dedupKey, newAcceptNo, type FeedbackInput } from './feedback-input.js';
import { findRecentDuplicate, insertFeedback, uniqueViolationOf, venueNameOf } from './feedback.repository.js';

/** Same phone + same content within this window counts as one submission (10 minutes). */
export const DUPLICATE_WINDOW_MS = 10 * 60_000;

export interface Submission extends FeedbackInput {
  altcha: string;
  organId?: number;
}

/** Runs the steps of the module comment and resolves with the receipt. */
export async function acceptFeedback(
  app: PortalApp,
  submission: Submission,
  spendVerified: () => Promise<void>,
): Promise<FeedbackReceipt> {
  const input = checkFeedbackInput(submission);
  const challengeId = await verifyFormChallenge(submission.altcha, app.config.feedbackChallengeSecret, 'feedback');
  await spendVerified();
  const organId = submission.organId ?? null;
  if (organId !== null && (await venueNameOf(app.db, organId)) === undefined)
    throw badRequest('organId', '场馆不存在或已删除');

  const now = app.clock();
  const key = dedupKey(input.phone, input.content);
  const earlier = await findRecentDuplicate(app.db, key, new Date(now.getTime() - DUPLICATE_WINDOW_MS).toISOString());
  if (earlier) {
    return {
      acceptNo: earlier.accept_no,
      status: earlier.status as FeedbackStatus,
      createTime: earlier.created_at,
      duplicate: true,
    };
  }

  const createdAt = now.toISOString();
  // A clash of two random 受理编号 is improbable (about 49 bits a day); one more draw settles it.
  for (let attempt = 0; ; attempt++) {
    const acceptNo = newAcceptNo(now);
    try {
      await insertFeedback(app.db, { ...input, acceptNo, organId, dedupKey: key, challengeId, createdAt });
      return { acceptNo, status: 'accepted', createTime: createdAt, duplicate: false };
    } catch (error) {
      const violated = uniqueViolationOf(error);
      if (violated === 'challenge_id') throw badRequest('altcha', '该人机验证结果已使用，请重新验证');
      if (violated !== 'accept_no' || attempt > 0) throw error;
    }
  }
}
