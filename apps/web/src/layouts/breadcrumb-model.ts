/**
 * Every breadcrumb rule of spec §2 "Breadcrumb", as one pure function (`buildBreadcrumb`) so each rule
 * is unit-tested; breadcrumb-bar.tsx only renders its result. What differs between pages is data of the
 * page catalogue (@portal/contracts/pages.codes.ts `crumb`), carried by the route handle: no rule here names a page.
 *
 * Rules (spec §2):
 * 1. Not shown on routes named `main` and `blank`.
 * 2. The route title split on '/' gives up to three levels.
 * 3. The first level is clickable for the sections whose page says `crumb.linked` (venue-open, news).
 * 4. The home icon sets the stored menu index to 0 and goes to '/' (crumb `home: true`; the component acts).
 * 5. Clicking a level finds the top-level route with the same title and goes to its path.
 * 6. The section link carries the section's `crumb.sectionQuery` (venue-open: organType 2), unless the
 *    current page gives its own (the large-venue detail: organType 3).
 * 7. Pages with `crumb.fromParam` (organisation, facility, equipment, scientific-guidance and social
 *    sports instructor details) show a middle crumb taken from the query parameter `from`.
 * 8. A page's `crumb.className` gives the bar a distinct style (the evaluation results page).
 * A leading 首页 level is the home crumb itself, so it is not repeated. The last crumb is the current
 * page: never a link, marked `current`.
 */
import { catalogue, pathWithQuery, type PageInfo } from '@portal/contracts/pages.codes';
import { titleLevels, type RouteHandle } from '../config/route-handle';

/** The part of a route definition (app/routes.ts RouteDef) the breadcrumb reads. */
export type BreadcrumbRoute = Pick<PageInfo, 'path' | 'title' | 'crumb'>;

export interface BreadcrumbInput extends Partial<RouteHandle> {
  /** Query string of the current address ('' or '?a=b'). */
  search: string;
  /** The top-level routes of the main layout (MainLayout's `routes` prop). */
  routes: readonly BreadcrumbRoute[];
}

export interface Crumb {
  key: string;
  text: string;
  /** Where a click goes (path with query); absent for plain text. */
  to?: string;
  /** The home crumb: set the stored menu index to 0, then go to '/'. */
  home?: boolean;
  /** The current page (the last crumb). */
  current?: boolean;
}

export interface BreadcrumbModel {
  crumbs: Crumb[];
  /** Extra CSS class for the distinct style of rule 8. */
  className?: string;
}

/** The home crumb's text and target: the home page of the catalogue. */
const HOME = catalogue.home;
export const HIDDEN_ROUTE_NAMES: readonly string[] = ['main', 'blank'];

/** Longest `from` text kept; longer values are cut (it is user-controlled query text). */
const MAX_FROM_LENGTH = 30;

/** Route title -> up to three non-empty levels (rule 2). */
export function splitTitle(title: string): string[] {
  return titleLevels(title).slice(0, 3);
}

/** Rule 5: the top-level route whose title is `parentTitle/title`, else the one whose title is `title`. */
function findRoute(
  routes: readonly BreadcrumbRoute[],
  title: string,
  parentTitle?: string,
): BreadcrumbRoute | undefined {
  // The section's own page first: '政策法规' under 社会体育指导员 is /socialSportGuider/policy, not /policyRule.
  return (
    (parentTitle ? routes.find((r) => r.title === `${parentTitle}/${title}`) : undefined) ??
    routes.find((r) => r.title === title)
  );
}

/** Rules 3, 5, 6: the target of a first-level crumb, or undefined when it is not a link. */
function firstLevelTarget(
  level: string,
  page: RouteHandle['crumb'],
  routes: readonly BreadcrumbRoute[],
): string | undefined {
  const section = findRoute(routes, level);
  if (!section?.crumb?.linked) return undefined;
  return pathWithQuery(section.path, page?.sectionQuery ?? section.crumb.sectionQuery);
}

/** The breadcrumb for the current page, or null when it is not shown (rule 1, or a route without title). */
export function buildBreadcrumb(input: BreadcrumbInput): BreadcrumbModel | null {
  const { name, title, crumb: rules, search, routes } = input;
  if (name && HIDDEN_ROUTE_NAMES.includes(name)) return null;
  if (!title) return null;

  let levels = splitTitle(title);
  const from = rules?.fromParam ? new URLSearchParams(search).get('from')?.trim().slice(0, MAX_FROM_LENGTH) : undefined;
  let fromIndex = -1;
  if (from) {
    // Rule 7: [section, from, page]; a one-level title becomes [from, page].
    levels = levels.length >= 2 ? [levels[0]!, from, levels[levels.length - 1]!] : [from, ...levels];
    fromIndex = levels.length >= 3 ? 1 : 0;
  }
  // The home crumb already says 首页; a title starting with it (rule 8) must not repeat it.
  const startsAtHome = levels[0] === HOME.title;
  const pageLevels = startsAtHome ? levels.slice(1) : levels;
  if (startsAtHome) fromIndex -= 1;

  const crumbs: Crumb[] = [{ key: 'home', text: HOME.title, to: HOME.href(), home: true }];
  pageLevels.forEach((text, index) => {
    const isLast = index === pageLevels.length - 1;
    const crumb: Crumb = { key: `level-${index}`, text };
    if (isLast) {
      crumb.current = true;
    } else if (index === 0 && !startsAtHome && index !== fromIndex) {
      const to = firstLevelTarget(text, rules, routes);
      if (to) crumb.to = to;
    } else if (index === fromIndex) {
      const route = findRoute(routes, text, index > 0 ? pageLevels[0] : undefined);
      if (route) crumb.to = route.path;
    }
    crumbs.push(crumb);
  });
  if (pageLevels.length === 0) crumbs[0]!.current = true;

  const model: BreadcrumbModel = { crumbs };
  if (rules?.className) model.className = rules.className;
  return model;
}
