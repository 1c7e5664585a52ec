/**
 * guidance rows -> NamedListItem / GuidanceDetail (@portal/contracts/content): camelCase fields; the
 * detail adds the content kit's DetailParts (sanitized HTML, attachments, neighbours).
 */
import type { GuidanceDetail, NamedListItem } from '@portal/contracts/content';
import type { Selectable } from 'kysely';
import type { GuidanceTable } from '../../db/tables/content.js';
import type { DetailParts } from '../content/content.routes.js';

export type GuidanceDetailRow = Selectable<GuidanceTable>;
/** A list row: every column but the HTML body. */
export type GuidanceListRow = Omit<GuidanceDetailRow, 'content_html'>;

export function presentGuidanceItem(row: GuidanceListRow): NamedListItem {
  return { id: row.id, name: row.name, summary: row.summary, publishTime: row.publish_time };
}

export function presentGuidanceDetail(row: GuidanceDetailRow, parts: DetailParts): GuidanceDetail {
  return { ...presentGuidanceItem(row), ...parts };
}
