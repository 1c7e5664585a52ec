/**
 * Every breadcrumb rule of spec §2 "Breadcrumb", as one pure function (`buildBreadcrumb`) so each rule
 * is unit-tested; breadcrumb-bar.tsx only renders its result.
 *
 * Rules (spec §2):
 * 1. Not shown on routes named `main` and `blank`.
 * 2. The route title split on '/' gives up to three levels.
 * 3. The first level is clickable for the venue-open (场馆开放) and news (新闻资讯) sections.
 * 4. The home icon sets the stored menu index to 0 and goes to '/' (crumb `home: true`; the component acts).
 * 5. Clicking a level finds the top-level route with the same title and goes to its path.
 * 6. For the venue-open section the link adds `organType=2`, or `organType=3` when the current page title
 *    is the large-venue detail.
 * 7. Detail pages of organisations, facilities, equipment, scientific guidance and social sports
 *    instructors show a middle crumb taken from the query parameter `from`.
 * 8. The title combining the home level with 公共体育场馆免费低收费开放服务评估结果 gets a distinct style.
 * A leading 首页 level is the home crumb itself, so it is not repeated. The last crumb is the current
 * page: never a link, marked `current`.
 */

/** The part of a route definition (app/routes.ts RouteDef) the breadcrumb reads. */
export interface BreadcrumbRoute {
  path: string;
  title: string;
}

export interface BreadcrumbInput {
  /** The matched route's `handle.name` ('main' for '/', 'blank' for '/blank'). */
  name?: string;
  /** The matched route's `handle.title`, e.g. '新闻资讯/新闻详情'. */
  title?: string;
  pathname: string;
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

export const HOME_TITLE = '首页';
export const HIDDEN_ROUTE_NAMES: readonly string[] = ['main', 'blank'];
export const VENUE_OPEN_TITLE = '场馆开放';
export const NEWS_TITLE = '新闻资讯';
/** Title of the large-venue detail page (/openFacility/bigDetail); its section link uses organType 3. */
export const LARGE_VENUE_DETAIL_TITLE = '场馆开放/大型场馆详情';
/** The title of rule 8 (/main/evaluation) and its CSS class. */
export const EVALUATION_TITLE = '首页/公共体育场馆免费低收费开放服务评估结果';
export const EVALUATION_CRUMB_CLASS = 'portal-breadcrumb--evaluation';

/** First levels that are links (rule 3). */
const LINKED_FIRST_LEVELS: readonly string[] = [VENUE_OPEN_TITLE, NEWS_TITLE];

/**
 * Detail pages that take a middle crumb from `from` (rule 7), by path (spec §2 route list):
 * organisation, facility, equipment, scientific-guidance and social-sports-instructor details.
 */
const FROM_CRUMB_PAGES: readonly RegExp[] = [
  /^\/fitnessOrganization\/fitnessOrganizationDetail$/,
  /^\/gymFacility\/facilityDetail(\/[^/]+)?$/,
  /^\/equipment\/[A-Za-z]*Detail$/,
  /^\/scienceFitnessGuide\/SFGDetail$/,
  /^\/socialSportGuider\/(sportGuider\/guiderDetail|socialSportDetail)$/,
];

/** Longest `from` text kept; longer values are cut (it is user-controlled query text). */
const MAX_FROM_LENGTH = 30;

/** Route title -> up to three non-empty levels (rule 2). */
export function splitTitle(title: string): string[] {
  return title
    .split('/')
    .map((level) => level.trim())
    .filter(Boolean)
    .slice(0, 3);
}

/** True for the detail pages of rule 7. */
export function takesFromCrumb(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return FROM_CRUMB_PAGES.some((re) => re.test(path));
}

/** Rule 5: the top-level route whose title is `title`, or whose title is `parentTitle/title`. */
function findRoute(
  routes: readonly BreadcrumbRoute[],
  title: string,
  parentTitle?: string,
): BreadcrumbRoute | undefined {
  return (
    routes.find((r) => r.title === title) ??
    (parentTitle ? routes.find((r) => r.title === `${parentTitle}/${title}`) : undefined)
  );
}

/** Rules 3, 5, 6: the target of a first-level crumb, or undefined when it is not a link. */
function firstLevelTarget(level: string, pageTitle: string, routes: readonly BreadcrumbRoute[]): string | undefined {
  if (!LINKED_FIRST_LEVELS.includes(level)) return undefined;
  const route = findRoute(routes, level);
  if (!route) return undefined;
  if (level !== VENUE_OPEN_TITLE) return route.path;
  const organType = pageTitle === LARGE_VENUE_DETAIL_TITLE ? 3 : 2;
  return `${route.path}?organType=${organType}`;
}

/** The breadcrumb for the current page, or null when it is not shown (rule 1, or a route without title). */
export function buildBreadcrumb(input: BreadcrumbInput): BreadcrumbModel | null {
  const { name, title, pathname, search, routes } = input;
  if (name && HIDDEN_ROUTE_NAMES.includes(name)) return null;
  if (!title) return null;

  let levels = splitTitle(title);
  const from = takesFromCrumb(pathname)
    ? new URLSearchParams(search).get('from')?.trim().slice(0, MAX_FROM_LENGTH)
    : undefined;
  let fromIndex = -1;
  if (from) {
    // Rule 7: [section, from, page]; a one-level title becomes [from, page].
    levels = levels.length >= 2 ? [levels[0]!, from, levels[levels.length - 1]!] : [from, ...levels];
    fromIndex = levels.length >= 3 ? 1 : 0;
  }
  // The home crumb already says 首页; a title starting with it (rule 8) must not repeat it.
  const startsAtHome = levels[0] === HOME_TITLE;
  const pageLevels = startsAtHome ? levels.slice(1) : levels;
  if (startsAtHome) fromIndex -= 1;

  const crumbs: Crumb[] = [{ key: 'home', text: HOME_TITLE, to: '/', home: true }];
  pageLevels.forEach((text, index) => {
    const isLast = index === pageLevels.length - 1;
    const crumb: Crumb = { key: `level-${index}`, text };
    if (isLast) {
      crumb.current = true;
    } else if (index === 0 && !startsAtHome && index !== fromIndex) {
      const to = firstLevelTarget(text, title, routes);
      if (to) crumb.to = to;
    } else if (index === fromIndex) {
      const route = findRoute(routes, text, index > 0 ? pageLevels[0] : undefined);
      if (route) crumb.to = route.path;
    }
    crumbs.push(crumb);
  });
  if (pageLevels.length === 0) crumbs[0]!.current = true;

  const model: BreadcrumbModel = { crumbs };
  if (title === EVALUATION_TITLE) model.className = EVALUATION_CRUMB_CLASS;
  return model;
}
