/**
 * The tab menu tree of spec §2 "Top tab menu": ONE tree for the web app's default tabs
 * (apps/web/src/layouts/default-menu.ts) and the server's seeded menu (apps/server/src/seed/site-menu.ts,
 * table `site_menu`, GET /api/data/site/searchMenu), so replacing one by the other changes nothing a
 * visitor sees. Plain values, no TypeBox: the web imports it at run time.
 *
 * Shape: site.ts `MenuItem` { title, path, hidden?, divided?, children? }. `path` is an in-site path (with
 * query where the spec gives one; the web checks each is a page of its catalogue) or an absolute http(s)
 * address (opened in a new window). Dropdown parents carry their section path, which is never navigated
 * to; hidden items have hidden: true; the evaluation entry is set apart with divided: true. The cases tab
 * has no children here: the web fills them from the case list (spec §2). The spec's menu has no item for the
 * construction projects (/main/vBuild/*): they sit at the end of 健身设施, set apart (divided). The map entry centres on
 * lng 116.42602, lat 39.88433 (spec §9, pages.codes MAP_LINK_CENTRE). Every path comes from the page catalogue
 * (pages.codes.ts).
 */
import { catalogue, MAP_LINK_CENTRE, MENU_SECTION_PATHS } from './pages.codes.js';
import type { MenuItem } from './site.js';

export const SITE_MENU: readonly MenuItem[] = [
  { title: '首页', path: catalogue.home.path },
  { title: '新闻资讯', path: catalogue.news.path },
  { title: '赛事活动', path: catalogue.match.path },
  { title: '培训', path: catalogue.training.path },
  {
    title: '场馆开放',
    path: catalogue.venueSearch.path,
    children: [
      { title: '公共体育场', path: catalogue.venueSearch.href({ organType: 1 }) },
      { title: '公共体育馆', path: catalogue.venueSearch.href({ organType: 2 }) },
      { title: '公共游泳（跳水）馆', path: catalogue.venueSearch.href({ organType: 3 }) },
      { title: '全民健身中心', path: catalogue.venueSearch.href({ organType: 4 }) },
      { title: '免费低收费开放评估结果', path: catalogue.evaluation.path, divided: true },
    ],
  },
  {
    title: '健身设施',
    path: MENU_SECTION_PATHS.equipment,
    children: [
      { title: '全部', path: catalogue.equipmentIndex.path },
      { title: '全民健身路径', path: catalogue.equipmentNationalFitnessPath.path },
      { title: '特色活动场地', path: catalogue.equipmentSpecialActivitySite.path },
      { title: '体育健身中心', path: catalogue.equipmentSportsFitnessCenter.path },
      { title: '体育公园', path: catalogue.equipmentSportsPark.path },
      { title: '健身场馆', path: catalogue.equipmentFitnessVenues.path },
      { title: '建设项目', path: catalogue.buildVenueEquipment.path, divided: true },
    ],
  },
  {
    title: '科学健身指导',
    path: MENU_SECTION_PATHS.scienceFitnessGuide,
    children: [
      { title: '健身讲座与百科', path: catalogue.fitnessTalk.path },
      { title: '健身营养', path: catalogue.fitnessNutrition.path, hidden: true },
      { title: '健身教学', path: catalogue.fitnessTeach.path, hidden: true },
      { title: '健身计划', path: catalogue.fitnessPlan.path, hidden: true },
      { title: '体质测定与运动标准', path: catalogue.bodyCheck.path },
      { title: '居家健身微视频', path: 'https://www.sport.gov.cn/' },
    ],
  },
  {
    title: '社会体育指导员',
    path: MENU_SECTION_PATHS.socialSportGuider,
    children: [
      { title: '指导员', path: catalogue.sportGuider.path },
      { title: '政策法规', path: catalogue.guiderPolicy.path, hidden: true },
      { title: '通知公告', path: catalogue.guiderNotice.path, hidden: true },
      { title: '指导员协会', path: catalogue.guiderAssociation.path, hidden: true },
      { title: '指导员培训', path: catalogue.guiderTrain.path, hidden: true },
      { title: '健身组织', path: catalogue.fitnessAssociation.path },
    ],
  },
  { title: '健身工作案例', path: catalogue.fitnessCase.path },
  { title: '政策法规', path: catalogue.regulation.path },
  { title: '健身地图', path: catalogue.fitnessMap.href(MAP_LINK_CENTRE) },
];
