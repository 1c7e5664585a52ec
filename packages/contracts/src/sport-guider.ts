/**
 * Social sports instructors (社会体育指导员; spec §2 /socialSportGuider/*). Paths are not named by spec §7;
 * they follow its style (DESIGN.md "API conventions"):
 * - GET /api/data/sportGuider/search: instructors by name, division, level, sport, service station,
 *   nearest first with the visitor's lng/lat;
 * - GET /api/data/sportGuider/{id}: one instructor with station and activity record;
 * - GET /api/data/sportGuider/statistics: counts by level, sport and province (landing page);
 * - GET /api/data/sportGuider/station/search: service stations of a division (the list's station filter);
 * - GET /api_/ow/socialSport/list and /detail: the section's articles (policy, notice, association,
 *   training courses with dates, place, capacity and enrolment status).
 *
 * PIPL: an instructor is shown as public notices show one — name, gender, level, sport, certificate
 * number partly masked, area, service station. No ID-card number, birth date or personal phone exists
 * in these shapes (nor in the database); a contact goes through the station's phone.
 */
import { Type, type Static } from 'typebox';
import { literalUnion } from './literal-union.js';
import { Keyword, LineText } from './content.js';
import { PageQuery } from './paging.js';
import { AreaCode } from './venue.js';
import {
  ENROL_STATUSES,
  GUIDER_ARTICLE_KINDS,
  GUIDER_LEVELS,
  GUIDER_NAME_MAX_LENGTH,
  GUIDER_NAME_MIN_LENGTH,
  GUIDER_SPORTS,
} from './sport-guider.codes.js';

const Id = (description: string) => Type.Integer({ minimum: 1, maximum: 2147483647, description });

export const GuiderLevel = literalUnion(GUIDER_LEVELS, { description: '等级：1 国家级，2 一级，3 二级，4 三级' });
export const GuiderSport = Type.Integer({
  minimum: Math.min(...GUIDER_SPORTS),
  maximum: Math.max(...GUIDER_SPORTS),
  description: '项目代码（sport-guider.codes GUIDER_SPORT_NAMES）',
});

/** Query of /api/data/sportGuider/search. lng and lat come together (else 400 naming the missing one). */
export const SportGuiderSearchQuery = Type.Evaluate(
  Type.Intersect([
    PageQuery,
    Type.Object({
      name: Type.Optional(
        Type.String({
          minLength: GUIDER_NAME_MIN_LENGTH,
          maxLength: GUIDER_NAME_MAX_LENGTH,
          pattern: '^[^\\u0000-\\u001f\\u007f%_\\\\]*$',
          description: `姓名（包含匹配，${GUIDER_NAME_MIN_LENGTH}-${GUIDER_NAME_MAX_LENGTH} 个字）`,
        }),
      ),
      areaCode: Type.Optional(AreaCode),
      level: Type.Optional(GuiderLevel),
      sport: Type.Optional(GuiderSport),
      stationId: Type.Optional(Id('服务站点编号')),
      lng: Type.Optional(Type.Number({ minimum: 73, maximum: 136, description: '访问者经度（由近及远排序）' })),
      lat: Type.Optional(Type.Number({ minimum: 3, maximum: 54, description: '访问者纬度（由近及远排序）' })),
    }),
  ]),
);
export type SportGuiderSearchQuery = Static<typeof SportGuiderSearchQuery>;

export const GuiderIdParams = Type.Object({ id: Id('指导员编号') });
export type GuiderIdParams = Static<typeof GuiderIdParams>;

/** A service station as lists show it. */
export const GuiderStationBasic = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  areaName: Type.String(),
});
export type GuiderStationBasic = Static<typeof GuiderStationBasic>;

/** A station with its address, public phone and opening times (the instructor detail). */
export const GuiderStation = Type.Evaluate(
  Type.Intersect([
    GuiderStationBasic,
    Type.Object({
      address: Type.String(),
      phone: Type.String({ description: '站点联系电话（联系指导员经由站点）' }),
      openHours: Type.String({ description: '开放时间' }),
    }),
  ]),
);
export type GuiderStation = Static<typeof GuiderStation>;

