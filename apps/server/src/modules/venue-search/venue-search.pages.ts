/**
 * The venue list (/main/openFacility, 场馆开放) in the server-rendered first HTML (plugins/first-html):
 * the first page of the list's order (large venues first, then organId) for the address's organType
 * (default 2, the section's own, spec §2 breadcrumb rule 6) and pageNum, each venue a link to its
 * detail page with its area; canonical keeps organType and pageNum > 1.
 */
import { ORGAN_TYPE_NAMES, ORGAN_TYPES, type OrganType } from '@portal/contracts/venue.codes';
import { headingOf, idParam, linkList, pathWithQuery } from '../../plugins/first-html/page-snapshot.js';
import type { PortalApp } from '../../types.js';
import { presentVenues } from '../venue/venue.presenter.js';
import { venueDetailPagePath } from '../venue/venue.pages.js';
import { searchVenues } from './venue-search.repository.js';

const PAGE_SIZE = 10;
const DEFAULT_ORGAN_TYPE: OrganType = 2;

export function registerVenueSearchPage(app: PortalApp): void {
  app.firstHtml.addPage('/main/openFacility', async ({ title, query }) => {
    const asked = Number(query.get('organType'));
    const organType = (ORGAN_TYPES as readonly number[]).includes(asked) ? (asked as OrganType) : DEFAULT_ORGAN_TYPE;
    const pageNum = Math.min(idParam(query, 'pageNum') ?? 1, 100_000);
    const { rows, total } = await searchVenues(app.db, app.dialect, { organType }, { pageNum, pageSize: PAGE_SIZE });
    const venues = await presentVenues(app.db, rows);
    const typeName = ORGAN_TYPE_NAMES[organType];
    return {
      heading: headingOf(title),
      description: [`${typeName}开放信息（共 ${total} 家）`, ...venues.slice(0, 3).map((v) => v.name)].join('；'),
      canonical: pathWithQuery('/main/openFacility', { organType, pageNum: pageNum > 1 ? pageNum : undefined }),
      bodyHtml: `<h2>${typeName}</h2><p>共 ${total} 家，第 ${pageNum} 页</p>${linkList(
        venues.map((v) => ({ href: venueDetailPagePath(v), text: v.name, note: v.areaName })),
      )}`,
    };
  });
}
