/**
 * The evaluation page's filters and sort as they stand in the URL, with the API's own names (contracts
 * EvaluationSearchQuery): `?year=2024&areaCode=330000&organType=2&grade=优秀&keyword=体育&orderBy=name
 * &order=asc&pageNum=2`. Invalid values are dropped (lib/url-state.ts); an empty
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
import { areaCode, LIST_PAGING, oneOf, programmeYear, text, urlStateSpec, type UrlState } from '../../lib/url-state';

/** The page's URL state: filters, sort and paging (a sort change returns to page 1, as a filter's). */
export const EVALUATION_URL_STATE = urlStateSpec(
  {
    year: programmeYear,
    areaCode,
    organType: oneOf(ORGAN_TYPES.map(String)),
    grade: oneOf(EVALUATION_GRADES),
    keyword: text(KEYWORD_MAX_LENGTH),
    orderBy: oneOf(EVALUATION_ORDER_BY),
    order: oneOf(SORT_ORDERS),
    ...LIST_PAGING,
  },
  { notFilters: ['year', 'orderBy', 'order'] },
);

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
