/**
 * THE route table of the web app: which pages of the catalogue (@portal/contracts/pages.codes.ts) are built, each with
 * its lazy page import (DESIGN.md "Web conventions"; spec §2). router.tsx builds the router from it; the
 * main layout receives `mainRoutes` for the breadcrumb (rule 5: a level links to the route of the same
 * title). A catalogue entry without a route here shows the 404 page.
 *
 * Path, title, name, standalone and breadcrumb rules come from the entry; pages render exactly one <h1>.
 */
import type { ComponentType } from 'react';
import { catalogue, type PageInfo } from '@portal/contracts/pages.codes';

export interface RouteDef extends PageInfo {
  /** Lazy page module (default export a component rendering exactly one <h1>). */
  page: () => Promise<{ default: ComponentType }>;
}

/** The built pages (spec §2), in the order of the route table. */
const builtPages: RouteDef[] = [
  { ...catalogue.home, page: () => import('../features/home/pages/home-page') },
  { ...catalogue.news, page: () => import('../features/news/pages/news-list-page') },
  { ...catalogue.newsDetail, page: () => import('../features/news/pages/news-detail-page') },
  { ...catalogue.notice, page: () => import('../features/notice/pages/notice-list-page') },
  { ...catalogue.noticeDetail, page: () => import('../features/notice/pages/notice-detail-page') },
  { ...catalogue.fitnessTalk, page: () => import('../features/science-guide/pages/fitness-talk-page') },
  { ...catalogue.scienceGuideDetail, page: () => import('../features/science-guide/pages/science-guide-detail-page') },
  { ...catalogue.fitnessKnowledge, page: () => import('../features/science-guide/pages/fitness-knowledge-page') },
  { ...catalogue.fitnessNutrition, page: () => import('../features/science-guide/pages/fitness-nutrition-page') },
  { ...catalogue.fitnessTeach, page: () => import('../features/science-guide/pages/fitness-teach-page') },
  { ...catalogue.fitnessPlan, page: () => import('../features/science-guide/pages/fitness-plan-page') },
  { ...catalogue.bodyCheck, page: () => import('../features/science-guide/pages/body-check-page') },
  { ...catalogue.bodyCheckEvent, page: () => import('../features/science-guide/pages/check-event-page') },
  { ...catalogue.bodyCheckSite, page: () => import('../features/science-guide/pages/check-site-page') },
  { ...catalogue.exerciseEvent, page: () => import('../features/science-guide/pages/exercise-event-page') },
  { ...catalogue.exerciseDetail, page: () => import('../features/science-guide/pages/exercise-detail-page') },
  { ...catalogue.synthesizeAssess, page: () => import('../features/science-guide/pages/synthesize-assess-page') },
  { ...catalogue.regulation, page: () => import('../features/regulation/pages/regulation-list-page') },
  { ...catalogue.regulationDetail, page: () => import('../features/regulation/pages/regulation-detail-page') },
  { ...catalogue.guidance, page: () => import('../features/guidance/pages/guidance-list-page') },
  { ...catalogue.guidanceDetail, page: () => import('../features/guidance/pages/guidance-detail-page') },
  { ...catalogue.siteMap, page: () => import('./pages/site-map-page') },
  { ...catalogue.openData, page: () => import('../features/open-data/pages/open-data-page') },
  { ...catalogue.openDataDataset, page: () => import('../features/open-data/pages/dataset-page') },
  { ...catalogue.dataHealth, page: () => import('../features/data-health/pages/data-health-page') },
  { ...catalogue.siteStatement, page: () => import('../features/site-statements/pages/statement-page') },
  { ...catalogue.privacyPolicy, page: () => import('../features/site-statements/pages/statement-page') },
  { ...catalogue.accessibilityStatement, page: () => import('../features/site-statements/pages/statement-page') },
  { ...catalogue.fitnessCase, page: () => import('../features/fitness-case/pages/fitness-case-page') },
  { ...catalogue.evaluation, page: () => import('../features/evaluation/pages/evaluation-page') },
  { ...catalogue.venueSmallDetail, page: () => import('../features/venue-detail/pages/small-detail-page') },
  { ...catalogue.venueBigDetail, page: () => import('../features/venue-detail/pages/big-detail-page') },
  { ...catalogue.venueCentreDetail, page: () => import('../features/venue-detail/pages/centre-detail-page') },
  { ...catalogue.match, page: () => import('../features/match/pages/match-list-page') },
  { ...catalogue.matchDetail, page: () => import('../features/match/pages/match-detail-page') },
  { ...catalogue.training, page: () => import('../features/training/pages/training-list-page') },
  { ...catalogue.trainingDetail, page: () => import('../features/training/pages/training-detail-page') },
  { ...catalogue.venueSearch, page: () => import('../features/venue-search/pages/venue-search-page') },
  { ...catalogue.fitnessMap, page: () => import('../features/fitness-map/pages/fitness-map-page') },
  { ...catalogue.sportGuider, page: () => import('../features/sport-guider/pages/sport-guider-page') },
  { ...catalogue.sportGuiderList, page: () => import('../features/sport-guider/pages/sport-guider-list-page') },
  { ...catalogue.guiderDetail, page: () => import('../features/sport-guider/pages/guider-detail-page') },
  { ...catalogue.guiderPolicy, page: () => import('../features/sport-guider/pages/guider-policy-page') },
  { ...catalogue.guiderNotice, page: () => import('../features/sport-guider/pages/guider-notice-page') },
  { ...catalogue.guiderAssociation, page: () => import('../features/sport-guider/pages/guider-association-page') },
  { ...catalogue.guiderTrain, page: () => import('../features/sport-guider/pages/guider-train-page') },
  { ...catalogue.socialSportDetail, page: () => import('../features/sport-guider/pages/social-sport-detail-page') },
  {
    ...catalogue.fitnessAssociation,
    page: () => import('../features/fitness-organization/pages/fitness-association-page'),
  },
  { ...catalogue.sportVolunteer, page: () => import('../features/fitness-organization/pages/sport-volunteer-page') },
  {
    ...catalogue.sportAssociation,
    page: () => import('../features/fitness-organization/pages/sport-association-page'),
  },
  { ...catalogue.nationalSite, page: () => import('../features/fitness-organization/pages/national-site-page') },
  { ...catalogue.fitnessTeam, page: () => import('../features/fitness-organization/pages/fitness-team-page') },
  {
    ...catalogue.fitnessOrganizationDetail,
    page: () => import('../features/fitness-organization/pages/organization-detail-page'),
  },
  { ...catalogue.buildVenueEquipment, page: () => import('../features/build-project/pages/build-list-page') },
  { ...catalogue.buildVenueEquipmentDetail, page: () => import('../features/build-project/pages/build-detail-page') },
  { ...catalogue.buildGymCenter, page: () => import('../features/build-project/pages/build-list-page') },
  { ...catalogue.buildGymCenterDetail, page: () => import('../features/build-project/pages/build-detail-page') },
  { ...catalogue.buildIce, page: () => import('../features/build-project/pages/build-list-page') },
  { ...catalogue.buildIceDetail, page: () => import('../features/build-project/pages/build-detail-page') },
  { ...catalogue.buildSportsPark, page: () => import('../features/build-project/pages/build-list-page') },
  { ...catalogue.buildSportsParkDetail, page: () => import('../features/build-project/pages/build-detail-page') },
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
  { ...catalogue.adminContentNew, page: () => import('../features/content-admin/pages/content-edit-page') },
  { ...catalogue.adminContentEdit, page: () => import('../features/content-admin/pages/content-edit-page') },
  { ...catalogue.adminExchangeImport, page: () => import('../features/data-exchange/pages/exchange-import-page') },
  { ...catalogue.equipmentIndex, page: () => import('../features/facility/pages/facility-list-page') },
  { ...catalogue.equipmentNationalFitnessPath, page: () => import('../features/facility/pages/facility-list-page') },
  { ...catalogue.equipmentSpecialActivitySite, page: () => import('../features/facility/pages/facility-list-page') },
  { ...catalogue.equipmentSportsFitnessCenter, page: () => import('../features/facility/pages/facility-list-page') },
  { ...catalogue.equipmentSportsPark, page: () => import('../features/facility/pages/facility-list-page') },
  { ...catalogue.equipmentFitnessVenues, page: () => import('../features/facility/pages/facility-list-page') },
  { ...catalogue.equipmentStadium, page: () => import('../features/facility/pages/facility-list-page') },
  { ...catalogue.equipmentFitnesspath, page: () => import('../features/facility/pages/facility-list-page') },
  { ...catalogue.equipmentFitnesstrail, page: () => import('../features/facility/pages/facility-list-page') },
  { ...catalogue.equipmentGreenway, page: () => import('../features/facility/pages/facility-list-page') },
  { ...catalogue.equipmentOther, page: () => import('../features/facility/pages/facility-list-page') },
  { ...catalogue.equipmentSkatingRink, page: () => import('../features/facility/pages/facility-list-page') },
  {
    ...catalogue.equipmentNationalFitnessPathDetail,
    page: () => import('../features/facility/pages/facility-detail-page'),
  },
  {
    ...catalogue.equipmentSpecialActivitySiteDetail,
    page: () => import('../features/facility/pages/facility-detail-page'),
  },
  {
    ...catalogue.equipmentSportsFitnessCenterDetail,
    page: () => import('../features/facility/pages/facility-detail-page'),
  },
  { ...catalogue.equipmentSportsParkDetail, page: () => import('../features/facility/pages/facility-detail-page') },
  { ...catalogue.equipmentFieldDetail, page: () => import('../features/facility/pages/facility-detail-page') },
  {
    ...catalogue.equipmentNationalFitnessPathEquipmentDetail,
    page: () => import('../features/facility/pages/equipment-detail-page'),
  },
  { ...catalogue.equipmentEquipmentDetail, page: () => import('../features/facility/pages/equipment-detail-page') },
  { ...catalogue.equipmentTraditionalEquipment, page: () => import('../features/facility/pages/equipment-list-page') },
  { ...catalogue.equipmentField, page: () => import('../features/facility/pages/equipment-list-page') },
  { ...catalogue.equipmentAuthentication, page: () => import('../features/facility/pages/authentication-page') },
  { ...catalogue.gymFacilityFixReport, page: () => import('../features/facility/pages/fix-report-page') },
  { ...catalogue.facilityLayout, page: () => import('../features/facility/pages/facility-layout-page') },
  { ...catalogue.facilityLayoutDetail, page: () => import('../features/facility/pages/layout-detail-page') },
  { ...catalogue.gymFacilitySmallDetail, page: () => import('../features/facility/pages/venue-facilities-page') },
  { ...catalogue.gymFacilityBigDetail, page: () => import('../features/facility/pages/venue-facilities-page') },
  { ...catalogue.gymFacilityFieldDetail, page: () => import('../features/facility/pages/field-detail-page') },
  { ...catalogue.fixReportInbox, page: () => import('../features/facility/pages/fix-inbox-page') },
];

/** Routes rendered inside the main layout (header, tabs, breadcrumb, footer). */
export const mainRoutes: RouteDef[] = builtPages.filter((route) => !route.standalone);

/** Routes without the shared header (spec §2 "Standalone pages"). */
export const standaloneRoutes: RouteDef[] = builtPages.filter((route) => route.standalone);

/** Title of the 404 page (unknown addresses and unbuilt pages, inside the main layout). */
export const NOT_FOUND_TITLE = '页面不存在';
