/**
 * The community games' news (/qmsports/news/detail?id) in the server-rendered first HTML
 * (plugins/first-html), through the detail API's presenter (body sanitized as it sends it), and a sitemap
 * source of every games news item (lastmod: its publish time).
 */
import { catalogue } from '@portal/contracts/pages.codes';
import { idParam, pathWithQuery } from '../../plugins/first-html/page-snapshot.js';
import { dayOf, detailSnapshot } from '../../plugins/first-html/snapshot-shapes.js';
import { tableSitemapSource } from '../../plugins/first-html/table-sitemap-source.js';
import type { PortalApp } from '../../types.js';
import { presentNewsDetail } from './community-games.presenter.js';
import { findNews } from './community-games.repository.js';

const DETAIL = catalogue.raceNewsDetail.path;
const detailHref = (id: number) => pathWithQuery(DETAIL, { id });

export function registerGamesNewsPages(app: PortalApp): void {
  app.firstHtml.addPage(DETAIL, async ({ query }) => {
    const id = idParam(query);
    const row = id === null ? undefined : await findNews(app.db, id);
    if (!row) return null;
    const news = presentNewsDetail(row);
    return detailSnapshot({
      heading: news.title,
      canonical: detailHref(news.id),
      byline: [dayOf(news.publishTime), news.source],
      summary: news.summary,
      contentHtml: news.contentHtml,
    });
  });
  app.firstHtml.addSitemapSource(
    tableSitemapSource(app.db, {
      name: 'games-news',
      table: 'games_news',
      idColumn: 'id',
      lastmodColumn: 'publish_time',
      path: (row) => detailHref(Number(row.id)),
    }),
  );
}
