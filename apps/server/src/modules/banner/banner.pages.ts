/**
 * The home page (/) in the server-rendered first HTML (plugins/first-html): the site name as heading,
 * the first banner image (the page's largest element, so it loads with the HTML rather than after the
 * scripts: mobile LCP) and every banner as a link. The image box has the carousel's aspect ratio
 * (app/first-html.css), full width, so the app's banner that replaces it is not a larger paint.
 */
import { escapeHtml, linkList, SITE_DESCRIPTION, SITE_NAME } from '../../plugins/first-html/page-snapshot.js';
import type { PortalApp } from '../../types.js';
import { presentBanner } from './banner.presenter.js';
import { listBanners } from './banner.repository.js';

export function registerHomePage(app: PortalApp): void {
  app.firstHtml.addPage('/', async () => {
    const banners = (await listBanners(app.db)).map(presentBanner);
    const first = banners[0];
    const image = first
      ? `<figure class="first-html__banner"><img src="${escapeHtml(first.imageUrl)}" alt="${escapeHtml(first.title)}" width="1200" height="400" fetchpriority="high" /></figure>`
      : '';
    const links = banners.flatMap((b) => (b.linkPath?.startsWith('/') ? [{ href: b.linkPath, text: b.title }] : []));
    return {
      heading: SITE_NAME,
      description: SITE_DESCRIPTION,
      canonical: '/',
      bodyHtml: `${image}${linkList(links)}`,
    };
  });
}
