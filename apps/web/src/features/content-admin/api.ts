/**
 * Back-office calls (docs/content-management-api.md), with the agency session token as `session-id`:
 * - GET  /api/admin/content?kind&column&status&keyword&pageNum&pageSize -> a page of CmsItem;
 * - GET  /api/admin/content/grants -> the caller's roles and columns (CmsGrants);
 * - GET  /api/admin/content/{id} -> {item, version}; POST /api/admin/content (create) and PUT .../{id} (a new
 *   version) -> {id, versionNo};
 * - POST .../{id}/submit|approve|reject|withdraw -> the item; GET .../{id}/check -> the pre-publish findings;
 * - GET  .../{id}/versions, .../versions/{n}; POST .../versions/{n}/restore -> {id, versionNo}.
 * - POST /api/admin/media/images, /api/admin/media/attachments (multipart, field `file`) -> the stored file.
 * Errors reject with lib/api-data `ApiRequestError` (401: the session ended; 403: no back-office grant;
 * 400 names the field; 409: the item's state does not allow the step).
 */
import { queryOptions } from '@tanstack/react-query';
import type {
  CmsCheckResult,
  CmsCreateBody,
  CmsGrants,
  CmsItem,
  CmsItemDetail,
  CmsListQuery,
  CmsSaveBody,
  CmsSavedRef,
  CmsVersion,
  CmsVersionSummary,
} from '@portal/contracts/content-admin';
import type { MediaAttachmentUpload, MediaImageUpload } from '@portal/contracts/content-admin-media';
import { MEDIA_API } from '@portal/contracts/content-admin-media.codes';
import type { PageOf } from '@portal/contracts/paging';
import { unwrapData } from '../../lib/api-data';
import { apiGet, apiPost, apiPut } from '../../lib/http-client';

export type CmsListItem = CmsItem;
export type CmsDetail = CmsItemDetail;
export type CmsFullVersion = CmsVersion;
export type CmsVersionRow = CmsVersionSummary;
export type CmsCheck = CmsCheckResult;
export type CmsSaved = CmsSavedRef;
export type CmsAction = 'submit' | 'approve' | 'reject' | 'withdraw';

const BASE = '/api/admin/content';
const as = (token: string) => ({ sessionToken: token });

/** The list of items the caller's grants reach, newest change first. */
export function cmsListQuery(token: string, search: CmsListQuery) {
  return queryOptions({
    queryKey: ['content-admin', 'list', token, search],
    queryFn: () => unwrapData(apiGet<PageOf<CmsListItem>>(BASE, search, as(token))),
  });
}

/** The caller's grants and columns (what the editor shows and offers). */
export function cmsGrantsQuery(token: string) {
  return queryOptions({
    queryKey: ['content-admin', 'grants', token],
    queryFn: () => unwrapData(apiGet<CmsGrants>(`${BASE}/grants`, undefined, as(token))),
    staleTime: 60_000,
  });
}

/** Item `id` and its latest version. */
export function cmsDetailQuery(token: string, id: number) {
  return queryOptions({
    queryKey: ['content-admin', 'item', token, id],
    queryFn: () => unwrapData(apiGet<CmsDetail>(`${BASE}/${id}`, undefined, as(token))),
  });
}

/** The versions of item `id`, newest first. */
export function cmsVersionsQuery(token: string, id: number) {
  return queryOptions({
    queryKey: ['content-admin', 'item', token, id, 'versions'],
    queryFn: () => unwrapData(apiGet<CmsVersionRow[]>(`${BASE}/${id}/versions`, undefined, as(token))),
  });
}

/** Version `versionNo` of item `id` in full (never changes: cached for good). */
export function cmsVersionQuery(token: string, id: number, versionNo: number) {
  return queryOptions({
    queryKey: ['content-admin', 'version', token, id, versionNo],
    queryFn: () => unwrapData(apiGet<CmsFullVersion>(`${BASE}/${id}/versions/${versionNo}`, undefined, as(token))),
    staleTime: Infinity,
  });
}

/** The pre-publish findings of item `id`'s latest version. */
export function cmsCheckQuery(token: string, id: number) {
  return queryOptions({
    queryKey: ['content-admin', 'item', token, id, 'check'],
    queryFn: () => unwrapData(apiGet<CmsCheck>(`${BASE}/${id}/check`, undefined, as(token))),
  });
}

/** Creates a draft (version 1). */
export function createCmsItem(token: string, body: CmsCreateBody): Promise<CmsSaved> {
  return unwrapData(apiPost<CmsSaved>(BASE, body, as(token)));
}

/** Saves a new version of item `id`. */
export function saveCmsItem(token: string, id: number, body: CmsSaveBody): Promise<CmsSaved> {
  return unwrapData(apiPut<CmsSaved>(`${BASE}/${id}`, body, as(token)));
}

/** A workflow step on item `id`: reject and withdraw need `{reason}`, approve takes `{override?}`. */
export function runCmsAction(
  token: string,
  id: number,
  action: CmsAction,
  body: { reason?: string; override?: string } = {},
): Promise<CmsItem> {
  return unwrapData(apiPost<CmsItem>(`${BASE}/${id}/${action}`, body, as(token)));
}

/** Copies version `versionNo` of item `id` as its new draft version. */
export function restoreCmsVersion(token: string, id: number, versionNo: number): Promise<CmsSaved> {
  return unwrapData(apiPost<CmsSaved>(`${BASE}/${id}/versions/${versionNo}/restore`, {}, as(token)));
}

/** `file` as the multipart body of an upload (the one field `file`). */
function fileForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

/** Uploads an image for the body: the server re-encodes it without EXIF and answers its renditions. */
export function uploadCmsImage(token: string, file: File): Promise<MediaImageUpload> {
  return unwrapData(apiPost<MediaImageUpload>(MEDIA_API.images, fileForm(file), as(token)));
}

/** Uploads an attachment (PDF, DOCX, XLSX): answers its media id and stored name for the version's list. */
export function uploadCmsAttachment(token: string, file: File): Promise<MediaAttachmentUpload> {
  return unwrapData(apiPost<MediaAttachmentUpload>(MEDIA_API.attachments, fileForm(file), as(token)));
}
