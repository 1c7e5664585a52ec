/**
 * Presenters of the back office's answers (contracts content-admin.ts): whitelisted fields of items and
 * versions, camelCase, times as stored (ISO UTC).
 */
import type { Static } from 'typebox';
import type { CmsItem, CmsItemDetail, CmsVersion, CmsVersionSummary } from '@portal/contracts/content-admin';
import type { CmsKind, CmsStatus } from '@portal/contracts/content-admin.codes';
import type { CmsItemRow, CmsVersionRow } from './content-admin.repository.js';

/** An item row as the list and the detail show it; `reviewStages`: its column's number of stages. */
export function presentItem(row: CmsItemRow, reviewStages: number): Static<typeof CmsItem> {
  return {
    id: row.id,
    kind: row.kind as CmsKind,
    column: row.column_code,
    areaCode: row.area_code,
    status: row.status as CmsStatus,
    stage: row.stage,
    reviewStages,
    title: row.title,
    latestVersion: row.latest_version,
    publishedVersion: row.published_version,
    publicId: row.public_id,
    scheduledAt: row.scheduled_at,
    reason: row.reason,
    checkOverride: row.check_override,
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A version in the version list. */
export function presentVersionSummary(
  row: Pick<CmsVersionRow, 'version_no' | 'title' | 'digest' | 'created_by' | 'created_at'>,
): Static<typeof CmsVersionSummary> {
  return {
    versionNo: row.version_no,
    title: row.title,
    digest: row.digest,
    createdBy: row.created_by,
    createdAt: row.created_at,
  };
}

/** One version in full. */
export function presentVersion(version: CmsVersionRow): Static<typeof CmsVersion> {
  return {
    ...presentVersionSummary(version),
    summary: version.summary,
    source: version.source,
    bodyHtml: version.body_html,
    publishTime: version.publish_time,
    attachments: JSON.parse(version.attachments_json) as Static<typeof CmsVersion>['attachments'],
    fields: JSON.parse(version.fields_json) as Static<typeof CmsVersion>['fields'],
  };
}

/** The item and its latest version in full. */
export function presentDetail(
  item: CmsItemRow,
  version: CmsVersionRow,
  reviewStages: number,
): Static<typeof CmsItemDetail> {
  return { item: presentItem(item, reviewStages), version: presentVersion(version) };
}
