/**
 * How a version becomes a row of its public table (docs/decisions/content-management.md "Publishing"):
 * per kind, the column values written on publish (the view count and sort order of an existing row are
 * kept) and the `attachment.owner_type` its attachments carry (as the public detail routes read them).
 * Shapes of the public tables: db/tables/content.ts.
 */
import type { CmsKind } from '@portal/contracts/content-admin.codes';
import type { Static } from '@sinclair/typebox';
import type { CmsExtraFields } from '@portal/contracts/content-admin';

/** What a version holds that a public row shows. */
export interface PublishableVersion {
  title: string;
  summary: string;
  source: string;
  body_html: string;
  fields: Static<typeof CmsExtraFields>;
}

/** The `attachment.owner_type` of each kind's rows (fitness cases: 'case', as modules/fitness-case reads). */
export const ATTACHMENT_OWNER: Readonly<Record<CmsKind, string>> = {
  news: 'news',
  notice: 'notice',
  regulation: 'regulation',
  guidance: 'guidance',
  fitness_case: 'case',
};

/** Chinese name of one item of each kind (messages). */
export const KIND_LABEL: Readonly<Record<CmsKind, string>> = {
  news: '新闻',
  notice: '通知公告',
  regulation: '政策法规',
  guidance: '咨询指导',
  fitness_case: '健身工作案例',
};

/** YYYY-MM-DD of an ISO instant in Asia/Shanghai (UTC+8, no DST). */
const shanghaiDay = (iso: string) => new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 10);

/**
 * The column values of `kind`'s public row for `version` published at `publishTime` (ISO UTC). Only the
 * columns a publish sets; an insert adds the counters (publicRowDefaults).
 */
export function publicRowValues(
  kind: CmsKind,
  version: PublishableVersion,
  publishTime: string,
): Record<string, unknown> {
  const f = version.fields;
  switch (kind) {
    case 'news':
    case 'notice':
      return {
        title: version.title,
        summary: version.summary,
        source: version.source,
        author: f.author ?? '',
        category: f.category ?? '',
        content_html: version.body_html,
        publish_time: publishTime,
      };
    case 'regulation':
      return {
        title: version.title,
        issuing_body: version.source,
        document_number: f.documentNumber ?? '',
        category: f.category ?? '规范性文件',
        status: f.validity ?? '现行有效',
        publish_date: shanghaiDay(publishTime),
        effective_date: f.effectiveDate ?? shanghaiDay(publishTime),
        summary: version.summary,
        content_html: version.body_html,
      };
    case 'guidance':
      return {
        name: version.title,
        summary: version.summary,
        content_html: version.body_html,
        publish_time: publishTime,
      };
    case 'fitness_case':
      return {
        name: version.title,
        region: f.region ?? '',
        summary: version.summary,
        content_html: version.body_html,
        publish_time: publishTime,
      };
  }
}

/** The counters and orders a new public row of `kind` starts with. */
export function publicRowDefaults(kind: CmsKind): Record<string, unknown> {
  switch (kind) {
    case 'news':
      return { view_count: 0, cover_media_id: null };
    case 'notice':
    case 'regulation':
      return { view_count: 0 };
    case 'guidance':
      return { sort: 0 };
    case 'fitness_case':
      return { sort: 0, cover_media_id: null };
  }
}
