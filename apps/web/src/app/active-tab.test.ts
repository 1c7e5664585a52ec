/**
 * The tab that lights on every built page of the main layout (spec §4 "Menu"; layouts/menu-model
 * findActiveIndex with layouts/page-tabs.ts), from a fresh visit (no stored index) and after another tab was
 * visited (a stored index must not light a wrong tab on a page whose address names its tab or none).
 * A page added to app/routes.ts fails here until its tab is written down.
 */
import { describe, expect, it } from 'vitest';
import { ORGANIZATION_CATEGORIES, ORGANIZATION_CATEGORY_PAGES } from '@portal/contracts/fitness-organization.codes';
import { catalogue, type PageInfo } from '@portal/contracts/pages.codes';
import { findActiveIndex, resolveMenu, visibleMenu } from '../layouts/menu-model';
import { mainRoutes } from './routes';

const TABS = visibleMenu(resolveMenu(undefined, null));
const NONE = null;

/** [page, title of the tab that lights on it, or null for none]. */
const EXPECTED: ReadonlyArray<readonly [PageInfo, string | null]> = [
  [catalogue.home, '首页'],
  [catalogue.news, '新闻资讯'],
  [catalogue.newsDetail, '新闻资讯'],
  [catalogue.vNewsAll, '新闻资讯'],
  [catalogue.notice, '新闻资讯'],
  [catalogue.noticeDetail, '新闻资讯'],
  [catalogue.match, '赛事活动'],
  [catalogue.matchDetail, '赛事活动'],
  [catalogue.training, '培训'],
  [catalogue.trainingDetail, '培训'],
  [catalogue.venueSearch, '场馆开放'],
  [catalogue.venueSmallDetail, '场馆开放'],
  [catalogue.venueBigDetail, '场馆开放'],
  [catalogue.venueCentreDetail, '场馆开放'],
  [catalogue.evaluation, '场馆开放'],
  [catalogue.equipmentIndex, '健身设施'],
  [catalogue.equipmentNationalFitnessPath, '健身设施'],
  [catalogue.equipmentNationalFitnessPathDetail, '健身设施'],
  [catalogue.equipmentNationalFitnessPathEquipmentDetail, '健身设施'],
  [catalogue.equipmentSpecialActivitySite, '健身设施'],
  [catalogue.equipmentSpecialActivitySiteDetail, '健身设施'],
  [catalogue.equipmentSportsFitnessCenter, '健身设施'],
  [catalogue.equipmentSportsFitnessCenterDetail, '健身设施'],
  [catalogue.equipmentSportsPark, '健身设施'],
  [catalogue.equipmentSportsParkDetail, '健身设施'],
  [catalogue.equipmentFitnessVenues, '健身设施'],
  [catalogue.equipmentTraditionalEquipment, '健身设施'],
  [catalogue.equipmentStadium, '健身设施'],
  [catalogue.equipmentField, '健身设施'],
  [catalogue.equipmentFitnesspath, '健身设施'],
  [catalogue.equipmentFitnesstrail, '健身设施'],
  [catalogue.equipmentGreenway, '健身设施'],
  [catalogue.equipmentOther, '健身设施'],
  [catalogue.equipmentSkatingRink, '健身设施'],
  [catalogue.equipmentAuthentication, '健身设施'],
  [catalogue.equipmentFieldDetail, '健身设施'],
  [catalogue.equipmentEquipmentDetail, '健身设施'],
  [catalogue.facilityLayout, '健身设施'],
  [catalogue.facilityLayoutDetail, '健身设施'],
  [catalogue.gymFacilityFixReport, '健身设施'],
  [catalogue.fixReportInbox, '健身设施'],
  [catalogue.gymFacilitySmallDetail, '场馆开放'],
  [catalogue.gymFacilityBigDetail, '场馆开放'],
  [catalogue.gymFacilityFieldDetail, '场馆开放'],
  [catalogue.buildVenueEquipment, '健身设施'],
  [catalogue.buildVenueEquipmentDetail, '健身设施'],
  [catalogue.buildGymCenter, '健身设施'],
  [catalogue.buildGymCenterDetail, '健身设施'],
  [catalogue.buildIce, '健身设施'],
  [catalogue.buildIceDetail, '健身设施'],
  [catalogue.buildSportsPark, '健身设施'],
  [catalogue.buildSportsParkDetail, '健身设施'],
  [catalogue.fitnessTalk, '科学健身指导'],
  [catalogue.scienceGuideDetail, '科学健身指导'],
  [catalogue.fitnessKnowledge, '科学健身指导'],
  [catalogue.fitnessNutrition, '科学健身指导'],
  [catalogue.fitnessTeach, '科学健身指导'],
  [catalogue.fitnessPlan, '科学健身指导'],
  [catalogue.bodyCheck, '科学健身指导'],
  [catalogue.bodyCheckEvent, '科学健身指导'],
  [catalogue.bodyCheckSite, '科学健身指导'],
  [catalogue.exerciseEvent, '科学健身指导'],
  [catalogue.exerciseDetail, '科学健身指导'],
  [catalogue.synthesizeAssess, '科学健身指导'],
  [catalogue.sportGuider, '社会体育指导员'],
  [catalogue.sportGuiderList, '社会体育指导员'],
  [catalogue.guiderDetail, '社会体育指导员'],
  [catalogue.guiderPolicy, '社会体育指导员'],
  [catalogue.guiderNotice, '社会体育指导员'],
  [catalogue.guiderAssociation, '社会体育指导员'],
  [catalogue.guiderTrain, '社会体育指导员'],
  [catalogue.socialSportDetail, '社会体育指导员'],
  // Every organisation category's list page lights the tab of its section.
  ...ORGANIZATION_CATEGORIES.map((category) => [ORGANIZATION_CATEGORY_PAGES[category], '社会体育指导员'] as const),
  [catalogue.fitnessOrganizationDetail, '社会体育指导员'],
  [catalogue.fitnessCase, '健身工作案例'],
  [catalogue.regulation, '政策法规'],
  [catalogue.regulationDetail, '政策法规'],
  [catalogue.fitnessMap, '健身地图'],
  [catalogue.feedback, NONE],
  [catalogue.feedbackInbox, NONE],
  [catalogue.adminContent, NONE],
  [catalogue.adminColumns, NONE],
  [catalogue.adminAudit, NONE],
  [catalogue.adminAccounts, NONE],
  [catalogue.adminMenu, NONE],
  [catalogue.adminContentNew, NONE],
  [catalogue.adminContentEdit, NONE],
  [catalogue.adminExchangeImport, NONE],
  [catalogue.adminVenueYearReview, NONE],
  [catalogue.adminVenueVideos, NONE],
  [catalogue.guidance, NONE],
  [catalogue.guidanceDetail, NONE],
  [catalogue.siteMap, NONE],
  [catalogue.siteStatement, NONE],
  [catalogue.privacyPolicy, NONE],
  [catalogue.accessibilityStatement, NONE],
  [catalogue.openData, NONE],
  [catalogue.openDataDataset, NONE],
  [catalogue.dataHealth, NONE],
  [catalogue.siteSearch, NONE],
  [catalogue.raceQuery, NONE],
  [catalogue.raceDetail, NONE],
  [catalogue.raceCalendar, NONE],
  [catalogue.raceMap, NONE],
  [catalogue.raceScore, NONE],
  [catalogue.raceProvince, NONE],
  [catalogue.raceNewsDetail, NONE],
];

