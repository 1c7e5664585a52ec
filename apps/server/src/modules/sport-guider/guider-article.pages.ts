/**
 * The instructor section's articles in the server-rendered first HTML (plugins/first-html): the four
 * list pages (政策法规, 通知公告, 指导员协会, 指导员培训; spec §2 /socialSportGuider/*), the article detail
 * (/socialSportGuider/socialSportDetail?id, body sanitized as the detail API sends it; a training's
 * place and dates in its byline) and a sitemap source of every article.
 */
import type { GuiderArticleKind } from '@portal/contracts/sport-guider.codes';
import { catalogue } from '@portal/contracts/pages.codes';
import { sanitizeCached } from '../../lib/sanitize.js';
import { idParam, pathWithQuery } from '../../plugins/first-html/page-snapshot.js';
import {
  detailSnapshot,
  listSnapshot,
  pageNumOf,
  SNAPSHOT_PAGE_SIZE,
} from '../../plugins/first-html/snapshot-shapes.js';
import { tableSitemapSource } from '../../plugins/first-html/table-sitemap-source.js';
import type { PortalApp } from '../../types.js';
import { findGuiderArticle, listGuiderArticles } from './guider-article.repository.js';

const LIST_PAGES: ReadonlyArray<readonly [string, GuiderArticleKind]> = [
  [catalogue.guiderPolicy.path, 'policy'],
  [catalogue.guiderNotice.path, 'notice'],
  [catalogue.guiderAssociation.path, 'association'],
  [catalogue.guiderTrain.path, 'train'],
];
const DETAIL = catalogue.socialSportDetail.path;
const detailHref = (id: number) => pathWithQuery(DETAIL, { id });

export function registerGuiderArticlePages(app: PortalApp): void {
  for (const [path, kind] of LIST_PAGES) {
    app.firstHtml.addPage(path, async ({ title, query }) => {
      const pageNum = pageNumOf(query);
      const { rows, total } = await listGuiderArticles(app.db, { kind }, { pageNum, pageSize: SNAPSHOT_PAGE_SIZE });
      const links = rows.map((row) => ({ href: detailHref(row.id), text: row.title, note: row.publish_date }));
      return listSnapshot({ title, path, total, pageNum, links });
    });
  }
  app.firstHtml.addPage(DETAIL, async ({ query }) => {
    const id = idParam(query);
    const row = id === null ? undefined : await findGuiderArticle(app.db, id);
    if (!row) return null;
    const course = row.course_start ? `${row.course_start} 至 ${row.course_end ?? ''}` : null;
    return detailSnapshot({
      heading: row.title,
      canonical: detailHref(row.id),
      byline: [row.publish_date, row.source, row.place, course],
      summary: row.summary,
      contentHtml: sanitizeCached(`guider_article:${row.id}`, row.content_html),
    });
  });
  app.firstHtml.addSitemapSource(
    tableSitemapSource(app.db, {
      name: 'guider-article',
      table: 'guider_article',
      idColumn: 'id',
      lastmodColumn: 'publish_date',
      path: (row) => detailHref(Number(row.id)),
    }),
  );
}
