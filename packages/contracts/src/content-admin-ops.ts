/**
 * The back office's operations API (内容管理; docs/content-management-api.md "Columns" and "Audit"):
 * GET/POST /api/admin/columns, PUT /api/admin/columns/{code}; GET /api/admin/audit and
 * GET /api/admin/audit/export (CSV). Times are ISO-8601 UTC.
 */
import { Type, type Static } from 'typebox';
import { CmsKindSchema } from './content-admin.js';
import { LineText } from './content.js';
import { PageQuery } from './paging.js';
import { CADENCE_MAX_DAYS, CADENCE_MIN_DAYS, COLUMN_STATES } from './content-admin-ops.codes.js';
import { literalUnion } from './literal-union.js';

export const ColumnStateSchema = literalUnion(COLUMN_STATES, {
  description: '更新状态：green 正常 / amber 即将超期 / red 已超期 / empty 空栏目',
});

const CadenceDays = Type.Integer({
  minimum: CADENCE_MIN_DAYS,
  maximum: CADENCE_MAX_DAYS,
  description: `更新周期（天，${CADENCE_MIN_DAYS}-${CADENCE_MAX_DAYS}）：两次更新之间最多相隔的天数`,
});
const ReviewStages = Type.Integer({ minimum: 1, maximum: 3, description: '审核级数（1-3）' });

/** One column with its freshness on the app clock. */
export const CmsColumn = Type.Object({
  code: Type.String({ description: '栏目编码' }),
  name: Type.String(),
  kind: CmsKindSchema,
  cadenceDays: Type.Integer(),
  reviewStages: Type.Integer(),
  publishedCount: Type.Integer({ minimum: 0, description: '已发布条数' }),
  lastPublishedAt: Type.Union([Type.String(), Type.Null()], { description: '最近发布时间（无已发布内容为 null）' }),
  dueAt: Type.Union([Type.String(), Type.Null()], { description: '最迟应更新时间（空栏目为 null）' }),
  state: ColumnStateSchema,
});
export type CmsColumn = Static<typeof CmsColumn>;

/** POST /api/admin/columns. */
export const CmsColumnCreateBody = Type.Object({
  code: Type.String({ pattern: '^[a-z][a-z0-9_]{1,39}$', description: '栏目编码：小写字母开头，字母、数字、下划线' }),
  name: LineText(40, '栏目名称'),
  kind: CmsKindSchema,
  cadenceDays: CadenceDays,
  reviewStages: Type.Optional(ReviewStages),
});
export type CmsColumnCreateBody = Static<typeof CmsColumnCreateBody>;

/** PUT /api/admin/columns/{code}: the fields to change (the kind of a column with items stays). */
export const CmsColumnUpdateBody = Type.Object({
  name: Type.Optional(LineText(40, '栏目名称')),
  kind: Type.Optional(CmsKindSchema),
  cadenceDays: Type.Optional(CadenceDays),
  reviewStages: Type.Optional(ReviewStages),
});
export type CmsColumnUpdateBody = Static<typeof CmsColumnUpdateBody>;

export const CmsColumnParams = Type.Object({ code: Type.String({ pattern: '^[a-z][a-z0-9_]{1,39}$' }) });

/** GET /api/admin/audit and /export: the filter (every field optional). */
export const AuditFilter = Type.Object({
  actor: Type.Optional(LineText(64, '操作人账号（完全一致）')),
  action: Type.Optional(LineText(64, '动作，如 cms_publish（完全一致）')),
  target: Type.Optional(LineText(100, '对象：在详情中查找，如 id=12 或 column=news')),
  from: Type.Optional(Type.String({ format: 'date-time', description: '起始时间（含）' })),
  to: Type.Optional(Type.String({ format: 'date-time', description: '截止时间（不含）' })),
});
export type AuditFilter = Static<typeof AuditFilter>;

export const AuditQuery = Type.Object({ ...AuditFilter.properties, ...PageQuery.properties });
export type AuditQuery = Static<typeof AuditQuery>;

/** One audit row. */
export const AuditRow = Type.Object({
  id: Type.Integer(),
  time: Type.String(),
  action: Type.String(),
  actor: Type.String(),
  ip: Type.String(),
  result: Type.String({ description: 'ok，或 forbidden / conflict 等原因' }),
  detail: Type.String(),
});
export type AuditRow = Static<typeof AuditRow>;

/** GET /api/admin/audit/export: the CSV text (UTF-8 with a byte-order mark, so Excel reads the Chinese). */
export const AuditCsv = Type.Unsafe<Uint8Array | string>({ type: 'string', description: 'CSV（UTF-8，带 BOM）' });
