/**
 * The server-rendered first HTML of an article-like section's pages (plugins/first-html; docs/ARCHITECTURE.md
 * "Server-rendered first HTML"), on the same repository as its API (content.repository.ts):
 *
 * - each list page: its heading, the page's rows (pageNum from the address, CONTENT_PAGE_SIZE rows, the
 *   page's fixed filters) as links to their detail with their date, and a description naming the first
 *   titles; canonical: the path, plus pageNum when > 1;
 * - the detail page (`?id=`): the title as heading, date and source line, the summary, the body
 *   sanitized exactly as the detail API sends it (lib/sanitize.ts), links to the previous and next rows;
 *   description: the summary, else the body's text; canonical: the detail address. Unknown id: null
 *   (generic snapshot, noindex);
 * - a sitemap source of every row (lastmod: the order column, the publish date or time).
 */
import { sanitizeCached } from '../../lib/sanitize.js';
import {
  escapeHtml,
  headingOf,
  idParam,
  linkList,
  paragraph,
  pathWithQuery,
  type PageSnapshot,
} from '../../plugins/first-html/page-snapshot.js';
import { tableSitemapSource } from '../../plugins/first-html/table-sitemap-source.js';
import type { PortalApp } from '../../types.js';
import { findContent, listContent, type ContentSource } from './content.repository.js';

/** Rows on a list page's snapshot (the web lists' default page size). */
export const CONTENT_PAGE_SIZE = 10;

/** Where a section's rows are shown. */
export interface ContentPagesSpec {
  /** The list pages (catalogue paths) and the fixed filters of each (e.g. a science guide kind). */
  lists: ReadonlyArray<{ path: string; filters?: Readonly<Record<string, string>> }>;
  /** The detail page's catalogue path; a row's address is `${detail}?id=${id}`. */
  detail: string;
  /** Sitemap source name, e.g. 'news'. */
  sitemapName: string;
  /** Summary column (description and first paragraph), if the table has one. */
  summaryColumn?: string;
  /** The row's date column (list notes, byline, sitemap lastmod); default the source's order column. */
  dateColumn?: string;
  /** Columns shown on the detail's first line after the date (source, issuing body ...). */
  bylineColumns?: readonly string[];
}

/** The first characters of an HTML body as plain text (a description without a summary). */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, '')
    .slice(0, 400);
}

/** The calendar day of an ISO date or instant in Beijing time (UTC+8, no DST), as the pages show it. */
export function dayOf(value: unknown): string {
  const text = String(value ?? '');
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  const time = Date.parse(text);
  return Number.isNaN(time) ? '' : new Date(time + 8 * 3600_000).toISOString().slice(0, 10);
}

/** Adds the list and detail renderers and the sitemap source of one content section. */
export function registerContentPages<L, D extends L & { id: number; content_html: string }>(
  app: PortalApp,
  source: ContentSource<L, D>,
  pages: ContentPagesSpec,
): void {
  const detailHref = (id: number) => pathWithQuery(pages.detail, { id });
  const field = (row: unknown, column: string) => (row as Record<string, unknown>)[column];
  const dateColumn = pages.dateColumn ?? source.orderColumn;

  for (const list of pages.lists) {
    app.firstHtml.addPage(list.path, async ({ title, query }): Promise<PageSnapshot> => {
      const pageNum = Math.min(idParam(query, 'pageNum') ?? 1, 100_000);
      const { rows, total } = await listContent(app.db, app.dialect, source, {
        pageNum,
        pageSize: CONTENT_PAGE_SIZE,
        ...list.filters,
      });
      const heading = headingOf(title);
      const titles = rows.map((row) => String(field(row, source.titleColumn)));
      const links = rows.map((row) => ({
        href: detailHref(Number(field(row, 'id'))),
        text: String(field(row, source.titleColumn)),
        note: dayOf(field(row, dateColumn)),
      }));
      return {
        heading,
        description: [`${heading}（共 ${total} 条）`, ...titles.slice(0, 3)].join('；'),
        canonical: pathWithQuery(list.path, { pageNum: pageNum > 1 ? pageNum : undefined }),
        bodyHtml: `<p>共 ${total} 条，第 ${pageNum} 页</p>${linkList(links)}`,
      };
    });
  }

  app.firstHtml.addPage(pages.detail, async ({ query }): Promise<PageSnapshot | null> => {
    const id = idParam(query);
    const found = id === null ? undefined : await findContent(app.db, source, id);
    if (!found || id === null) return null;
    const row = found.row as Record<string, unknown>;
    const contentHtml = sanitizeCached(`${source.table}:${id}`, found.row.content_html);
    const summary = pages.summaryColumn ? String(row[pages.summaryColumn] ?? '') : '';
    const byline = [dayOf(row[dateColumn]), ...(pages.bylineColumns ?? []).map((c) => String(row[c] ?? ''))]
      .filter(Boolean)
      .join(' · ');
    const neighbours = [
      ...(found.prev ? [{ href: detailHref(found.prev.id), text: found.prev.title, note: '上一篇' }] : []),
      ...(found.next ? [{ href: detailHref(found.next.id), text: found.next.title, note: '下一篇' }] : []),
    ];
    const attachments = found.attachments.map((a) => ({ href: a.url, text: a.fileName, note: '附件' }));
    return {
      heading: String(row[source.titleColumn]),
      description: summary || textOf(contentHtml),
      canonical: detailHref(id),
      bodyHtml: [
        paragraph(byline),
        summary ? `<p><strong>${escapeHtml(summary)}</strong></p>` : '',
        `<article>${contentHtml}</article>`,
        linkList(attachments),
        linkList(neighbours),
      ].join(''),
    };
  });

  app.firstHtml.addSitemapSource(
    tableSitemapSource(app.db, {
      name: pages.sitemapName,
      table: source.table,
      idColumn: 'id',
      lastmodColumn: dateColumn,
      path: (row) => detailHref(Number(row.id)),
    }),
  );
}
