/**
 * Venue opening section shapes (spec §3 venue, §7 venue endpoints): venue search (v1, v2), the open-now status, yearly
 * open data with programme compliance, images and introductions.
 *
 * Units: times ISO-8601 UTC; clock times 'HH:mm' local (Asia/Shanghai); dates 'YYYY-MM-DD';
 * hours are hours; prices yuan per person-hour; subsidy yuan; floor area m².
 */
import { Type, type Static } from 'typebox';
import { literalUnion } from './literal-union.js';
import { DataSourceField } from './data-source.js';
import { Keyword } from './content.js';
import { PageQuery } from './paging.js';
import {
  AREA_CODE_PATTERN,
  COMPLIANCE_RULES,
  FEE_KINDS,
  INTRODUCTION_KINDS,
  ORGAN_TYPES,
  PROGRAMME_YEAR_MAX,
  PROGRAMME_YEAR_MIN,
} from './venue.codes.js';

/**
 * Venue type (spec §3; venue.codes.ts ORGAN_TYPES): 1 public stadium, 2 public gymnasium, 3 public swimming
 * (diving) hall, 4 national fitness centre. An integer in range, so a query's '2' is coerced and an
 * out-of-range value is refused with the range in the message; the type of a value is OrganType of the codes.
 */
export const OrganType = Type.Integer({
  minimum: Math.min(...ORGAN_TYPES),
  maximum: Math.max(...ORGAN_TYPES),
  description: '场馆类型：1 体育场 2 体育馆 3 游泳（跳水）馆 4 全民健身中心',
});

/** `{organId}` path parameter: a positive 32-bit integer. */
export const OrganIdParams = Type.Object({
  organId: Type.Integer({ minimum: 1, maximum: 2147483647, description: '场馆（单位）编号' }),
});
export type OrganIdParams = Static<typeof OrganIdParams>;

/** A programme year: 4 digits, 2000..2100. */
export const ProgrammeYear = Type.Integer({
  minimum: PROGRAMME_YEAR_MIN,
  maximum: PROGRAMME_YEAR_MAX,
  description: '年度（4 位数字）',
});

/** `{organId}/{year}` path parameters. */
export const OrganYearParams = Type.Object({
  organId: OrganIdParams.properties.organId,
  year: ProgrammeYear,
});
export type OrganYearParams = Static<typeof OrganYearParams>;

/** `{organId}/{year}/{oldType}` of /api/data/v2/nvenue/info: oldType is the venue's organType (1-4). */
export const NvenueInfoParams = Type.Object({
  organId: OrganIdParams.properties.organId,
  year: ProgrammeYear,
  oldType: OrganType,
});
export type NvenueInfoParams = Static<typeof NvenueInfoParams>;

/** Six-digit division code (province, city or county; GB/T 2260). */
export const AreaCode = Type.String({
  pattern: AREA_CODE_PATTERN,
  description: '行政区划代码（省、市或县，6 位数字）',
});

/** How an opening slot is charged: free (免费), low fee (低收费), paid (收费). */
export const FeeKind = literalUnion(FEE_KINDS);
export type FeeKind = Static<typeof FeeKind>;

/** One opening slot as shown: local clock times; `end` on the next day when `crossesMidnight`. */
export const TimeSlot = Type.Object({
  start: Type.String({ description: 'HH:mm 本地时间' }),
  end: Type.String({ description: 'HH:mm 本地时间（crossesMidnight 时为次日）' }),
  crossesMidnight: Type.Boolean(),
  feeKind: FeeKind,
  area: Type.Union([Type.Literal('indoor'), Type.Literal('outdoor')]),
});
export type TimeSlot = Static<typeof TimeSlot>;

/** An announced closure (闭馆公告). */
export const Closure = Type.Object({
  id: Type.Integer(),
  startTime: Type.String(),
  endTime: Type.String(),
  reason: Type.String(),
  announcedAt: Type.String(),
  /** Days between the announcement and the start (programme rule: >= 7). */
  noticeDays: Type.Number(),
});
export type Closure = Static<typeof Closure>;

/**
 * The open-now status of a venue at `at` (docs/decisions/venue-opening.md "Venue opening section"): open or closed, how
 * the current slot is charged (8 August, 全民健身日, is free all day), today's hours, the next opening and any closure now.
 * label: '免费开放中' | '低收费开放中' | '开放中（收费）' | '闭馆公告期间' | '今日已闭馆' | '未开放' ...
 */
