/**
 * The editorial back office's API (内容管理; docs/content-management-api.md, docs/decisions/content-management.md),
 * behind an agency session (`session-id`) and the account's back-office roles:
 * POST/GET /api/admin/content, PUT/GET /api/admin/content/{id}, POST .../{id}/submit|approve|reject|withdraw,
 * GET .../{id}/versions, GET .../{id}/check, GET /api/admin/content/grants. Times are ISO-8601 UTC.
 */
import { Type, type Static } from 'typebox';
import { Keyword, LineText } from './content.js';
import { PageQuery } from './paging.js';
import {
  CMS_BODY_MAX,
  CMS_FINDING_TYPES,
  CMS_KINDS,
  CMS_REASON_MAX,
  CMS_ROLES,
  CMS_SOURCE_MAX,
  CMS_STATUSES,
  CMS_SUMMARY_MAX,
  CMS_TITLE_MAX,
} from './content-admin.codes.js';
import { literalUnion } from './literal-union.js';

export const CmsKindSchema = literalUnion(CMS_KINDS, {
  description:
    '内容类型（公开表名）：news 新闻 / notice 通知公告 / regulation 政策法规 / guidance 咨询指导 / fitness_case 健身工作案例 / ' +
    'banner 首页横幅 / science_guide 科学健身指导 / guider_article 社会体育指导员资讯 / games_news 运动会新闻',
});
export const CmsStatusSchema = literalUnion(CMS_STATUSES, {
  description: 'draft 草稿 / in_review 审核中 / scheduled 定时待发 / published 已发布 / withdrawn 已撤稿',
});

const ColumnCode = Type.String({ pattern: '^[a-z_]{1,40}$', description: '栏目编码，如 news' });
const Iso = (description: string) => Type.String({ format: 'date-time', description });

/** One attachment: a stored file (GET /api_/ow/file/{mediaId}) and its shown name. */
export const CmsAttachment = Type.Object({
  fileName: LineText(200, '附件名称'),
  mediaId: Type.Integer({ minimum: 1, maximum: 2147483647, description: '文件编号' }),
});

/**
 * Kind-specific fields (each optional here; content-admin kind-fields.ts requires some per kind): news/notice
 * author, category; regulation documentNumber (文号), category, validity (现行有效 / 已修订 / 已废止),
 * effectiveDate (YYYY-MM-DD), policyId (a 政策解读's policy: the regulation it interprets); fitness_case region;
 * banner imageMediaId (the slide's image), linkPath, sort; science_guide section (talk / knowledge /
 * nutrition / teach / plan), author (主讲/作者), category; guider_article section (policy / notice /
 * association / train); games_news gamesId (the games it reports on).
 */
export const CmsExtraFields = Type.Object({
  author: Type.Optional(LineText(50, '作者')),
  category: Type.Optional(LineText(50, '分类')),
  documentNumber: Type.Optional(LineText(100, '文号')),
  validity: Type.Optional(
    Type.Union([Type.Literal('现行有效'), Type.Literal('已修订'), Type.Literal('已废止')], { description: '效力状态' }),
  ),
  effectiveDate: Type.Optional(Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: '施行日期' })),
  region: Type.Optional(LineText(50, '地区')),
  policyId: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 2147483647, description: '解读所对应的政策（政策法规编号）' }),
  ),
  imageMediaId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, description: '横幅图片（文件编号）' })),
  linkPath: Type.Optional(
    Type.String({
      maxLength: 500,
      pattern: '^(/[^\\s]*|https?://[^\\s]+)$',
      description: '横幅链接：站内路径（/ 开头）或 http(s) 地址',
    }),
  ),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999, description: '横幅顺序（小的在前）' })),
  section: Type.Optional(
    Type.String({ pattern: '^[a-z]{1,20}$', description: '子栏目（科学健身指导、指导员资讯的类别）' }),
  ),
  gamesId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, description: '所属运动会编号' })),
});

const VersionFields = {
  title: LineText(CMS_TITLE_MAX, `标题，最多 ${CMS_TITLE_MAX} 个字符`),
  bodyHtml: Type.String({ maxLength: CMS_BODY_MAX, description: '正文 HTML（保存时净化）' }),
  summary: Type.Optional(Type.String({ maxLength: CMS_SUMMARY_MAX, description: '摘要' })),
  source: Type.Optional(LineText(CMS_SOURCE_MAX, '来源/发布机关')),
  publishTime: Type.Optional(Type.Union([Iso('发布时间；晚于签发时间则定时发布'), Type.Null()])),
  attachments: Type.Optional(Type.Array(CmsAttachment, { maxItems: 20 })),
  fields: Type.Optional(CmsExtraFields),
};

/** POST /api/admin/content: a new item's first version (a draft). */
export const CmsCreateBody = Type.Object({ kind: CmsKindSchema, column: ColumnCode, ...VersionFields });
export type CmsCreateBody = Static<typeof CmsCreateBody>;

/** PUT /api/admin/content/{id}: a new version of the item. */
export const CmsSaveBody = Type.Object(VersionFields);
export type CmsSaveBody = Static<typeof CmsSaveBody>;

export const CmsIdParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2147483647, description: '内容编号' }),
});

/** POST .../reject and .../withdraw: the written reason. */
export const CmsReasonBody = Type.Object({
  reason: Type.String({ maxLength: CMS_REASON_MAX, description: `理由，最多 ${CMS_REASON_MAX} 个字符` }),
});
export type CmsReasonBody = Static<typeof CmsReasonBody>;

