/**
 * Citizen feedback, public side (spec §2 /main/feedback, §7 "Feedback"; rules: docs/decisions/feedback.md
 * "Feedback"). All need the public session like every data call.
 *
 * - GET  /api1/ruoyi/message/feedback/challenge -> an ALTCHA proof-of-work challenge (lib/http/proof-of-work.ts).
 * - POST /api1/ruoyi/message/feedback/post/public?type&title&content&name&phone&altcha
 * - POST /api1/ruoyi/message/feedback/post/venue?type&title&content&name&phone&organId&altcha
 *   Fields are QUERY PARAMETERS (the spec's contract); the server accepts request lines up to 64 KiB
 *   (app.ts) so 2,000 Chinese characters fit. -> FeedbackReceipt {acceptNo, status, createTime, duplicate}.
 *   Errors: 400 naming the field (blank, too long, bad phone, unknown venue, bad challenge), 429 over the
 *   per-address limits (SUBMIT_LIMIT_PER_10_MIN verified submissions, ATTEMPT_LIMIT_PER_10_MIN attempts). Steps: feedback.service.ts.
 * - GET  /api1/ruoyi/message/feedback/venue/{organId} -> FeedbackVenue {organId, name}: the venue the venue
 *   variant's form names (the 我要反馈 link of a venue detail page carries only organId); unknown -> 404.
 * - GET  /api1/ruoyi/message/feedback/track?acceptNo&phoneTail -> FeedbackTrack (status, timeline, reply;
 *   no name, the phone masked). An unknown number and a wrong tail answer the same 404, so the answer
 *   does not tell whether a number exists; LOOKUP_FREE_TRIES wrong tails lock that number's look-up for a
 *   growing delay (429; db/lookup-lock.ts), on top of the per-address limit.
 *
 * These routes log at 'warn' only: their URLs carry names and phones, which must never reach a log (PIPL).
 * The agency inbox: feedback-inbox.routes.ts, registered from here.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '@portal/contracts/envelope';
import {
  FeedbackChallenge,
  FeedbackReceipt,
  FeedbackTrack,
  FeedbackTrackQuery,
  FeedbackVenue,
  PublicFeedbackQuery,
  VenueFeedbackQuery,
} from '@portal/contracts/feedback';
import { OrganIdParams } from '@portal/contracts/venue';
import { claimLookupTry, clearLookupTries, lockedMessage } from '../../db/lookup-lock.js';
import { ApiError, notFound } from '../../lib/api-error.js';
import { createFormChallenge } from '../../lib/http/proof-of-work.js';
import { createSubmissionBudgets } from '../../lib/http/submission-budgets.js';
import { errorResponses, ok, okWith, READ_ERRORS } from '../../lib/envelope.js';
import { phoneTail } from '../../lib/phone.js';
import { registerFeedbackInbox } from './feedback-inbox.routes.js';
import { presentTrack } from './feedback.presenter.js';
import { findByAcceptNo, venueNameOf } from './feedback.repository.js';
import { acceptFeedback } from './feedback.service.js';

const TAG = 'feedback';
const PREFIX = '/api1/ruoyi/message/feedback';

/**
 * Verified submissions per client address per 10 minutes: a school class or an office behind one address
 * can all send theirs in one sitting; a script cannot flood (the proof of work also costs it per
 * submission). Counted only once the challenge verified (lib/http/submission-budgets.ts, docs/decisions/security.md N5).
 */
export const SUBMIT_LIMIT_PER_10_MIN = 100;
/** Attempts of any kind (refused ones included) per client address per 10 minutes. */
export const ATTEMPT_LIMIT_PER_10_MIN = 1_000;
/** Challenges per address per minute (a visitor needs one per submission, plus expiries). */
export const CHALLENGE_LIMIT_PER_MIN = 120;
/** Status look-ups per address per 10 minutes. */
export const LOOKUP_LIMIT_PER_10_MIN = 30;

