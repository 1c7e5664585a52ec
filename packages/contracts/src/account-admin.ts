/**
 * Accounts and grants in the back office (站点管理员; docs/content-management-api.md "Accounts and grants"):
 * GET/POST /api/admin/accounts, PUT /api/admin/accounts/{id}, PUT /api/admin/accounts/{id}/grants,
 * PUT /api/admin/accounts/{id}/import-grants, POST /api/admin/accounts/{id}/password. Agency accounts only;
 * a password hash never leaves the server, an initial or reset password is answered once (`AccountPassword`).
 * Import grants: the filling systems (spec §6) an account may import files for (docs/decisions/data-exchange.md
 * "File import", table exchange_import_grant).
 */
import { Type, type Static } from 'typebox';
import { CmsGrantSchema } from './content-admin.js';
import { Keyword, LineText } from './content.js';
import { EXCHANGE_SYSTEMS } from './data-exchange.codes.js';
import { literalUnion } from './literal-union.js';
import { PageQuery } from './paging.js';

/** How many grants one account may hold. */
export const ACCOUNT_GRANTS_MAX = 50;

/** One filling system an account may import files for (spec §6; its Chinese name: EXCHANGE_SYSTEM_NAMES). */
export const ImportGrantSystem = literalUnion(EXCHANGE_SYSTEMS, {
  description: '填报系统编码（spec §6 的五个系统之一）',
});

/** The import grants of an account, the whole set (repeats are dropped). */
const ImportGrants = Type.Array(ImportGrantSystem, {
  maxItems: EXCHANGE_SYSTEMS.length,
  description: '数据导入权限：可代其导入文件的填报系统（整表）',
});

/** An agency account with its back-office grants and its import grants (sorted by system id). */
export const AdminAccount = Type.Object({
  id: Type.Integer(),
  userName: Type.String(),
  displayName: Type.String(),
  organName: Type.String(),
  disabled: Type.Boolean({ description: '已停用：不能登录，已有会话立即失效' }),
  createdAt: Type.String(),
  grants: Type.Array(CmsGrantSchema),
  importGrants: Type.Array(ImportGrantSystem, { description: '数据导入权限（可代其导入文件的填报系统）' }),
});
export type AdminAccount = Static<typeof AdminAccount>;

/** GET /api/admin/accounts. */
export const AdminAccountQuery = Type.Object({
  keyword: Type.Optional(Keyword),
  ...PageQuery.properties,
});
export type AdminAccountQuery = Static<typeof AdminAccountQuery>;

/**
 * One grant as written: like CmsGrantSchema, with null tried first so the server's type coercion keeps a
 * null area null (a string-first union would turn it into '').
 */
export const GrantInput = Type.Object({
  role: CmsGrantSchema.properties.role,
  column: Type.String({ minLength: 1, maxLength: 40, description: '栏目编码；* 表示全部栏目' }),
  areaCode: Type.Union([Type.Null(), Type.String({ maxLength: 12 })], {
    description: '限定的行政区划代码（GB/T 2260，6 位）；null 为不限',
  }),
});

const Grants = Type.Array(GrantInput, { maxItems: ACCOUNT_GRANTS_MAX, description: '内容管理权限（整表）' });

/** POST /api/admin/accounts. */
export const AdminAccountCreateBody = Type.Object({
  userName: Type.String({
    pattern: '^[A-Za-z][A-Za-z0-9_.-]{2,31}$',
    description: '登录账号：字母开头，3-32 位字母、数字、下划线、点或连字符',
  }),
  displayName: LineText(40, '姓名'),
  organName: LineText(100, '所在单位'),
  grants: Grants,
  importGrants: Type.Optional(ImportGrants),
});
export type AdminAccountCreateBody = Static<typeof AdminAccountCreateBody>;

/** PUT /api/admin/accounts/{id}: the fields to change. */
export const AdminAccountUpdateBody = Type.Object({
  displayName: Type.Optional(LineText(40, '姓名')),
  organName: Type.Optional(LineText(100, '所在单位')),
  disabled: Type.Optional(Type.Boolean({ description: '停用（true）或启用（false）' })),
});
export type AdminAccountUpdateBody = Static<typeof AdminAccountUpdateBody>;

/** PUT /api/admin/accounts/{id}/grants: the whole list. */
export const AdminGrantsBody = Type.Object({ grants: Grants });
export type AdminGrantsBody = Static<typeof AdminGrantsBody>;

/** PUT /api/admin/accounts/{id}/import-grants: the whole set. */
export const AdminImportGrantsBody = Type.Object({ importGrants: ImportGrants });
export type AdminImportGrantsBody = Static<typeof AdminImportGrantsBody>;

export const AdminAccountParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** The answer of a create or a reset: the account and its one-time password (shown once, never stored in clear). */
export const AccountPassword = Type.Object({
  account: AdminAccount,
  password: Type.String({ description: '一次性初始密码（仅此一次显示）' }),
});
export type AccountPassword = Static<typeof AccountPassword>;
