/**
 * Policies and regulations (政策法规) data, spec §7:
 * - GET /api_/ow/regulation/list (pageNum, pageSize, keyword, year, category, status) -> PageOf<RegulationListItem>
 * - GET /api_/ow/regulation/detail?id -> RegulationDetail
 * Errors reject with lib/api-data `ApiRequestError` (code 404 for an unknown id).
 */
import { queryOptions } from '@tanstack/react-query';
import type { RegulationDetail, RegulationListItem } from '@portal/contracts/content';
import type { PageOf } from '@portal/contracts/paging';
import { getData } from '../../lib/api-data';
import { toApiParams, type ListQuery, type ListQueryRules } from '../../components/list-page/list-state';
import { REGULATION_STATUS_VALUES } from '../../components/status-tag/regulation-status-tag';

/** Regulation categories (db/schema.ts RegulationTable.category). */
export const REGULATION_CATEGORIES: readonly string[] = [
  '法律',
  '行政法规',
  '部门规章',
  '规范性文件',
  '地方性法规',
  '政策解读',
];
export const REGULATION_LIST_RULES: ListQueryRules = {
  categories: REGULATION_CATEGORIES,
  statuses: REGULATION_STATUS_VALUES,
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
