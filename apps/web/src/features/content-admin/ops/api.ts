/**
 * Back-office operations calls (docs/content-management-api.md "Columns" and "Audit"), with the agency
 * session token as `session-id`: GET /api/admin/columns (freshness dashboard), GET /api/admin/audit (a page
 * of audit rows), GET /api/admin/audit/export (CSV of the same filter, downloaded as a file), POST
 * /api/admin/columns and PUT /api/admin/columns/{code} (the site admin edits the registry); the site admin's
 * accounts and grants (/api/admin/accounts…, "Accounts and grants"; their review scopes, GET
 * /api/admin/accounts/{id}/scopes and PUT …/scopes/{section}) and the site menu (GET/PUT /api/admin/menu,
 * "Site menu").
 * Errors reject with lib/api-data `ApiRequestError` (401: the session ended; 403: not the site admin).
 */
import { queryOptions } from '@tanstack/react-query';
import type {
  AuditFilter,
  AuditQuery,
  AuditRow,
  CmsColumn,
  CmsColumnCreateBody,
  CmsColumnUpdateBody,
} from '@portal/contracts/content-admin-ops';
import type {
  AccountPassword,
  AdminAccount,
  AdminAccountCreateBody,
  AdminAccountUpdateBody,
  AdminGrantsBody,
  AdminImportGrantsBody,
} from '@portal/contracts/account-admin';
import type { AdminAccountScopes, ScopeRowInput } from '@portal/contracts/account-scopes';
import type { ScopeSection } from '@portal/contracts/account-scopes.codes';
import type { PageOf } from '@portal/contracts/paging';
import type { MenuItem } from '@portal/contracts/site';
import type { AdminMenuBody } from '@portal/contracts/site-menu-admin';
import { unwrapData } from '../../../lib/api-data';
import { downloadFile } from '../../../lib/download-file';
import { apiGet, apiPost, apiPut } from '../../../lib/http-client';

/** Every column with its cadence and freshness state. */
export function columnsQuery(token: string) {
  return queryOptions({
    queryKey: ['content-ops', 'columns', token],
    queryFn: () => unwrapData(apiGet<CmsColumn[]>('/api/admin/columns', undefined, { sessionToken: token })),
  });
}

/** A page of audit rows matching the filter, newest first. */
export function auditQuery(token: string, search: AuditQuery) {
  return queryOptions({
    queryKey: ['content-ops', 'audit', token, search],
    queryFn: () => unwrapData(apiGet<PageOf<AuditRow>>('/api/admin/audit', search, { sessionToken: token })),
  });
}

/** The export's address for `filter` (empty fields left out). */
export function auditExportUrl(filter: AuditFilter): string {
  const params = new URLSearchParams(
    Object.entries(filter).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
  );
  const query = params.toString();
  return `/api/admin/audit/export${query ? `?${query}` : ''}`;
}

/**
 * Downloads the CSV of `filter` (the session header cannot ride on a plain link, so the file is fetched and
 * handed to the browser as a download). Rejects with ApiRequestError carrying the server's message.
 */
export function downloadAuditCsv(token: string, filter: AuditFilter): Promise<void> {
  return downloadFile(auditExportUrl(filter), token, 'audit.csv');
}

/** POST /api/admin/columns: a new column (站点管理员); resolves with it as answered. */
export function createColumn(token: string, body: CmsColumnCreateBody): Promise<CmsColumn> {
  return unwrapData(apiPost<CmsColumn>('/api/admin/columns', body, { sessionToken: token }));
}

/** PUT /api/admin/columns/{code}: changes a column (站点管理员); resolves with it as answered. */
export function updateColumn(token: string, code: string, body: CmsColumnUpdateBody): Promise<CmsColumn> {
  return unwrapData(apiPut<CmsColumn>(`/api/admin/columns/${encodeURIComponent(code)}`, body, { sessionToken: token }));
}

/** A page of agency accounts with their grants (站点管理员; docs/content-management-api.md "Accounts and grants"). */
export function accountsQuery(token: string, search: { keyword?: string; pageNum: number; pageSize: number }) {
  return queryOptions({
    queryKey: ['content-ops', 'accounts', token, search],
    queryFn: () =>
      unwrapData(
        apiGet<PageOf<AdminAccount>>(
          '/api/admin/accounts',
          { ...search, keyword: search.keyword || undefined },
          { sessionToken: token },
        ),
      ),
  });
}

/** POST /api/admin/accounts: a new account and its one-time initial password (shown once). */
export function createAccount(token: string, body: AdminAccountCreateBody): Promise<AccountPassword> {
  return unwrapData(apiPost<AccountPassword>('/api/admin/accounts', body, { sessionToken: token }));
}

/** PUT /api/admin/accounts/{id}: names or disabled; resolves with the account as answered. */
export function updateAccount(token: string, id: number, body: AdminAccountUpdateBody): Promise<AdminAccount> {
  return unwrapData(apiPut<AdminAccount>(`/api/admin/accounts/${id}`, body, { sessionToken: token }));
}

/** PUT /api/admin/accounts/{id}/grants: the whole list of grants. */
export function saveGrants(token: string, id: number, grants: AdminGrantsBody['grants']): Promise<AdminAccount> {
  return unwrapData(apiPut<AdminAccount>(`/api/admin/accounts/${id}/grants`, { grants }, { sessionToken: token }));
}

/** PUT /api/admin/accounts/{id}/import-grants: the whole set of filling systems it may import files for. */
export function saveImportGrants(
  token: string,
  id: number,
  importGrants: AdminImportGrantsBody['importGrants'],
): Promise<AdminAccount> {
  return unwrapData(
    apiPut<AdminAccount>(`/api/admin/accounts/${id}/import-grants`, { importGrants }, { sessionToken: token }),
  );
}

/** GET /api/admin/accounts/{id}/scopes: the account's review scopes (职责范围) of every section. */
export function accountScopesQuery(token: string, id: number) {
  return queryOptions({
    queryKey: ['content-ops', 'account-scopes', token, id],
    queryFn: () =>
      unwrapData(apiGet<AdminAccountScopes>(`/api/admin/accounts/${id}/scopes`, {}, { sessionToken: token })),
  });
}

/** PUT /api/admin/accounts/{id}/scopes/{section}: the section's whole list of rows; resolves with every section. */
export function saveAccountScopes(
  token: string,
  id: number,
  section: ScopeSection,
  rows: ScopeRowInput[],
): Promise<AdminAccountScopes> {
  return unwrapData(
    apiPut<AdminAccountScopes>(`/api/admin/accounts/${id}/scopes/${section}`, { rows }, { sessionToken: token }),
  );
}

/** POST /api/admin/accounts/{id}/password: a new one-time password (shown once). */
export function resetAccountPassword(token: string, id: number): Promise<AccountPassword> {
  return unwrapData(apiPost<AccountPassword>(`/api/admin/accounts/${id}/password`, {}, { sessionToken: token }));
}

/** GET /api/admin/menu: the whole site menu tree, hidden items included (站点管理员). */
export function adminMenuQuery(token: string) {
  return queryOptions({
    queryKey: ['content-ops', 'menu', token],
    queryFn: () => unwrapData(apiGet<MenuItem[]>('/api/admin/menu', undefined, { sessionToken: token })),
  });
}

/** PUT /api/admin/menu: replaces the whole tree; resolves with the saved tree. */
export function saveAdminMenu(token: string, body: AdminMenuBody): Promise<MenuItem[]> {
  return unwrapData(apiPut<MenuItem[]>('/api/admin/menu', body, { sessionToken: token }));
}
