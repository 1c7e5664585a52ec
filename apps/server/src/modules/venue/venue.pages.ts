/**
 * Venue pages in the server-rendered first HTML (plugins/first-html): the detail address of a venue
 * (the web's components/venue/organ-type.ts venueDetailPath, spec §2 routes), a venue's facts as HTML,
 * and the sitemap source of every venue. Shared by venue search (list) and venue details.
 */
import type { VenueBasic } from '@portal/contracts/venue';
import { catalogue } from '@portal/contracts/pages.codes';
import { factList, pathWithQuery } from '../../plugins/first-html/page-snapshot.js';
import { tableSitemapSource } from '../../plugins/first-html/table-sitemap-source.js';
import type { PortalApp } from '../../types.js';

/** The catalogue paths of the three venue detail pages (spec §2). */
export const VENUE_DETAIL_PAGES = {
  small: catalogue.venueSmallDetail.path,
  big: catalogue.venueBigDetail.path,
  centre: catalogue.venueCentreDetail.path,
} as const;

/**
 * The detail page of a venue: a national fitness centre (type 4) -> the centre detail with oldType 4;
 * a large venue -> the large-venue detail; otherwise the small-venue detail; all with organId.
 */
export function venueDetailPagePath(venue: Pick<VenueBasic, 'organId' | 'organType' | 'isLarge'>): string {
  const { organId } = venue;
  if (venue.organType === 4) return pathWithQuery(VENUE_DETAIL_PAGES.centre, { organId, oldType: 4 });
  return pathWithQuery(venue.isLarge ? VENUE_DETAIL_PAGES.big : VENUE_DETAIL_PAGES.small, { organId });
}

/** A venue's public facts (the presented VenueBasic: type, area, address, phone, sports) as a `<dl>`. */
export function venueFacts(venue: VenueBasic): string {
  return factList([
    ['场馆类型', `${venue.organTypeName}${venue.isLarge ? '（大型场馆）' : ''}`],
    ['所在地区', venue.areaName],
    ['地址', venue.address],
    ['联系电话', venue.phone],
    ['开放项目', venue.sports.join('、')],
  ]);
}

/** Adds the sitemap source of every venue (lastmod: the row's creation; venues carry no edit time). */
export function registerVenueSitemap(app: PortalApp): void {
  app.firstHtml.addSitemapSource(
    tableSitemapSource(app.db, {
      name: 'venue',
      table: 'venue',
      idColumn: 'organ_id',
      lastmodColumn: 'created_at',
      columns: ['organ_type', 'is_large'],
      path: (row) =>
        venueDetailPagePath({
          organId: Number(row.id),
          organType: Number(row.organ_type) as VenueBasic['organType'],
          isLarge: Boolean(Number(row.is_large)),
        }),
    }),
  );
}
