/**
 * How a version becomes a row of its public table (docs/decisions/content-management.md "Publishing"):
 * per kind, the column values written on publish (the view count and sort order of an existing row are
 * kept) and the `attachment.owner_type` its attachments carry (as the public detail routes read them).
 * Shapes of the public tables: db/tables/content.ts.
 */
import type { CmsKind } from '@portal/contracts/content-admin.codes';
import type { Static } from 'typebox';
import type { CmsExtraFields } from '@portal/contracts/content-admin';
import { localMidnightMs, shanghaiToday } from '../../lib/shanghai-time.js';

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
  banner: 'banner',
  science_guide: 'science_guide',
  guider_article: 'guider_article',
  games_news: 'games_news',
};

/** Chinese name of one item of each kind (messages). */
export const KIND_LABEL: Readonly<Record<CmsKind, string>> = {
  news: '新闻',
  notice: '通知公告',
  regulation: '政策法规',
  guidance: '咨询指导',
  fitness_case: '健身工作案例',
  banner: '首页横幅',
  science_guide: '科学健身指导内容',
  guider_article: '社会体育指导员资讯',
  games_news: '运动会新闻',
};

/** YYYY-MM-DD of an ISO instant in Asia/Shanghai. */
const shanghaiDay = (iso: string) => shanghaiToday(new Date(iso));

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
        policy_id: f.policyId ?? null,
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
    case 'banner':
      // kind-fields.ts makes sure a banner version has its image and link.
      return { title: version.title, media_id: f.imageMediaId, link_path: f.linkPath ?? '/', sort: f.sort ?? 0 };
    case 'science_guide':
      return {
        kind: f.section,
        title: version.title,
        summary: version.summary,
        category: f.category ?? '',
        speaker: f.author ?? '',
        publish_date: shanghaiDay(publishTime),
        content_html: version.body_html,
      };
    case 'guider_article':
      return {
        kind: f.section,
        title: version.title,
        summary: version.summary,
        source: version.source,
        publish_date: shanghaiDay(publishTime),
        content_html: version.body_html,
      };
    case 'games_news':
      return {
        games_id: f.gamesId,
        title: version.title,
        summary: version.summary,
        source: version.source,
        publish_time: publishTime,
        content_html: version.body_html,
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
    case 'banner':
    case 'games_news':
      return {};
    case 'science_guide':
      // An article: a video's columns stay as they are when a version of an adopted video entry is published.
      return {
        media: 'article',
        duration_minutes: 0,
        level: '',
        age_group: '',
        weeks: 0,
        video_url: null,
        captions_url: null,
        view_count: 0,
      };
    case 'guider_article':
      return { view_count: 0 };
  }
}

/** A public row's columns as read for adoption (content-kinds.ts publicRowValues in reverse). */
export type PublicRow = Record<string, unknown> & { id: number };

const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** ISO UTC of 00:00 Beijing on a YYYY-MM-DD day (the publish time of a row that keeps only a date). */
const dayStart = (day: unknown) => new Date(localMidnightMs(text(day))).toISOString();

/**
 * The version a public row of `kind` holds (for adopting rows written without the back office, e.g. by the
 * seed): title, summary, source, body, publish time (ISO UTC; a regulation's publish date at 00:00 Beijing)
 * and the kind-specific fields.
 */
export function versionOfRow(kind: CmsKind, row: PublicRow): PublishableVersion & { publish_time: string } {
  const base = { summary: text(row.summary), body_html: text(row.content_html) };
  switch (kind) {
    case 'news':
    case 'notice':
      return {
        ...base,
        title: text(row.title),
        source: text(row.source),
        publish_time: text(row.publish_time),
        fields: { author: text(row.author), category: text(row.category) },
      };
    case 'regulation':
      return {
        ...base,
        title: text(row.title),
        source: text(row.issuing_body),
        publish_time: dayStart(row.publish_date),
        fields: {
          documentNumber: text(row.document_number),
          category: text(row.category),
          validity: text(row.status) as PublishableVersion['fields']['validity'],
          effectiveDate: text(row.effective_date),
          ...(typeof row.policy_id === 'number' ? { policyId: row.policy_id } : {}),
        },
      };
    case 'guidance':
      return { ...base, title: text(row.name), source: '', publish_time: text(row.publish_time), fields: {} };
    case 'fitness_case':
      return {
        ...base,
        title: text(row.name),
        source: '',
        publish_time: text(row.publish_time),
        fields: { region: text(row.region) },
      };
    case 'banner':
      return {
        ...base,
        title: text(row.title),
        source: '',
        publish_time: '',
        fields: { imageMediaId: Number(row.media_id), linkPath: text(row.link_path), sort: Number(row.sort) },
      };
    case 'science_guide':
      return {
        ...base,
        title: text(row.title),
        source: '',
        publish_time: dayStart(row.publish_date),
        fields: { section: text(row.kind), author: text(row.speaker), category: text(row.category) },
      };
    case 'guider_article':
      return {
        ...base,
        title: text(row.title),
        source: text(row.source),
        publish_time: dayStart(row.publish_date),
        fields: { section: text(row.kind) },
      };
    case 'games_news':
      return {
        ...base,
        title: text(row.title),
        source: text(row.source),
        publish_time: text(row.publish_time),
        fields: { gamesId: Number(row.games_id) },
      };
  }
}
