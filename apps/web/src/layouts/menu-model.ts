/**
 * Pure rules of the top tab menu (spec §2 "Top tab menu", §4 "Menu"):
 * - the default tabs are replaced by the server menu when it is a non-empty list;
 * - the 健身工作案例 tab's children come from the case list (the case page with `case_id={id}`);
 * - items with `hidden: true` are not shown;
 * - the active tab is found from the current address (its first path segment), else the stored index;
 * - a change of `case_id` or `organType` query reloads the page (see `outletKey`).
 * Menu keys are positional (`t3`, `t3-1`) because paths repeat (two entries point at /blank).
 */
import type { MenuItem } from '@portal/contracts/site';
import { catalogue } from '@portal/contracts/pages.codes';
import { DEFAULT_MENU } from './default-menu';
import { pageTabOf } from './page-tabs';

/** The fitness-case page: its tab's children are filled from GET /api_/ruoyi/case/list. */
const CASES = catalogue.fitnessCase;

/** A case-list entry as the menu uses it (spec §3 "Case list item": id, name). */
export interface CaseMenuEntry {
  id: number;
  name: string;
}

/** The parts of the current address the rules read. `search` may be '' or start with '?'. */
export interface MenuLocation {
  pathname: string;
  search: string;
}

/** True for absolute http(s) addresses, which open in a new window (spec §2 tab behaviour). */
export function isExternalPath(path: string): boolean {
  return /^https?:\/\//i.test(path.trim());
}

const BASE = 'http://portal.invalid';

/** Split an in-site path into pathname and query parameters (trailing slashes ignored, '/' kept). */
function parsePath(path: string): { pathname: string; params: URLSearchParams } {
  const url = new URL(path, BASE);
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  return { pathname, params: url.searchParams };
}

/**
 * The first path segment, except 'main': spec §2 nests unrelated sections under /main (venue list, notices,
 * feedback, construction projects), so it names no section.
 */
function firstSegment(pathname: string): string {
  const segment = pathname.split('/').filter(Boolean)[0] ?? '';
  return segment === 'main' ? '' : segment;
}

/** 'main/vBuild' of '/main/vBuild/ice/detail': the section under /main (spec §2 nests sections there); '' when shorter. */
function firstTwoSegments(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  return segments.length >= 2 ? `${segments[0]}/${segments[1]}` : '';
}

/**
 * The tabs to show: `serverMenu` when it is a non-empty array, else the default tabs; the fitness-case
 * tab (the fitness-case page) gets one child per case when `cases` is non-empty. Inputs are not mutated.
 */
export function resolveMenu(
  serverMenu: readonly MenuItem[] | null | undefined,
  cases: readonly CaseMenuEntry[] | null | undefined,
): MenuItem[] {
  const base = Array.isArray(serverMenu) && serverMenu.length > 0 ? serverMenu : DEFAULT_MENU;
  return base.map((item) => {
    if (isExternalPath(item.path) || parsePath(item.path).pathname !== CASES.path || !cases?.length) return item;
    return {
      ...item,
      children: cases.map((c) => ({
        title: c.name,
        path: CASES.href({ case_id: c.id }),
      })),
    };
  });
}

/** The tree without hidden items (at every level); an item whose children are all hidden becomes a leaf. */
export function visibleMenu(items: readonly MenuItem[]): MenuItem[] {
  return items
    .filter((item) => !item.hidden)
    .map((item) => {
      const { children, ...rest } = item;
      const shown = children ? visibleMenu(children) : [];
      return shown.length > 0 ? { ...rest, children: shown } : rest;
    });
}

/** Every in-site path of an item and its descendants. */
function internalPaths(item: MenuItem): string[] {
  const own = isExternalPath(item.path) ? [] : [item.path];
  return own.concat((item.children ?? []).flatMap(internalPaths));
}

/** True when an item's in-site path names the location: same pathname and every query pair of the item present. */
export function pathMatchesLocation(path: string, location: MenuLocation, compareQuery = true): boolean {
  if (isExternalPath(path)) return false;
  const item = parsePath(path);
  const here = parsePath(
    location.pathname + (location.search.startsWith('?') || !location.search ? location.search : `?${location.search}`),
  );
  if (item.pathname !== here.pathname) return false;
  if (!compareQuery) return true;
  for (const [key, value] of item.params) if (here.params.get(key) !== value) return false;
  return true;
}

