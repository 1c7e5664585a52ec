/**
 * Community sports games (全民健身社区运动会, spec §2 /qmsports, §7 "community games news and race map").
 * Every path is under /api/data/qmsports and is public (no session; spec §8 excludes the section from
 * the 401 retry, docs/decisions/community-games.md "Community games"). Dates are 'YYYY-MM-DD' (Asia/Shanghai),
 * times ISO-8601 UTC; statuses and levels come from community-games.codes.ts.
 *
 * - GET /games/current -> GamesCurrent (the current games and their headline figures)
 * - GET /race/search?RaceSearchQuery -> Page<RaceListItem>
 * - GET /race/{id} -> RaceDetail;  GET /race/score?id -> RaceScore
 * - GET /race/calendar?RaceCalendarQuery -> RaceCalendarMonth (races per day of a month)
 * - GET /race/ics?RaceIcsQuery -> text/calendar (one race, or the filtered races of a month)
 * - GET /race/map?RaceMapQuery -> RaceMapView (clusters and races of a viewport, <= 500 markers)
 * - GET /province/stat?gamesId -> ProvinceStat[] (figures and medal table per province)
 * - GET /news/list?pageNum&pageSize -> Page<GamesNewsItem>;  GET /news/detail?id -> GamesNewsDetail
 */
import { Type, type Static } from 'typebox';
import { literalUnion } from './literal-union.js';
import { LineText } from './content.js';
import { PageQuery } from './paging.js';
import { AreaCode } from './venue.js';
import {
  GAMES_SPORTS,
  MONTH_PATTERN,
  RACE_LEVELS,
  RACE_MAP_MAX_ZOOM,
  RACE_MAP_MIN_ZOOM,
  RACE_STATUSES,
  RESULT_KINDS,
} from './community-games.codes.js';

const IsoDate = (description: string) =>
  Type.String({ format: 'date', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description });

const Id = (description: string) => Type.Integer({ minimum: 1, maximum: 2147483647, description });

export const RaceStatus = literalUnion(RACE_STATUSES, {
  description: 'registering 报名中 / upcoming 未开始 / ongoing 进行中 / ended 已结束',
});
export const RaceLevel = literalUnion(RACE_LEVELS, {
  description: 'national 国家级 / province 省级 / city 市级 / county 县级 / community 社区级',
});
export const GamesSport = literalUnion(GAMES_SPORTS, { description: '运动项目' });
export const ResultKind = literalUnion(RESULT_KINDS);

/**
 * The filters shared by the race search, the calendar, the map and the month's .ics: games, division
 * (province, city or county), sport, status, level, keyword (race name, organiser or venue; 1-2 Chinese
 * characters work) and a date range [startDate, endDate] the race overlaps (endDate before startDate ->
 * 400 naming endDate).
 */
export const RaceFilters = Type.Object({
  gamesId: Type.Optional(Id('运动会编号')),
  areaCode: Type.Optional(AreaCode),
  sport: Type.Optional(GamesSport),
  status: Type.Optional(RaceStatus),
  level: Type.Optional(RaceLevel),
  keyword: Type.Optional(LineText(30, '关键词（赛事名称、主办单位、场地），最多 30 个字符')),
  startDate: Type.Optional(IsoDate('起始日期 YYYY-MM-DD')),
  endDate: Type.Optional(IsoDate('截止日期 YYYY-MM-DD')),
});
export type RaceFilters = Static<typeof RaceFilters>;

export const RaceSearchQuery = Type.Evaluate(Type.Intersect([PageQuery, RaceFilters]));
export type RaceSearchQuery = Static<typeof RaceSearchQuery>;

export const Month = Type.String({ pattern: MONTH_PATTERN, description: '月份 YYYY-MM' });

export const RaceCalendarQuery = Type.Evaluate(Type.Intersect([Type.Object({ month: Month }), RaceFilters]));
export type RaceCalendarQuery = Static<typeof RaceCalendarQuery>;

/** `id` for one race's .ics, or `month` (+ filters) for the races of a month; exactly one of the two. */
export const RaceIcsQuery = Type.Evaluate(
  Type.Intersect([Type.Object({ id: Type.Optional(Id('赛事编号')), month: Type.Optional(Month) }), RaceFilters]),
);
export type RaceIcsQuery = Static<typeof RaceIcsQuery>;

/** A viewport in degrees (WGS-84) and the Leaflet zoom, plus the race filters. */
export const RaceMapQuery = Type.Evaluate(
  Type.Intersect([
    Type.Object({
      west: Type.Number({ minimum: -180, maximum: 180, description: '西经度' }),
      south: Type.Number({ minimum: -90, maximum: 90, description: '南纬度' }),
      east: Type.Number({ minimum: -180, maximum: 180, description: '东经度' }),
      north: Type.Number({ minimum: -90, maximum: 90, description: '北纬度' }),
      zoom: Type.Integer({ minimum: RACE_MAP_MIN_ZOOM, maximum: RACE_MAP_MAX_ZOOM, description: '地图缩放级别' }),
    }),
    RaceFilters,
  ]),
);
export type RaceMapQuery = Static<typeof RaceMapQuery>;

export const RaceIdParams = Type.Object({ id: Id('赛事编号') });
export type RaceIdParams = Static<typeof RaceIdParams>;
export const RaceIdQuery = RaceIdParams;
export const NewsIdQuery = Type.Object({ id: Id('新闻编号') });
export const GamesStatQuery = Type.Object({ gamesId: Type.Optional(Id('运动会编号')) });
export type GamesStatQuery = Static<typeof GamesStatQuery>;