const expectedByPath = new Map(EXPECTED.map(([page, tab]) => [page.path, tab]));
const lit = (path: string, stored: number | null) => {
  const index = findActiveIndex(TABS, { pathname: path, search: '' }, stored);
  return index < 0 ? null : TABS[index]!.title;
};

describe('the active tab of every built page', () => {
  // The placeholder is shared by several menus: its tab is the stored one (menu-model.test.ts).
  const pages = mainRoutes.filter((route) => route.path !== catalogue.blank.path);

  it('names an expected tab for every built page of the main layout', () => {
    expect(pages.filter((route) => !expectedByPath.has(route.path)).map((route) => route.path)).toEqual([]);
  });

  it.each(pages.map((route) => [route.path, route] as const))('%s', (path) => {
    const expected = expectedByPath.has(path) ? expectedByPath.get(path) : 'unlisted';
    expect(lit(path, null)).toBe(expected);
    // Having come from every other tab changes nothing.
    for (let stored = 0; stored < TABS.length; stored += 1)
      expect(lit(path, stored), `stored ${stored}`).toBe(expected);
  });

  it('lights 新闻资讯, not 场馆开放, on the notice list (the reported case)', () => {
    expect(
      lit(
        catalogue.notice.path,
        TABS.findIndex((tab) => tab.title === '场馆开放'),
      ),
    ).toBe('新闻资讯');
  });
});
