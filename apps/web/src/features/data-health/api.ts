/**
 * 数据质量公开 (docs/decisions/data-exchange.md "Data health"; contracts data-health.ts), public:
 * - GET /api_/ow/dataHealth?year -> DataHealth (year: '' = the current year); 404 for a year without figures.
 * Errors reject with lib/api-data `ApiRequestError`.
 */
import { queryOptions } from '@tanstack/react-query';
import type { DataHealth } from '@portal/contracts/data-health';
import { getData } from '../../lib/api-data';

export function dataHealthQuery(year: string) {
  return queryOptions({
    queryKey: ['data-health', year],
    queryFn: () => getData<DataHealth>('/api_/ow/dataHealth', { year }),
    staleTime: 60 * 1000,
  });
}
