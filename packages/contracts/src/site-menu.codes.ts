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
 * lng 116.42602, lat 39.88433 (spec §9).
 */
import type { MenuItem } from './site.js';

export const SITE_MENU: readonly MenuItem[] = [
  { title: '首页', path: '/' },
  { title: '新闻资讯', path: '/news' },
  { title: '赛事活动', path: '/games' },
  { title: '培训', path: '/training' },
  {
    title: '场馆开放',
    path: '/main/openFacility',
    children: [
      { title: '公共体育场', path: '/main/openFacility?organType=1' },
      { title: '公共体育馆', path: '/main/openFacility?organType=2' },
      { title: '公共游泳（跳水）馆', path: '/main/openFacility?organType=3' },
      { title: '全民健身中心', path: '/main/openFacility?organType=4' },
      { title: '免费低收费开放评估结果', path: '/main/evaluation', divided: true },
    ],
  },
  {
    title: '健身设施',
    path: '/equipment',
    children: [
      { title: '全部', path: '/equipment/index' },
      { title: '全民健身路径', path: '/equipment/NationalFitnessPath' },
      { title: '特色活动场地', path: '/equipment/SpecialActivitySite' },
      { title: '体育健身中心', path: '/equipment/SportsFitnessCenter' },
      { title: '体育公园', path: '/equipment/SportsPark' },
      { title: '健身场馆', path: '/equipment/FitnessVenues' },
      { title: '建设项目', path: '/main/vBuild/venueEquipment', divided: true },
    ],
  },
  {
    title: '科学健身指导',
    path: '/scienceFitnessGuide',
    children: [
      { title: '健身讲座与百科', path: '/scienceFitnessGuide/fitnessTalk' },
      { title: '健身营养', path: '/scienceFitnessGuide/fitnessNutrition', hidden: true },
      { title: '健身教学', path: '/scienceFitnessGuide/fitnessTeach', hidden: true },
      { title: '健身计划', path: '/scienceFitnessGuide/fitnessPlan', hidden: true },
      { title: '体质测定与运动标准', path: '/scienceFitnessGuide/bodyCheck' },
      { title: '居家健身微视频', path: 'https://www.sport.gov.cn/' },
    ],
  },
  {
    title: '社会体育指导员',
    path: '/socialSportGuider',
    children: [
      { title: '指导员', path: '/socialSportGuider/sportGuider' },
      { title: '政策法规', path: '/socialSportGuider/policy', hidden: true },
      { title: '通知公告', path: '/socialSportGuider/socialSportNotice', hidden: true },
      { title: '指导员协会', path: '/socialSportGuider/guiderAssociation', hidden: true },
      { title: '指导员培训', path: '/socialSportGuider/guiderTrain', hidden: true },
      { title: '健身组织', path: '/fitnessOrganization/fitnessAssociation' },
    ],
  },
  { title: '健身工作案例', path: '/fitnessCase' },
  { title: '政策法规', path: '/policyRule' },
  { title: '健身地图', path: '/fitnessMap?lng=116.42602&lat=39.88433' },
];
