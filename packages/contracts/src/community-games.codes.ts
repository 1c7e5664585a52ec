/**
 * Codes of the community sports games section (全民健身社区运动会, spec §2 /qmsports, §7 "community games
 * news and race map"): race statuses and levels with their Chinese names, the sports, the result kinds
 * and the map's limits. Plain values, no TypeBox: the web imports this file at run time and
 * community-games.ts builds the schemas from it (docs/decisions/contracts-and-lint.md "Contracts: codes and schemas").
 *
 * A race's status follows from its dates and today's date (Asia/Shanghai), first match wins:
 * ended 已结束 (end < today), ongoing 进行中 (start <= today), registering 报名中
 * (registrationStart <= today <= registrationEnd), else upcoming 未开始.
 */

export const RACE_STATUSES = ['registering', 'upcoming', 'ongoing', 'ended'] as const;
export type RaceStatus = (typeof RACE_STATUSES)[number];
export const RACE_STATUS_NAMES: Readonly<Record<RaceStatus, string>> = {
  registering: '报名中',
  upcoming: '未开始',
  ongoing: '进行中',
  ended: '已结束',
};

/** Level of a race: who organises it. */
export const RACE_LEVELS = ['national', 'province', 'city', 'county', 'community'] as const;
export type RaceLevel = (typeof RACE_LEVELS)[number];
export const RACE_LEVEL_NAMES: Readonly<Record<RaceLevel, string>> = {
  national: '国家级',
  province: '省级',
  city: '市级',
  county: '县级',
  community: '社区级',
};

/** The sports of the community games, in display order (the query's sport filter). */
export const GAMES_SPORTS = [
  '篮球',
  '足球',
  '排球',
  '羽毛球',
  '乒乓球',
  '田径',
  '游泳',
  '跳绳',
  '拔河',
  '广场舞',
  '健身气功',
  '太极拳',
  '健步走',
  '自行车',
  '门球',
  '中国象棋',
  '围棋',
  '毽球',
  '健身操',
  '路跑',
] as const;
export type GamesSport = (typeof GAMES_SPORTS)[number];

/** Individual or team results. */
export const RESULT_KINDS = ['individual', 'team'] as const;
export type ResultKind = (typeof RESULT_KINDS)[number];
export const RESULT_KIND_NAMES: Readonly<Record<ResultKind, string>> = { individual: '个人', team: '团体' };

/** The race map answers at most this many markers (clusters + single races) per viewport. */
export const RACE_MAP_MAX_MARKERS = 500;
/** Zoom range of the race map (Leaflet zoom levels). */
export const RACE_MAP_MIN_ZOOM = 3;
export const RACE_MAP_MAX_ZOOM = 18;
/** From this zoom on the map shows single races, never clusters. */
export const RACE_MAP_POINT_ZOOM = 15;

/** The month view and the .ics export of a month: 'YYYY-MM'. */
export const MONTH_PATTERN = '^[0-9]{4}-(0[1-9]|1[0-2])$';
