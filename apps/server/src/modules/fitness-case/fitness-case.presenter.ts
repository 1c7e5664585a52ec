/**
 * fitness_case rows -> CaseListItem / CaseDetail (@portal/contracts/content): camelCase fields, coverUrl
 * through the file endpoint ('/api_/ow/file/{mediaId}', null without a cover); the detail adds the
 * content kit's DetailParts (sanitized HTML, attachments, neighbours).
 */
import type { CaseDetail, CaseListItem } from '@portal/contracts/content';
import type { Selectable } from 'kysely';
import type { FitnessCaseTable } from '../../db/tables/content.js';
import type { DetailParts } from '../content/content.routes.js';
import { fileUrl } from '../file/file-url.js';

export type CaseDetailRow = Selectable<FitnessCaseTable>;
/** A list row: every column but the HTML body. */
export type CaseListRow = Omit<CaseDetailRow, 'content_html'>;

export function presentCaseItem(row: CaseListRow): CaseListItem {
  return {
    id: row.id,
    name: row.name,
    region: row.region,
    summary: row.summary,
    publishTime: row.publish_time,
    coverUrl: row.cover_media_id ? fileUrl(row.cover_media_id) : null,
  };
}

export function presentCaseDetail(row: CaseDetailRow, parts: DetailParts): CaseDetail {
  return { ...presentCaseItem(row), ...parts };
}
