/**
 * Accounts and grants for the site admin (docs/content-management-api.md "Accounts and grants";
 * docs/decisions/content-management.md "Accounts and grants"):
 * - GET  /api/admin/accounts?keyword&pageNum&pageSize -> Page of agency accounts with their grants and
 *   import grants (no hash);
 * - POST /api/admin/accounts {userName, displayName, organName, grants, importGrants?} -> {account, password}
 *   (the one-time initial password, answered once; 409 for a taken user name);
 * - PUT  /api/admin/accounts/{id} {displayName?, organName?, disabled?} -> the account;
 * - PUT  /api/admin/accounts/{id}/grants {grants} -> the account (the whole list);
 * - PUT  /api/admin/accounts/{id}/import-grants {importGrants} -> the account (the whole set of filling
 *   systems it may import files for, docs/decisions/data-exchange.md "File import"; 400 naming
 *   `importGrants.N` for an unknown system; read per request by the import routes, sessions go on);
 * - POST /api/admin/accounts/{id}/password -> {account, password} (a new one-time password).
 * 站点管理员 of every column only (403, audited); 404 unknown id; 409 for the public-access account or any
 * account that is not an agency account, and for the admin disabling or un-admining themself. Grants are
 * checked against the roles, the existing columns and the divisions (GB/T 2260): 400 naming
 * `grants.N.column` / `grants.N.areaCode`. Disabling, a grants change and a password reset end the
 * account's sessions on every instance (SessionStore.revokeAccount, cluster bus `session-revoked`).
 */
import { Envelope } from '@portal/contracts/envelope';
import {
  AccountPassword,
  AdminAccount,
  AdminAccountCreateBody,
  AdminAccountParams,
  AdminAccountQuery,
  AdminAccountUpdateBody,
  AdminGrantsBody,
  AdminImportGrantsBody,
} from '@portal/contracts/account-admin';
import type { CmsRoleGrant } from '@portal/contracts/content-admin-roles.codes';
import { Page } from '@portal/contracts/paging';
import { badRequest, notFound } from '../../lib/api-error.js';
import { ok, okWith } from '../../lib/envelope.js';
import type { PortalApp } from '../../types.js';
import { loadDivisions } from '../area/divisions.js';
import {
  accountAnswer,
  findAccountRow,
  listAgencyAccounts,
  type AdminAccountRow,
} from './accounts-admin.repository.js';
import {
  createAccount,
  replaceGrants,
  replaceImportGrants,
  resetPassword,
  updateAccount,
} from './accounts-admin.commands.js';
import { ERRORS, required, TAG, type AdminAccess, type Caller } from './content-admin.access.js';
import { isSiteAdmin } from './columns.routes.js';

const ACCOUNTS = '/api/admin/accounts';
const GRANT_AREA = /^\d{6}$/;

/**
 * The site admin's checks of the account routes (here and account-scopes.routes.ts): `siteAdmin` resolves
 * with the caller or refuses 403 (audited `action`); `agencyAccount` resolves with account `id`, 404 when
 * unknown, 409 (audited) for the public-access account or another kind.
 */
export function accountGuards(app: PortalApp, access: AdminAccess) {
  const { callerOf, refuse } = access;

  async function siteAdmin(request: Parameters<typeof callerOf>[0], action: string, detail: string): Promise<Caller> {
    const caller = await callerOf(request);
    if (!isSiteAdmin(caller)) await refuse(caller.actor, action, detail, 403, '需要站点管理员权限');
    return caller;
  }

  async function agencyAccount(caller: Caller, id: number, action: string): Promise<AdminAccountRow> {
    const row = await findAccountRow(app.db, id);
    if (!row) throw notFound('账号');
    if (row.kind !== 'agency')
      await refuse(caller.actor, action, `account=${id}`, 409, '公众访问账号等非机构账号不能在此修改');
    return row;
  }

  return { siteAdmin, agencyAccount };
}

