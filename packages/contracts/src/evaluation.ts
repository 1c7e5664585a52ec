/**
 * Comprehensive evaluation of public venues' free/low-fee opening (综合评价; spec §2
 * /main/evaluation, §7 "a list of comprehensive evaluations"). Endpoints:
 * GET /api/data/comprehensiveEvaluation/search (paged, sortable), /years, /summary?year=.
 */
import { Type, type Static, type TInteger } from 'typebox';
import { literalUnion } from './literal-union.js';
import { EVALUATION_GRADES, EVALUATION_ORDER_BY, SORT_ORDERS, type EvaluationGrade } from './evaluation.codes.js';
import { Keyword } from './content.js';
import { PageQuery } from './paging.js';
import { AreaCode, OrganType, ProgrammeYear } from './venue.js';

/**
 * Query of /api/data/comprehensiveEvaluation/search: year (default: the latest evaluated year),
 * province (or city/county) code, organType, grade, keyword (venue name), orderBy + order.
 */
export const EvaluationSearchQuery = Type.Evaluate(
  Type.Intersect([
    PageQuery,
    Type.Object({
      year: Type.Optional(ProgrammeYear),
      areaCode: Type.Optional(AreaCode),
      organType: Type.Optional(OrganType),
      grade: Type.Optional(literalUnion(EVALUATION_GRADES, { description: '等级' })),
      keyword: Type.Optional(Keyword),
      orderBy: Type.Optional(literalUnion(EVALUATION_ORDER_BY, { default: 'score', description: '排序字段' })),
      order: Type.Optional(literalUnion(SORT_ORDERS, { default: 'desc', description: '排序方向' })),
    }),
  ]),
);
export type EvaluationSearchQuery = Static<typeof EvaluationSearchQuery>;

export const EvaluationItem = Type.Object({
  organId: Type.Integer(),
  name: Type.String(),
  organType: OrganType,
  isLarge: Type.Boolean(),
  provinceCode: Type.String(),
  provinceName: Type.String(),
  areaName: Type.String(),
  year: Type.Integer(),
  score: Type.Number({ description: '0-100，一位小数' }),
  grade: Type.String(),
  provinceRank: Type.Integer({ description: '省内名次，1 为最好' }),
});
export type EvaluationItem = Static<typeof EvaluationItem>;

/** Query of /api/data/comprehensiveEvaluation/summary. */
export const EvaluationSummaryQuery = Type.Object({
  year: Type.Optional(ProgrammeYear),
  organType: Type.Optional(OrganType),
});
export type EvaluationSummaryQuery = Static<typeof EvaluationSummaryQuery>;

/** Venues per grade: one integer per EVALUATION_GRADES entry, in that order. */
export const GradeCounts = Type.Object(
  Object.fromEntries(EVALUATION_GRADES.map((grade) => [grade, Type.Integer()])) as Record<EvaluationGrade, TInteger>,
);
export type GradeCounts = Static<typeof GradeCounts>;

/** Per-province figures of a year, for the chart; provinces ordered by code. */
export const EvaluationSummary = Type.Object({
  year: Type.Integer(),
  venueCount: Type.Integer(),
  averageScore: Type.Number(),
  grades: GradeCounts,
  provinces: Type.Array(
    Type.Object({
      provinceCode: Type.String(),
      provinceName: Type.String(),
      venueCount: Type.Integer(),
      averageScore: Type.Number(),
      grades: GradeCounts,
    }),
  ),
});
export type EvaluationSummary = Static<typeof EvaluationSummary>;
