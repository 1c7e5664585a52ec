/**
 * The evaluation page's filters and sort as they stand in the URL, with the API's own names (contracts
 * EvaluationSearchQuery): `?year=2024&areaCode=330000&organType=2&grade=优秀&keyword=体育&orderBy=name
 * &order=asc&pageNum=2`. Invalid values are dropped (components/venue-event/url-filters.ts); an empty
 * year means the latest evaluated year (the server's default), an empty sort score descending.
 */
import { KEYWORD_MAX_LENGTH } from '@portal/contracts/content.codes';
import {
  EVALUATION_GRADES,
  EVALUATION_ORDER_BY,
  SORT_ORDERS,
  type EvaluationOrderBy,
  type SortOrder,
} from '@portal/contracts/evaluation.codes';
import { ORGAN_TYPES } from '@portal/contracts/venue.codes';
import {
  areaCodeParam,
  oneOfParam,
  textParam,
  yearParam,
  type UrlFilters,
} from '../../components/list-page/url-filters';

export const EVALUATION_FILTER_PARSERS = {
  year: yearParam,
  areaCode: areaCodeParam,
  organType: oneOfParam(ORGAN_TYPES.map(String)),
  grade: oneOfParam(EVALUATION_GRADES),
  keyword: textParam(KEYWORD_MAX_LENGTH),
  orderBy: oneOfParam(EVALUATION_ORDER_BY),
  order: oneOfParam(SORT_ORDERS),
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