/** Registers the account routes on `app` with the back office's access checks. */
export function registerAccountRoutes(app: PortalApp, access: AdminAccess): void {
  const { refuse } = access;
  const { siteAdmin, agencyAccount } = accountGuards(app, access);

  /** 400 naming the first grant whose column is not a column ('*' for all) or whose area is not a division. */
  async function checkGrants(grants: readonly CmsRoleGrant[]): Promise<void> {
    const columns = new Set((await app.db.selectFrom('cms_column').select('code').execute()).map((r) => r.code));
    const divisions = await loadDivisions(app.db);
    for (const [i, grant] of grants.entries()) {
      if (grant.column !== '*' && !columns.has(grant.column)) throw badRequest(`grants.${i}.column`, '栏目不存在');
      if (grant.areaCode !== null && (!GRANT_AREA.test(grant.areaCode) || !divisions.has(grant.areaCode)))
        throw badRequest(`grants.${i}.areaCode`, '不是有效的行政区划代码（GB/T 2260）');
    }
  }

  /** Ends the sessions of `id` on every instance (after a committed change). */
  const endSessions = (id: number) => app.sessions.revokeAccount(id);

  app.get(
    ACCOUNTS,
    {
      schema: {
        summary: '机构账号列表（含内容管理权限；站点管理员）',
        tags: [TAG],
        querystring: AdminAccountQuery,
        response: { 200: Envelope(Page(AdminAccount)), ...ERRORS },
      },
    },
    async (request) => {
      await siteAdmin(request, 'account_list', 'accounts');
      const { query } = request;
      const page = await listAgencyAccounts(app.db, query);
      return ok({ ...page, pageNum: query.pageNum, pageSize: query.pageSize });
    },
  );

  app.post(
    ACCOUNTS,
    {
      schema: {
        summary: '新建机构账号（返回一次性初始密码，仅显示一次；站点管理员）',
        tags: [TAG],
        body: AdminAccountCreateBody,
        response: { 200: Envelope(AccountPassword), ...ERRORS },
      },
    },
    async (request) => {
      const { body } = request;
      const caller = await siteAdmin(request, 'account_create', `user=${body.userName}`);
      const values = {
        userName: body.userName,
        displayName: required('displayName', body.displayName),
        organName: required('organName', body.organName),
        grants: body.grants,
        importGrants: body.importGrants ?? [],
      };
      await checkGrants(values.grants);
      const { id, password } = await createAccount(app.db, values, caller.actor);
      return okWith('账号已创建，请将初始密码安全地交给本人', { account: await accountAnswer(app.db, id), password });
    },
  );

  app.put(
    `${ACCOUNTS}/:id`,
    {
      schema: {
        summary: '修改机构账号（姓名、单位、停用/启用；停用后其会话立即失效；站点管理员）',
        tags: [TAG],
        params: AdminAccountParams,
        body: AdminAccountUpdateBody,
        response: { 200: Envelope(AdminAccount), ...ERRORS },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { body } = request;
      const caller = await siteAdmin(request, 'account_update', `account=${id}`);
      const before = await agencyAccount(caller, id, 'account_update');
      if (body.disabled === true && before.user_name === caller.actor.userName)
        await refuse(caller.actor, 'account_update', `account=${id} disabled`, 409, '不能停用自己的账号');
      const patch = {
        display_name: body.displayName === undefined ? undefined : required('displayName', body.displayName),
        organ_name: body.organName === undefined ? undefined : required('organName', body.organName),
        disabled: body.disabled === undefined ? undefined : body.disabled ? 1 : 0,
      };
      const target = { id, userName: before.user_name };
      await updateAccount(app.db, target, before, patch, caller.actor);
      if (patch.disabled === 1) await endSessions(id);
      return okWith('账号已保存', await accountAnswer(app.db, id));
    },
  );

  app.put(
    `${ACCOUNTS}/:id/grants`,
    {
      schema: {
        summary: '设置机构账号的内容管理权限（整表替换；其会话立即失效；站点管理员）',
        tags: [TAG],
        params: AdminAccountParams,
        body: AdminGrantsBody,
        response: { 200: Envelope(AdminAccount), ...ERRORS },
      },
    },
    async (request) => {
      const { id } = request.params;
      const caller = await siteAdmin(request, 'account_grants', `account=${id}`);
      const before = await agencyAccount(caller, id, 'account_grants');
      const { grants } = request.body;
      await checkGrants(grants);
      const staysAdmin = grants.some((g) => g.role === 'admin' && g.column === '*' && g.areaCode === null);
      if (before.user_name === caller.actor.userName && !staysAdmin)
        await refuse(caller.actor, 'account_grants', `account=${id}`, 409, '不能取消自己的站点管理员权限');
      if (await replaceGrants(app.db, { id, userName: before.user_name }, grants, caller.actor)) await endSessions(id);
      return okWith('权限已保存', await accountAnswer(app.db, id));
    },
  );

  app.put(
    `${ACCOUNTS}/:id/import-grants`,
    {
      schema: {
        summary: '设置机构账号的数据导入权限（可代其导入文件的填报系统，整表替换；下次请求即生效；站点管理员）',
        tags: [TAG],
        params: AdminAccountParams,
        body: AdminImportGrantsBody,
        response: { 200: Envelope(AdminAccount), ...ERRORS },
      },
    },
    async (request) => {
      const { id } = request.params;
      const caller = await siteAdmin(request, 'account_import_grants', `account=${id}`);
      const before = await agencyAccount(caller, id, 'account_import_grants');
      const target = { id, userName: before.user_name };
      await replaceImportGrants(app.db, target, request.body.importGrants, caller.actor);
      return okWith('数据导入权限已保存', await accountAnswer(app.db, id));
    },
  );

  app.post(
    `${ACCOUNTS}/:id/password`,
    {
      schema: {
        summary: '重置机构账号密码（返回新的一次性密码，仅显示一次；其会话立即失效；站点管理员）',
        tags: [TAG],
        params: AdminAccountParams,
        response: { 200: Envelope(AccountPassword), ...ERRORS },
      },
    },
    async (request) => {
      const { id } = request.params;
      const caller = await siteAdmin(request, 'account_password_reset', `account=${id}`);
      const before = await agencyAccount(caller, id, 'account_password_reset');
      const password = await resetPassword(app.db, { id, userName: before.user_name }, caller.actor);
      await endSessions(id);
      return okWith('密码已重置，请将新密码安全地交给本人', { account: await accountAnswer(app.db, id), password });
    },
  );
}