const NOT_FOUND_MSG = '未找到该反馈：请核对受理编号和联系电话后四位';

const SUBMIT_ERRORS = errorResponses(400, 401, 429);

const feedbackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const budgets = createSubmissionBudgets(app, {
    form: 'feedback',
    verified: SUBMIT_LIMIT_PER_10_MIN,
    attempts: ATTEMPT_LIMIT_PER_10_MIN,
    windowMs: 10 * 60_000,
  });
  const submitLimit = budgets.attemptLimit;

  app.get(
    `${PREFIX}/challenge`,
    {
      schema: {
        summary: '意见反馈人机验证题目（工作量证明，本站自行签发）',
        tags: [TAG],
        response: { 200: Envelope(FeedbackChallenge), ...errorResponses(401, 429) },
      },
      config: { rateLimit: { max: CHALLENGE_LIMIT_PER_MIN, timeWindow: 60_000 } },
    },
    async () => ok(await createFormChallenge(app.config.feedbackChallengeSecret, 'feedback')),
  );

  app.post(
    `${PREFIX}/post/public`,
    {
      schema: {
        summary: '提交意见反馈（公众）；字段为查询参数',
        tags: [TAG],
        querystring: PublicFeedbackQuery,
        response: { 200: Envelope(FeedbackReceipt), ...SUBMIT_ERRORS },
      },
      config: { rateLimit: submitLimit },
      logLevel: 'warn',
    },
    async (request) =>
      okWith('反馈已受理', await acceptFeedback(app, request.query, () => budgets.spendVerified(request))),
  );

  app.post(
    `${PREFIX}/post/venue`,
    {
      schema: {
        summary: '提交场馆意见反馈（带场馆编号 organId）；字段为查询参数',
        tags: [TAG],
        querystring: VenueFeedbackQuery,
        response: { 200: Envelope(FeedbackReceipt), ...SUBMIT_ERRORS },
      },
      config: { rateLimit: submitLimit },
      logLevel: 'warn',
    },
    async (request) =>
      okWith('反馈已受理', await acceptFeedback(app, request.query, () => budgets.spendVerified(request))),
  );

  app.get(
    `${PREFIX}/venue/:organId`,
    {
      schema: {
        summary: '场馆意见反馈表单显示的场馆名称',
        tags: [TAG],
        params: OrganIdParams,
        response: { 200: Envelope(FeedbackVenue), ...READ_ERRORS },
      },
    },
    async (request) => {
      const name = await venueNameOf(app.db, request.params.organId);
      if (name === undefined) throw notFound('场馆');
      return ok({ organId: request.params.organId, name });
    },
  );

  app.get(
    `${PREFIX}/track`,
    {
      schema: {
        summary: '凭受理编号和联系电话后四位查询办理进度与答复',
        tags: [TAG],
        querystring: FeedbackTrackQuery,
        response: { 200: Envelope(FeedbackTrack), ...errorResponses(400, 401, 404, 429) },
      },
      config: { rateLimit: { max: LOOKUP_LIMIT_PER_10_MIN, timeWindow: 10 * 60_000 } },
      logLevel: 'warn',
    },
    async (request) => {
      const now = app.clock();
      const row = await findByAcceptNo(app.db, request.query.acceptNo);
      if (!row) throw new ApiError(404, NOT_FOUND_MSG);
      const attempt = await claimLookupTry(app.db, 'feedback', row.id, now);
      if (!attempt.claimed) throw new ApiError(429, lockedMessage(row.lookup_locked_until, now));
      if (phoneTail(row.phone) !== request.query.phoneTail) {
        if (attempt.lockedUntil) throw new ApiError(429, lockedMessage(attempt.lockedUntil, now));
        throw new ApiError(404, NOT_FOUND_MSG);
      }
      await clearLookupTries(app.db, 'feedback', row.id);
      return ok(presentTrack(row));
    },
  );

  registerFeedbackInbox(app);
};

export default feedbackRoutes;
