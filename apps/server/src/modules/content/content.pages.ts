/**
 * The server-rendered first HTML of an article-like section's pages (plugins/first-html;
 * docs/decisions/server-rendered-first-html.md "Server-rendered first HTML"), on the same repository as its API
 * (content.repository.ts):
 *
 * - each list page: the page's rows (pageNum from the address, SNAPSHOT_PAGE_SIZE rows, the page's fixed
 *   filters) as links to their detail with their date (snapshot-shapes listSnapshot);
 * - the detail page (`?id=`): the title as heading, date and byline, the summary, the body sanitized
 *   exactly as the detail API sends it (lib/sanitize.ts), the section's related rows (a policy's 解读),
 *   attachments and the previous and next rows;
 *   canonical: the detail address. Unknown id: null (generic snapshot, noindex); a withdrawn row: a plain
 *   gone page (HTTP 410, content-gone.ts);
 * - a sitemap source of every row (lastmod: the date column).
 *
 * The list and detail shapes are exported (contentListSnapshot, contentDetailSnapshot) for a section whose
 * page addresses differ, e.g. the fitness cases' one page /fitnessCase?case_id=.
 */
import { sanitizeCached } from '../../lib/sanitize.js';
import { idParam, pathWithQuery, type PageSnapshot } from '../../plugins/first-html/page-snapshot.js';
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
import { isGone } from './content-gone.js';

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
  /** Rows the detail links to besides its neighbours, as the app's detail shows them (a policy's 解读). */
  relatedLinks?: (row: Record<string, unknown>) => Promise<SnapshotLink[]>;
}

/** A link of a detail's first HTML: address, text and a short note (e.g. 政策解读). */
export interface SnapshotLink {
  href: string;
  text: string;
  note: string;
}

/** How a row's detail address and first line are made (ContentPagesSpec, resolved). */
export interface ContentDetailShape {
  /** The row's detail address. */
  href(id: number): string;
  /** The row's date column (byline). */
  dateColumn: string;
  summaryColumn?: string;
  bylineColumns?: readonly string[];
  relatedLinks?: ContentPagesSpec['relatedLinks'];
}

/**
 * The detail snapshot of row `id` of `source` (module comment: title, date and byline, summary, body
 * sanitized as the detail API sends it, related rows, attachments, previous and next rows); null for no id
 * or no row.
 */
export async function contentDetailSnapshot<L, D extends L & { id: number; content_html: string }>(
  app: PortalApp,
  source: ContentSource<L, D>,
  shape: ContentDetailShape,
  id: number | null,
): Promise<PageSnapshot | null> {
  const found = id === null ? undefined : await findContent(app.db, source, id);
  if (id !== null && !found && (await isGone(app.db, source.table, id))) return goneSnapshot(shape.href(id));
  if (!found || id === null) return null;
  const row = found.row as Record<string, unknown>;
  const { href } = shape;
  return detailSnapshot({
    heading: String(row[source.titleColumn]),
    canonical: href(id),
    byline: [dayOf(row[shape.dateColumn]), ...(shape.bylineColumns ?? []).map((c) => String(row[c] ?? ''))],
    summary: shape.summaryColumn ? String(row[shape.summaryColumn] ?? '') : null,
    contentHtml: sanitizeCached(`${source.table}:${id}`, found.row.content_html),
    links: [
      ...(shape.relatedLinks ? await shape.relatedLinks(row) : []),
      ...found.attachments.map((a) => ({ href: a.url, text: a.fileName, note: '附件' })),
      ...(found.prev ? [{ href: href(found.prev.id), text: found.prev.title, note: '上一篇' }] : []),
      ...(found.next ? [{ href: href(found.next.id), text: found.next.title, note: '下一篇' }] : []),
    ],
  });
}

/** The plain page of withdrawn content at `canonical` (HTTP 410, kept out of the index). */
function goneSnapshot(canonical: string): PageSnapshot {
  return {
    heading: '该内容已撤稿或删除',
    description: '该内容已撤稿或删除。',
    canonical,
    bodyHtml: '<p>您访问的内容已撤稿或删除，不再公开。</p>',
    noindex: true,
    gone: true,
  };
}

/** The list page `pageNum` of `source` (fixed `filters`) at `path`, rows linked by `shape.href` with their date. */
export async function contentListSnapshot<L, D extends L>(
  app: PortalApp,
  source: ContentSource<L, D>,
  shape: Pick<ContentDetailShape, 'href' | 'dateColumn'>,
  page: { title: string; path: string; pageNum: number; filters?: Readonly<Record<string, string>> },
): Promise<{ snapshot: PageSnapshot; firstId: number | null }> {
  const { pageNum } = page;
  const { rows, total } = await listContent(app.db, app.dialect, source, {
    pageNum,
    pageSize: SNAPSHOT_PAGE_SIZE,
    ...page.filters,
  });
  const field = (row: unknown, column: string) => (row as Record<string, unknown>)[column];
  const links = rows.map((row) => ({
    href: shape.href(Number(field(row, 'id'))),
    text: String(field(row, source.titleColumn)),
    note: dayOf(field(row, shape.dateColumn)),
  }));
  const snapshot = listSnapshot({ title: page.title, path: page.path, total, pageNum, links });
  return { snapshot, firstId: rows.length > 0 ? Number(field(rows[0], 'id')) : null };
}

/** Adds the list and detail renderers and the sitemap source of one content section. */
export function registerContentPages<L, D extends L & { id: number; content_html: string }>(
  app: PortalApp,
  source: ContentSource<L, D>,
  pages: ContentPagesSpec,
): void {
  const shape: ContentDetailShape = {
    href: (id) => pathWithQuery(pages.detail, { id }),
    dateColumn: pages.dateColumn ?? source.orderColumn,
    summaryColumn: pages.summaryColumn,
    bylineColumns: pages.bylineColumns,
    relatedLinks: pages.relatedLinks,
  };

  for (const list of pages.lists) {
    app.firstHtml.addPage(list.path, async ({ title, query }) => {
      const page = { title, path: list.path, pageNum: pageNumOf(query), filters: list.filters };
      return (await contentListSnapshot(app, source, shape, page)).snapshot;
    });
  }

  app.firstHtml.addPage(pages.detail, ({ query }) => contentDetailSnapshot(app, source, shape, idParam(query)));

  app.firstHtml.addSitemapSource(
    tableSitemapSource(app.db, {
      name: pages.sitemapName,
      table: source.table,
      idColumn: 'id',
      lastmodColumn: shape.dateColumn,
      path: (row) => shape.href(Number(row.id)),
    }),
  );
}
