/**
 * The editorial back office's API (内容管理; docs/content-management-api.md, docs/decisions/content-management.md),
 * behind an AGENCY session (`session-id`) and the account's back-office grants (cms-roles.ts):
 *
 * - POST /api/admin/content {kind, column, title, bodyHtml, summary?, source?, publishTime?, attachments?,
 *   fields?} -> {id, versionNo} (a draft; 采编 of the column)
 * - PUT  /api/admin/content/{id} (same fields without kind/column) -> {id, versionNo}: a new version (采编;
 *   from draft, published or withdrawn: the published version stays public until the new one is signed off)
 * - GET  /api/admin/content/{id} -> the item and its latest version; GET /api/admin/content?kind&column&status&
 *   keyword&pageNum&pageSize -> Page of items (any role on the column)
 * - POST /api/admin/content/{id}/submit (采编: draft -> in review, stage 1), /approve {override?} (the stage's
 *   role; the last stage publishes now or schedules for a future publish time, and is blocked by open
 *   pre-publish findings unless the approver gives a written override), /reject {reason} (the stage's role:
 *   back to draft), /withdraw {reason} (签发 or 站点管理员: the public row goes, its detail answers 410)
 * - GET  /api/admin/content/{id}/versions, GET /api/admin/content/{id}/check (the pre-publish findings)
 *
 * Errors: 400 naming the field (Chinese reason); 401 no session; 403 a public token, no grant, wrong role or a
 * column outside the grants; 404 unknown id; 409 a transition the item's state does not allow. Body HTML is
 * sanitised on write (lib/sanitize.ts). Every write and every refused attempt is in the audit log.
 */
import { Envelope } from '@portal/contracts/envelope';
import {
  CmsApproveBody,
  CmsCheckResult,
  CmsCreateBody,
  CmsIdParams,
  CmsItem,
  CmsItemDetail,
  CmsListQuery,
  CmsReasonBody,
  CmsSaveBody,
  CmsVersionSummary,
  CmsSavedRef,
} from '@portal/contracts/content-admin';
import type { CmsKind, CmsRole } from '@portal/contracts/content-admin.codes';
import { Page } from '@portal/contracts/paging';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { appendAuditLog } from '../../db/audit-log.js';
import { ApiError, badRequest, notFound } from '../../lib/api-error.js';
import { errorResponses, ok, okWith } from '../../lib/envelope.js';
import { sanitizeRichText } from '../../lib/sanitize.js';
import { requireAgency } from '../area/agency-scope.js';
import { canSee, hasRole, loadGrants, stageRole, type CmsGrant } from './cms-roles.js';
import {
  createItem,
  publishItem,
  saveVersion,
  transition,
  withdrawItem,
  type Actor,
  type VersionInput,
} from './content-admin.commands.js';
import { presentDetail, presentItem, presentVersionSummary } from './content-admin.presenter.js';
import {
  allColumnStages,
  columnStages,
  findColumn,
  findItem,
  findVersion,
  listItems,
  listVersions,
  type CmsItemRow,
} from './content-admin.repository.js';
import { checkVersion } from './prepublish-check.js';
import { startScheduledPublisher } from './scheduled-publisher.js';

const TAG = '内容管理';
const PREFIX = '/api/admin/content';
const ERRORS = errorResponses(400, 401, 403, 404, 409);
const AGENCY_ONLY = '仅内容管理账号登录后可以使用';
const ROLE_NAME: Readonly<Record<CmsRole, string>> = {
  editor: '采编',
  review1: '初审',
  review2: '复审',
  approver: '终审/签发',
  admin: '站点管理员',
};

/** The caller: session, grants and the actor of the commands. */
interface Caller {
  grants: CmsGrant[];
  actor: Actor;
}

/** Trimmed non-blank text of field `field`, or 400 naming it. */
function required(field: string, value: string | undefined): string {
  const text = (value ?? '').trim();
  if (text === '') throw badRequest(field, '不能为空');
  return text;
}

const contentAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  startScheduledPublisher(app);

  async function callerOf(request: FastifyRequest): Promise<Caller> {
    const session = requireAgency(request, AGENCY_ONLY);
    const grants = await loadGrants(app.db, session.accountId);
    const actor = { userName: session.userName, ip: request.ip, now: app.clock() };
    if (grants.length === 0) await refuse(actor, 'cms_access', '-', 403, '本账号没有内容管理权限');
    return { grants, actor };
  }

  /** Audits a refused attempt and throws its error. */
  async function refuse(actor: Actor, action: string, detail: string, status: 403 | 409, msg: string): Promise<never> {
    await appendAuditLog(app.db, {
      ...actor,
      time: actor.now,
      action,
      result: status === 403 ? 'forbidden' : 'conflict',
      detail,
    });
    throw new ApiError(status, msg);
  }

  /** The item `id` (404) that the caller may see (403). */
  async function itemOf(caller: Caller, id: number, action: string): Promise<CmsItemRow> {
    const item = await findItem(app.db, id);
    if (!item) throw notFound('内容');
    if (!canSee(caller.grants, item.column_code, item.area_code))
      await refuse(caller.actor, action, `id=${id} column=${item.column_code}`, 403, '无权访问该栏目的内容');
    return item;
  }

  /** 403 unless the caller has `role` on the item's column. */
  async function requireRole(
    caller: Caller,
    item: Pick<CmsItemRow, 'id' | 'column_code' | 'area_code'>,
    role: CmsRole,
    action: string,
  ) {
    if (!hasRole(caller.grants, role, item.column_code, item.area_code))
      await refuse(
        caller.actor,
        action,
        `id=${item.id} column=${item.column_code} role=${role}`,
        403,
        `需要本栏目的${ROLE_NAME[role]}权限`,
      );
  }

  /** 409 unless the item is in one of `statuses`. */
  async function requireStatus(
    caller: Caller,
    item: CmsItemRow,
    statuses: readonly string[],
    action: string,
    msg: string,
  ) {
    if (!statuses.includes(item.status))
      await refuse(caller.actor, action, `id=${item.id} status=${item.status}`, 409, msg);
  }

  /** The version fields of a create or save body, validated (400 naming the field) and sanitised. */
  async function versionInput(body: CmsSaveBody): Promise<VersionInput> {
    const title = required('title', body.title);
    const bodyHtml = sanitizeRichText(body.bodyHtml);
    if (bodyHtml.trim() === '') throw badRequest('bodyHtml', '正文不能为空');
    let publishTime: string | null = null;
    if (body.publishTime) {
      const at = Date.parse(body.publishTime);
      if (Number.isNaN(at)) throw badRequest('publishTime', '应为 ISO 8601 时间');
      publishTime = new Date(at).toISOString();
    }
    const attachments = body.attachments ?? [];
    if (attachments.length > 0) {
      const ids = [...new Set(attachments.map((a) => a.mediaId))];
      const found = await app.db.selectFrom('media').select('id').where('id', 'in', ids).execute();
      if (found.length !== ids.length) throw badRequest('attachments', '引用的文件不存在');
    }
    const fields = Object.fromEntries(
      Object.entries(body.fields ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
    return {
      title,
      summary: (body.summary ?? '').trim(),
      source: (body.source ?? '').trim(),
      body_html: bodyHtml,
      publish_time: publishTime,
      fields,
      attachments: attachments.map((a) => ({ fileName: a.fileName.trim(), mediaId: a.mediaId })),
    };
  }

  const latestVersion = async (item: CmsItemRow) => {
    const version = await findVersion(app.db, item.id, item.latest_version);
    if (!version) throw notFound('内容版本');
    return version;
  };
  const stagesOf = async (item: CmsItemRow) => (await columnStages(app.db, item.column_code)) ?? 3;
  const itemAnswer = async (id: number) => {
    const item = (await findItem(app.db, id))!;
    return presentItem(item, await stagesOf(item));
  };

  app.post(
    PREFIX,
    {
      schema: {
        summary: '新建内容（草稿）',
        tags: [TAG],
        body: CmsCreateBody,
        response: { 200: Envelope(CmsSavedRef), ...ERRORS },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      const { body } = request;
      const column = await findColumn(app.db, body.column);
      if (!column) throw badRequest('column', '栏目不存在');
      if (column.kind !== body.kind) throw badRequest('kind', `与栏目“${column.name}”的内容类型不符`);
      const grant = caller.grants.find((g) => g.role === 'editor' && (g.column === '*' || g.column === body.column));
      if (!grant) await refuse(caller.actor, 'cms_create', `column=${body.column}`, 403, '需要本栏目的采编权限');
      const version = await versionInput(body);
      const id = await createItem(
        app.db,
        { kind: body.kind as CmsKind, column: body.column, areaCode: grant!.areaCode },
        version,
        caller.actor,
      );
      return okWith('草稿已保存', { id, versionNo: 1 });
    },
  );

  app.put(
    `${PREFIX}/:id`,
    {
      schema: {
        summary: '保存内容的新版本（已发布的版本在新版本签发前继续公开）',
        tags: [TAG],
        params: CmsIdParams,
        body: CmsSaveBody,
        response: { 200: Envelope(CmsSavedRef), ...ERRORS },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      const item = await itemOf(caller, request.params.id, 'cms_save');
      await requireRole(caller, item, 'editor', 'cms_save');
      await requireStatus(
        caller,
        item,
        ['draft', 'published', 'withdrawn'],
        'cms_save',
        '审核中或定时待发的稿件不能修改，请先退回或撤稿',
      );
      const version = await versionInput(request.body);
      const versionNo = await saveVersion(app.db, item, await latestVersion(item), version, caller.actor);
      return okWith('已保存新版本', { id: item.id, versionNo });
    },
  );

  app.get(
    `${PREFIX}/:id`,
    {
      schema: {
        summary: '内容详情（最新版本）',
        tags: [TAG],
        params: CmsIdParams,
        response: { 200: Envelope(CmsItemDetail), ...ERRORS },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      const item = await itemOf(caller, request.params.id, 'cms_read');
      return ok(presentDetail(item, await latestVersion(item), await stagesOf(item)));
    },
  );

  app.get(
    PREFIX,
    {
      schema: {
        summary: '内容列表（按类型、栏目、状态、关键词筛选，最近修改在前）',
        tags: [TAG],
        querystring: CmsListQuery,
        response: { 200: Envelope(Page(CmsItem)), ...ERRORS },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      const { query } = request;
      const [{ rows, total }, stages] = await Promise.all([
        listItems(app.db, caller.grants, query),
        allColumnStages(app.db),
      ]);
      return ok({
        list: rows.map((row) => presentItem(row, stages.get(row.column_code) ?? 3)),
        total,
        pageNum: query.pageNum,
        pageSize: query.pageSize,
      });
    },
  );

  app.post(
    `${PREFIX}/:id/submit`,
    { schema: { summary: '送审', tags: [TAG], params: CmsIdParams, response: { 200: Envelope(CmsItem), ...ERRORS } } },
    async (request) => {
      const caller = await callerOf(request);
      const item = await itemOf(caller, request.params.id, 'cms_submit');
      await requireRole(caller, item, 'editor', 'cms_submit');
      await requireStatus(caller, item, ['draft'], 'cms_submit', '只有草稿可以送审');
      await transition(
        app.db,
        item,
        { status: 'in_review', stage: 1, reason: null },
        caller.actor,
        'cms_submit',
        'stage=1',
      );
      return okWith('已送审', await itemAnswer(item.id));
    },
  );

  app.post(
    `${PREFIX}/:id/approve`,
    {
      schema: {
        summary: '审核通过（最后一级为签发：立即发布或按发布时间定时发布）',
        tags: [TAG],
        params: CmsIdParams,
        body: CmsApproveBody,
        response: { 200: Envelope(CmsItem), ...ERRORS },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      const item = await itemOf(caller, request.params.id, 'cms_approve');
      await requireStatus(caller, item, ['in_review'], 'cms_approve', '只有审核中的稿件可以审核通过');
      const stages = await stagesOf(item);
      const role = stageRole(item.stage, stages);
      await requireRole(caller, item, role, 'cms_approve');
      const override = request.body.override?.trim() || null;
      if (item.stage < stages) {
        if (override) throw badRequest('override', '只有终审/签发时可以填写');
        await transition(
          app.db,
          item,
          { stage: item.stage + 1 },
          caller.actor,
          'cms_approve',
          `stage=${item.stage}->${item.stage + 1}`,
        );
        return okWith(`${ROLE_NAME[role]}已通过`, await itemAnswer(item.id));
      }
      const version = await latestVersion(item);
      const findings = await checkVersion(app.db, app.config.siteUrl || null, version);
      if (findings.length > 0 && !override)
        await refuse(
          caller.actor,
          'cms_approve',
          `id=${item.id} v=${version.version_no} findings=${findings.length}`,
          409,
          `预先巡查发现 ${findings.length} 处问题（${findings[0]!.message}），请修改后再签发，或由签发人填写说明后签发`,
        );
      const overrideNote = findings.length > 0 ? override : null;
      const detail = `stage=${item.stage} by=${caller.actor.userName}${overrideNote ? ` override=${overrideNote}` : ''}`;
      const now = caller.actor.now.getTime();
      if (version.publish_time && Date.parse(version.publish_time) > now) {
        await transition(
          app.db,
          item,
          { status: 'scheduled', stage: 0, scheduled_at: version.publish_time, check_override: overrideNote },
          caller.actor,
          'cms_schedule',
          detail,
        );
        return okWith(`已签发，将于 ${version.publish_time} 发布`, await itemAnswer(item.id));
      }
      await publishItem(app.db, item, version, caller.actor, detail, { check_override: overrideNote });
      return okWith('已签发发布', await itemAnswer(item.id));
    },
  );

  app.post(
    `${PREFIX}/:id/reject`,
    {
      schema: {
        summary: '退回（写明理由，稿件回到草稿）',
        tags: [TAG],
        params: CmsIdParams,
        body: CmsReasonBody,
        response: { 200: Envelope(CmsItem), ...ERRORS },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      const item = await itemOf(caller, request.params.id, 'cms_reject');
      await requireStatus(caller, item, ['in_review'], 'cms_reject', '只有审核中的稿件可以退回');
      await requireRole(caller, item, stageRole(item.stage, await stagesOf(item)), 'cms_reject');
      const reason = required('reason', request.body.reason);
      await transition(
        app.db,
        item,
        { status: 'draft', stage: 0, reason },
        caller.actor,
        'cms_reject',
        `stage=${item.stage} reason=${reason}`,
      );
      return okWith('已退回', await itemAnswer(item.id));
    },
  );

  app.post(
    `${PREFIX}/:id/withdraw`,
    {
      schema: {
        summary: '撤稿（写明理由；公开页面返回 410）',
        tags: [TAG],
        params: CmsIdParams,
        body: CmsReasonBody,
        response: { 200: Envelope(CmsItem), ...ERRORS },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      const item = await itemOf(caller, request.params.id, 'cms_withdraw');
      if (!hasRole(caller.grants, 'approver', item.column_code, item.area_code))
        await requireRole(caller, item, 'admin', 'cms_withdraw');
      const live = item.published_version !== null || item.status === 'scheduled';
      if (!live)
        await refuse(
          caller.actor,
          'cms_withdraw',
          `id=${item.id} status=${item.status}`,
          409,
          '只有已发布或定时待发的稿件可以撤稿',
        );
      const reason = required('reason', request.body.reason);
      await withdrawItem(app.db, item, reason, caller.actor);
      return okWith('已撤稿', await itemAnswer(item.id));
    },
  );

  app.get(
    `${PREFIX}/:id/versions`,
    {
      schema: {
        summary: '版本历史（新版本在前）',
        tags: [TAG],
        params: CmsIdParams,
        response: { 200: Envelope(Type.Array(CmsVersionSummary)), ...ERRORS },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      const item = await itemOf(caller, request.params.id, 'cms_versions');
      return ok((await listVersions(app.db, item.id)).map(presentVersionSummary));
    },
  );

  app.get(
    `${PREFIX}/:id/check`,
    {
      schema: {
        summary: '预先巡查结果（最新版本）',
        tags: [TAG],
        params: CmsIdParams,
        response: { 200: Envelope(CmsCheckResult), ...ERRORS },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      const item = await itemOf(caller, request.params.id, 'cms_check');
      const version = await latestVersion(item);
      const findings = await checkVersion(app.db, app.config.siteUrl || null, version);
      return ok({
        versionNo: version.version_no,
        findings,
        blocking: findings.length > 0 && !item.check_override,
        override: item.check_override,
      });
    },
  );
};

export default contentAdminRoutes;
