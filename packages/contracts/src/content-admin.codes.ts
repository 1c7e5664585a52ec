/**
 * Codes of the editorial back office (内容管理; docs/decisions/content-management.md): content kinds (the
 * public tables items publish to), workflow states, roles and check finding types. Plain data, shared by
 * the server and the back-office web app.
 */

/**
 * Public tables an item can publish to: the portal's article-like tables, the home page banners, the
 * science-guide entries, the instructor section's articles and the community games' news.
 */
export const CMS_KINDS = [
  'news',
  'notice',
  'regulation',
  'guidance',
  'fitness_case',
  'banner',
  'science_guide',
  'guider_article',
  'games_news',
] as const;
export type CmsKind = (typeof CMS_KINDS)[number];

/** Workflow states of an item's latest version. */
export const CMS_STATUSES = ['draft', 'in_review', 'scheduled', 'published', 'withdrawn'] as const;
export type CmsStatus = (typeof CMS_STATUSES)[number];

/** Roles: 采编, 初审, 复审, 终审/签发, 站点管理员. */
export const CMS_ROLES = ['editor', 'review1', 'review2', 'approver', 'admin'] as const;
export type CmsRole = (typeof CMS_ROLES)[number];
/** Each role's Chinese name, as the back office shows it. */
export const CMS_ROLE_NAMES: Readonly<Record<CmsRole, string>> = {
  editor: '采编',
  review1: '初审',
  review2: '复审',
  approver: '终审/签发',
  admin: '站点管理员',
};

/** Pre-publish check (预先巡查) finding types. */
export const CMS_FINDING_TYPES = ['word', 'id_number', 'mobile', 'bank_card', 'image_alt', 'dead_link'] as const;
export type CmsFindingType = (typeof CMS_FINDING_TYPES)[number];

/** The regulation category of a policy interpretation (政策解读): such an item names its policy (`policyId`). */
export const CMS_INTERPRETATION_CATEGORY = '政策解读';

/** Field limits. */
export const CMS_TITLE_MAX = 200;
export const CMS_SUMMARY_MAX = 1000;
export const CMS_SOURCE_MAX = 100;
export const CMS_BODY_MAX = 500_000;
export const CMS_REASON_MAX = 500;