export const RaceListItem = Type.Object({
  id: Type.Integer(),
  gamesId: Type.Integer(),
  name: Type.String(),
  sport: Type.String(),
  level: RaceLevel,
  status: RaceStatus,
  startDate: Type.String(),
  endDate: Type.String(),
  registrationStart: Type.String(),
  registrationEnd: Type.String(),
  provinceCode: Type.String(),
  areaName: Type.String({ description: '省市县名称' }),
  venueName: Type.String(),
  capacity: Type.Integer({ description: '名额（人）' }),
  registered: Type.Integer({ description: '已报名（人）' }),
});
export type RaceListItem = Static<typeof RaceListItem>;

export const ScheduleItem = Type.Object({
  date: Type.String(),
  time: Type.String({ description: 'HH:mm-HH:mm，北京时间' }),
  item: Type.String(),
});
export type ScheduleItem = Static<typeof ScheduleItem>;

export const RaceDetail = Type.Evaluate(
  Type.Intersect([
    RaceListItem,
    Type.Object({
      gamesName: Type.String(),
      organiser: Type.String(),
      address: Type.String(),
      lng: Type.Number(),
      lat: Type.Number(),
      eligibility: Type.String(),
      rules: Type.String(),
      contactName: Type.String(),
      contactPhone: Type.String({ description: '联系电话（办公座机）' }),
      schedule: Type.Array(ScheduleItem),
      hasResults: Type.Boolean(),
    }),
  ]),
);
export type RaceDetail = Static<typeof RaceDetail>;

export const ResultEntry = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  name: Type.String({ description: '个人：姓名（名已遮蔽）；团体：队名' }),
  team: Type.String({ description: '代表单位' }),
  provinceName: Type.String(),
  score: Type.String({ description: '成绩，带单位' }),
  medal: Type.Union([Type.Literal('gold'), Type.Literal('silver'), Type.Literal('bronze'), Type.Null()]),
});
export type ResultEntry = Static<typeof ResultEntry>;

export const ResultEvent = Type.Object({
  event: Type.String({ description: '小项' }),
  group: Type.String({ description: '组别' }),
  kind: ResultKind,
  results: Type.Array(ResultEntry),
});
export type ResultEvent = Static<typeof ResultEvent>;

export const RaceScore = Type.Object({
  race: RaceListItem,
  events: Type.Array(ResultEvent),
});
export type RaceScore = Static<typeof RaceScore>;

export const CalendarDay = Type.Object({ date: Type.String(), count: Type.Integer({ minimum: 0 }) });
export const RaceCalendarMonth = Type.Object({
  month: Type.String(),
  days: Type.Array(CalendarDay, { description: '该月每一天进行中的赛事数（仅列出有赛事的日期）' }),
});
export type RaceCalendarMonth = Static<typeof RaceCalendarMonth>;

export const RaceMapCluster = Type.Object({
  lng: Type.Number(),
  lat: Type.Number(),
  count: Type.Integer({ minimum: 2 }),
  expansionZoom: Type.Integer(),
});
export type RaceMapCluster = Static<typeof RaceMapCluster>;
export const RaceMapPoint = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  sport: Type.String(),
  status: RaceStatus,
  startDate: Type.String(),
  lng: Type.Number(),
  lat: Type.Number(),
});
export type RaceMapPoint = Static<typeof RaceMapPoint>;
export const RaceMapView = Type.Object({
  total: Type.Integer({ description: '视野内符合条件的赛事数' }),
  clusters: Type.Array(RaceMapCluster),
  points: Type.Array(RaceMapPoint),
});
export type RaceMapView = Static<typeof RaceMapView>;

export const ProvinceStat = Type.Object({
  provinceCode: Type.String(),
  provinceName: Type.String(),
  races: Type.Integer(),
  finished: Type.Integer(),
  participants: Type.Integer(),
  gold: Type.Integer(),
  silver: Type.Integer(),
  bronze: Type.Integer(),
  rank: Type.Integer({ description: '奖牌榜名次（金、银、铜依次比较）' }),
});
export type ProvinceStat = Static<typeof ProvinceStat>;

export const GamesSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  year: Type.Integer(),
  startDate: Type.String(),
  endDate: Type.String(),
  slogan: Type.String(),
});
export type GamesSummary = Static<typeof GamesSummary>;

export const GamesCurrent = Type.Evaluate(
  Type.Intersect([
    GamesSummary,
    Type.Object({
      races: Type.Integer(),
      participants: Type.Integer(),
      provinces: Type.Integer(),
      statusCounts: Type.Object({
        registering: Type.Integer(),
        upcoming: Type.Integer(),
        ongoing: Type.Integer(),
        ended: Type.Integer(),
      }),
      editions: Type.Array(GamesSummary, { description: '历届运动会，新的在前' }),
    }),
  ]),
);
export type GamesCurrent = Static<typeof GamesCurrent>;

export const GamesNewsListQuery = PageQuery;
export const GamesNewsItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  source: Type.String(),
  publishTime: Type.String(),
});
export type GamesNewsItem = Static<typeof GamesNewsItem>;
export const GamesNewsDetail = Type.Evaluate(
  Type.Intersect([GamesNewsItem, Type.Object({ contentHtml: Type.String() })]),
);
export type GamesNewsDetail = Static<typeof GamesNewsDetail>;

/** The body of /race/ics: an iCalendar (RFC 5545) text, content type text/calendar. */
export const IcsCalendar = Type.String({ description: 'iCalendar 文本（text/calendar）' });
