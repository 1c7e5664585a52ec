/**
 * An agency account's review scopes (职责范围) in the back office (站点管理员; docs/content-management-api.md
 * "Accounts and grants", docs/decisions/feedback.md "Feedback"): the rows of `feedback_scope` of one account,
 * per section: 'feedback' citizen feedback, 'facility' equipment repair reports, 'venueYear' the review of
 * venues' yearly figures (docs/decisions/data-exchange.md "Review before public (审核)"). A row is 'all'
 * (every case; then the only row), 'area' + a GB/T 2260 province, city or county code, or 'venue' + a
 * venue's organId (feedback only). GET /api/admin/accounts/{id}/scopes, PUT /api/admin/accounts/{id}/scopes/{section}.
 */
import { Type, type Static } from 'typebox';
import { SCOPE_KINDS, SCOPE_ROWS_MAX, SCOPE_SECTIONS } from './account-scopes.codes.js';
import { literalUnion } from './literal-union.js';

/**
 * One scope row as written. Nulls are tried first so the server's type coercion keeps a null a null (a
 * string-first union would turn it into '').
 */
export const ScopeRowInput = Type.Object({
  kind: literalUnion(SCOPE_KINDS, { description: 'all 全部；area 按地区；venue 按场馆（仅意见反馈）' }),
  areaCode: Type.Union([Type.Null(), Type.String({ maxLength: 12 })], {
    description: 'area：行政区划代码（GB/T 2260，省、市或县级，6 位）；其他为 null',
  }),
  organId: Type.Union([Type.Null(), Type.Integer({ minimum: 1 })], {
    description: 'venue：场馆编号 organId；其他为 null',
  }),
});
export type ScopeRowInput = Static<typeof ScopeRowInput>;

/** One scope row as answered: with the area's or venue's name ('全部' for all). */
export const AdminScopeRow = Type.Object({
  ...ScopeRowInput.properties,
  name: Type.String({ description: '地区全称或场馆名称；all 为“全部”' }),
});
export type AdminScopeRow = Static<typeof AdminScopeRow>;

/** The rows of one section (none: the account handles no case of it). */
export const AdminSectionScope = Type.Object({
  section: literalUnion(SCOPE_SECTIONS),
  rows: Type.Array(AdminScopeRow),
});
export type AdminSectionScope = Static<typeof AdminSectionScope>;

/** GET /api/admin/accounts/{id}/scopes: every section, in SCOPE_SECTIONS order. */
export const AdminAccountScopes = Type.Object({
  accountId: Type.Integer(),
  sections: Type.Array(AdminSectionScope),
});
export type AdminAccountScopes = Static<typeof AdminAccountScopes>;

/** PUT /api/admin/accounts/{id}/scopes/{section}. */
export const AdminScopeParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  section: literalUnion(SCOPE_SECTIONS, { description: '职责范围所属业务：feedback、facility 或 venueYear' }),
});
export type AdminScopeParams = Static<typeof AdminScopeParams>;

/** PUT body: the section's whole list of rows (empty: none). */
export const AdminScopeBody = Type.Object({
  rows: Type.Array(ScopeRowInput, { maxItems: SCOPE_ROWS_MAX, description: '职责范围（整表替换）' }),
});
export type AdminScopeBody = Static<typeof AdminScopeBody>;
