/**
 * Construction projects (建设项目) data, spec §7 (contracts build-project.ts):
 * - GET /api/data/build/{kind}/info/search (pageNum, pageSize, areaCode, status, year, keyword; '' left out)
 *   -> PageOf<BuildListItem>
 * - GET /api/data/build/{kind}/info/{id} -> BuildDetail (ApiRequestError 404 for an unknown id or another kind)
 * - GET /api/data/build/{kind}/summary (status, year) -> BuildSummary: national and per-province figures
 * Errors reject with lib/api-data `ApiRequestError`. Query keys: ['build', kind, 'list' | 'detail' | 'summary', ...].
 */
import { queryOptions } from '@tanstack/react-query';
import type { BuildDetail, BuildListItem, BuildSummary } from '@portal/contracts/build-project';
import type { BuildKind } from '@portal/contracts/build-project.codes';
import type { PageOf } from '@portal/contracts/paging';
import { getData } from '../../lib/api-data';
import type { BuildSearch } from './build-search';

const base = (kind: BuildKind) => `/api/data/build/${kind}`;

export function buildListQuery(kind: BuildKind, search: BuildSearch) {
  return queryOptions({
    queryKey: ['build', kind, 'list', search],
    queryFn: () => getData<PageOf<BuildListItem>>(`${base(kind)}/info/search`, { ...search }),
  });
}

export function buildDetailQuery(kind: BuildKind) {
  return (id: number) =>
    queryOptions({
      queryKey: ['build', kind, 'detail', id],
      queryFn: () => getData<BuildDetail>(`${base(kind)}/info/${id}`),
    });
}

export function buildSummaryQuery(kind: BuildKind, filters: { status: string; year: string }) {
  return queryOptions({
    queryKey: ['build', kind, 'summary', filters],
    queryFn: () => getData<BuildSummary>(`${base(kind)}/summary`, filters),
  });
}
