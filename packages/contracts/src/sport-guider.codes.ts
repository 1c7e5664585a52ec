/**
 * Codes of the social sports instructor section (社会体育指导员; spec §2 /socialSportGuider/*): the four technical levels of
 * the 社会体育指导员管理办法 (国家级, 一级, 二级, 三级, in rank order), the sports an instructor is certified for, genders, the name-search
 * limits, the kinds of the section's articles (whose Chinese names are the `from` middle crumb of socialSportDetail,
 * spec §2 "Breadcrumb" rule 7) and the enrolment statuses of training courses. Plain values, no TypeBox: the web
 * imports this file at run time and sport-guider.ts builds the schemas from it (docs/decisions/contracts-and-lint.md
 * "Contracts: codes and schemas").
 */

/** Levels, highest first: 1 国家级, 2 一级, 3 二级, 4 三级. */
export const GUIDER_LEVELS = [1, 2, 3, 4] as const;
export type GuiderLevel = (typeof GUIDER_LEVELS)[number];
export const GUIDER_LEVEL_NAMES: Readonly<Record<GuiderLevel, string>> = {
  1: '国家级',
  2: '一级',
  3: '二级',
  4: '三级',
};

/** Sports (项目) an instructor is certified for, by code. */
export const GUIDER_SPORT_NAMES: Readonly<Record<number, string>> = {
  1: '广场舞',
  2: '太极拳',
  3: '健身气功',
  4: '健身操',
  5: '篮球',
  6: '足球',
  7: '乒乓球',
  8: '羽毛球',
  9: '游泳',
  10: '健步走',
  11: '瑜伽',
  12: '武术',
  13: '门球',
  14: '柔力球',
  15: '网球',
  16: '气排球',
  17: '登山',
  18: '自行车',
  19: '轮滑',
  20: '冰雪运动',
};
export const GUIDER_SPORTS: readonly number[] = Object.keys(GUIDER_SPORT_NAMES).map(Number);

/** 1 男, 2 女. */
export const GENDER_NAMES: Readonly<Record<1 | 2, string>> = { 1: '男', 2: '女' };

/** The name search takes 2..20 characters: 2 are enough (a surname alone is browsing, not a search). */
export const GUIDER_NAME_MIN_LENGTH = 2;
export const GUIDER_NAME_MAX_LENGTH = 20;

/** Nearest first looks at this many service stations around the visitor (modules/sport-guider). */
export const GUIDER_NEAREST_STATIONS = 100;

/** Kinds of the section's articles, with the list page each belongs to. */
export const GUIDER_ARTICLE_KINDS = ['policy', 'notice', 'association', 'train'] as const;
export type GuiderArticleKind = (typeof GUIDER_ARTICLE_KINDS)[number];
/** Chinese names = the last title level of each list page (the `from` crumb of socialSportDetail). */
export const GUIDER_ARTICLE_KIND_NAMES: Readonly<Record<GuiderArticleKind, string>> = {
  policy: '政策法规',
  notice: '通知公告',
  association: '指导员协会',
  train: '指导员培训',
};

/**
 * Enrolment status of a training course at a moment (Asia/Shanghai days): before the enrolment window
 * notOpen; inside it open, or full once enrolled reaches capacity; after it closed until the course
 * ends, then ended.
 */
export const ENROL_STATUSES = ['notOpen', 'open', 'full', 'closed', 'ended'] as const;
export type EnrolStatus = (typeof ENROL_STATUSES)[number];
export const ENROL_STATUS_NAMES: Readonly<Record<EnrolStatus, string>> = {
  notOpen: '即将报名',
  open: '报名中',
  full: '名额已满',
  closed: '报名截止',
  ended: '已结束',
};
