/**
 * Schemas of the science fitness guidance section (科学健身指导; server validation + OpenAPI, web types):
 * - GET /api_/ow/information/guidance/list (spec §7) and /api_/ow/information/guidance/detail (path ours:
 *   the spec names only the list) — lectures, encyclopedia, nutrition, teaching videos and plans;
 * - GET /api_/ow/information/checkSite/list — physical fitness monitoring stations (体质监测站点);
 * - POST /api_/ow/information/assess — 综合评定 under 《国民体质测定标准（成年人部分）》2003.
 * Values (kinds, topics, ranges) come from ./science-guide.codes.ts.
 */
import { Type, type Static } from 'typebox';
import { literalUnion } from './literal-union.js';
import { Attachment, Keyword, LineText, Neighbour } from './content.js';
import { PageQuery } from './paging.js';
import {
  ASSESSMENT_AGE,
  ASSESSMENT_FIELDS,
  PLAN_AGE_GROUPS,
  PLAN_LEVELS,
  SCIENCE_GUIDE_KINDS,
  SCIENCE_GUIDE_MEDIA,
  STATION_COORDINATE_BOUNDS,
} from './science-guide.codes.js';

export const ScienceGuideKind = literalUnion(SCIENCE_GUIDE_KINDS, {
  description: '类别：talk 健身讲座、knowledge 健身百科、nutrition 运动营养、teach 教学视频、plan 健身计划',
});

/** List query: paging, kind, keyword (title, summary), topic, and the plan facets. */
export const ScienceGuideListQuery = Type.Evaluate(
  Type.Intersect([
    PageQuery,
    Type.Object({
      kind: Type.Optional(ScienceGuideKind),
      keyword: Type.Optional(Keyword),
      category: Type.Optional(LineText(20, '专题（如 运动损伤预防、减脂）')),
      level: Type.Optional(literalUnion(PLAN_LEVELS, { description: '计划难度' })),
      ageGroup: Type.Optional(literalUnion(PLAN_AGE_GROUPS, { description: '适用人群' })),
    }),
  ]),
);
export type ScienceGuideListQuery = Static<typeof ScienceGuideListQuery>;

export const ScienceGuideListItem = Type.Object({
  id: Type.Integer(),
  kind: ScienceGuideKind,
  title: Type.String(),
  summary: Type.String(),
  category: Type.String({ description: '专题' }),
  speaker: Type.String({ description: '主讲人或作者（姓名与职称，公开署名）' }),
  publishDate: Type.String({ description: 'YYYY-MM-DD' }),
  media: literalUnion(SCIENCE_GUIDE_MEDIA, { description: '文章或视频' }),
  durationMinutes: Type.Integer({ description: '视频时长或建议阅读时长（分钟）' }),
  level: Type.String({ description: '健身计划难度；其他类别为空' }),
  ageGroup: Type.String({ description: '适用人群；其他类别为空' }),
  weeks: Type.Integer({ description: '健身计划周数；其他类别为 0' }),
});
export type ScienceGuideListItem = Static<typeof ScienceGuideListItem>;

export const ScienceGuideDetail = Type.Evaluate(
  Type.Intersect([
    ScienceGuideListItem,
    Type.Object({
      viewCount: Type.Integer(),
      contentHtml: Type.String({ description: '正文（已净化的 HTML）' }),
      videoUrl: Type.Union([Type.String(), Type.Null()], { description: '视频地址（MP4）' }),
      captionsUrl: Type.Union([Type.String(), Type.Null()], { description: '字幕（WebVTT），有讲解的视频才有' }),
      attachments: Type.Array(Attachment),
      prev: Neighbour,
      next: Neighbour,
    }),
  ]),
);
export type ScienceGuideDetail = Static<typeof ScienceGuideDetail>;

const { lngMin, lngMax, latMin, latMax } = STATION_COORDINATE_BOUNDS;

/** Monitoring stations: by division, keyword (name, address), and nearest-first from (lng, lat). */
export const StationListQuery = Type.Evaluate(
  Type.Intersect([
    PageQuery,
    Type.Object({
      areaCode: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{5}$', description: '行政区划代码（6 位）' })),
      keyword: Type.Optional(Keyword),
      lng: Type.Optional(
        Type.Number({ minimum: lngMin, maximum: lngMax, description: '经度（与 lat 同时给出时按距离由近到远）' }),
      ),
      lat: Type.Optional(Type.Number({ minimum: latMin, maximum: latMax, description: '纬度' })),
    }),
  ]),
);
export type StationListQuery = Static<typeof StationListQuery>;

