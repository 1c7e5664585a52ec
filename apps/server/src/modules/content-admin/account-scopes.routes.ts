/**
 * An agency account's review scopes for the site admin (docs/content-management-api.md "Accounts and grants";
 * docs/decisions/feedback.md "Feedback"; rows of `feedback_scope`, modules/area/agency-scope.ts):
 * - GET /api/admin/accounts/{id}/scopes -> {accountId, sections: [{section, rows: [{kind, areaCode, organId, name}]}]};
 * - PUT /api/admin/accounts/{id}/scopes/{section} {rows} -> the same, after replacing that section's rows.
 * 站点管理员 only (403, audited); 404 unknown account; 409 a non-agency account. 400 names the field
 * (`rows.N.kind`, `rows.N.areaCode`, `rows.N.organId`; account-scopes.ts checkScopeRows). The inboxes read
 * the rows per request, so the account's next request follows the new scope; its sessions go on.
 */
import { Envelope } from '@portal/contracts/envelope';
import { AdminAccountParams } from '@portal/contracts/account-admin';
import { AdminAccountScopes, AdminScopeBody, AdminScopeParams } from '@portal/contracts/account-scopes';
import { ok, okWith } from '../../lib/envelope.js';
import type { PortalApp } from '../../types.js';
import { accountScopes, checkScopeRows, replaceScopes } from './account-scopes.js';
import { accountGuards } from './accounts-admin.routes.js';
import { ERRORS, TAG, type AdminAccess } from './content-admin.access.js';

/** Registers the scope routes on `app` with the back office's access checks. */
export function registerAccountScopeRoutes(app: PortalApp, access: AdminAccess): void {
  const { siteAdmin, agencyAccount } = accountGuards(app, access);

  app.get(
    '/api/admin/accounts/:id/scopes',
    {
      schema: {
        summary: '机构账号的职责范围（意见反馈、设施报修、场馆年度数据审核；站点管理员）',
        tags: [TAG],
        params: AdminAccountParams,
        response: { 200: Envelope(AdminAccountScopes), ...ERRORS },
      },
    },
    async (request) => {
      const { id } = request.params;
      const caller = await siteAdmin(request, 'account_scopes_read', `account=${id}`);
      await agencyAccount(caller, id, 'account_scopes_read');
      return ok(await accountScopes(app.db, id));
    },
  );

  app.put(
    '/api/admin/accounts/:id/scopes/:section',
    {
      schema: {
        summary: '设置机构账号某项业务的职责范围（整表替换；下次请求即生效；站点管理员）',
        tags: [TAG],
        params: AdminScopeParams,
        body: AdminScopeBody,
        response: { 200: Envelope(AdminAccountScopes), ...ERRORS },
      },
    },
    async (request) => {
      const { id, section } = request.params;
      const caller = await siteAdmin(request, 'account_scopes', `account=${id} section=${section}`);
      const before = await agencyAccount(caller, id, 'account_scopes');
      const { rows } = request.body;
      await checkScopeRows(app.db, section, rows);
      await replaceScopes(app.db, { id, userName: before.user_name }, section, rows, caller.actor);
      return okWith('职责范围已保存', await accountScopes(app.db, id));
    },
  );
}
