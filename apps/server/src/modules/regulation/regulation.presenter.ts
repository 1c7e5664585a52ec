/**
 * regulation rows -> RegulationListItem / RegulationDetail (@portal/contracts/content): camelCase fields;
 * the detail adds the view count and the content kit's DetailParts (sanitized HTML, attachments,
 * neighbours).
 */
import type { RegulationDetail, RegulationListItem } from '@portal/contracts/content';
import type { Selectable } from 'kysely';
import type { RegulationTable } from '../../db/tables/content.js';
import type { DetailParts } from '../content/content.routes.js';
import type { RegulationLinks } from './regulation-links.js';

export type RegulationDetailRow = Selectable<RegulationTable>;
/** A list row: every column but the HTML body and the view count. */
export type RegulationListRow = Omit<RegulationDetailRow, 'content_html' | 'view_count'>;

export function presentRegulationItem(row: RegulationListRow): RegulationListItem {
  return {
    id: row.id,
    title: row.title,
    issuingBody: row.issuing_body,
    documentNumber: row.document_number,
    category: row.category,
    status: row.status,
    publishDate: row.publish_date,
    effectiveDate: row.effective_date,
    summary: row.summary,
  };
}

/** The detail of `row` with its linked policy / 解读 (regulation-links.ts). */
export function presentRegulationDetail(
  row: RegulationDetailRow,
  parts: DetailParts,
  links: RegulationLinks,
): RegulationDetail {
  return { ...presentRegulationItem(row), viewCount: row.view_count, ...parts, ...links };
}
