/**
 * The agency inbox of repair reports ("the facility role sees the reports of their division"; an agency
 * session in `session-id`, a public token -> 403). Scope: the account's `feedback_scope` rows of section
 * 'facility' (area/agency-scope.ts): 'all', or 'area' rows — reports whose facility lies in that
 * province, city or county. Every call is written to the audit trail (ids and filters only).
 *
 * - GET  /api/data/fixReport/inbox?pageNum&pageSize&status&areaCode -> Page<FixInboxItem>, newest first.
 * - POST /api/data/fixReport/inbox/{reportNo}/status, JSON { status, note } -> FixInboxItem. Moves
 *   已受理 -> 处理中 / 已修复 / 不予处理, 处理中 -> 已修复 / 不予处理 (contracts FIX_REPORT_NEXT; a closed report,
 *   or one another handler moved between our read and our compare-and-set write -> 409; 已修复 and
 *   不予处理 need a note -> 400 naming `note`). Moving a report to 处理中 is the handler's
 *   confirmation: its piece turns from 群众报修（待核实） to 报修中 publicly (counts recounted in the same
 *   command, so every instance follows: db/facility-repairs.ts). Outside the scope -> 404.
 * - POST /api/data/fixReport/inbox/{reportNo}/phone -> PhoneReveal: the citizen's full phone, to call
 *   back (the inbox masks it); every reveal is audited as `fix_report_phone_reveal` with the report, never
 *   the number (docs/personal-data.md); not cached (no-store).
 * - GET  /api/data/fixReport/photo/{id} -> the re-encoded JPEG (no-store), for reports in scope.
 */
import type { FastifyRequest } from 'fastify';
import { Envelope } from '@portal/contracts/envelope';
import {
  FixInboxItem,
  FixInboxQuery,
  FixPhotoBody,
  FixPhotoParams,
  FixReportNoParams,
  FixStatusBody,
} from '@portal/contracts/facility';
import { canMove } from '@portal/contracts/case-status.codes';
import { FIX_REPORT_NEXT, FIX_REPORT_STATUS_NAMES, type FixReportStatus } from '@portal/contracts/facility.codes';
import { Page } from '@portal/contracts/paging';
import { PhoneReveal } from '@portal/contracts/phone-reveal';
import { ApiError, badRequest, notFound } from '../../lib/api-error.js';
import { errorResponses, ok } from '../../lib/envelope.js';
import type { PortalApp } from '../../types.js';
import { agencyInboxPage, areaFilter, scopeAreas } from '../area/agency-inbox.js';
import { accountUnit, auditedAgency, loadAccountScope, requireAgency, scopeHolds } from '../area/agency-scope.js';
import { loadDivisions, requireKnownDivision } from '../area/divisions.js';
import { presentInboxItem } from './fix-report.presenter.js';
import { findByReportNo, findPhoto, inboxPage, updateStatus, type FixReportView } from './fix-report.repository.js';

const TAGS = ['facility-inbox'];
const PREFIX = '/api/data/fixReport';
const ERRORS = errorResponses(400, 401, 403, 404, 409);

const AGENCY_ONLY = '仅单位用户登录后可以查看和处理器材报修';
const agencyOf = (request: FastifyRequest) => requireAgency(request, AGENCY_ONLY);

