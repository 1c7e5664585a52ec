/**
 * Back-office operations calls (docs/content-management-api.md "Columns" and "Audit"), with the agency
 * session token as `session-id`: GET /api/admin/columns (freshness dashboard), GET /api/admin/audit (a page
 * of audit rows), GET /api/admin/audit/export (CSV of the same filter, downloaded as a file), POST
 * /api/admin/columns and PUT /api/admin/columns/{code} (the site admin edits the registry).
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
import type { PageOf } from '@portal/contracts/paging';
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
