/**
 * The venue list (/main/openFacility, 场馆开放) in the server-rendered first HTML (plugins/first-html):
 * the first page of the list's order (large venues first, then organId) for the address's organType
 * (default 2, the section's own, spec §2 breadcrumb rule 6) and pageNum, each venue a link to its
 * detail page with its area; canonical keeps organType and pageNum > 1.
 */
import { ORGAN_TYPE_NAMES, ORGAN_TYPES, type OrganType } from '@portal/contracts/venue.codes';
import { catalogue } from '@portal/contracts/pages.codes';
import { listSnapshot, pageNumOf, SNAPSHOT_PAGE_SIZE } from '../../plugins/first-html/snapshot-shapes.js';
import type { PortalApp } from '../../types.js';
import { presentVenues } from '../venue/venue.presenter.js';
import { venueDetailPagePath } from '../venue/venue.pages.js';
import { searchVenues } from './venue-search.repository.js';

const DEFAULT_ORGAN_TYPE: OrganType = 2;

export function registerVenueSearchPage(app: PortalApp): void {
  app.firstHtml.addPage(catalogue.venueSearch.path, async ({ title, query }) => {
    const asked = Number(query.get('organType'));
    const organType = (ORGAN_TYPES as readonly number[]).includes(asked) ? (asked as OrganType) : DEFAULT_ORGAN_TYPE;
    const pageNum = pageNumOf(query);
    const page = { pageNum, pageSize: SNAPSHOT_PAGE_SIZE };
    const { rows, total } = await searchVenues(app.db, app.dialect, { organType }, page);
    const venues = await presentVenues(app.db, rows);
    const snapshot = listSnapshot({
      title,
      path: catalogue.venueSearch.path,
      query: { organType },
      total,
      pageNum,
      unit: '家',
      links: venues.map((v) => ({ href: venueDetailPagePath(v), text: v.name, note: v.areaName })),
    });
    // The type is the list's subject: it leads the description and names the list.
    const typeName = ORGAN_TYPE_NAMES[organType];
    return {
      ...snapshot,
      description: `${typeName}：${snapshot.description}`,
      bodyHtml: `<h2>${typeName}</h2>${snapshot.bodyHtml}`,
    };
  });
}
