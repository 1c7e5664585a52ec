/**
 * The data exchange's file import calls (docs/data-exchange.md "File import"), with the agency session
 * token as `session-id`: POST /api/admin/exchange/imports?entity= (multipart `file`: the dry run), GET
 * /api/admin/exchange/imports/{id} (status, polled while applying), POST .../{id}/apply, and the downloads
 * of the template and the error file. Errors reject with lib/api-data `ApiRequestError` (400 with the
 * server's Chinese reason, 401 session ended, 403 no grant for the entity's system).
 */
import { queryOptions } from '@tanstack/react-query';
import type { ImportStatus } from '@portal/contracts/exchange-import';
import { IMPORT_API } from '@portal/contracts/exchange-import.codes';
import { unwrapData } from '../../lib/api-data';
import { downloadFile } from '../../lib/download-file';
import { apiGet, apiPost } from '../../lib/http-client';

/** How often the status is asked for while an import is applying (ms). */
export const IMPORT_POLL_MS = 1000;

/** Uploads `file` for `entity`; resolves with the import's status (previewing: its dry run has started). */
export function uploadImport(token: string, entity: string, file: File): Promise<ImportStatus> {
  const form = new FormData();
  form.append('file', file, file.name);
  return unwrapData(
    apiPost<ImportStatus>(`${IMPORT_API}?entity=${encodeURIComponent(entity)}`, form, { sessionToken: token }),
  );
}

/** The status of import `id`, polled every IMPORT_POLL_MS while its dry run or its apply runs. */
export function importStatusQuery(token: string, id: number) {
  return queryOptions({
    queryKey: ['exchange-import', id, token],
    queryFn: () => unwrapData(apiGet<ImportStatus>(`${IMPORT_API}/${id}`, undefined, { sessionToken: token })),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'previewing' || status === 'applying' ? IMPORT_POLL_MS : false;
    },
  });
}

/** Starts writing import `id`; resolves with its status (applying). */
export function applyImport(token: string, id: number): Promise<ImportStatus> {
  return unwrapData(apiPost<ImportStatus>(`${IMPORT_API}/${id}/apply`, undefined, { sessionToken: token }));
}

/** Downloads the CSV template of `entity`. */
export function downloadTemplate(token: string, entity: string): Promise<void> {
  return downloadFile(`${IMPORT_API}/template/${encodeURIComponent(entity)}`, token, `${entity}-template.csv`);
}

/** Downloads the error file (行号, 列, 值, 原因) of import `id`. */
export function downloadErrors(token: string, id: number): Promise<void> {
  return downloadFile(`${IMPORT_API}/${id}/errors.csv`, token, `import-${id}-errors.csv`);
}
