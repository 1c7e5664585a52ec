/**
 * What each content kind's public detail page shows around its title (docs/decisions/content-management.md
 * "Preview by kind"): the meta line (MetaItem[]), a regulation's facts box (InfoItem[]) and an instructor
 * article's by-line. The public detail pages and the back office's preview both build them here, so a
 * preview shows a draft exactly as its public page will. A value left undefined or empty is left out of the
 * meta line (a draft has no view count yet). Dates are ISO strings shown in Asia/Shanghai.
 */
import type { ScienceGuideKind } from '@portal/contracts/science-guide.codes';
import { SCIENCE_GUIDE_KIND_NAMES } from '@portal/contracts/science-guide.codes';
import type { GuiderArticleKind } from '@portal/contracts/sport-guider.codes';
import { GUIDER_ARTICLE_KIND_NAMES } from '@portal/contracts/sport-guider.codes';
import { formatDate, formatDateTime } from '../../lib/format-date';
import { RegulationStatusTag } from '../status-tag/regulation-status-tag';
import type { MetaItem } from './article-detail';
import type { InfoItem } from './info-box';

/** A count shown only when known. */
const count = (value: number | undefined): number | string => value ?? '';

/** News and notices (新闻详情, 公告详情): 来源, 作者, 发布时间, 浏览次数. */
export function articleMeta(a: {
  source: string;
  author: string;
  publishTime: string | null;
  viewCount?: number;
}): MetaItem[] {
  return [
    { label: '来源', value: a.source },
    { label: '作者', value: a.author },
    { label: '发布时间', value: formatDateTime(a.publishTime) },
    { label: '浏览次数', value: count(a.viewCount) },
  ];
}

/** Community-games news (运动会新闻详情): 来源, 发布时间. */
export function gamesNewsMeta(a: { source: string; publishTime: string | null }): MetaItem[] {
  return [
    { label: '来源', value: a.source },
    { label: '发布时间', value: formatDateTime(a.publishTime) },
  ];
}

/** Fitness cases (典型案例): 地区, 发布日期. */
export function caseMeta(a: { region: string; publishTime: string | null }): MetaItem[] {
  return [
    { label: '地区', value: a.region },
    { label: '发布日期', value: formatDate(a.publishTime) },
  ];
}

/** Guidance (健身指导): 发布日期. */
export function guidanceMeta(a: { publishTime: string | null }): MetaItem[] {
  return [{ label: '发布日期', value: formatDate(a.publishTime) }];
}

/** Science-guide entries (科学健身指导): 栏目, 专题 or 目标, 主讲 or 作者, the plan facts, 发布日期, 浏览次数. */
export function scienceGuideMeta(e: {
  kind: ScienceGuideKind;
  category: string;
  speaker: string;
  ageGroup?: string;
  level?: string;
  weeks?: number | null;
  publishDate: string | null;
  viewCount?: number;
}): MetaItem[] {
  return [
    { label: '栏目', value: SCIENCE_GUIDE_KIND_NAMES[e.kind] },
    { label: e.kind === 'plan' ? '目标' : '专题', value: e.category },
    { label: e.kind === 'talk' ? '主讲' : '作者', value: e.speaker },
    { label: '适用人群', value: e.ageGroup ?? '' },
    { label: '难度', value: e.level ?? '' },
    { label: '周期', value: e.weeks ? `${e.weeks} 周` : '' },
    { label: '发布日期', value: formatDate(e.publishDate) },
    { label: '浏览次数', value: count(e.viewCount) },
  ];
}

/** Regulations (法规详情) meta line: 类别, 浏览次数. */
export function regulationMeta(r: { category: string; viewCount?: number }): MetaItem[] {
  return [
    { label: '类别', value: r.category },
    { label: '浏览次数', value: count(r.viewCount) },
  ];
}

/** A regulation's facts box: 发布机关, 文号, 发布日期, 施行日期, 效力状态 (the links to 政策/解读 follow it). */
export function regulationFacts(r: {
  issuingBody: string;
  documentNumber: string;
  publishDate: string | null;
  effectiveDate: string | null;
  status: string;
}): InfoItem[] {
  return [
    { label: '发布机关', value: r.issuingBody },
    { label: '文号', value: r.documentNumber },
    { label: '发布日期', value: formatDate(r.publishDate) },
    { label: '施行日期', value: formatDate(r.effectiveDate) },
    { label: '效力状态', value: <RegulationStatusTag status={r.status} /> },
  ];
}

/** An instructor article's by-line (资讯详情): "类别 · 来源 · 发布日期 YYYY-MM-DD[ · 浏览 N 次]". */
export function guiderByline(a: {
  kind: GuiderArticleKind;
  source: string;
  publishDate: string | null;
  viewCount?: number;
}): string {
  const parts = [GUIDER_ARTICLE_KIND_NAMES[a.kind], a.source, `发布日期 ${formatDate(a.publishDate)}`];
  if (a.viewCount !== undefined) parts.push(`浏览 ${a.viewCount} 次`);
  return parts.join(' · ');
}