export const OpenStatus = Type.Object({
  at: Type.String({ description: '计算时刻（ISO UTC）' }),
  open: Type.Boolean(),
  feeKind: Type.Union([FeeKind, Type.Null()], { description: '当前时段收费方式，闭馆时为 null' }),
  label: Type.String(),
  /** What kind of day today is: 工作日 / 休息日 / 法定节假日 / 寒暑假 / 全民健身日. */
  dayLabel: Type.String(),
  nationalFitnessDay: Type.Boolean(),
  todayHours: Type.Array(TimeSlot),
  /** Next moment the venue opens (ISO UTC); null when open now or nothing within 14 days. */
  nextOpening: Type.Union([Type.String(), Type.Null()]),
  closure: Type.Union([Closure, Type.Null()]),
});
export type OpenStatus = Static<typeof OpenStatus>;

/**
 * Query of /api/data/v2/venue/search and /api/data/venue/search: paging plus division code (province,
 * city or county), organType, keyword (name or address), openNow, freeNow, opensLater (not open now, opens later
 * today: what to offer when nothing is open now), isLarge, year (venues with open data filled in for that year) and
 * lng + lat (the visitor's position: nearest first).
 */
export const VenueSearchQuery = Type.Evaluate(
  Type.Intersect([
    PageQuery,
    Type.Object({
      areaCode: Type.Optional(AreaCode),
      organType: Type.Optional(OrganType),
      keyword: Type.Optional(Keyword),
      openNow: Type.Optional(Type.Boolean({ description: '只看此刻开放' })),
      freeNow: Type.Optional(Type.Boolean({ description: '只看此刻免费开放' })),
      opensLater: Type.Optional(
        Type.Boolean({
          description: '只看此刻未开放、今天稍后开放的场馆，按开放时间先后排列（与 freeNow 同用时指稍后免费开放）',
        }),
      ),
      isLarge: Type.Optional(Type.Boolean({ description: 'true 大型场馆，false 中小型场馆' })),
      year: Type.Optional(ProgrammeYear),
      lng: Type.Optional(
        Type.Number({
          minimum: -180,
          maximum: 180,
          description: '访客位置经度（度；与 lat 同给时由近及远排列，经同意后提供）',
        }),
      ),
      lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90, description: '访客位置纬度（度）' })),
    }),
  ]),
);
export type VenueSearchQuery = Static<typeof VenueSearchQuery>;

/** Fields every venue presentation shares (v1 list item). */
export const VenueBasic = Type.Object({
  organId: Type.Integer(),
  name: Type.String(),
  organType: OrganType,
  organTypeName: Type.String(),
  isLarge: Type.Boolean(),
  provinceCode: Type.String(),
  cityCode: Type.String(),
  countyCode: Type.String(),
  /** e.g. '浙江省杭州市西湖区' */
  areaName: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  lng: Type.Number(),
  lat: Type.Number(),
  coverUrl: Type.Union([Type.String(), Type.Null()]),
  sports: Type.Array(Type.String()),
});
export type VenueBasic = Static<typeof VenueBasic>;

/** v2 list item: the basic fields plus the open-now status. */
export const VenueListItem = Type.Evaluate(Type.Intersect([VenueBasic, Type.Object({ status: OpenStatus })]));
export type VenueListItem = Static<typeof VenueListItem>;

/** The schedule of one kind of day. dayKind: 1-7 Mon..Sun, 8 法定节假日, 9 寒暑假（工作日）. */
export const ScheduleDay = Type.Object({
  dayKind: Type.Integer({ minimum: 1, maximum: 9 }),
  label: Type.String({ description: '周一…周日 / 法定节假日 / 寒暑假' }),
  slots: Type.Array(TimeSlot),
  openHours: Type.Number({ description: 'hours open that day' }),
});
export type ScheduleDay = Static<typeof ScheduleDay>;

/**
 * A venue's full profile (details): VenueYearDetail.venue, and on its own, without a year,
 * GET /api/data/venue/profile/{organId} (spec §7 "Details": the page of a venue with no public year yet).
 */
export const VenueProfile = Type.Evaluate(
  Type.Intersect([
    VenueListItem,
    Type.Object({
      seats: Type.Integer(),
      floorArea: Type.Number({ description: 'm²' }),
      hasOutdoor: Type.Boolean(),
      marketPrice: Type.Number({ description: '市场价，元/人·小时' }),
      lowFeePrice: Type.Number({ description: '低收费价，元/人·小时（不高于市场价 70%）' }),
      concessionPrice: Type.Number({
        description: '优惠价（老年人、残疾人、学生、军人、消防救援人员），不高于低收费价一半',
      }),
      schedule: Type.Array(ScheduleDay),
      upcomingClosures: Type.Array(Closure),
      dataSource: DataSourceField,
    }),
  ]),
);
export type VenueProfile = Static<typeof VenueProfile>;

