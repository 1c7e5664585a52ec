/**
 * The column registry and freshness dashboard (docs/content-management-api.md "Columns";
 * docs/decisions/content-management.md "Columns and freshness"):
 * - GET  /api/admin/columns -> every column with cadence, published count, last publication, due time and
 *   state green/amber/red/empty on the app clock (any back-office role);
 * - POST /api/admin/columns {code, name, kind, cadenceDays, reviewStages?} -> the column (站点管理员 of every
 *   column; 409 for a taken code);
 * - PUT  /api/admin/columns/{code} {name?, kind?, cadenceDays?, reviewStages?} -> the column (站点管理员; 404
 *   unknown code; 409 changing the kind of a column that has items).
 * Writes are audited (columns.commands.ts); refusals too (content-admin.access.ts refuse).
 */
import type { Updateable } from 'kysely';
import { Envelope } from '@portal/contracts/envelope';
import {
  CmsColumn,
  CmsColumnCreateBody,
  CmsColumnParams,
  CmsColumnUpdateBody,
} from '@portal/contracts/content-admin-ops';
import type { CmsKind } from '@portal/contracts/content-admin.codes';
import { Type } from 'typebox';
import type { CmsColumnTable } from '../../db/tables/content-admin.js';
import { notFound } from '../../lib/api-error.js';
import { ok, okWith } from '../../lib/envelope.js';
import type { PortalApp } from '../../types.js';
import { ERRORS, required, TAG, type AdminAccess, type Caller } from './content-admin.access.js';
import { findColumn } from './content-admin.repository.js';
import { columnFreshness } from './column-freshness.js';
import { createColumn, updateColumn } from './columns.commands.js';
import { countColumnItems, listColumnStats, type ColumnStatsRow } from './columns.repository.js';

const COLUMNS = '/api/admin/columns';

/** True when the grants make the caller 站点管理员 of every column (who manages the registry and reads the audit). */
export function isSiteAdmin(caller: Caller): boolean {
  return caller.grants.some((g) => g.role === 'admin' && g.column === '*');
}

/** A column row as answered, its freshness computed at `now`. */
function presentColumn(row: ColumnStatsRow, now: Date): CmsColumn {
  const last = row.last_published === null ? null : new Date(row.last_published);
  const { state, dueAt } = columnFreshness(last, row.published, row.cadence_days, now);
  return {
    code: row.code,
    name: row.name,
    kind: row.kind as CmsKind,
    cadenceDays: row.cadence_days,
    reviewStages: row.review_stages,
    publishedCount: row.published,
    lastPublishedAt: last ? last.toISOString() : null,
    dueAt: dueAt ? dueAt.toISOString() : null,
    state,
  };
}

/** Registers the column routes on `app` with the back office's access checks. */
export function registerColumnRoutes(app: PortalApp, access: AdminAccess): void {
  const { callerOf, refuse } = access;

  async function requireSiteAdmin(caller: Caller, action: string, detail: string) {
    if (!isSiteAdmin(caller)) await refuse(caller.actor, action, detail, 403, '需要站点管理员权限');
  }
  async function columnAnswer(code: string) {
    const row = (await listColumnStats(app.db)).find((r) => r.code === code);
    if (!row) throw notFound('栏目');
    return presentColumn(row, app.clock());
  }

  app.get(
    COLUMNS,
    {
      schema: {
        summary: '栏目列表与更新状态（更新周期、已发布条数、最近发布时间、正常/即将超期/已超期/空栏目）',
        tags: [TAG],
        response: { 200: Envelope(Type.Array(CmsColumn)), ...ERRORS },
      },
    },
    async (request) => {
      await callerOf(request);
      const now = app.clock();
      return ok((await listColumnStats(app.db)).map((row) => presentColumn(row, now)));
    },
  );

  app.post(
    COLUMNS,
    {
      schema: {
        summary: '新建栏目（站点管理员）',
        tags: [TAG],
        body: CmsColumnCreateBody,
        response: { 200: Envelope(CmsColumn), ...ERRORS },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      const { body } = request;
      await requireSiteAdmin(caller, 'cms_column_create', `column=${body.code}`);
      const values = {
        code: body.code,
        name: required('name', body.name),
        kind: body.kind,
        cadence_days: body.cadenceDays,
        review_stages: body.reviewStages ?? 3,
      };
      await createColumn(app.db, values, caller.actor);
      return okWith('栏目已创建', await columnAnswer(body.code));
    },
  );

  app.put(
    `${COLUMNS}/:code`,
    {
      schema: {
        summary: '修改栏目（名称、内容类型、更新周期、审核级数；站点管理员）',
        tags: [TAG],
        params: CmsColumnParams,
        body: CmsColumnUpdateBody,
        response: { 200: Envelope(CmsColumn), ...ERRORS },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      const { code } = request.params;
      const { body } = request;
      await requireSiteAdmin(caller, 'cms_column_update', `column=${code}`);
      const before = await findColumn(app.db, code);
      if (!before) throw notFound('栏目');
      const patch: Updateable<CmsColumnTable> = {
        name: body.name === undefined ? undefined : required('name', body.name),
        kind: body.kind,
        cadence_days: body.cadenceDays,
        review_stages: body.reviewStages,
      };
      // Items publish to their kind's table: a column with items keeps its kind.
      if (body.kind !== undefined && body.kind !== before.kind && (await countColumnItems(app.db, code)) > 0)
        await refuse(caller.actor, 'cms_column_update', `column=${code} kind`, 409, '栏目已有内容，不能修改内容类型');
      await updateColumn(app.db, before, patch, caller.actor);
      return okWith('栏目已保存', await columnAnswer(code));
    },
  );
}
