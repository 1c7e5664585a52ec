/**
 * Codes of the comprehensive evaluation (综合评价; spec §2 /main/evaluation): the grades best first and
 * the sort keys and directions of the evaluation table. Plain values, no TypeBox: the web imports this
 * file at run time and evaluation.ts builds the schemas from it (docs/decisions/contracts-and-lint.md "Contracts: codes
 * and schemas").
 */

export const EVALUATION_GRADES = ['优秀', '良好', '合格', '不合格'] as const;
export type EvaluationGrade = (typeof EVALUATION_GRADES)[number];

/** Sort keys of the evaluation table; the first is the default. */
export const EVALUATION_ORDER_BY = ['score', 'provinceRank', 'name'] as const;
export type EvaluationOrderBy = (typeof EVALUATION_ORDER_BY)[number];

/** Sort directions. */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