/**
 * POST .../approve, JSON object (`{}` when there is nothing to add): at sign-off, `override` (the approver's
 * written reason) passes open check findings.
 */
export const CmsApproveBody = Type.Object({
  override: Type.Optional(
    Type.String({ maxLength: CMS_REASON_MAX, description: '预先巡查问题的签发说明（仅终审/签发人）' }),
  ),
});
export type CmsApproveBody = Static<typeof CmsApproveBody>;

/** GET /api/admin/content: filters and paging, newest change first. */
export const CmsListQuery = Type.Object({
  kind: Type.Optional(CmsKindSchema),
  column: Type.Optional(ColumnCode),
  status: Type.Optional(CmsStatusSchema),
  keyword: Type.Optional(Keyword),
  ...PageQuery.properties,
});
export type CmsListQuery = Static<typeof CmsListQuery>;

/** An item in the list. */
export const CmsItem = Type.Object({
  id: Type.Integer(),
  kind: CmsKindSchema,
  column: Type.String(),
  areaCode: Type.Union([Type.String(), Type.Null()]),
  status: CmsStatusSchema,
  stage: Type.Integer({ description: '审核中：待第几级审核（1 起）；其他状态为 0' }),
  reviewStages: Type.Integer({ description: '本栏目审核级数' }),
  title: Type.String(),
  latestVersion: Type.Integer(),
  publishedVersion: Type.Union([Type.Integer(), Type.Null()], { description: '公开页面正在显示的版本' }),
  publicId: Type.Union([Type.Integer(), Type.Null()], { description: '公开表中的编号' }),
  scheduledAt: Type.Union([Type.String(), Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()], { description: '最近一次退回或撤稿的理由' }),
  checkOverride: Type.Union([Type.String(), Type.Null()]),
  createdBy: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type CmsItem = Static<typeof CmsItem>;

/** One version (without its body in the version list). */
export const CmsVersionSummary = Type.Object({
  versionNo: Type.Integer(),
  title: Type.String(),
  digest: Type.String({ description: '内容摘要值（SHA-256）' }),
  createdBy: Type.String(),
  createdAt: Type.String(),
});
export type CmsVersionSummary = Static<typeof CmsVersionSummary>;

/** One version in full (what a diff of two versions compares). */
export const CmsVersion = Type.Object({
  ...CmsVersionSummary.properties,
  summary: Type.String(),
  source: Type.String(),
  bodyHtml: Type.String(),
  publishTime: Type.Union([Type.String(), Type.Null()]),
  attachments: Type.Array(CmsAttachment),
  fields: CmsExtraFields,
});
export type CmsVersion = Static<typeof CmsVersion>;

/** GET /api/admin/content/{id}: the item and its latest version in full. */
export const CmsItemDetail = Type.Object({ item: CmsItem, version: CmsVersion });
export type CmsItemDetail = Static<typeof CmsItemDetail>;

/** GET /api/admin/content/{id}/versions/{versionNo} and POST …/restore: one version of an item. */
export const CmsVersionParams = Type.Object({
  id: CmsIdParams.properties.id,
  versionNo: Type.Integer({ minimum: 1, maximum: 2147483647, description: '版本号' }),
});

/** A pre-publish check finding: its type, the text found (masked for personal data) and why. */
export const CmsFinding = Type.Object({
  type: literalUnion(CMS_FINDING_TYPES),
  text: Type.String(),
  message: Type.String(),
});
export type CmsFinding = Static<typeof CmsFinding>;

/** GET /api/admin/content/{id}/check: findings of the latest version; `blocking`: sign-off needs an override. */
export const CmsCheckResult = Type.Object({
  versionNo: Type.Integer(),
  findings: Type.Array(CmsFinding),
  blocking: Type.Boolean(),
  override: Type.Union([Type.String(), Type.Null()]),
});
export type CmsCheckResult = Static<typeof CmsCheckResult>;

/** POST /api/admin/content and PUT /api/admin/content/{id}: the item and the version saved. */
export const CmsSavedRef = Type.Object({ id: Type.Integer(), versionNo: Type.Integer() });
export type CmsSavedRef = Static<typeof CmsSavedRef>;

/** One back-office grant: a role on a column ('*': every column), optionally within an area (division code). */
export const CmsGrantSchema = Type.Object({
  role: literalUnion(CMS_ROLES, {
    description: 'editor 采编 / review1 初审 / review2 复审 / approver 终审/签发 / admin 站点管理员',
  }),
  column: Type.String({ description: '栏目编码；* 表示全部栏目' }),
  areaCode: Type.Union([Type.String(), Type.Null()], { description: '限定的行政区划代码；null 为不限' }),
});
export type CmsGrant = Static<typeof CmsGrantSchema>;

/** A column the caller's grants reach: where its items publish and how many review stages they pass. */
export const CmsColumnSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  kind: CmsKindSchema,
  reviewStages: Type.Integer({ description: '审核级数 1..3（最后一级为终审/签发）' }),
});
export type CmsColumn = Static<typeof CmsColumnSchema>;

/** GET /api/admin/content/grants: the signed-in caller's grants and the columns they reach. */
export const CmsGrants = Type.Object({
  userName: Type.String(),
  grants: Type.Array(CmsGrantSchema),
  columns: Type.Array(CmsColumnSchema),
});
export type CmsGrants = Static<typeof CmsGrants>;
