/**
 * The three venue detail pages (spec §2: small, large, centre) in the server-rendered first HTML
 * (plugins/first-html): the venue's name as heading, its public facts (type, area, address, phone,
 * sports; the presented VenueBasic), the provenance byline when a filling system pushed it, and its latest introduction sanitized as the introduction API
 * sends it. Canonical: the venue's own detail page (venueDetailPagePath), whichever of the three was
 * asked. A venue without a public (audited) year keeps its snapshot, as the page keeps its profile-only state; its
 * description then says the yearly data is not yet published. Unknown or malformed organId: null (generic
 * snapshot, noindex).
 */
import { idParam } from '../../plugins/first-html/page-snapshot.js';
import { dataSourceOf } from '../../db/exchange-provenance.js';
import { dataSourceByline, detailSnapshot } from '../../plugins/first-html/snapshot-shapes.js';
import type { PortalApp } from '../../types.js';
import { presentVenues } from '../venue/venue.presenter.js';
import { registerVenueSitemap, VENUE_DETAIL_PAGES, venueDetailPagePath, venueFacts } from '../venue/venue.pages.js';
import { presentIntroduction } from './venue-detail.presenter.js';
import { findVenue, listIntroductions, listStatYears } from './venue-detail.repository.js';

export function registerVenueDetailPages(app: PortalApp): void {
  const render = async ({ query }: { query: URLSearchParams }) => {
    const organId = idParam(query, 'organId');
    const row = organId === null ? undefined : await findVenue(app.db, organId);
    if (!row || organId === null) return null;
    const [[venue], introductions, dataSource, years] = await Promise.all([
      presentVenues(app.db, [row]),
      listIntroductions(app.db, organId, 'introduction'),
      dataSourceOf(app.db, ['venue', 'venueYear'], organId),
      listStatYears(app.db, organId),
    ]);
    const intro = introductions[0] ? presentIntroduction(introductions[0]) : null;
    return detailSnapshot({
      heading: venue!.name,
      canonical: venueDetailPagePath(venue!),
      byline: dataSourceByline(dataSource),
      fallbackDescription: `${venue!.name}：${venue!.organTypeName}，位于${venue!.areaName}${venue!.address}。${
        years.length > 0
          ? '开放时间、收费标准、交通与年度开放数据。'
          : '开放时间、收费标准与交通；年度开放数据尚未公布（审核通过后公布）。'
      }`,
      factsHtml: venueFacts(venue!),
      contentHtml: intro?.contentHtml,
    });
  };
  for (const path of Object.values(VENUE_DETAIL_PAGES)) app.firstHtml.addPage(path, render);
  registerVenueSitemap(app);
}
