/**
 * The five organisation list pages of spec §2 in menu order, each with its category (contracts
 * ORGANIZATION_CATEGORIES) and a line about what it lists; used by the category navigation and the
 * list pages.
 */
import type { OrganizationCategory } from '@portal/contracts/fitness-organization.codes';
import { catalogue } from '@portal/contracts/pages.codes';

export const ORGANIZATION_PAGES = [
  {
    category: 1,
    entry: catalogue.fitnessAssociation,
    intro: '各级体育总会和健身协会：组织群众体育活动，发展基层体育组织。',
  },
  { category: 2, entry: catalogue.sportVolunteer, intro: '体育志愿者组织及其服务记录：赛事保障、健身指导与设施巡查。' },
  { category: 3, entry: catalogue.sportAssociation, intro: '单项体育协会：推广运动项目，组织训练和交流比赛。' },
  {
    category: 4,
    entry: catalogue.nationalSite,
    intro: '全民健身站点和晨晚练点：就近参加，每个站点注明活动时间和地点。',
  },
  { category: 5, entry: catalogue.fitnessTeam, intro: '社区健身团队：广场舞、太极拳、健步走、骑行等，欢迎加入。' },
] as const satisfies readonly { category: OrganizationCategory; entry: unknown; intro: string }[];

export type OrganizationPage = (typeof ORGANIZATION_PAGES)[number];