export const StationItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  areaCode: Type.String(),
  areaName: Type.String({ description: '省市县全称' }),
  address: Type.String(),
  openingHours: Type.String(),
  phone: Type.String({ description: '站点对外服务电话' }),
  bookingNote: Type.String({ description: '预约须知' }),
  lng: Type.Number(),
  lat: Type.Number(),
  distanceKm: Type.Union([Type.Number(), Type.Null()], { description: '距给定位置的直线距离（公里）' }),
});
export type StationItem = Static<typeof StationItem>;

const fieldSchemas = Object.fromEntries(
  ASSESSMENT_FIELDS.map((f) => [
    f.key,
    f.key === 'height' || f.key === 'weight'
      ? Type.Number({ minimum: f.min, maximum: f.max, description: `${f.name}（${f.unit}）` })
      : Type.Optional(
          Type.Number({ minimum: f.min, maximum: f.max, description: `${f.name}${f.unit ? `（${f.unit}）` : ''}` }),
        ),
  ]),
);

/**
 * A full input, shown as the OpenAPI example: a 27-year-old man with every item at the 4-point lower bound
 * of the 25-29 row of the 2003 tables, normal weight (the API suite and the bench use it too).
 */
export const ASSESSMENT_EXAMPLE = {
  age: 27,
  sex: 'm',
  height: 175.4,
  weight: 70,
  vitalCapacity: 3970,
  stepIndex: 58.4,
  grip: 50.5,
  pushUp: 25,
  verticalJump: 36.9,
  sitAndReach: 13.5,
  reaction: 0.44,
  oneLegStance: 36,
} as const;

/** A visitor's own results; never stored or logged. Out of the physiological range -> 400 naming the field. */
export const AssessmentInput = Type.Object(
  {
    age: Type.Integer({ minimum: ASSESSMENT_AGE.min, maximum: ASSESSMENT_AGE.max, description: '年龄（周岁）' }),
    sex: literalUnion(['m', 'f'] as const, { description: '性别：m 男、f 女' }),
    ...fieldSchemas,
  },
  { additionalProperties: false, examples: [ASSESSMENT_EXAMPLE] },
);
export interface AssessmentInput {
  age: number;
  sex: 'm' | 'f';
  height: number;
  weight: number;
  vitalCapacity?: number;
  stepIndex?: number;
  grip?: number;
  pushUp?: number;
  sitUp?: number;
  verticalJump?: number;
  sitAndReach?: number;
  reaction?: number;
  oneLegStance?: number;
}

export const ITEM_STATUSES = ['scored', 'noScore', 'missing', 'unavailable'] as const;

export const AssessmentItemResult = Type.Object({
  itemId: Type.Integer({ description: '项目编号（exerciseDetail 的 id）' }),
  name: Type.String(),
  status: literalUnion(ITEM_STATUSES, {
    description: 'scored 已评分、noScore 低于 1 分（无分）、missing 未填写、unavailable 该组评分暂未收录',
  }),
  score: Type.Union([Type.Integer({ minimum: 0, maximum: 5 }), Type.Null()]),
  note: Type.String({ description: '如 偏轻、偏重，或说明' }),
});
export type AssessmentItemResult = Static<typeof AssessmentItemResult>;

export const AssessmentResult = Type.Object({
  standard: Type.String({ description: '所依据的标准及版本' }),
  ageGroup: Type.Union([Type.String(), Type.Null()], { description: '年龄组（如 25-29）；标准未覆盖时为 null' }),
  items: Type.Array(AssessmentItemResult),
  total: Type.Union([Type.Integer(), Type.Null()]),
  maxTotal: Type.Union([Type.Integer(), Type.Null()]),
  level: Type.Union([Type.String(), Type.Null()], { description: '一级 / 二级 / 三级 / 四级' }),
  grade: Type.Union([Type.String(), Type.Null()], { description: '优秀 / 良好 / 合格 / 不合格' }),
  notes: Type.Array(Type.String(), { description: '未给出综合评级的原因等' }),
  advice: Type.Array(Type.String()),
});
export type AssessmentResult = Static<typeof AssessmentResult>;
