/**
 * 数据开放 (docs/decisions/open-data.md; contracts open-data.ts), keyless endpoints:
 * - GET /api/open/v1/datasets -> DatasetCatalogue (the generated datasets, yearly series first)
 * - GET /api/open/v1/datasets/{datasetId} -> DatasetDetail (404 unknown id; 503 while first generated)
 * Errors reject with lib/api-data `ApiRequestError`.
 */
import { queryOptions } from '@tanstack/react-query';
import type { DatasetCatalogue, DatasetDetail } from '@portal/contracts/open-data';
import { getData } from '../../lib/api-data';

export const openDataCatalogueQuery = queryOptions({
  queryKey: ['open-data', 'catalogue'],
  queryFn: () => getData<DatasetCatalogue>('/api/open/v1/datasets'),
  staleTime: 5 * 60 * 1000,
});

export function datasetQuery(id: string) {
  return queryOptions({
    queryKey: ['open-data', 'dataset', id],
    queryFn: () => getData<DatasetDetail>(`/api/open/v1/datasets/${encodeURIComponent(id)}`),
    staleTime: 5 * 60 * 1000,
  });
}
