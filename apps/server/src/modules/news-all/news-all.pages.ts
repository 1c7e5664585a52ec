/**
 * The all-news list (/vNewsAll, 全部资讯; spec §2) in the server-rendered first HTML (plugins/first-html):
 * the page (pageNum from the address) of every published news item, notice, policy and guidance text in
 * the web page's default order (no kind, year or keyword: newest first, news-all.repository.ts), read as
 * the list call reads it, each item a link to its own section's detail page with its kind and date.
 * Canonical: /vNewsAll (pageNum > 1 kept). The items' details have their sections' own renderers and
 * sitemap sources.
 */
import { NEWS_ALL_KIND_NAMES, type NewsAllKind } from '@portal/contracts/news-all.codes';
import { catalogue } from '@portal/contracts/pages.codes';
import { pathWithQuery } from '../../plugins/first-html/page-snapshot.js';
import { dayOf, listSnapshot, pageNumOf, SNAPSHOT_PAGE_SIZE } from '../../plugins/first-html/snapshot-shapes.js';
import type { PortalApp } from '../../types.js';
import { presentNewsAllItem } from './news-all.presenter.js';
import { searchNewsAll } from './news-all.repository.js';
import { NEWS_ALL_SOURCES } from './news-all.sources.js';

const PATH = catalogue.vNewsAll.path;

/**
 * The detail page of each kind (catalogue newsDetail, noticeDetail, regulationDetail, guidanceDetail; the
 * web's features/news-all/kind-links.ts): a new kind adds one line here too.
 */
const DETAIL_PAGES: Readonly<Record<NewsAllKind, string>> = {
  news: catalogue.newsDetail.path,
  notice: catalogue.noticeDetail.path,
  regulation: catalogue.regulationDetail.path,
  guidance: catalogue.guidanceDetail.path,
};

/** Adds the /vNewsAll renderer to `app.firstHtml` (module comment); called once by news-all.routes.ts. */
export function registerNewsAllPage(app: PortalApp): void {
  app.firstHtml.addPage(PATH, async ({ title, query }) => {
    const pageNum = pageNumOf(query);
    const { rows, total } = await searchNewsAll(app.db, app.dialect, {
      kinds: NEWS_ALL_SOURCES,
      pageNum,
      pageSize: SNAPSHOT_PAGE_SIZE,
    });
    const links = rows.map(presentNewsAllItem).map((item) => ({
      href: pathWithQuery(DETAIL_PAGES[item.kind], { id: item.id }),
      text: item.title,
      note: `${NEWS_ALL_KIND_NAMES[item.kind]} · ${dayOf(item.publishTime)}`,
    }));
    return listSnapshot({ title, path: PATH, total, pageNum, links });
  });
}
