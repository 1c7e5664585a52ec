/**
 * THE route table of the web app: which pages of the catalogue (@portal/contracts/pages.codes.ts) are built, each with
 * its lazy page import (DESIGN.md "Web conventions"; spec §2). router.tsx builds the router from it; the
 * main layout receives `mainRoutes` for the breadcrumb (rule 5: a level links to the route of the same
 * title). A catalogue entry without a route here shows the 404 page.
 *
 * Path, title, name, standalone and breadcrumb rules come from the entry; pages render exactly one <h1>.
 * One page module may serve several entries (every facility kind's list, the four construction kinds ...):
 * the route gives it its kind as props, so no page reads its kind back from the address, and names the
 * page's first request, which the route's loader starts while the page's chunk loads
 * (docs/decisions/web-conventions.md "Route entries: props and first request").
 */
import type { ComponentType } from 'react';
import type { FetchQueryOptions } from '@tanstack/react-query';
import type { BuildKind } from '@portal/contracts/build-project.codes';
import type { FacilityKind } from '@portal/contracts/facility.codes';
import {
  ORGANIZATION_CATEGORIES,
  ORGANIZATION_CATEGORY_PAGES,
  type OrganizationCategory,
} from '@portal/contracts/fitness-organization.codes';
import type { ScienceGuideKind } from '@portal/contracts/science-guide.codes';
import type { GuiderArticleKind } from '@portal/contracts/sport-guider.codes';
import { catalogue, type PageInfo } from '@portal/contracts/pages.codes';

/** A page's first request: the query options its first render asks for (same key, same fetcher). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query's options; the loader only prefetches them
export type FirstQuery = FetchQueryOptions<any, any, any, any>;

/**
 * The first request of a page with props P, computed from the address's query and the props; async so the
 * module that knows it (the feature's url-state spec and api) loads beside the page's chunk, not in the entry.
 */
export type FirstQueryOf<P> = (search: URLSearchParams, props: P) => Promise<FirstQuery>;

export interface RouteDef extends PageInfo {
  /** Lazy page module (default export a component rendering exactly one <h1>, given `props`). */
  page: () => Promise<{ default: ComponentType<never> }>;
  /** What the page is given (plain data: a kind, a catalogue entry); none for a page of one route. */
  props?: object;
  /** The page's first request, prefetched by the route's loader (router.tsx) while the page chunk loads. */
  firstQuery?: FirstQueryOf<never>;
}

/**
 * The route of `entry`: `page` rendered with `props`, and its `firstQuery` (both optional). Typed here so
 * the props fit the page and the first request, which RouteDef keeps untyped for the router.
 */
function route<P extends object>(
  entry: PageInfo,
  page: () => Promise<{ default: ComponentType<P> }>,
  props?: P,
  firstQuery?: FirstQueryOf<P>,
): RouteDef {
  return {
    ...entry,
    page: page as RouteDef['page'],
    ...(props ? { props } : {}),
    ...(firstQuery ? { firstQuery: firstQuery as FirstQueryOf<never> } : {}),
  };
}

// The pages that serve several entries, and their first requests.
const facilityList = () => import('../features/facility/pages/facility-list-page');
const facilityListQuery: FirstQueryOf<{ kind: FacilityKind | null }> = async (search, { kind }) =>
  (await import('../features/facility/facility-search')).facilityFirstQuery(search, kind);
const facilityDetail = () => import('../features/facility/pages/facility-detail-page');
const buildList = () => import('../features/build-project/pages/build-list-page');
const buildListQuery: FirstQueryOf<{ kind: BuildKind }> = async (search, { kind }) =>
  (await import('../features/build-project/build-search')).buildFirstQuery(search, kind);
const buildDetail = () => import('../features/build-project/pages/build-detail-page');
const organizationList = () => import('../features/fitness-organization/pages/organization-list-page');
const organizationListQuery: FirstQueryOf<{ category: OrganizationCategory }> = async (search, { category }) =>
  (await import('../features/fitness-organization/organization-search')).organizationFirstQuery(search, category);
const guideList = () => import('../features/science-guide/pages/guide-list-page');
const guideListQuery: FirstQueryOf<{ kind: ScienceGuideKind }> = async (search, { kind }) =>
  (await import('../features/science-guide/guide-search')).guideFirstQuery(search, kind);
const guiderList = () => import('../features/sport-guider/pages/guider-article-list-page');
const guiderListQuery: FirstQueryOf<{ kind: GuiderArticleKind }> = async (search, { kind }) =>
  (await import('../features/sport-guider/guider-article-search')).guiderArticleFirstQuery(search, kind);