/**
 * Index (into `tabs`, the visible top level) of the active tab, or -1 when none applies:
 * 1. the tabs whose own or descendant path has the current pathname;
 * 2. else, for a page outside the menu listed in layouts/page-tabs.ts, the tab holding its named menu page
 *    (-1 when it names none, or when no tab holds that page);
 * 3. else the tabs whose paths share the first two path segments of the address (a section under /main:
 *    /main/vBuild/ice belongs with /main/vBuild/venueEquipment, not with /main/openFacility), then the
 *    first path segment other than 'main' (spec §4);
 * 4. else the stored index when it is in range.
 * When a step finds several tabs (as when two menus hold /blank), the stored index wins if it is among them,
 * else the first one.
 */
export function findActiveIndex(tabs: readonly MenuItem[], location: MenuLocation, storedIndex: number | null): number {
  const pick = (hit: (path: string) => boolean): number | undefined => {
    const candidates = tabs.flatMap((tab, index) => (internalPaths(tab).some(hit) ? [index] : []));
    if (candidates.length === 0) return undefined;
    return storedIndex !== null && candidates.includes(storedIndex) ? storedIndex : candidates[0];
  };
  const exact = pick((p) => pathMatchesLocation(p, location, false));
  if (exact !== undefined) return exact;
  const listed = pageTabOf(location.pathname);
  if (listed) {
    const { tabOf } = listed;
    if (tabOf === null) return -1;
    return pick((p) => pathMatchesLocation(p, { pathname: tabOf.path, search: '' }, false)) ?? -1;
  }
  const section = firstTwoSegments(location.pathname);
  const bySection = section ? pick((p) => firstTwoSegments(parsePath(p).pathname) === section) : undefined;
  if (bySection !== undefined) return bySection;
  const segment = firstSegment(location.pathname);
  const bySegment = segment ? pick((p) => firstSegment(parsePath(p).pathname) === segment) : undefined;
  if (bySegment !== undefined) return bySegment;
  return storedIndex !== null && storedIndex >= 0 && storedIndex < tabs.length ? storedIndex : -1;
}

/** Key of the top-level tab at `index` (`t{index}`) and of its child (`t{index}-{childIndex}`). */
export const tabKey = (index: number) => `t${index}`;
export const childKey = (parentKey: string, index: number) => `${parentKey}-${index}`;

/**
 * Keys to mark selected: the active tab and, inside it, the descendant whose path (query included)
 * names the current address.
 */
export function selectedMenuKeys(tabs: readonly MenuItem[], activeIndex: number, location: MenuLocation): string[] {
  const tab = tabs[activeIndex];
  if (!tab) return [];
  const keys = [tabKey(activeIndex)];
  const walk = (items: readonly MenuItem[], parent: string) => {
    items.forEach((item, i) => {
      const key = childKey(parent, i);
      if (pathMatchesLocation(item.path, location)) keys.push(key);
      if (item.children) walk(item.children, key);
    });
  };
  walk(tab.children ?? [], tabKey(activeIndex));
  return keys;
}

/** Find the item with a given positional key in the visible tree. */
export function findItemByKey(tabs: readonly MenuItem[], key: string): MenuItem | undefined {
  const match = /^t(\d+)((?:-\d+)*)$/.exec(key);
  if (!match) return undefined;
  let item = tabs[Number(match[1])];
  for (const part of match[2]!.split('-').filter(Boolean)) item = item?.children?.[Number(part)];
  return item;
}

/**
 * Key for the routed page element: changes when `case_id` or `organType` changes, so the page remounts
 * and loads its data afresh. The spec says such a route change "reloads the page"; remounting the
 * outlet is the single-page-app equivalent without losing the shell.
 */
export function outletKey(search: string): string {
  const params = new URLSearchParams(search);
  return `case_id=${params.get('case_id') ?? ''}&organType=${params.get('organType') ?? ''}`;
}
