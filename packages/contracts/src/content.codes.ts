/**
 * Codes of the CMS content (spec §7 lists): the keyword limit of list searches, the categories of news,
 * notices and regulations (the seed writes only these, and the list pages offer them as filters) and the
 * regulations' 效力状态. Plain values, no TypeBox: the web imports this file at run time and content.ts
 * builds the schemas from it (docs/decisions/contracts-and-lint.md "Contracts: codes and schemas").
 */

/** Most characters of a list search's keyword (contracts `Keyword`). */
export const KEYWORD_MAX_LENGTH = 50;

/** News categories (新闻资讯), in filter order. */
export const NEWS_CATEGORIES = ['工作动态', '赛事活动', '场馆开放', '科学健身', '地方动态'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** Notice categories (通知公告), in filter order. */
export const NOTICE_CATEGORIES = ['通知', '公告', '公示'] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];

/** Regulation categories (政策法规), in filter order. */
export const REGULATION_CATEGORIES = ['法律', '行政法规', '部门规章', '规范性文件', '地方性法规', '政策解读'] as const;
export type RegulationCategory = (typeof REGULATION_CATEGORIES)[number];

/** A regulation's 效力状态, in display order: in force, revised, repealed. */
export const REGULATION_STATUSES = ['现行有效', '已修订', '已废止'] as const;
export type RegulationStatus = (typeof REGULATION_STATUSES)[number];
