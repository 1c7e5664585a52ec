/**
 * Fitness work cases (健身工作案例) data, spec §7:
 * - GET /api_/ruoyi/case/list (pageNum, pageSize; paging only) -> PageOf<CaseListItem>
 * - GET /api_/ruoyi/case/detail?id -> CaseDetail
 * Errors reject with lib/api-data `ApiRequestError` (code 404 for an unknown id).
 */
import { queryOptions } from '@tanstack/react-query';
import type { CaseDetail, CaseListItem } from '@portal/contracts/content';
import type { PageOf } from '@portal/contracts/paging';
import { getData } from '../../lib/api-data';
import type { ListQuery } from '../../components/list-page/list-state';

export function fetchCaseList(query: Pick<ListQuery, 'pageNum' | 'pageSize'>): Promise<PageOf<CaseListItem>> {
  return getData<PageOf<CaseListItem>>('/api_/ruoyi/case/list', { pageNum: query.pageNum, pageSize: query.pageSize });
}

export function fetchCaseDetail(id: number): Promise<CaseDetail> {
  return getData<CaseDetail>('/api_/ruoyi/case/detail', { id });
}

/** The case list has no filters: only the page matters to the key. */
export function caseListQuery(query: ListQuery) {
  const page = { pageNum: query.pageNum, pageSize: query.pageSize };
  return queryOptions({ queryKey: ['case', 'list', page], queryFn: () => fetchCaseList(page) });
}

export function caseDetailQuery(id: number) {
  return queryOptions({ queryKey: ['case', 'detail', id], queryFn: () => fetchCaseDetail(id) });
}