/** One instructor in a list: the fields a public notice shows. */
export const SportGuiderListItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  gender: Type.String({ description: '男 / 女' }),
  level: GuiderLevel,
  levelName: Type.String(),
  sport: Type.Integer(),
  sportName: Type.String(),
  certificateNo: Type.String({ description: '证书编号（部分隐藏）' }),
  areaName: Type.String(),
  station: GuiderStationBasic,
  distanceKm: Type.Union([Type.Number(), Type.Null()], { description: '站点与访问者的距离（公里），未给位置时为空' }),
});
export type SportGuiderListItem = Static<typeof SportGuiderListItem>;

export const SportGuiderDetail = Type.Evaluate(
  Type.Intersect([
    Type.Omit(SportGuiderListItem, ['station', 'distanceKm']),
    Type.Object({
      certifiedDate: Type.String({ description: '获证日期 YYYY-MM-DD' }),
      serviceYears: Type.Integer({ description: '服务年限（年）' }),
      serviceHours: Type.Number({ description: '近一年服务时长（小时）' }),
      activityCount: Type.Integer({ description: '近一年服务次数' }),
      // No dated service record: with the name it told where a person was on which day (PIPL; docs/decisions/security.md §3).
      station: GuiderStation,
    }),
  ]),
);
export type SportGuiderDetail = Static<typeof SportGuiderDetail>;

const Count = Type.Object({ code: Type.String(), name: Type.String(), total: Type.Integer({ minimum: 0 }) });

/** Counts for the landing page: all, by level (rank order), by sport and by province (most first). */
export const SportGuiderStatistics = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  byLevel: Type.Array(Count),
  bySport: Type.Array(Count),
  byProvince: Type.Array(Count),
});
export type SportGuiderStatistics = Static<typeof SportGuiderStatistics>;

/** Query of /api/data/sportGuider/station/search: the stations of a division, by name. */
export const GuiderStationSearchQuery = Type.Evaluate(
  Type.Intersect([PageQuery, Type.Object({ areaCode: AreaCode, keyword: Type.Optional(Keyword) })]),
);
export type GuiderStationSearchQuery = Static<typeof GuiderStationSearchQuery>;

/** Query of /api_/ow/socialSport/list. */
export const GuiderArticleListQuery = Type.Evaluate(
  Type.Intersect([
    PageQuery,
    Type.Object({
      kind: literalUnion(GUIDER_ARTICLE_KINDS, {
        description: 'policy 政策法规 / notice 通知公告 / association 指导员协会 / train 指导员培训',
      }),
      keyword: Type.Optional(LineText(50, '关键词（标题、摘要）')),
    }),
  ]),
);
export type GuiderArticleListQuery = Static<typeof GuiderArticleListQuery>;

export const EnrolStatus = literalUnion(ENROL_STATUSES);

/** A training course's facts (kind train only). */
export const GuiderCourse = Type.Object({
  startDate: Type.String(),
  endDate: Type.String(),
  enrolStart: Type.String(),
  enrolEnd: Type.String(),
  place: Type.String(),
  capacity: Type.Integer(),
  enrolled: Type.Integer(),
  level: Type.String({ description: '培训等级' }),
  enrolStatus: EnrolStatus,
});
export type GuiderCourse = Static<typeof GuiderCourse>;

export const GuiderArticleListItem = Type.Object({
  id: Type.Integer(),
  kind: literalUnion(GUIDER_ARTICLE_KINDS),
  title: Type.String(),
  summary: Type.String(),
  source: Type.String(),
  publishDate: Type.String(),
  course: Type.Union([GuiderCourse, Type.Null()]),
});
export type GuiderArticleListItem = Static<typeof GuiderArticleListItem>;

export const GuiderArticleDetail = Type.Evaluate(
  Type.Intersect([
    GuiderArticleListItem,
    Type.Object({
      contentHtml: Type.String(),
      viewCount: Type.Integer(),
    }),
  ]),
);
export type GuiderArticleDetail = Static<typeof GuiderArticleDetail>;
