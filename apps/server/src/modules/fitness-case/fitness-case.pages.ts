/**
 * 健身工作案例 (/fitnessCase; spec §2-§3: the cases tab's sub-menu entries are /fitnessCase?case_id={id}) in
 * the server-rendered first HTML (plugins/first-html), through the content kit's shapes
 * (content/content.pages.ts) on the case API's source:
 * - with case_id: that case as the detail API sends it (name, date and region, summary, sanitized body,
 *   attachments, previous and next cases); canonical /fitnessCase?case_id={id}. A malformed or unknown id:
 *   null (generic snapshot, noindex), as the page shows its not-found state;
 * - without: the page of cases (pageNum from the address, list order) as links, then the first listed
 *   case's text, so the section's address alone carries a case's content.
 * A sitemap source lists every case's address (lastmod: its publish time).
 */
import { catalogue } from '@portal/contracts/pages.codes';
import { escapeHtml, idParam, pathWithQuery } from '../../plugins/first-html/page-snapshot.js';
import { pageNumOf } from '../../plugins/first-html/snapshot-shapes.js';
import { tableSitemapSource } from '../../plugins/first-html/table-sitemap-source.js';
import type { PortalApp } from '../../types.js';
import { contentDetailSnapshot, contentListSnapshot, type ContentDetailShape } from '../content/content.pages.js';
import type { ContentSource } from '../content/content.repository.js';

const PATH = catalogue.fitnessCase.path;

const SHAPE: ContentDetailShape = {
  href: (id) => pathWithQuery(PATH, { case_id: id }),
  dateColumn: 'publish_time',
  summaryColumn: 'summary',
  bylineColumns: ['region'],
};

/**
 * Adds the /fitnessCase renderer and the cases' sitemap source to `app.firstHtml` (module comment);
 * called once by fitness-case.routes.ts with the source its content routes read.
 */
export function registerFitnessCasePage<L, D extends L & { id: number; content_html: string }>(
  app: PortalApp,
  source: ContentSource<L, D>,
): void {
  app.firstHtml.addPage(PATH, async ({ title, query }) => {
    if (query.has('case_id')) return contentDetailSnapshot(app, source, SHAPE, idParam(query, 'case_id'));
    const { snapshot, firstId } = await contentListSnapshot(app, source, SHAPE, {
      title,
      path: PATH,
      pageNum: pageNumOf(query),
    });
    const first = await contentDetailSnapshot(app, source, SHAPE, firstId);
    if (!first) return snapshot;
    return {
      ...snapshot,
      bodyHtml: `${snapshot.bodyHtml}<h2>${escapeHtml(first.heading)}</h2>${first.bodyHtml}`,
    };
  });
  app.firstHtml.addSitemapSource(
    tableSitemapSource(app.db, {
      name: 'fitness-case',
      table: 'fitness_case',
      idColumn: 'id',
      lastmodColumn: 'publish_time',
      path: (row) => SHAPE.href(Number(row.id)),
    }),
  );
}
