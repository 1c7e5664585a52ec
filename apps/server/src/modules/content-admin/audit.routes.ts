/**
 * Audit search and export for the site admin (docs/content-management-api.md "Audit";
 * docs/decisions/content-management.md "Audit search, export and retention"):
 * - GET /api/admin/audit?actor&action&target&from&to&pageNum&pageSize -> Page of audit rows, newest first;
 * - GET /api/admin/audit/export?actor&action&target&from&to -> text/csv of the same filter (at most
 *   AUDIT_EXPORT_MAX_ROWS rows; header `x-export-truncated: true` when there were more).
 * 站点管理员 of every column only (403 otherwise, audited); 400 naming `from`/`to` for a bad range. The
 * export is itself audited (`audit_export` with its filter): who took a copy of the trail, and when.
 * Starts the retention purge (audit-retention.ts).
 */
import type { FastifyRequest } from 'fastify';
import { Envelope } from '@portal/contracts/envelope';
import { AuditCsv, AuditFilter, AuditQuery, AuditRow } from '@portal/contracts/content-admin-ops';
import { AUDIT_EXPORT_MAX_ROWS } from '@portal/contracts/content-admin-ops.codes';
import { Page } from '@portal/contracts/paging';
import { appendAuditLog } from '../../db/audit-log.js';
import { badRequest } from '../../lib/api-error.js';
import { ok } from '../../lib/envelope.js';
import type { PortalApp } from '../../types.js';
import { ERRORS, TAG, type AdminAccess } from './content-admin.access.js';
import { auditCsv } from './audit-csv.js';
import { startAuditPurge } from './audit-retention.js';
import { exportAudit, searchAudit, type AuditLogRow } from './audit-search.repository.js';
import { isSiteAdmin } from './columns.routes.js';

const AUDIT = '/api/admin/audit';

/** 400 naming `to` when the range is empty (from at or after to). */
function checkRange(filter: AuditFilter): void {
  if (filter.from && filter.to && Date.parse(filter.from) >= Date.parse(filter.to))
    throw badRequest('to', '截止时间应晚于起始时间');
}

/** The filter as written in the export's audit detail (the values the admin chose, no row content). */
function filterText(filter: AuditFilter): string {
  const parts = (['actor', 'action', 'target', 'from', 'to'] as const)
    .filter((key) => filter[key])
    .map((key) => `${key}=${filter[key]}`);
  return parts.length > 0 ? parts.join(' ') : 'all';
}

const present = (r: AuditLogRow): AuditRow => ({
  id: r.id,
  time: r.time,
  action: r.action,
  actor: r.user_name,
  ip: r.ip,
  result: r.result,
  detail: r.detail,
});

/** Registers the audit routes and the retention purge on `app`. */
export function registerAuditRoutes(app: PortalApp, access: AdminAccess): void {
  const { callerOf, refuse } = access;
  startAuditPurge(app);

  async function siteAdmin(request: FastifyRequest, action: string) {
    const caller = await callerOf(request);
    if (!isSiteAdmin(caller)) await refuse(caller.actor, action, '-', 403, '需要站点管理员权限');
    return caller;
  }

  app.get(
    AUDIT,
    {
      schema: {
        summary: '审计日志查询（按操作人、动作、对象、时间段；站点管理员）',
        tags: [TAG],
        querystring: AuditQuery,
        response: { 200: Envelope(Page(AuditRow)), ...ERRORS },
      },
    },
    async (request) => {
      await siteAdmin(request, 'audit_search');
      const { query } = request;
      checkRange(query);
      const { rows, total } = await searchAudit(app.db, query, query.pageNum, query.pageSize);
      return ok({ list: rows.map(present), total, pageNum: query.pageNum, pageSize: query.pageSize });
    },
  );

  app.get(
    `${AUDIT}/export`,
    {
      schema: {
        summary: `审计日志导出 CSV（与查询相同的筛选，最多 ${AUDIT_EXPORT_MAX_ROWS} 行；站点管理员）`,
        tags: [TAG],
        querystring: AuditFilter,
        produces: ['text/csv'],
        response: { 200: AuditCsv, ...ERRORS },
      },
    },
    async (request, reply) => {
      const caller = await siteAdmin(request, 'audit_export');
      const filter = request.query;
      checkRange(filter);
      const rows = await exportAudit(app.db, filter, AUDIT_EXPORT_MAX_ROWS + 1);
      const truncated = rows.length > AUDIT_EXPORT_MAX_ROWS;
      const kept = truncated ? rows.slice(0, AUDIT_EXPORT_MAX_ROWS) : rows;
      await appendAuditLog(app.db, {
        ...caller.actor,
        time: caller.actor.now,
        action: 'audit_export',
        result: 'ok',
        detail: `rows=${kept.length} ${filterText(filter)}`,
      });
      const stamp = caller.actor.now.toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-${stamp}.csv"`)
        .header('cache-control', 'no-store')
        .header('x-export-truncated', String(truncated))
        .send(Buffer.from(await auditCsv(kept), 'utf8'));
    },
  );
}
