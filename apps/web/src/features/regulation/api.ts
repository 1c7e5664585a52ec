/**
 * Policies and regulations (政策法规) data, spec §7:
 * - GET /api_/ow/regulation/list (pageNum, pageSize, keyword, year, category, status) -> PageOf<RegulationListItem>
 * - GET /api_/ow/regulation/detail?id -> RegulationDetail
 * Errors reject with lib/api-data `ApiRequestError` (code 404 for an unknown id).
 */
import { queryOptions } from '@tanstack/react-query';
import type { RegulationDetail, RegulationListItem } from '@portal/contracts/content';
import { REGULATION_CATEGORIES, REGULATION_STATUSES } from '@portal/contracts/content.codes';
import type { PageOf } from '@portal/contracts/paging';
import { getData } from '../../lib/api-data';
import { toApiParams, type ListQuery, type ListQueryRules } from '../../components/list-page/list-state';

/** The list's category and status filters accept only the contracts' codes. */
export const REGULATION_LIST_RULES: ListQueryRules = {
  categories: REGULATION_CATEGORIES,
  statuses: REGULATION_STATUSES,
};

export function fetchRegulationList(query: ListQuery): Promise<PageOf<RegulationListItem>> {
  return getData<PageOf<RegulationListItem>>('/api_/ow/regulation/list', toApiParams(query));
}

export function fetchRegulationDetail(id: number): Promise<RegulationDetail> {
  return getData<RegulationDetail>('/api_/ow/regulation/detail', { id });
}

export function regulationListQuery(query: ListQuery) {
  return queryOptions({ queryKey: ['regulation', 'list', query], queryFn: () => fetchRegulationList(query) });
}

export function regulationDetailQuery(id: number) {
  return queryOptions({ queryKey: ['regulation', 'detail', id], queryFn: () => fetchRegulationDetail(id) });
}