export function registerFixReportInbox(app: PortalApp): void {
  const audit = (request: FastifyRequest, action: string, detail: string, result = 'ok') =>
    auditedAgency(app, request, AGENCY_ONLY, { action, detail, result });

  /** The report `reportNo` within the caller's scope, or 404 (audited as not_found). */
  async function reportOf(request: FastifyRequest, action: string, reportNo: string): Promise<FixReportView> {
    const session = agencyOf(request);
    const scope = await loadAccountScope(app.db, session.accountId, 'facility');
    const row = await findByReportNo(app.db, reportNo);
    if (!row || !scopeHolds(scope, row)) {
      await audit(request, action, `reportNo=${reportNo}`, 'not_found');
      throw notFound('报修记录');
    }
    return row;
  }

  app.get(
    `${PREFIX}/inbox`,
    {
      schema: {
        summary: '器材报修处理列表（单位用户，本辖区；按状态、地区筛选）',
        tags: TAGS,
        querystring: FixInboxQuery,
        response: { 200: Envelope(Page(FixInboxItem)), ...ERRORS },
      },
    },
    async (request) => {
      const { query } = request;
      await requireKnownDivision(app.db, query.areaCode);
      return ok(
        await agencyInboxPage(app, request, {
          section: 'facility',
          agencyOnly: AGENCY_ONLY,
          action: 'fix_report_list',
          query,
          read: (scope) =>
            inboxPage(
              app.db,
              {
                areaCodes: scopeAreas(scope),
                within: query.areaCode ? areaFilter(query.areaCode) : undefined,
                status: query.status,
              },
              query,
            ),
          present: async (rows) => {
            const divisions = await loadDivisions(app.db);
            return rows.map((row) => presentInboxItem(row, divisions));
          },
        }),
      );
    },
  );

  app.post(
    `${PREFIX}/inbox/:reportNo/status`,
    {
      schema: {
        summary: '更新器材报修处理状态并填写处理说明（单位用户）',
        tags: TAGS,
        params: FixReportNoParams,
        body: FixStatusBody,
        response: { 200: Envelope(FixInboxItem), ...ERRORS },
      },
    },
    async (request) => {
      const { reportNo } = request.params;
      const row = await reportOf(request, 'fix_report_status', reportNo);
      const { status } = request.body;
      const note = request.body.note.trim();
      const current = row.status as FixReportStatus;
      const conflict = async () => {
        await audit(request, 'fix_report_status', `reportNo=${reportNo} status=${status}`, 'conflict');
        return new ApiError(
          409,
          `报修当前为“${FIX_REPORT_STATUS_NAMES[current]}”，不能改为“${FIX_REPORT_STATUS_NAMES[status]}”`,
        );
      };
      if (!canMove(FIX_REPORT_NEXT, current, status)) throw await conflict();
      if ((status === 'fixed' || status === 'rejected') && note === '')
        throw badRequest('note', '办结时须填写处理说明');
      const session = agencyOf(request);
      const moved = await updateStatus(app.db, Number(row.id), Number(row.equipment_id), {
        status,
        note,
        handler: (await accountUnit(app.db, session.accountId)) || session.userName,
        updated_at: app.clock().toISOString(),
      });
      // Another handler moved it between our read and our write: theirs stands.
      if (!moved) throw await conflict();
      await audit(request, 'fix_report_status', `reportNo=${reportNo} status=${status}`);
      const updated = await findByReportNo(app.db, reportNo);
      return ok(presentInboxItem(updated!, await loadDivisions(app.db)));
    },
  );

  app.post(
    `${PREFIX}/inbox/:reportNo/phone`,
    {
      schema: {
        summary: '查看报修人完整联系电话以便回电（单位用户；每次查看均记入审计日志）',
        tags: TAGS,
        params: FixReportNoParams,
        response: { 200: Envelope(PhoneReveal), ...ERRORS },
      },
    },
    async (request, reply) => {
      const { reportNo } = request.params;
      const row = await reportOf(request, 'fix_report_phone_reveal', reportNo);
      await audit(request, 'fix_report_phone_reveal', `reportNo=${reportNo}`);
      reply.header('cache-control', 'private, no-store');
      return ok({ phone: row.phone });
    },
  );

  app.get(
    `${PREFIX}/photo/:id`,
    {
      schema: {
        summary: '报修照片（单位用户；已去除 EXIF 与位置信息）',
        tags: TAGS,
        params: FixPhotoParams,
        response: { 200: FixPhotoBody, ...ERRORS },
      },
    },
    async (request, reply) => {
      const session = agencyOf(request);
      const scope = await loadAccountScope(app.db, session.accountId, 'facility');
      const photo = await findPhoto(app.db, request.params.id);
      if (!photo || !scopeHolds(scope, photo)) {
        await audit(request, 'fix_report_photo', `id=${request.params.id}`, 'not_found');
        throw notFound('报修照片');
      }
      await audit(request, 'fix_report_photo', `id=${request.params.id}`);
      return reply.type(photo.mime).header('cache-control', 'private, no-store').send(Buffer.from(photo.body));
    },
  );
}
