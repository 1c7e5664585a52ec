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
 * - GET  /api/admin/content/grants: the caller's roles and columns (content-grants.routes.ts)
 * - POST /api/admin/media/images, /api/admin/media/attachments: uploads (../media/media.routes.ts)
 *
 * Errors: 400 naming the field (Chinese reason); 401 no session; 403 a public token, no grant, wrong role or a
 * column outside the grants; 404 unknown id; 409 a transition the item's state does not allow. Body HTML is
 * sanitised on write (lib/sanitize.ts). Every write and every refused attempt is in the audit log.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '@portal/contracts/envelope';
import {
  CmsCheckResult,
  CmsCreateBody,
  CmsIdParams,
  CmsItem,
  CmsItemDetail,
  CmsListQuery,
  CmsSaveBody,
  CmsSavedRef,
  CmsVersionSummary,
} from '@portal/contracts/content-admin';
import type { CmsKind } from '@portal/contracts/content-admin.codes';
import { Page } from '@portal/contracts/paging';
import { Type } from 'typebox';
import { badRequest } from '../../lib/api-error.js';
import { ok, okWith } from '../../lib/envelope.js';
import { sanitizeRichText } from '../../lib/sanitize.js';
import { sendCached } from '../../lib/http/response-cache.js';
import { addImageSrcsets } from './image-srcsets.js';
import { adminAccess, ERRORS, PREFIX, required, TAG } from './content-admin.access.js';
import { createItem, saveVersion, type VersionInput } from './content-admin.commands.js';
import { presentDetail, presentItem, presentVersionSummary } from './content-admin.presenter.js';
import { allColumnStages, findColumn, listItems, listVersions } from './content-admin.repository.js';
import { registerWorkflow } from './content-workflow.routes.js';
import { registerVersionRoutes } from './content-versions.routes.js';
import { registerColumnRoutes } from './columns.routes.js';
import { registerMenuRoutes } from './menu.routes.js';
import { registerAccountRoutes } from './accounts-admin.routes.js';
import { registerAccountScopeRoutes } from './account-scopes.routes.js';
import { registerAuditRoutes } from './audit.routes.js';
import { registerGrantsRoute } from './content-grants.routes.js';
import { startScheduledPublisher } from './scheduled-publisher.js';
import { registerMediaRoutes } from './media.routes.js';
import { registerVideoUploadRoutes } from './media-video.routes.js';
import { BODYLESS_KINDS, checkKindFields } from './kind-fields.js';
import { itemListCachesOf, itemListKey } from './item-list-cache.js';

const contentAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  startScheduledPublisher(app);

  const access = adminAccess(app);
  // The item list follows the data: an item write clears, on every instance, the answers and totals that may
  // hold the item, so an editor back from a save sees it (item-list-cache.ts). Measured in
  // docs/benchmarks.md "Back-office item list at 200 000 items".
  const listCaches = itemListCachesOf(app.db);
  const { callerOf, refuse, itemOf, requireEditable, latestVersion, stagesOf, check } = access;

  /**
   * The version fields of a create or save body of an item of `kind`, validated (400 naming the field, the
   * kind's own fields by kind-fields.ts) and sanitised.
   */
  async function versionInput(kind: CmsKind, body: CmsSaveBody): Promise<VersionInput> {
    const title = required('title', body.title);
    const bodyHtml = await addImageSrcsets(app.db, sanitizeRichText(body.bodyHtml));
    if (bodyHtml.trim() === '' && !BODYLESS_KINDS.has(kind)) throw badRequest('bodyHtml', '正文不能为空');
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
      Object.entries(body.fields ?? {}).filter(
        (e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number',
      ),
    );
    await checkKindFields(app.db, kind, fields);
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
      const version = await versionInput(body.kind as CmsKind, body);
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
      await requireEditable(caller, item, 'cms_save');
      const version = await versionInput(item.kind as CmsKind, request.body);
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
    async (request, reply) => {
      const caller = await callerOf(request);
      const { query } = request;
      // Answers depend on the caller's grants, never on who the caller is beyond them.
      const totals = { cache: listCaches.totals, key: itemListKey(caller.grants, query, false) };
      return sendCached(listCaches.answers, itemListKey(caller.grants, query, true), reply, async () => {
        const [{ rows, total }, stages] = await Promise.all([
          listItems(app.db, app.dialect, caller.grants, query, totals),
          allColumnStages(app.db),
        ]);
        return {
          list: rows.map((row) => presentItem(row, stages.get(row.column_code) ?? 3)),
          total,
          pageNum: query.pageNum,
          pageSize: query.pageSize,
        };
      });
    },
  );

  registerWorkflow(app, access);
  registerGrantsRoute(app, access);
  await registerMediaRoutes(app, access);
  await registerVideoUploadRoutes(app, access);
  registerVersionRoutes(app, access);
  registerColumnRoutes(app, access);
  registerMenuRoutes(app, access);
  registerAccountRoutes(app, access);
  registerAccountScopeRoutes(app, access);
  registerAuditRoutes(app, access);

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
      const findings = await check(version);
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
