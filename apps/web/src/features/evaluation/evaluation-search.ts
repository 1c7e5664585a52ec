/**
 * The evaluation page's filters and sort as they stand in the URL, with the API's own names (contracts
 * EvaluationSearchQuery): `?year=2024&areaCode=330000&organType=2&grade=优秀&keyword=体育&orderBy=name
 * &order=asc&pageNum=2`. Invalid values are dropped (lib/url-state.ts); an empty
 * year means the latest evaluated year (the server's default), an empty sort score descending.
 */
import type { EvaluationGrade } from '@portal/contracts/evaluation';
import { areaCode, LIST_PAGING, oneOf, programmeYear, text, urlStateSpec, type UrlState } from '../../lib/url-state';

/** The grades, best first (mirrors contracts EVALUATION_GRADES; the web imports contract types only). */
export const EVALUATION_GRADE_VALUES: readonly EvaluationGrade[] = ['优秀', '良好', '合格', '不合格'];

export type EvaluationOrderBy = 'score' | 'provinceRank' | 'name';
export type SortOrder = 'asc' | 'desc';

/** The page's URL state: filters, sort and paging (a sort change returns to page 1, as a filter's). */
export const EVALUATION_URL_STATE = urlStateSpec({
  year: programmeYear,
  areaCode,
  organType: oneOf(['1', '2', '3', '4']),
  grade: oneOf(EVALUATION_GRADE_VALUES),
  keyword: text(50),
  orderBy: oneOf(['score', 'provinceRank', 'name']),
  order: oneOf(['asc', 'desc']),
  ...LIST_PAGING,
});

/** The page's search; also the API query (getData leaves '' values out). */
export type EvaluationSearch = UrlState<typeof EVALUATION_URL_STATE>;

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
