/**
 * The agency feedback inbox (issue rules: docs/decisions/feedback.md "Feedback"; sessions: spec §4, §6). Every
 * route needs an AGENCY session in `session-id` (a public token -> 403) and sees only the account's scope
 * (feedback-scope.ts); a case outside it answers 404 like a missing one. Every call is audited.
 *
 * - GET  /api1/ruoyi/message/feedback/scope -> FeedbackScope (what the account handles, its venues)
 * - GET  /api1/ruoyi/message/feedback/list?status&type&organId&startDate&endDate&pageNum&pageSize
 *        -> Page<FeedbackInboxItem>, newest first; dates are Beijing days of submission
 * - GET  /api1/ruoyi/message/feedback/{id} -> FeedbackInboxDetail; opening an 已受理 case makes it 处理中
 * - POST /api1/ruoyi/message/feedback/{id}/reply  JSON {reply} -> FeedbackInboxDetail (已答复; a later
 *        reply replaces the earlier one); a closed case -> 409
 * - POST /api1/ruoyi/message/feedback/{id}/close -> FeedbackInboxDetail (已办结); already closed -> 409
 * - POST /api1/ruoyi/message/feedback/{id}/phone -> PhoneReveal: the citizen's full phone, to call back
 *        (answers above mask it); every reveal is audited as `feedback_phone_reveal` with the case, never
 *        the number (docs/personal-data.md); not cached (no-store)
 */
import { Envelope } from '@portal/contracts/envelope';
import {
  FeedbackIdParams,
  FeedbackInboxDetail,
  FeedbackInboxItem,
  FeedbackInboxQuery,
  FeedbackReplyBody,
  FeedbackScope,
} from '@portal/contracts/feedback';
import { Page } from '@portal/contracts/paging';
import { PhoneReveal } from '@portal/contracts/phone-reveal';
import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest, notFound } from '../../lib/api-error.js';
import { errorResponses, ok, okWith } from '../../lib/envelope.js';
import type { PortalApp } from '../../types.js';
import { loadDivisions } from '../area/divisions.js';
import type { FeedbackAuditAction } from './feedback-audit.js';
import {
  closeCase,
  findInScope,
  inboxPage,
  markProcessing,
  scopeVenues,
  writeReply,
} from './feedback-inbox.repository.js';
import { agencyInboxPage } from '../area/agency-inbox.js';
import {
  accountUnit,
  auditedAgency,
  loadAccountScope,
  requireAgency,
  type AccountScope,
} from '../area/agency-scope.js';
import { presentInboxDetail, presentInboxItem } from './feedback.presenter.js';

const TAG = 'feedback-inbox';
const PREFIX = '/api1/ruoyi/message/feedback';
const ERRORS = errorResponses(400, 401, 403, 404, 409);

/** The agency session of the request, or 403 for a public-access token. */
const AGENCY_ONLY = '仅单位用户登录后可以查看和处理意见反馈';
const agencyOf = (request: FastifyRequest) => requireAgency(request, AGENCY_ONLY);

/** The label of a scope as the inbox page shows it; `areaNames`: the names of its division codes. */
function scopeLabel(
  scope: AccountScope,
  areaNames: string[],
): { kind: 'all' | 'area' | 'venue' | 'none'; label: string } {
  if (scope.all) return { kind: 'all', label: '全部意见反馈' };
  if (scope.areaCodes.length > 0) return { kind: 'area', label: `${areaNames.join('、')}场馆的意见反馈` };
  if (scope.organIds.length > 0) return { kind: 'venue', label: '本单位场馆的意见反馈' };
  return { kind: 'none', label: '本账号尚未分配意见反馈处理范围，请联系系统管理员' };
}

