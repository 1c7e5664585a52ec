/**
 * The server-rendered first HTML of an article-like section's pages (plugins/first-html; docs/ARCHITECTURE.md
 * "Server-rendered first HTML"), on the same repository as its API (content.repository.ts):
 *
 * - each list page: the page's rows (pageNum from the address, SNAPSHOT_PAGE_SIZE rows, the page's fixed
 *   filters) as links to their detail with their date (snapshot-shapes listSnapshot);
 * - the detail page (`?id=`): the title as heading, date and byline, the summary, the body sanitized
 *   exactly as the detail API sends it (lib/sanitize.ts), attachments and the previous and next rows;
 *   canonical: the detail address. Unknown id: null (generic snapshot, noindex);
 * - a sitemap source of every row (lastmod: the date column).
 */
import { sanitizeCached } from '../../lib/sanitize.js';
import { idParam, pathWithQuery } from '../../plugins/first-html/page-snapshot.js';
import {
  dayOf,
  detailSnapshot,
  listSnapshot,
  pageNumOf,
  SNAPSHOT_PAGE_SIZE,
} from '../../plugins/first-html/snapshot-shapes.js';
import { tableSitemapSource } from '../../plugins/first-html/table-sitemap-source.js';
import type { PortalApp } from '../../types.js';
import { findContent, listContent, type ContentSource } from './content.repository.js';

/** Where a section's rows are shown. */
export interface ContentPagesSpec {
  /** The list pages (catalogue paths) and the fixed filters of each (e.g. a science guide kind). */
  lists: ReadonlyArray<{ path: string; filters?: Readonly<Record<string, string>> }>;
  /** The detail page's catalogue path; a row's address is `${detail}?id=${id}`. */
  detail: string;
  /** Sitemap source name, e.g. 'news'. */
  sitemapName: string;
  /** Summary column (description and lead paragraph), if the table has one. */
  summaryColumn?: string;
  /** The row's date column (list notes, byline, sitemap lastmod); default the source's order column. */
  dateColumn?: string;
  /** Columns shown on the detail's first line after the date (source, issuing body ...). */
  bylineColumns?: readonly string[];
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
    app.firstHtml.addPage(list.path, async ({ title, query }) => {
      const pageNum = pageNumOf(query);
      const { rows, total } = await listContent(app.db, app.dialect, source, {
        pageNum,
        pageSize: SNAPSHOT_PAGE_SIZE,
        ...list.filters,
      });
      const links = rows.map((row) => ({
        href: detailHref(Number(field(row, 'id'))),
        text: String(field(row, source.titleColumn)),
        note: dayOf(field(row, dateColumn)),
      }));
      return listSnapshot({ title, path: list.path, total, pageNum, links });
    });
  }

  app.firstHtml.addPage(pages.detail, async ({ query }) => {
    const id = idParam(query);
    const found = id === null ? undefined : await findContent(app.db, source, id);
    if (!found || id === null) return null;
    const row = found.row as Record<string, unknown>;
    return detailSnapshot({
      heading: String(row[source.titleColumn]),
      canonical: detailHref(id),
      byline: [dayOf(row[dateColumn]), ...(pages.bylineColumns ?? []).map((c) => String(row[c] ?? ''))],
      summary: pages.summaryColumn ? String(row[pages.summaryColumn] ?? '') : null,
      contentHtml: sanitizeCached(`${source.table}:${id}`, found.row.content_html),
      links: [
        ...found.attachments.map((a) => ({ href: a.url, text: a.fileName, note: '附件' })),
        ...(found.prev ? [{ href: detailHref(found.prev.id), text: found.prev.title, note: '上一篇' }] : []),
        ...(found.next ? [{ href: detailHref(found.next.id), text: found.next.title, note: '下一篇' }] : []),
      ],
    });
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