const venueDetail = () => import('../features/venue-detail/pages/venue-detail-page');
const venueFacilities = () => import('../features/facility/pages/venue-facilities-page');
const equipmentList = () => import('../features/facility/pages/equipment-list-page');
const equipmentDetail = () => import('../features/facility/pages/equipment-detail-page');
const statementPage = () => import('../features/site-statements/pages/statement-page');
const contentEdit = () => import('../features/content-admin/pages/content-edit-page');

// The first requests of pages of one route that bind a feature's API to a shared list component.
const contentList = () => import('../components/list-page/list-state');
const eventList = () => import('../components/venue-event/event-query');
const newsListQuery: FirstQueryOf<object> = async (search) => {
  const [{ listFirstQuery }, news] = await Promise.all([contentList(), import('../features/news/api')]);
  return listFirstQuery(search, news.NEWS_LIST_RULES, news.newsListQuery);
};
const noticeListQuery: FirstQueryOf<object> = async (search) => {
  const [{ listFirstQuery }, notice] = await Promise.all([contentList(), import('../features/notice/api')]);
  return listFirstQuery(search, notice.NOTICE_LIST_RULES, notice.noticeListQuery);
};
const regulationListQuery: FirstQueryOf<object> = async (search) => {
  const [{ listFirstQuery }, regulation] = await Promise.all([contentList(), import('../features/regulation/api')]);
  return listFirstQuery(search, regulation.REGULATION_LIST_RULES, regulation.regulationListQuery);
};
const matchListQuery: FirstQueryOf<object> = async (search) => {
  const [{ eventFirstQuery }, { matchApi }] = await Promise.all([eventList(), import('../features/match/api')]);
  return eventFirstQuery(search, matchApi.listQuery);
};
const trainingListQuery: FirstQueryOf<object> = async (search) => {
  const [{ eventFirstQuery }, { trainingApi }] = await Promise.all([eventList(), import('../features/training/api')]);
  return eventFirstQuery(search, trainingApi.listQuery);
};

