/**
 * The 网站地图 page's content (政府网站发展指引: a site map listing every section; catalogue.siteMap): every
 * built page a visitor can open without a record id, grouped like the tab menu. A page's group is the tab
 * that lights on it (layouts/menu-model findActiveIndex), so the site map and the menu never disagree;
 * pages of no tab are grouped by the first level of their title (全民运动会 ...), and the single ones
 * gathered under 其他服务. Pure: app/pages/site-map-page.tsx renders it.
 */
import type { MenuItem } from '@portal/contracts/site';
import { catalogue, type PageInfo } from '@portal/contracts/pages.codes';
import { pageHeading, titleLevels } from '../config/route-handle';
import { findActiveIndex, isExternalPath, pathMatchesLocation } from '../layouts/menu-model';

export interface SiteMapLink {
  title: string;
  href: string;
}

export interface SiteMapGroup {
  title: string;
  links: SiteMapLink[];
}

/** The name of the group of single pages outside the menu. */
export const OTHER_GROUP_TITLE = '其他服务';

/** Pages left out: the login page, the placeholder, the agency inbox, the back office and the site map itself. */
const LEFT_OUT: ReadonlySet<string> = new Set(
  [
    catalogue.login,
    catalogue.blank,
    catalogue.feedbackInbox,
    catalogue.adminContent,
    catalogue.adminColumns,
    catalogue.adminAudit,
    catalogue.adminAccounts,
    catalogue.adminMenu,
    catalogue.adminContentNew,
    catalogue.adminContentEdit,
    catalogue.adminExchangeImport,
    catalogue.adminVenueYearReview,
    catalogue.adminVenueVideos,
    catalogue.siteMap,
  ].map((page) => page.path),
);

/** True for a page that needs a record to show (its own title says 详情: a detail page). */
const isDetailPage = (page: PageInfo) => pageHeading(page).endsWith('详情');

/** Every in-site menu path of the tree, depth first. */
function menuPaths(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => [
    ...(isExternalPath(item.path) ? [] : [item.path]),
    ...menuPaths(item.children ?? []),
  ]);
}

/**
 * The groups of the site map: one per tab of `tabs` (the visible menu) that holds a listed page, in menu
 * order, then the groups of pages outside the menu. A page links to the menu's own address for it when
 * the menu has one (with its query, e.g. the map's centre), else to its path.
 */
export function buildSiteMap(tabs: readonly MenuItem[], pages: readonly PageInfo[]): SiteMapGroup[] {
  const paths = menuPaths(tabs);
  const byTab = tabs.map((tab): SiteMapGroup => ({ title: tab.title, links: [] }));
  const outside = new Map<string, SiteMapLink[]>();
  const listed = pages.filter((page) => !LEFT_OUT.has(page.path) && !isDetailPage(page));
  // Pages in the menu's order first, then the others in route order, a section's own page (its title is
  // the section's: 全民运动会) leading them.
  const menuIndex = (page: PageInfo) =>
    paths.findIndex((path) => pathMatchesLocation(path, { pathname: page.path, search: '' }, false));
  const rank = (page: PageInfo, order: number) => {
    const inMenu = menuIndex(page);
    if (inMenu >= 0) return inMenu;
    return paths.length + (titleLevels(page.title).length === 1 ? 0 : 1 + order);
  };
  const ordered = listed
    .map((page, order) => ({ page, rank: rank(page, order) }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ page }) => page);
  for (const page of ordered) {
    const here = { pathname: page.path, search: '' };
    const inMenu = menuIndex(page);
    const link = { title: pageHeading(page), href: inMenu >= 0 ? paths[inMenu]! : page.path };
    const index = findActiveIndex(tabs, here, null);
    if (index >= 0) byTab[index]!.links.push(link);
    else {
      const section = titleLevels(page.title)[0] ?? link.title;
      outside.set(section, [...(outside.get(section) ?? []), link]);
    }
  }
  const other: SiteMapLink[] = [];
  const outsideGroups: SiteMapGroup[] = [];
  for (const [title, links] of outside) {
    if (links.length > 1) outsideGroups.push({ title, links });
    else other.push(...links);
  }
  return [
    ...byTab.filter((group) => group.links.length > 0),
    ...outsideGroups,
    ...(other.length > 0 ? [{ title: OTHER_GROUP_TITLE, links: other }] : []),
  ];
}
