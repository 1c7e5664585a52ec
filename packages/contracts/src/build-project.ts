/**
 * Construction projects (建设项目; spec §7 /api/data/build/{venueEquipment|gymCenter|ice|sportsPark}/info/search
 * and /info/{id}, /api/data/build/info/search and /info/{id} across the four kinds), plus the province
 * summary the list pages open with (/api/data/build/{kind}/summary, /api/data/build/summary; not named by
 * the spec, named in its style).
 *
 * Units: money in 万元 (ten thousand yuan), area in m², dates 'YYYY-MM-DD' (Asia/Shanghai), lng/lat in
 * degrees (WGS-84 as the fitness map). Codes: build-project.codes.ts.
 */
import { Type, type Static } from 'typebox';
import { literalUnion } from './literal-union.js';
import { DataSourceField } from './data-source.js';
import { KEYWORD_MAX_LENGTH } from './content.codes.js';
import { LineText } from './content.js';
import { PageQuery } from './paging.js';
import { AreaCode, OrganType } from './venue.js';
import {
  BUILD_FUND_SOURCES,
  BUILD_KINDS,
  BUILD_STATUSES,
  BUILD_YEAR_MAX,
  BUILD_YEAR_MIN,
} from './build-project.codes.js';

export const BuildKind = literalUnion(BUILD_KINDS, {
  description: '项目类别：venueEquipment 场地设施 / gymCenter 全民健身中心 / ice 冰雪场地 / sportsPark 体育公园',
});

export const BuildStatus = literalUnion(BUILD_STATUSES, {
  description: 'approved 立项 / building 在建 / completed 竣工 / inUse 投入使用',
});

const BuildYear = Type.Integer({
  minimum: BUILD_YEAR_MIN,
  maximum: BUILD_YEAR_MAX,
  description: '立项年度（4 位数字）',
});

/** Query of a kind's search: paging, division, status, year of the investment plan, keyword. */
export const BuildSearchQuery = Type.Evaluate(
  Type.Intersect([
    PageQuery,
    Type.Object({
      areaCode: Type.Optional(AreaCode),
      status: Type.Optional(BuildStatus),
      year: Type.Optional(BuildYear),
      keyword: Type.Optional(LineText(KEYWORD_MAX_LENGTH, '关键词（项目名称、建设单位），最多 50 个字符')),
    }),
  ]),
);
export type BuildSearchQuery = Static<typeof BuildSearchQuery>;

/** Query of the search across the four kinds: the same, with an optional kind. */
export const BuildAllSearchQuery = Type.Evaluate(
  Type.Intersect([BuildSearchQuery, Type.Object({ kind: Type.Optional(BuildKind) })]),
);
export type BuildAllSearchQuery = Static<typeof BuildAllSearchQuery>;

/** Query of the province summary: the year and status filters of the list (the figures stay national). */
export const BuildSummaryQuery = Type.Object({
  status: Type.Optional(BuildStatus),
  year: Type.Optional(BuildYear),
});
export type BuildSummaryQuery = Static<typeof BuildSummaryQuery>;

export const BuildSummaryAllQuery = Type.Evaluate(
  Type.Intersect([BuildSummaryQuery, Type.Object({ kind: Type.Optional(BuildKind) })]),
);
export type BuildSummaryAllQuery = Static<typeof BuildSummaryAllQuery>;

/** `{id}` of the project details. */
export const BuildIdParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2147483647, description: '项目编号' }),
});
export type BuildIdParams = Static<typeof BuildIdParams>;

/** The venue a project in use became (its detail page is chosen from organType and isLarge). */
export const BuildVenue = Type.Object({
  organId: Type.Integer(),
  name: Type.String(),
  organType: OrganType,
  isLarge: Type.Boolean(),
});
export type BuildVenue = Static<typeof BuildVenue>;

/** A project as lists show it. */
export const BuildListItem = Type.Object({
  id: Type.Integer(),
  kind: BuildKind,
  name: Type.String(),
  areaName: Type.String({ description: '所在地区，如 浙江省杭州市西湖区' }),
  provinceCode: Type.String(),
  year: Type.Integer({ description: '立项年度' }),
  status: BuildStatus,
  totalInvestment: Type.Number({ description: '总投资（万元）' }),
  centralSubsidy: Type.Number({ description: '中央补助（万元）' }),
  fundSource: literalUnion(BUILD_FUND_SOURCES),
  area: Type.Number({ description: '建设面积（平方米）' }),
  responsibleUnit: Type.String({ description: '项目建设单位' }),
  hasVenue: Type.Boolean({ description: '已投入使用并关联到场馆' }),
});
export type BuildListItem = Static<typeof BuildListItem>;

/** One step of a project's progress timeline, with its photo when one was filed. */
export const BuildProgress = Type.Object({
  stage: BuildStatus,
  date: Type.String({ description: 'YYYY-MM-DD' }),
  title: Type.String(),
  description: Type.String(),
  photo: Type.Union([Type.Object({ url: Type.String(), caption: Type.String() }), Type.Null()]),
});
export type BuildProgress = Static<typeof BuildProgress>;

/** The dates of the statuses reached ('' for a status not reached yet). */
export const BuildDates = Type.Object({
  approved: Type.String(),
  building: Type.String(),
  completed: Type.String(),
  inUse: Type.String(),
});
export type BuildDates = Static<typeof BuildDates>;

export const BuildDetail = Type.Evaluate(
  Type.Intersect([
    BuildListItem,
    Type.Object({
      address: Type.String(),
      lng: Type.Number(),
      lat: Type.Number(),
      facilities: Type.Array(Type.String(), { description: '建成的主要设施' }),
      content: Type.String({ description: '建设内容' }),
      dates: BuildDates,
      progress: Type.Array(BuildProgress),
      venue: Type.Union([BuildVenue, Type.Null()]),
      dataSource: DataSourceField,
    }),
  ]),
);
export type BuildDetail = Static<typeof BuildDetail>;

/** One province's figures in the summary. */
export const BuildProvinceFigures = Type.Object({
  provinceCode: Type.String(),
  provinceName: Type.String(),
  count: Type.Integer(),
  totalInvestment: Type.Number({ description: '万元' }),
  centralSubsidy: Type.Number({ description: '万元' }),
  inUse: Type.Integer({ description: '其中投入使用的项目数' }),
});
export type BuildProvinceFigures = Static<typeof BuildProvinceFigures>;

/** The national figures and every province's (all provinces, zeros included, in code order). */
export const BuildSummary = Type.Object({
  count: Type.Integer(),
  totalInvestment: Type.Number({ description: '万元' }),
  centralSubsidy: Type.Number({ description: '万元' }),
  provinces: Type.Array(BuildProvinceFigures),
});
export type BuildSummary = Static<typeof BuildSummary>;
