/**
 * The detail page of each kind of search result (contracts site-search.codes SITE_SEARCH_KINDS): a new kind
 * adds one line here. Venues open the detail page of their type (components/venue venueDetailPath),
 * construction projects that of their kind, facilities that of their kind (components/facility
 * facilityDetailEntry, as the facility section's own links). Used by the results page and the header box's
 * suggestions (a result item or a suggestion: what the link needs is in both).
 */
import type { SiteSearchSuggestion } from '@portal/contracts/site-search';
import type { SiteSearchKind } from '@portal/contracts/site-search.codes';
import { facilityDetailEntry } from '../facility/facility-detail';
import { venueDetailPath } from '../venue/organ-type';
import { catalogue } from '@portal/contracts/pages.codes';

const BUILD_DETAIL = {
  venueEquipment: catalogue.buildVenueEquipmentDetail,
  gymCenter: catalogue.buildGymCenterDetail,
  ice: catalogue.buildIceDetail,
  sportsPark: catalogue.buildSportsParkDetail,
} as const;

export const RESULT_LINK: Readonly<Record<SiteSearchKind, (item: SiteSearchSuggestion) => string>> = {
  news: ({ id }) => catalogue.newsDetail.href({ id }),
  notice: ({ id }) => catalogue.noticeDetail.href({ id }),
  regulation: ({ id }) => catalogue.regulationDetail.href({ id }),
  guidance: ({ id }) => catalogue.guidanceDetail.href({ id }),
  scienceGuide: ({ id }) => catalogue.scienceGuideDetail.href({ id }),
  venue: ({ id, organType, isLarge }) =>
    venueDetailPath({ organId: id, organType: organType ?? 2, isLarge: isLarge ?? false }),
  facility: ({ id, facilityKind }) => facilityDetailEntry(facilityKind ?? 'other').href({ id }),
  match: ({ id }) => catalogue.matchDetail.href({ id }),
  training: ({ id }) => catalogue.trainingDetail.href({ id }),
  buildProject: ({ id, buildKind }) => BUILD_DETAIL[buildKind ?? 'venueEquipment'].href({ id }),
  race: ({ id }) => catalogue.raceDetail.href({ id }),
  guiderArticle: ({ id }) => catalogue.socialSportDetail.href({ id }),
  organization: ({ id }) => catalogue.fitnessOrganizationDetail.href({ id }),
};
