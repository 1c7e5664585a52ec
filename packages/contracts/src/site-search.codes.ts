/**
 * Codes of the site search (站内搜索, issue "public experience" §5; not a page of spec §2, like the feedback
 * inbox): the kinds of published item one search covers, in the order their groups are shown, each with its
 * Chinese name, and the query limits. A new section joins with one kind here, one source on the server
 * (modules/site-search/site-search.sources.ts: a SQL source, or an in-memory one as the facilities) and one
 * detail link on the web (components/site-search/result-links.ts). Plain values: the web imports this file at run time.
 */

export const SITE_SEARCH_KINDS = [
  'news',
  'notice',
  'regulation',
  'guidance',
  'scienceGuide',
  'venue',
  'facility',
  'match',
  'training',
  'buildProject',
  'race',
  'guiderArticle',
  'organization',
] as const;
export type SiteSearchKind = (typeof SITE_SEARCH_KINDS)[number];

export const SITE_SEARCH_KIND_NAMES: Readonly<Record<SiteSearchKind, string>> = {
  news: '新闻资讯',
  notice: '通知公告',
  regulation: '政策法规',
  guidance: '咨询指导',
  scienceGuide: '科学健身指导',
  venue: '场馆',
  facility: '健身设施',
  match: '赛事活动',
  training: '培训',
  buildProject: '建设项目',
  race: '全民运动会赛事',
  guiderArticle: '社会体育指导员资讯',
  organization: '健身组织',
};

/** Longest query, in characters (the lists' keyword limit). */
export const SITE_SEARCH_Q_MAX_LENGTH = 50;

/**
 * Matches counted per kind at most: a common word matches most rows of the large sections, and counting
 * them all would scan them all. A group that reaches it shows "1000+", and its pages go that far.
 */
export const SITE_SEARCH_COUNT_CAP = 1000;

/** Suggestions under the header search box as the visitor types (docs/decisions/site-search.md). */
export const SITE_SEARCH_SUGGEST_SIZE = 8;
