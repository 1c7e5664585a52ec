/**
 * Codes of the fitness organisation section (健身组织; spec §2 /fitnessOrganization/*): the five
 * categories, one list page each (1 fitnessAssociation 健身协会, 2 sportVolunteer 体育志愿者,
 * 3 sportAssociation 体育社团, 4 nationalSite 全民健身站点, 5 fitnessTeam 健身团队), and the kinds
 * inside each category (code = category × 100 + n). Plain values, no TypeBox: the web imports this file
 * at run time and fitness-organization.ts builds the schemas from it.
 *
 * A category is added here (code, name, kinds, list page) and in its catalogue entry (pages.codes.ts); the
 * server's first-HTML list pages, the web's routes and category navigation and the API's description are
 * derived from these lists (docs/ARCHITECTURE.md "How to add a section").
 */
import { catalogue } from './pages.codes.js';

export const ORGANIZATION_CATEGORIES = [1, 2, 3, 4, 5] as const;
export type OrganizationCategory = (typeof ORGANIZATION_CATEGORIES)[number];

/** Category names = the last title level of the category's list page (the detail's `from` crumb). */
export const ORGANIZATION_CATEGORY_NAMES: Readonly<Record<OrganizationCategory, string>> = {
  1: '健身协会',
  2: '体育志愿者',
  3: '体育社团',
  4: '全民健身站点',
  5: '健身团队',
};

/** The list page of each category: its catalogue entry (one page module serves them all, given the category). */
export const ORGANIZATION_CATEGORY_PAGES: Readonly<Record<OrganizationCategory, typeof catalogue.fitnessAssociation>> =
  {
    1: catalogue.fitnessAssociation,
    2: catalogue.sportVolunteer,
    3: catalogue.sportAssociation,
    4: catalogue.nationalSite,
    5: catalogue.fitnessTeam,
  };

/** The categories whose organisations meet at set times and a set place (sites and teams): they have a meeting time. */
export const ORGANIZATION_MEETING_CATEGORIES: readonly OrganizationCategory[] = [4, 5];

/** Kinds per category: code -> Chinese name. */
export const ORGANIZATION_KINDS: Readonly<Record<OrganizationCategory, Readonly<Record<number, string>>>> = {
  1: { 101: '体育总会', 102: '社区健身协会', 103: '老年人体育协会', 104: '农民体育协会' },
  2: { 201: '体育志愿者协会', 202: '志愿服务队' },
  3: {
    301: '篮球协会',
    302: '足球协会',
    303: '乒乓球协会',
    304: '羽毛球协会',
    305: '田径协会',
    306: '武术协会',
    307: '游泳协会',
    308: '登山户外协会',
  },
  4: { 401: '全民健身站点', 402: '晨练点', 403: '晚练点' },
  5: { 501: '广场舞队', 502: '太极拳队', 503: '健步走队', 504: '骑行队', 505: '健身气功队', 506: '跑步团' },
};

/** Every kind code, in code order. */
export const ORGANIZATION_KIND_CODES: readonly number[] = ORGANIZATION_CATEGORIES.flatMap((c) =>
  Object.keys(ORGANIZATION_KINDS[c]).map(Number),
);

/** The category of a kind code (code = category × 100 + n). */
export const categoryOfKind = (kind: number): number => Math.floor(kind / 100);

/** Most service records a volunteer organisation's detail shows (newest first). */
export const SERVICE_RECORDS_SHOWN = 10;