export function registerFeedbackInbox(app: PortalApp): void {
  /** Resolves the caller's session and scope and writes the audit row of `action`. */
  const audited = (request: FastifyRequest, action: FeedbackAuditAction, detail: string, result = 'ok') =>
    auditedAgency(app, request, AGENCY_ONLY, { action, detail, result });

  /** The case `id` within the caller's scope, or 404 (audited as not_found). */
  async function caseOf(request: FastifyRequest, action: FeedbackAuditAction, id: number) {
    const session = agencyOf(request);
    const row = await findInScope(app.db, await loadAccountScope(app.db, session.accountId, 'feedback'), id);
    if (!row) {
      await audited(request, action, `id=${id}`, 'not_found');
      throw notFound('意见反馈');
    }
    return { session, row };
  }

  app.get(
    `${PREFIX}/scope`,
    {
      schema: {
        summary: '当前单位用户的意见反馈处理范围',
        tags: [TAG],
        response: { 200: Envelope(FeedbackScope), ...ERRORS },
      },
    },
    async (request) => {
      const session = agencyOf(request);
      const scope = await loadAccountScope(app.db, session.accountId, 'feedback');
      const [venues, divisions] = await Promise.all([scopeVenues(app.db, scope.organIds), loadDivisions(app.db)]);
      const areaNames = scope.areaCodes.map((code) => divisions.get(code)?.name ?? `行政区划 ${code}`);
      return ok({
        ...scopeLabel(scope, areaNames),
        venues: venues.map((v) => ({ organId: v.organ_id, name: v.name })),
      });
    },
  );

  app.get(
    `${PREFIX}/list`,
    {
      schema: {
        summary: '意见反馈处理列表（单位用户，按状态、类型、场馆、日期筛选）',
        tags: [TAG],
        querystring: FeedbackInboxQuery,
        response: { 200: Envelope(Page(FeedbackInboxItem)), ...ERRORS },
      },
    },
    async (request) => {
      const { query } = request;
      if (query.startDate && query.endDate && query.endDate < query.startDate)
        throw badRequest('endDate', '不能早于 startDate');
      return ok(
        await agencyInboxPage(app, request, {
          section: 'feedback',
          agencyOnly: AGENCY_ONLY,
          action: 'feedback_list' satisfies FeedbackAuditAction,
          query,
          read: (scope) => inboxPage(app.db, scope, query),
          present: (rows) => rows.map(presentInboxItem),
        }),
      );
    },
  );

  app.get(
    `${PREFIX}/:id`,
    {
      schema: {
        summary: '意见反馈详情（单位用户；首次查看时状态由已受理变为处理中）',
        tags: [TAG],
        params: FeedbackIdParams,
        response: { 200: Envelope(FeedbackInboxDetail), ...ERRORS },
      },
    },
    async (request) => {
      const { row } = await caseOf(request, 'feedback_read', request.params.id);
      await audited(request, 'feedback_read', `id=${row.id} acceptNo=${row.accept_no}`);
      const now = app.clock().toISOString();
      if (await markProcessing(app.db, row.id, now))
        return ok(presentInboxDetail({ ...row, status: 'processing', processing_at: now }));
      return ok(presentInboxDetail(row));
    },
  );

  app.post(
    `${PREFIX}/:id/reply`,
    {
      schema: {
        summary: '答复意见反馈（单位用户）',
        tags: [TAG],
        params: FeedbackIdParams,
        body: FeedbackReplyBody,
        response: { 200: Envelope(FeedbackInboxDetail), ...ERRORS },
      },
    },
    async (request) => {
      const text = request.body.reply.trim();
      if (text === '') throw badRequest('reply', '不能为空');
      const { session, row } = await caseOf(request, 'feedback_reply', request.params.id);
      const unit = await accountUnit(app.db, session.accountId);
      const now = app.clock().toISOString();
      const written = await writeReply(app.db, row.id, { text, unit, now });
      await audited(request, 'feedback_reply', `id=${row.id} acceptNo=${row.accept_no}`, written ? 'ok' : 'closed');
      if (!written) throw new ApiError(409, '该反馈已办结，不能再答复');
      const updated = { ...row, status: 'replied', reply: text, reply_unit: unit, replied_at: now };
      return okWith('答复已保存', presentInboxDetail({ ...updated, processing_at: row.processing_at ?? now }));
    },
  );

  app.post(
    `${PREFIX}/:id/close`,
    {
      schema: {
        summary: '办结意见反馈（单位用户）',
        tags: [TAG],
        params: FeedbackIdParams,
        response: { 200: Envelope(FeedbackInboxDetail), ...ERRORS },
      },
    },
    async (request) => {
      const { row } = await caseOf(request, 'feedback_close', request.params.id);
      const now = app.clock().toISOString();
      const closed = await closeCase(app.db, row.id, now);
      await audited(request, 'feedback_close', `id=${row.id} acceptNo=${row.accept_no}`, closed ? 'ok' : 'closed');
      if (!closed) throw new ApiError(409, '该反馈已经办结');
      return okWith('已办结', presentInboxDetail({ ...row, status: 'closed', closed_at: now }));
    },
  );

  app.post(
    `${PREFIX}/:id/phone`,
    {
      schema: {
        summary: '查看反馈人完整联系电话以便回电（单位用户；每次查看均记入审计日志）',
        tags: [TAG],
        params: FeedbackIdParams,
        response: { 200: Envelope(PhoneReveal), ...ERRORS },
      },
    },
    async (request, reply) => {
      const { row } = await caseOf(request, 'feedback_phone_reveal', request.params.id);
      await audited(request, 'feedback_phone_reveal', `id=${row.id} acceptNo=${row.accept_no}`);
      reply.header('cache-control', 'private, no-store');
      return ok({ phone: row.phone });
    },
  );
}
