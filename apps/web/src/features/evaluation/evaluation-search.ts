/**
 * The evaluation page's filters and sort as they stand in the URL, with the API's own names (contracts
 * EvaluationSearchQuery): `?year=2024&areaCode=330000&organType=2&grade=优秀&keyword=体育&orderBy=name
 * &order=asc&pageNum=2`. Invalid values are dropped (components/venue-event/url-filters.ts); an empty
 * year means the latest evaluated year (the server's default), an empty sort score descending.
 */
import type { EvaluationGrade } from '@portal/contracts/evaluation';
import {
  areaCodeParam,
  oneOfParam,
  textParam,
  yearParam,
  type UrlFilters,
} from '../../components/list-page/url-filters';

/** The grades, best first (mirrors contracts EVALUATION_GRADES; the web imports contract types only). */
export const EVALUATION_GRADE_VALUES: readonly EvaluationGrade[] = ['优秀', '良好', '合格', '不合格'];

export type EvaluationOrderBy = 'score' | 'provinceRank' | 'name';
export type SortOrder = 'asc' | 'desc';

export const EVALUATION_FILTER_PARSERS = {
  year: yearParam,
  areaCode: areaCodeParam,
  organType: oneOfParam(['1', '2', '3', '4']),
  grade: oneOfParam(EVALUATION_GRADE_VALUES),
  keyword: textParam(50),
  orderBy: oneOfParam(['score', 'provinceRank', 'name']),
  order: oneOfParam(['asc', 'desc']),
};

export type EvaluationFilterName = keyof typeof EVALUATION_FILTER_PARSERS;

/** The page's search; also the API query (getData leaves '' values out). */
export type EvaluationSearch = UrlFilters<EvaluationFilterName>;

/** The sort in effect: the URL's, or score descending (the server's default). */
export function effectiveSort(search: Pick<EvaluationSearch, 'orderBy' | 'order'>): {
  orderBy: EvaluationOrderBy;
  order: SortOrder;
} {
  return {
    orderBy: (search.orderBy || 'score') as EvaluationOrderBy,
    order: (search.order || 'desc') as SortOrder,
  };
}

/** True when a filter that narrows the results (not the year, not the sort) is set. */
export function hasEvaluationFilters(search: EvaluationSearch): boolean {
  return Boolean(search.areaCode || search.organType || search.grade || search.keyword);
}