/** The built pages (spec §2), in the order of the route table. */
const builtPages: RouteDef[] = [
  { ...catalogue.home, page: () => import('../features/home/pages/home-page') },
  route(catalogue.news, () => import('../features/news/pages/news-list-page'), undefined, newsListQuery),
  { ...catalogue.newsDetail, page: () => import('../features/news/pages/news-detail-page') },
  route(catalogue.notice, () => import('../features/notice/pages/notice-list-page'), undefined, noticeListQuery),
  { ...catalogue.noticeDetail, page: () => import('../features/notice/pages/notice-detail-page') },
  route(catalogue.fitnessTalk, guideList, { kind: 'talk' }, guideListQuery),
  { ...catalogue.scienceGuideDetail, page: () => import('../features/science-guide/pages/science-guide-detail-page') },
  route(catalogue.fitnessKnowledge, guideList, { kind: 'knowledge' }, guideListQuery),
  route(catalogue.fitnessNutrition, guideList, { kind: 'nutrition' }, guideListQuery),
  route(catalogue.fitnessTeach, guideList, { kind: 'teach' }, guideListQuery),
  route(catalogue.fitnessPlan, guideList, { kind: 'plan' }, guideListQuery),
  { ...catalogue.bodyCheck, page: () => import('../features/science-guide/pages/body-check-page') },
  { ...catalogue.bodyCheckEvent, page: () => import('../features/science-guide/pages/check-event-page') },
  { ...catalogue.bodyCheckSite, page: () => import('../features/science-guide/pages/check-site-page') },
  { ...catalogue.exerciseEvent, page: () => import('../features/science-guide/pages/exercise-event-page') },
  { ...catalogue.exerciseDetail, page: () => import('../features/science-guide/pages/exercise-detail-page') },
  { ...catalogue.synthesizeAssess, page: () => import('../features/science-guide/pages/synthesize-assess-page') },
  route(
    catalogue.regulation,
    () => import('../features/regulation/pages/regulation-list-page'),
    undefined,
    regulationListQuery,
  ),
  { ...catalogue.regulationDetail, page: () => import('../features/regulation/pages/regulation-detail-page') },
  { ...catalogue.guidance, page: () => import('../features/guidance/pages/guidance-list-page') },
  { ...catalogue.guidanceDetail, page: () => import('../features/guidance/pages/guidance-detail-page') },
  { ...catalogue.siteMap, page: () => import('./pages/site-map-page') },
  { ...catalogue.openData, page: () => import('../features/open-data/pages/open-data-page') },
  { ...catalogue.openDataDataset, page: () => import('../features/open-data/pages/dataset-page') },
  { ...catalogue.dataHealth, page: () => import('../features/data-health/pages/data-health-page') },
  route(catalogue.siteStatement, statementPage, { statement: 'siteStatement' }),
  route(catalogue.privacyPolicy, statementPage, { statement: 'privacyPolicy' }),
  route(catalogue.accessibilityStatement, statementPage, { statement: 'accessibilityStatement' }),
  { ...catalogue.fitnessCase, page: () => import('../features/fitness-case/pages/fitness-case-page') },
  { ...catalogue.evaluation, page: () => import('../features/evaluation/pages/evaluation-page') },
  route(catalogue.venueSmallDetail, venueDetail, { kind: 'small' }),
  route(catalogue.venueBigDetail, venueDetail, { kind: 'large' }),
  route(catalogue.venueCentreDetail, venueDetail, { kind: 'centre' }),
  route(catalogue.match, () => import('../features/match/pages/match-list-page'), undefined, matchListQuery),
  { ...catalogue.matchDetail, page: () => import('../features/match/pages/match-detail-page') },
  route(
    catalogue.training,
    () => import('../features/training/pages/training-list-page'),
    undefined,
    trainingListQuery,
  ),
  { ...catalogue.trainingDetail, page: () => import('../features/training/pages/training-detail-page') },
  { ...catalogue.venueSearch, page: () => import('../features/venue-search/pages/venue-search-page') },
  { ...catalogue.fitnessMap, page: () => import('../features/fitness-map/pages/fitness-map-page') },
  { ...catalogue.sportGuider, page: () => import('../features/sport-guider/pages/sport-guider-page') },
  { ...catalogue.sportGuiderList, page: () => import('../features/sport-guider/pages/sport-guider-list-page') },
  { ...catalogue.guiderDetail, page: () => import('../features/sport-guider/pages/guider-detail-page') },
  route(catalogue.guiderPolicy, guiderList, { kind: 'policy' }, guiderListQuery),
  route(catalogue.guiderNotice, guiderList, { kind: 'notice' }, guiderListQuery),
  route(catalogue.guiderAssociation, guiderList, { kind: 'association' }, guiderListQuery),
  route(catalogue.guiderTrain, guiderList, { kind: 'train' }, guiderListQuery),
  { ...catalogue.socialSportDetail, page: () => import('../features/sport-guider/pages/social-sport-detail-page') },
  ...ORGANIZATION_CATEGORIES.map((category) =>
    route(ORGANIZATION_CATEGORY_PAGES[category], organizationList, { category }, organizationListQuery),
  ),
  {
    ...catalogue.fitnessOrganizationDetail,
    page: () => import('../features/fitness-organization/pages/organization-detail-page'),
  },
  route(catalogue.buildVenueEquipment, buildList, { kind: 'venueEquipment' }, buildListQuery),
  route(catalogue.buildVenueEquipmentDetail, buildDetail, { kind: 'venueEquipment' }),
  route(catalogue.buildGymCenter, buildList, { kind: 'gymCenter' }, buildListQuery),
  route(catalogue.buildGymCenterDetail, buildDetail, { kind: 'gymCenter' }),
  route(catalogue.buildIce, buildList, { kind: 'ice' }, buildListQuery),
  route(catalogue.buildIceDetail, buildDetail, { kind: 'ice' }),
  route(catalogue.buildSportsPark, buildList, { kind: 'sportsPark' }, buildListQuery),
  route(catalogue.buildSportsParkDetail, buildDetail, { kind: 'sportsPark' }),
  { ...catalogue.vNewsAll, page: () => import('../features/news-all/pages/news-all-page') },
  { ...catalogue.siteSearch, page: () => import('../features/site-search/pages/site-search-page') },
  { ...catalogue.blank, page: () => import('./pages/blank-page') },
  { ...catalogue.login, page: () => import('../features/auth/pages/login-page') },
  { ...catalogue.videoCat, page: () => import('../features/venue-video/pages/video-cat-page') },
  { ...catalogue.passengerFlow, page: () => import('../features/passenger-flow/pages/passenger-flow-page') },
  { ...catalogue.qmsportsIndex, page: () => import('../features/community-games/pages/games-index-page') },
  { ...catalogue.raceQuery, page: () => import('../features/community-games/pages/race-query-page') },
  { ...catalogue.raceDetail, page: () => import('../features/community-games/pages/race-detail-page') },
  { ...catalogue.raceCalendar, page: () => import('../features/community-games/pages/race-calendar-page') },
  { ...catalogue.raceMap, page: () => import('../features/community-games/pages/race-map-page') },
  { ...catalogue.raceScore, page: () => import('../features/community-games/pages/race-score-page') },
  { ...catalogue.raceProvince, page: () => import('../features/community-games/pages/race-province-page') },
  { ...catalogue.raceNewsDetail, page: () => import('../features/community-games/pages/games-news-detail-page') },
  { ...catalogue.feedback, page: () => import('../features/feedback/pages/feedback-page') },
  { ...catalogue.feedbackInbox, page: () => import('../features/feedback/pages/feedback-inbox-page') },
  { ...catalogue.adminContent, page: () => import('../features/content-admin/pages/content-list-page') },
  { ...catalogue.adminColumns, page: () => import('../features/content-admin/ops/columns-page') },
  { ...catalogue.adminAudit, page: () => import('../features/content-admin/ops/audit-page') },
  { ...catalogue.adminAccounts, page: () => import('../features/content-admin/ops/accounts-page') },
  { ...catalogue.adminMenu, page: () => import('../features/content-admin/ops/menu-page') },
  route(catalogue.adminContentNew, contentEdit, { mode: 'new' }),
  route(catalogue.adminContentEdit, contentEdit, { mode: 'edit' }),
  { ...catalogue.adminExchangeImport, page: () => import('../features/data-exchange/pages/exchange-import-page') },
  {
    ...catalogue.adminVenueYearReview,
    page: () => import('../features/data-exchange/pages/venue-year-review-page'),
  },
  { ...catalogue.adminVenueVideos, page: () => import('../features/venue-video/admin/venue-videos-admin-page') },
  route(catalogue.equipmentIndex, facilityList, { kind: null }, facilityListQuery),
  route(catalogue.equipmentNationalFitnessPath, facilityList, { kind: 'fitness_path' }, facilityListQuery),
  route(catalogue.equipmentSpecialActivitySite, facilityList, { kind: 'special_site' }, facilityListQuery),
  route(catalogue.equipmentSportsFitnessCenter, facilityList, { kind: 'fitness_center' }, facilityListQuery),
  route(catalogue.equipmentSportsPark, facilityList, { kind: 'sports_park' }, facilityListQuery),
  route(catalogue.equipmentFitnessVenues, facilityList, { kind: 'fitness_venue' }, facilityListQuery),
  route(catalogue.equipmentStadium, facilityList, { kind: 'stadium' }, facilityListQuery),
  route(catalogue.equipmentFitnesspath, facilityList, { kind: 'fitness_trail' }, facilityListQuery),
  route(catalogue.equipmentFitnesstrail, facilityList, { kind: 'mountain_trail' }, facilityListQuery),
  route(catalogue.equipmentGreenway, facilityList, { kind: 'greenway' }, facilityListQuery),
  route(catalogue.equipmentOther, facilityList, { kind: 'other' }, facilityListQuery),
  route(catalogue.equipmentSkatingRink, facilityList, { kind: 'skating_rink' }, facilityListQuery),
  route(catalogue.equipmentNationalFitnessPathDetail, facilityDetail, { kind: 'fitness_path' }),
  route(catalogue.equipmentSpecialActivitySiteDetail, facilityDetail, { kind: 'special_site' }),
  route(catalogue.equipmentSportsFitnessCenterDetail, facilityDetail, { kind: 'fitness_center' }),
  route(catalogue.equipmentSportsParkDetail, facilityDetail, { kind: 'sports_park' }),
  route(catalogue.equipmentFieldDetail, facilityDetail, { kind: null }),
  route(catalogue.equipmentNationalFitnessPathEquipmentDetail, equipmentDetail, {
    entry: catalogue.equipmentNationalFitnessPathEquipmentDetail,
  }),
  route(catalogue.equipmentEquipmentDetail, equipmentDetail, { entry: catalogue.equipmentEquipmentDetail }),
  route(catalogue.equipmentTraditionalEquipment, equipmentList, { list: 'traditional' }),
  route(catalogue.equipmentField, equipmentList, { list: 'field' }),
  { ...catalogue.equipmentAuthentication, page: () => import('../features/facility/pages/authentication-page') },
  { ...catalogue.gymFacilityFixReport, page: () => import('../features/facility/pages/fix-report-page') },
  { ...catalogue.facilityLayout, page: () => import('../features/facility/pages/facility-layout-page') },
  { ...catalogue.facilityLayoutDetail, page: () => import('../features/facility/pages/layout-detail-page') },
  route(catalogue.gymFacilitySmallDetail, venueFacilities, { size: 'small' }),
  route(catalogue.gymFacilityBigDetail, venueFacilities, { size: 'large' }),
  { ...catalogue.gymFacilityFieldDetail, page: () => import('../features/facility/pages/field-detail-page') },
  { ...catalogue.fixReportInbox, page: () => import('../features/facility/pages/fix-inbox-page') },
];

/** Routes rendered inside the main layout (header, tabs, breadcrumb, footer). */
export const mainRoutes: RouteDef[] = builtPages.filter((route) => !route.standalone);

/** Routes without the shared header (spec §2 "Standalone pages"). */
export const standaloneRoutes: RouteDef[] = builtPages.filter((route) => route.standalone);

/** Title of the 404 page (unknown addresses and unbuilt pages, inside the main layout). */
export const NOT_FOUND_TITLE = '页面不存在';
