/**
 * What each route carries in react-router's `handle` (app/router.tsx builds it from the catalogue entry,
 * @portal/contracts/pages.codes.ts), and the readers of it: the breadcrumb (title levels, name, crumb rules), the main layout
 * (the home page, name 'main', renders without antd), the document title and a page's heading.
 */
import { useMatches } from 'react-router';
import type { PageInfo } from '@portal/contracts/pages.codes';

/** The site name, appended to every document title (spec §1). */
export const SITE_NAME = '全民健身场馆信息服务平台';

/** Who runs the site: the 主办单位 line of every footer and the statements' 个人信息处理者. */
export const SITE_SPONSOR = '国家体育总局体育信息中心';

/** A route's handle: the catalogue entry's title, name and breadcrumb rules. */
export type RouteHandle = Pick<PageInfo, 'title' | 'name' | 'crumb' | 'standalone'>;

/** The handle of a catalogue entry (only the fields a handle carries). */
export function handleOf(entry: PageInfo): RouteHandle {
  return {
    title: entry.title,
    ...(entry.name ? { name: entry.name } : {}),
    ...(entry.crumb ? { crumb: entry.crumb } : {}),
    ...(entry.standalone ? { standalone: entry.standalone } : {}),
  };
}

/** Every non-empty level of a title '一级/二级/三级', trimmed (spec §2 "Breadcrumb"). */
export function titleLevels(title: string | undefined): string[] {
  return (title ?? '')
    .split('/')
    .map((level) => level.trim())
    .filter(Boolean);
}

/** A page's own name: the last level of its title, e.g. '新闻详情' for '新闻资讯/新闻详情'. */
export function pageHeading(entry: Pick<PageInfo, 'title'>): string {
  return titleLevels(entry.title).at(-1) ?? '';
}

/** Document title for a route title: its last level + ' - ' + site name; the site name alone without one. */
export function documentTitle(routeTitle: string | undefined): string {
  const last = titleLevels(routeTitle).at(-1);
  return last ? `${last} - ${SITE_NAME}` : SITE_NAME;
}

/** The handle of the deepest matched route that has a title; {} when none has (needs a data router). */
export function useRouteHandle(): Partial<RouteHandle> {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as Partial<RouteHandle> | undefined;
    if (handle?.title) return handle;
  }
  return {};
}
