/**
 * Repair reports 报修 (spec §2 /gymFacility/facilityDetail/fixReport; the section's one public write,
 * modelled on feedback, docs/decisions/fitness-facilities.md "Fitness facilities"):
 *
 * - GET  /api/data/fixReport/challenge -> the form's proof-of-work challenge (lib/http/proof-of-work.ts, the
 *   one the feedback form uses, issued for this form only).
 * - POST /api/data/fixReport (multipart/form-data: equipmentId, faultType, description, phone?, altcha,
 *   photos ≤ 3) -> FixReportReceipt. Steps: the fields (400 naming one), the proof of work (400 naming
 *   altcha: missing, forged, expired, another form's, or used before — unique `fix_report.challenge_id`),
 *   only then the address's budget, the piece (404), the duplicate, the photos, the insert. Photos are re-encoded without EXIF or location (./fix-report-photo.ts). The same
 *   fault type on the same piece while an earlier report is open and younger than DUPLICATE_WINDOW_MS is
 *   not filed again: the answer names the open report (duplicate: true). A report of a safety fault makes
 *   the piece 群众报修（待核实） at once (detail, map popup; the lists' condition filter within seconds), never
 *   报修中: that needs an agency handler's confirmation (./fix-report-inbox.routes.ts).
 * - GET /api/data/fixReport/track?reportNo&phoneTail -> FixReportTrack: a report with a phone needs its
 *   last four digits; LOOKUP_FREE_TRIES wrong tries lock the number's look-up for a growing delay (429;
 *   db/lookup-lock.ts).
 * - The agency inbox: ./fix-report-inbox.routes.ts.
 *
 * Limits per client address (@fastify/rate-limit): SUBMIT_LIMIT_PER_10_MIN reports whose proof of work
 * verified — a school class or an office behind one address can report a whole playground's faults in one
 * sitting — counted apart from refused attempts (ATTEMPT_LIMIT_PER_10_MIN, docs/decisions/security.md N5), and
 * LOOKUP_LIMIT_PER_10_MIN look-ups. A duplicate is found before any photo is decoded, and the photos of one
 * request are bounded in pixels together (fix-report-photo.ts). Bad input -> 400 naming the field; never a 5xx for any body.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '@portal/contracts/envelope';
import { FixReportReceipt, FixReportTrack, FixReportTrackQuery } from '@portal/contracts/facility';
import { ProofOfWorkChallenge } from '@portal/contracts/proof-of-work';
import {
  FACILITY_API,
  FIX_PHOTO_MAX_BYTES,
  FIX_PHOTO_MAX_COUNT,
  FIX_REPORT_OPEN_STATUSES,
  type FixReportStatus,
} from '@portal/contracts/facility.codes';
import { claimLookupTry, clearLookupTries, lockedMessage } from '../../db/lookup-lock.js';
import { violatesUnique } from '../../db/unique-violation.js';
import { ApiError, badRequest, notFound } from '../../lib/api-error.js';
import { newCaseNumber } from '../../lib/case-number.js';
import { errorResponses, ok, okWith } from '../../lib/envelope.js';
import { createFormChallenge, verifyFormChallenge } from '../../lib/http/proof-of-work.js';
import { createSubmissionBudgets } from '../../lib/http/submission-budgets.js';
import { phoneTail } from '../../lib/phone.js';
import { readFixReport } from './fix-report-input.js';
import { cleanPhotos } from './fix-report-photo.js';
import { registerFixReportInbox } from './fix-report-inbox.routes.js';
import { presentTrack } from './fix-report.presenter.js';
import { findByReportNo, findPieceForReport, findRecentDuplicate, insertReport } from './fix-report.repository.js';

const TAGS = ['facility'];
export const FIX_PREFIX = '/api/data/fixReport';
/** Reports with a verified proof of work per address per 10 minutes (the others count against ATTEMPT_LIMIT_PER_10_MIN only). */
export const SUBMIT_LIMIT_PER_10_MIN = 100;
/** Challenges per address per minute (one per report, plus expiries; as the feedback form's). */
export const CHALLENGE_LIMIT_PER_MIN = 120;
/** Attempts of any kind per address per 10 minutes (lib/http/submission-budgets.ts, docs/decisions/security.md N5). */
export const ATTEMPT_LIMIT_PER_10_MIN = 1_000;
export const LOOKUP_LIMIT_PER_10_MIN = 30;
/** An open report of the same fault on the same piece within this window absorbs a new one. */
export const DUPLICATE_WINDOW_MS = 24 * 60 * 60_000;

const NOT_FOUND_MSG = '未找到该报修：请核对受理编号和联系电话后四位';

const fixReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Multipart only for this plugin's routes (content-type parsers are encapsulated).
  await app.register(multipart, {
    limits: {
      fileSize: FIX_PHOTO_MAX_BYTES,
      files: FIX_PHOTO_MAX_COUNT,
      fields: 8,
      fieldSize: 8 * 1024,
      parts: FIX_PHOTO_MAX_COUNT + 8,
      headerPairs: 100,
    },
  });
  const budgets = createSubmissionBudgets(app, {
    form: 'fix-report',
    verified: SUBMIT_LIMIT_PER_10_MIN,
    attempts: ATTEMPT_LIMIT_PER_10_MIN,
    windowMs: 10 * 60_000,
  });

  app.get(
    FACILITY_API.fixReportChallenge,
    {
      schema: {
        summary: '器材报修人机验证题目（工作量证明，本站自行签发）',
        tags: TAGS,
        response: { 200: Envelope(ProofOfWorkChallenge), ...errorResponses(401, 429) },
      },
      config: { rateLimit: { max: CHALLENGE_LIMIT_PER_MIN, timeWindow: 60_000 } },
    },
    async () => ok(await createFormChallenge(app.config.feedbackChallengeSecret, 'fix-report')),
  );

  app.post(
    FIX_PREFIX,
    {
      schema: {
        summary:
          '健身器材报修（multipart/form-data：equipmentId、faultType、description、phone 选填、altcha 人机验证、photos 至多 3 张 JPEG/PNG/WebP，每张 ≤ 5 MB）',
        tags: TAGS,
        consumes: ['multipart/form-data'],
        response: { 200: Envelope(FixReportReceipt), ...errorResponses(400, 401, 404, 429) },
      },
      config: { rateLimit: budgets.attemptLimit },
      logLevel: 'warn',
    },
    async (request) => {
      const input = await readFixReport(request);
      const challengeId = await verifyFormChallenge(input.altcha, app.config.feedbackChallengeSecret, 'fix-report');
      // The proof of work verified: only now does the report count against the address.
      await budgets.spendVerified(request);
      const piece = await findPieceForReport(app.db, input.equipmentId);
      if (!piece) throw notFound('健身器材');
      const now = app.clock();
      const dedupKey = `${input.equipmentId}:${input.faultType}`;
      const earlier = await findRecentDuplicate(
        app.db,
        dedupKey,
        new Date(now.getTime() - DUPLICATE_WINDOW_MS).toISOString(),
      );
      if (earlier && FIX_REPORT_OPEN_STATUSES.includes(earlier.status as FixReportStatus)) {
        return okWith('该器材的同类故障已有人报修，正在处理', {
          reportNo: earlier.report_no,
          status: earlier.status as FixReportStatus,
          createTime: earlier.created_at,
          duplicate: true,
        });
      }
      // Decoded only now: a duplicate (above) never costs a decode.
      const photos = await cleanPhotos(input.photos);
      const reportNo = newCaseNumber('BX', now);
      const createTime = now.toISOString();
      const insert = insertReport(
        app.db,
        {
          report_no: reportNo,
          equipment_id: input.equipmentId,
          facility_id: Number(piece.facility_id),
          province_code: piece.province_code,
          city_code: piece.city_code,
          county_code: piece.county_code,
          fault_type: input.faultType,
          description: input.description,
          phone: input.phone,
          status: 'accepted',
          note: null,
          handler: null,
          created_at: createTime,
          updated_at: createTime,
          dedup_key: dedupKey,
          challenge_id: challengeId,
        },
        photos,
      );
      await insert.catch((error: unknown) => {
        if (violatesUnique(error, 'challenge_id')) throw badRequest('altcha', '该人机验证结果已使用，请重新验证');
        throw error;
      });
      return okWith('报修已受理', { reportNo, status: 'accepted' as const, createTime, duplicate: false });
    },
  );

  app.get(
    `${FIX_PREFIX}/track`,
    {
      schema: {
        summary: '凭受理编号（及联系电话后四位）查询报修处理进度',
        tags: TAGS,
        querystring: FixReportTrackQuery,
        response: { 200: Envelope(FixReportTrack), ...errorResponses(400, 401, 404, 429) },
      },
      config: { rateLimit: { max: LOOKUP_LIMIT_PER_10_MIN, timeWindow: 10 * 60_000 } },
      logLevel: 'warn',
    },
    async (request) => {
      const now = app.clock();
      const row = await findByReportNo(app.db, request.query.reportNo);
      if (!row) throw new ApiError(404, NOT_FOUND_MSG);
      const attempt = await claimLookupTry(app.db, 'fix_report', Number(row.id), now);
      if (!attempt.claimed) throw new ApiError(429, lockedMessage(row.lookup_locked_until, now));
      const expected = row.phone === null ? undefined : phoneTail(row.phone);
      if (request.query.phoneTail !== expected) {
        if (attempt.lockedUntil) throw new ApiError(429, lockedMessage(attempt.lockedUntil, now));
        throw new ApiError(404, NOT_FOUND_MSG);
      }
      await clearLookupTries(app.db, 'fix_report', Number(row.id));
      return ok(presentTrack(row));
    },
  );

  registerFixReportInbox(app);
};

export default fixReportRoutes;
