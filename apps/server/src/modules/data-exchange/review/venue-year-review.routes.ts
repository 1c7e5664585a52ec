/**
 * The review of venues' yearly figures in the back office (数据交换·年度数据审核; docs/decisions/data-exchange.md
 * "Review before public (审核)"; contracts venue-year-review.ts). Agency session only (a public token -> 403);
 * scope: the account's feedback_scope rows of section 'venueYear' (area/agency-scope.ts): 'all', or 'area' rows
 * — submissions of venues in that province, city or county. Every call is written to the audit log (ids and
 * filters only).
 *
 * - GET  /api/admin/exchange/venueYearReviews?pageNum&pageSize&year&status -> Page<VenueYearReviewItem> in
 *   the caller's scope, newest first (status 已填报 = awaiting review).
 * - GET  /api/admin/exchange/venueYearReviews/{id} -> VenueYearReviewDetail: the field-by-field diff against
 *   the public (audited) figures. Outside the scope -> 403; unknown (or replaced by a newer push) -> 404.
 * - POST /api/admin/exchange/venueYearReviews/{id}/approve -> VenueYearReviewDetail (已审核: public at once).
 * - POST /api/admin/exchange/venueYearReviews/{id}/return, JSON { reason } -> VenueYearReviewDetail (退回修改;
 *   an empty reason -> 400 naming `reason`). Both: 409 when the submission no longer awaits review.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Envelope } from '@portal/contracts/envelope';
import { Page } from '@portal/contracts/paging';
import {
  ReturnBody,
  VenueYearReviewDetail,
  VenueYearReviewItem,
  VenueYearReviewParams,
  VenueYearReviewQuery,
} from '@portal/contracts/venue-year-review';
import { VENUE_YEAR_REVIEW_API } from '@portal/contracts/venue-year-review.codes';
import { findVenueYearStat } from '../../../db/venue-year-stat.js';
import { ApiError, badRequest, notFound } from '../../../lib/api-error.js';
import { errorResponses, ok } from '../../../lib/envelope.js';
import { agencyInboxPage, scopeAreas } from '../../area/agency-inbox.js';
import { accountUnit, auditedAgency, loadAccountScope, requireAgency, scopeHolds } from '../../area/agency-scope.js';
import { loadDivisions } from '../../area/divisions.js';
import type { RequestSession } from '../../../types.js';
import { decideSubmission, type ReviewDecision } from './venue-year-review.command.js';
import { presentReviewDetail, presentSubmission } from './venue-year-review.presenter.js';
import { findSubmission, reviewPage, type SubmissionView } from './venue-year-review.repository.js';

const TAGS = ['数据交换'];
const ERRORS = errorResponses(400, 401, 403, 404, 409);
const AGENCY_ONLY = '仅单位用户登录后可以审核年度数据';

const venueYearReviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const audit = (request: FastifyRequest, action: string, detail: string, result = 'ok') =>
    auditedAgency(app, request, AGENCY_ONLY, { action, detail, result });

  /**
   * The submission `id` and the caller's session when the caller's review scope holds it: 404 unknown, 403
   * outside (both audited).
   */
  async function submissionOf(
    request: FastifyRequest,
    action: string,
    id: number,
  ): Promise<{ row: SubmissionView; session: RequestSession }> {
    const session = requireAgency(request, AGENCY_ONLY);
    const scope = await loadAccountScope(app.db, session.accountId, 'venueYear');
    const row = await findSubmission(app.db, id);
    if (!row) {
      await audit(request, action, `id=${id}`, 'not_found');
      throw notFound('年度数据填报记录');
    }
    if (!scopeHolds(scope, row)) {
      await audit(request, action, `id=${id}`, 'forbidden');
      throw new ApiError(403, '该场馆不在本账号的审核范围内');
    }
    return { row, session };
  }

  /** The detail of submission `id` as it stands now. */
  async function detailOf(id: number) {
    const row = await findSubmission(app.db, id);
    if (!row) throw notFound('年度数据填报记录');
    const published = await findVenueYearStat(app.db, row.organ_id, row.year, 'reviewer');
    return presentReviewDetail(row, published, await loadDivisions(app.db));
  }

  /** Applies `decision` to submission `id` (409 when it no longer awaits review), audited as `action`. */
  async function decide(request: FastifyRequest, action: string, id: number, decision: ReviewDecision) {
    const { row, session } = await submissionOf(request, action, id);
    const reviewer = (await accountUnit(app.db, session.accountId)) || session.userName;
    const detail = `id=${id} organId=${row.organ_id} year=${row.year}`;
    if (!(await decideSubmission(app.db, id, decision, reviewer, app.clock()))) {
      await audit(request, action, detail, 'conflict');
      throw new ApiError(409, `该填报当前为“${row.status}”，已不在待审核状态`);
    }
    await audit(request, action, detail);
    return ok(await detailOf(id));
  }

  app.get(
    VENUE_YEAR_REVIEW_API,
    {
      schema: {
        summary: '场馆年度数据审核列表（单位用户，本辖区；按年度、状态筛选）',
        tags: TAGS,
        querystring: VenueYearReviewQuery,
        response: { 200: Envelope(Page(VenueYearReviewItem)), ...ERRORS },
      },
    },
    async (request) => {
      const { query } = request;
      return ok(
        await agencyInboxPage(app, request, {
          section: 'venueYear',
          agencyOnly: AGENCY_ONLY,
          action: 'venue_year_review_list',
          query,
          read: (scope) =>
            reviewPage(app.db, { areas: scopeAreas(scope), year: query.year, status: query.status }, query),
          present: async (rows) => {
            const divisions = await loadDivisions(app.db);
            return rows.map((row) => presentSubmission(row, divisions));
          },
        }),
      );
    },
  );

  app.get(
    `${VENUE_YEAR_REVIEW_API}/:id`,
    {
      schema: {
        summary: '场馆年度数据填报详情：与当前公开（已审核）数据逐项对比（单位用户）',
        tags: TAGS,
        params: VenueYearReviewParams,
        response: { 200: Envelope(VenueYearReviewDetail), ...ERRORS },
      },
    },
    async (request) => {
      const { id } = request.params;
      await submissionOf(request, 'venue_year_review_detail', id);
      await audit(request, 'venue_year_review_detail', `id=${id}`);
      return ok(await detailOf(id));
    },
  );

  app.post(
    `${VENUE_YEAR_REVIEW_API}/:id/approve`,
    {
      schema: {
        summary: '审核通过场馆年度数据（单位用户；通过后立即公开）',
        tags: TAGS,
        params: VenueYearReviewParams,
        response: { 200: Envelope(VenueYearReviewDetail), ...ERRORS },
      },
    },
    (request) => decide(request, 'venue_year_review_approve', request.params.id, { status: '已审核' }),
  );

  app.post(
    `${VENUE_YEAR_REVIEW_API}/:id/return`,
    {
      schema: {
        summary: '退回修改场馆年度数据并说明原因（单位用户；填报系统可读取原因）',
        tags: TAGS,
        params: VenueYearReviewParams,
        body: ReturnBody,
        response: { 200: Envelope(VenueYearReviewDetail), ...ERRORS },
      },
    },
    async (request) => {
      const reason = request.body.reason.trim();
      if (reason === '') throw badRequest('reason', '退回修改须填写原因');
      return decide(request, 'venue_year_review_return', request.params.id, { status: '退回修改', reason });
    },
  );
};

export default venueYearReviewRoutes;
