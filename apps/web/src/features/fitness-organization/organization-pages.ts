/**
 * The organisation list pages of spec §2 in menu order, one per category (contracts
 * ORGANIZATION_CATEGORIES, their catalogue entries ORGANIZATION_CATEGORY_PAGES), each with a line about what
 * it lists; used by the category navigation and the list pages.
 */
import {
  ORGANIZATION_CATEGORIES,
  ORGANIZATION_CATEGORY_PAGES,
  type OrganizationCategory,
} from '@portal/contracts/fitness-organization.codes';

/** What each category's page lists (shown under its heading). */
const INTROS: Readonly<Record<OrganizationCategory, string>> = {
  1: '各级体育总会和健身协会：组织群众体育活动，发展基层体育组织。',
  2: '体育志愿者组织及其服务记录：赛事保障、健身指导与设施巡查。',
  3: '单项体育协会：推广运动项目，组织训练和交流比赛。',
  4: '全民健身站点和晨晚练点：就近参加，每个站点注明活动时间和地点。',
  5: '社区健身团队：广场舞、太极拳、健步走、骑行等，欢迎加入。',
};

export const ORGANIZATION_PAGES = ORGANIZATION_CATEGORIES.map((category) => ({
  category,
  entry: ORGANIZATION_CATEGORY_PAGES[category],
  intro: INTROS[category],
}));

export type OrganizationPage = (typeof ORGANIZATION_PAGES)[number];