/** A venue's filled-in open data for one year (units: hours, persons, yuan). */
export const VenueYearStat = Type.Object({
  year: Type.Integer(),
  openDays: Type.Integer(),
  weeklyOpenHours: Type.Number(),
  freeOpenHours: Type.Number({ description: '全年免费开放小时数' }),
  minRestDayHours: Type.Number({ description: '休息日、节假日、寒暑假每日最短开放小时数' }),
  outdoorFreeHours: Type.Union([Type.Number(), Type.Null()], {
    description: '室外区域每日免费开放小时数；无室外区域为 null',
  }),
  visitorsTotal: Type.Integer(),
  visitorsByMonth: Type.Array(Type.Integer(), { minItems: 12, maxItems: 12 }),
  eventsHeld: Type.Integer(),
  trainingsHeld: Type.Integer(),
  subsidyAmount: Type.Number({ description: '元' }),
  filledAt: Type.String(),
});
export type VenueYearStat = Static<typeof VenueYearStat>;

/** One programme rule checked for a year (venue.codes.ts COMPLIANCE_RULES). */
export const ComplianceCheck = Type.Object({
  rule: literalUnion(COMPLIANCE_RULES),
  label: Type.String({ description: '如“每周开放时间”' }),
  required: Type.String({ description: '如“不少于 35 小时”' }),
  actual: Type.String({ description: '如“42 小时”' }),
  /** null when the rule does not apply (e.g. no outdoor areas). */
  passed: Type.Union([Type.Boolean(), Type.Null()]),
});
export type ComplianceCheck = Static<typeof ComplianceCheck>;

export const Compliance = Type.Object({
  year: Type.Integer(),
  compliant: Type.Boolean({ description: 'every applicable check passed' }),
  checks: Type.Array(ComplianceCheck),
});
export type Compliance = Static<typeof Compliance>;

/** Evaluation of the year (large venues; null when not evaluated that year). */
export const YearEvaluation = Type.Object({
  score: Type.Number(),
  grade: Type.String(),
  provinceRank: Type.Integer(),
  provinceVenueCount: Type.Integer(),
});
export type YearEvaluation = Static<typeof YearEvaluation>;

/**
 * /api/data/venue/{organId}/{year}, /api/data/venue/large/{organId}/{year},
 * /api/data/v2/nvenue/info/{organId}/{year}/{oldType}, /api/data/large/venue/open/find/detail:
 * the venue, its data for the year and the programme compliance of that year.
 */
export const VenueYearDetail = Type.Object({
  venue: VenueProfile,
  year: Type.Integer(),
  stat: VenueYearStat,
  compliance: Compliance,
  evaluation: Type.Union([YearEvaluation, Type.Null()]),
  matchCount: Type.Integer({ description: 'matches at the venue that year' }),
  trainingCount: Type.Integer({ description: 'trainings at the venue that year' }),
});
export type VenueYearDetail = Static<typeof VenueYearDetail>;

/** Query of /api/data/large/venue/{open|match|training}/find/detail. */
export const LargeVenueFindQuery = Type.Evaluate(
  Type.Intersect([PageQuery, Type.Object({ organId: OrganIdParams.properties.organId, year: ProgrammeYear })]),
);
export type LargeVenueFindQuery = Static<typeof LargeVenueFindQuery>;

/** /api/data/nvenue/detailsApis/open/{organId}/{year}: the opening details of that year. */
export const VenueOpenDetails = Type.Object({
  organId: Type.Integer(),
  year: Type.Integer(),
  status: OpenStatus,
  schedule: Type.Array(ScheduleDay),
  closures: Type.Array(Closure),
  compliance: Compliance,
});
export type VenueOpenDetails = Static<typeof VenueOpenDetails>;

/** /api/data/organ/image/{organId}/list item. */
export const VenueImage = Type.Object({ id: Type.Integer(), url: Type.String(), caption: Type.String() });
export type VenueImage = Static<typeof VenueImage>;

/** `{kind}/{organId}` of /api/data/venueIntroduction. */
export const IntroductionParams = Type.Object({
  kind: literalUnion(INTRODUCTION_KINDS, { description: 'announcement 公告 / introduction 简介 / notice 须知' }),
  organId: OrganIdParams.properties.organId,
});
export type IntroductionParams = Static<typeof IntroductionParams>;

/** /api/data/venueIntroduction/{kind}/{organId} item; contentHtml is sanitized. Newest first. */
export const VenueIntroduction = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  title: Type.String(),
  contentHtml: Type.String(),
  publishTime: Type.String(),
});
export type VenueIntroduction = Static<typeof VenueIntroduction>;

/** Years with data (venue open data, evaluations, sports-authority fill-ins), newest first. */
export const Years = Type.Array(Type.Integer());
export type Years = Static<typeof Years>;
