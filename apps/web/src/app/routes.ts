/**
 * THE route table of the web app, as data (DESIGN.md "Web conventions"; spec §2; web-interfaces.md).
 * router.tsx builds the router from it; the main layout reads it for the breadcrumb (title levels) and
 * the document title. Only built routes are listed: every other address shows the 404 page.
 *
 * `title` holds up to three levels split on '/', e.g. '新闻资讯/新闻详情'; the last level also names the
 * browser tab. `name` 'main' (home) and 'blank' hide the breadcrumb (spec §2 "Breadcrumb").
 */
import type { ComponentType } from 'react';
import { EVALUATION_TITLE, LARGE_VENUE_DETAIL_TITLE } from '../layouts/breadcrumb-model';

/** The site name, appended to every document title. */
export const SITE_NAME = '全民健身场馆信息服务平台';

export interface RouteDef {
  /** Absolute path, e.g. '/news/newsdetail'. */
  path: string;
  /** 'main' for '/', 'blank' for '/blank' (the breadcrumb hides on these). */
  name?: string;
  /** '一级/二级/三级' title levels; also the document title. */
  title: string;
  /** Lazy page module (default export a component rendering exactly one <h1>). */
  page: () => Promise<{ default: ComponentType }>;
}

/** What each route carries in react-router's `handle` (read with useMatches). */
export interface RouteHandle {
  title: string;
  name?: string;
}

/** Routes rendered inside the main layout (header, tabs, breadcrumb, footer). */
export const mainRoutes: RouteDef[] = [
  { path: '/', name: 'main', title: '首页', page: () => import('../features/home/pages/home-page') },
  { path: '/news', title: '新闻资讯', page: () => import('../features/news/pages/news-list-page') },
  {
    path: '/news/newsdetail',
    title: '新闻资讯/新闻详情',
    page: () => import('../features/news/pages/news-detail-page'),
  },
  { path: '/main/notice', title: '通知公告', page: () => import('../features/notice/pages/notice-list-page') },
  {
    path: '/main/notice/detail',
    title: '通知公告/公告详情',
    page: () => import('../features/notice/pages/notice-detail-page'),
  },
  { path: '/policyRule', title: '政策法规', page: () => import('../features/policy/pages/policy-list-page') },
  {
    path: '/policyRule/ruleDetail',
    title: '政策法规/法规详情',
    page: () => import('../features/policy/pages/policy-detail-page'),
  },
  {
    path: '/guidance/guidanceDetail',
    title: '场馆信息化咨询指导/指导详情',
    page: () => import('../features/guidance/pages/guidance-detail-page'),
  },
  {
    path: '/fitnessCase',
    title: '健身工作案例',
    page: () => import('../features/fitness-case/pages/fitness-case-page'),
  },
  {
    path: '/main/evaluation',
    title: EVALUATION_TITLE,
    page: () => import('../features/evaluation/pages/evaluation-page'),
  },
  {
    path: '/openFacility/smallDetail',
    title: '场馆开放/场馆详情',
    page: () => import('../features/venue-detail/pages/small-detail-page'),
  },
  {
    path: '/openFacility/bigDetail',
    title: LARGE_VENUE_DETAIL_TITLE,
    page: () => import('../features/venue-detail/pages/big-detail-page'),
  },
  {
    path: '/openFacility/detail',
    title: '场馆开放/全民健身中心详情',
    page: () => import('../features/venue-detail/pages/centre-detail-page'),
  },
  { path: '/games', title: '赛事活动', page: () => import('../features/games/pages/games-list-page') },
  {
    path: '/games/detail',
    title: '赛事活动/赛事详情',
    page: () => import('../features/games/pages/games-detail-page'),
  },
  { path: '/training', title: '培训', page: () => import('../features/training/pages/training-list-page') },
  {
    path: '/training/detail',
    title: '培训/培训详情',
    page: () => import('../features/training/pages/training-detail-page'),
  },
  { path: '/main/openFacility', title: '场馆开放', page: () => import('../features/venue-open/pages/venue-open-page') },
  { path: '/fitnessMap', title: '健身地图', page: () => import('../features/fitness-map/pages/fitness-map-page') },
  { path: '/blank', name: 'blank', title: '建设中', page: () => import('./pages/blank-page') },
];

/** Routes without the shared header (spec §2 "Standalone pages"). */
export const standaloneRoutes: RouteDef[] = [
  { path: '/login', title: '用户登录', page: () => import('../features/auth/pages/login-page') },
  { path: '/videoCat', title: '场馆视频', page: () => import('../features/venue-video/pages/video-cat-page') },
  {
    path: '/passengerflow',
    title: '场馆客流',
    page: () => import('../features/passenger-flow/pages/passenger-flow-page'),
  },
];

/** Title of the 404 page (unknown addresses, inside the main layout). */
export const NOT_FOUND_TITLE = '页面不存在';

/** Document title for a route title: its last level + ' - ' + site name; the site name alone without one. */
export function documentTitle(routeTitle: string | undefined): string {
  const last = routeTitle
    ?.split('/')
    .map((level) => level.trim())
    .filter(Boolean)
    .at(-1);
  return last ? `${last} - ${SITE_NAME}` : SITE_NAME;
}
