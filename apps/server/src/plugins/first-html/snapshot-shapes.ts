/**
 * The two shapes most page renderers share (plugins/first-html): a list page (count, page number, rows as
 * links to their details) and a detail page (byline, summary, sanitized body, facts, related links).
 * A section's renderer reads its rows through its own repository and presenter, then calls one of these.
 */
import {
  escapeHtml,
  headingOf,
  idParam,
  linkList,
  paragraph,
  pathWithQuery,
  type PageSnapshot,
  type SnapshotLink,
} from './page-snapshot.js';
import type { DataSource } from '@portal/contracts/data-source';
import { shanghaiToday } from '../../lib/shanghai-time.js';

/** Rows on a list page's snapshot (the web lists' default page size). */
export const SNAPSHOT_PAGE_SIZE = 10;

/** The page number of a list address (`pageNum`, 1 when absent or malformed, at most 100,000). */
export function pageNumOf(query: URLSearchParams): number {
  return Math.min(idParam(query, 'pageNum') ?? 1, 100_000);
}

export interface ListSnapshotInput {
  /** The catalogue title ('一级/二级'); the heading is its last level. */
  title: string;
  /** The catalogue path of the page (canonical), and query parameters naming the list (e.g. organType). */
  path: string;
  query?: Record<string, string | number | undefined>;
  total: number;
  pageNum: number;
  /** Counting word, e.g. '条', '家', '个'. */
  unit?: string;
  links: readonly SnapshotLink[];
}

/**
 * The list's previous and next pages as links (`rel="prev"`/`"next"`, the address the app's pager uses:
 * `pageNum`, left out for page 1), so a crawler reaches page 2 and beyond without JavaScript (docs/decisions/public-experience.md §3);
 * '' on a list of one page.
 */
export function pagerLinks(input: Pick<ListSnapshotInput, 'path' | 'query' | 'total' | 'pageNum'>): string {
  const pages = Math.ceil(input.total / SNAPSHOT_PAGE_SIZE);
  const href = (pageNum: number) =>
    escapeHtml(pathWithQuery(input.path, { ...input.query, pageNum: pageNum > 1 ? pageNum : undefined }));
  const links = [
    input.pageNum > 1 && input.pageNum <= pages + 1 ? `<a href="${href(input.pageNum - 1)}" rel="prev">上一页</a>` : '',
    input.pageNum < pages ? `<a href="${href(input.pageNum + 1)}" rel="next">下一页</a>` : '',
  ].filter(Boolean);
  return links.length > 0 ? `<nav aria-label="分页">${links.join(' ')}</nav>` : '';
}

/**
 * A list page: '共 N 条，第 P 页', the links and the pager (pagerLinks); description: the count and the
 * first three names.
 */
export function listSnapshot(input: ListSnapshotInput): PageSnapshot {
  const heading = headingOf(input.title);
  const unit = input.unit ?? '条';
  const { pageNum } = input;
  return {
    heading,
    description: [`${heading}（共 ${input.total} ${unit}）`, ...input.links.slice(0, 3).map((l) => l.text)].join('；'),
    canonical: pathWithQuery(input.path, { ...input.query, pageNum: pageNum > 1 ? pageNum : undefined }),
    bodyHtml: `<p>共 ${input.total} ${unit}，第 ${pageNum} 页</p>${linkList(input.links)}${pagerLinks(input)}`,
  };
}

export interface DetailSnapshotInput {
  heading: string;
  canonical: string;
  /** Date, source, place ... (blank parts left out), shown as the first line. */
  byline?: ReadonlyArray<string | null | undefined>;
  /** Plain-text summary: the description and a bold lead paragraph. */
  summary?: string | null;
  /** Already escaped facts HTML (factList). */
  factsHtml?: string;
  /** Sanitized rich text (lib/sanitize.ts), exactly as the detail API sends it. */
  contentHtml?: string;
  /** Related links (attachments, previous/next, the venue). */
  links?: readonly SnapshotLink[];
  /** Description when there is no summary (plain text). */
  fallbackDescription?: string;
}

/** The first characters of an HTML body as plain text. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, '')
    .slice(0, 400);
}

/** A detail page: byline, lead, facts, body in an `<article>`, related links. */
export function detailSnapshot(input: DetailSnapshotInput): PageSnapshot {
  const summary = input.summary?.trim() ?? '';
  const byline = (input.byline ?? []).filter((part): part is string => Boolean(part && part.trim())).join(' · ');
  return {
    heading: input.heading,
    description: summary || input.fallbackDescription || textOf(input.contentHtml ?? '') || input.heading,
    canonical: input.canonical,
    bodyHtml: [
      paragraph(byline),
      summary ? `<p><strong>${escapeHtml(summary)}</strong></p>` : '',
      input.factsHtml ?? '',
      input.contentHtml ? `<article>${input.contentHtml}</article>` : '',
      linkList(input.links ?? []),
    ].join(''),
  };
}

/**
 * The byline of a record a filling system pushed (contracts data-source.ts), joined by detailSnapshot into
 * "数据更新于 YYYY-MM-DD · 来源：<system>" as the web's DataSourceNote shows it; none for null.
 */
export function dataSourceByline(source: DataSource | null): string[] {
  return source ? [`数据更新于 ${source.updatedAt}`, `来源：${source.systemName}`] : [];
}

/** The calendar day of an ISO date or instant in Beijing time, as the pages show it. */
export function dayOf(value: unknown): string {
  const text = String(value ?? '');
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  const time = Date.parse(text);
  return Number.isNaN(time) ? '' : shanghaiToday(new Date(time));
}

/** The days of an event or race as its pages show them: '2026-11-01 至 2026-11-03', or the one day. */
export function dayRange(startDate: string, endDate: string): string {
  return startDate === endDate ? startDate : `${startDate} 至 ${endDate}`;
}
