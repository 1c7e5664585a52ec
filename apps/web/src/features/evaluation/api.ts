/**
 * Comprehensive evaluation (综合评价) data of free/low-fee opening, spec §7 (contracts evaluation.ts):
 * - GET /api/data/comprehensiveEvaluation/years -> number[] (newest first)
 * - GET /api/data/comprehensiveEvaluation/search (pageNum, pageSize, year, areaCode, organType, grade,
 *   keyword, orderBy, order; '' values left out) -> PageOf<EvaluationItem>
 * - GET /api/data/comprehensiveEvaluation/summary (year, organType) -> EvaluationSummary; 404 when the
 *   year has no evaluation
 * Errors reject with lib/api-data `ApiRequestError`.
 */
import { queryOptions } from '@tanstack/react-query';
import type { EvaluationItem, EvaluationSummary } from '@portal/contracts/evaluation';
import type { PageOf } from '@portal/contracts/paging';
import { getData } from '../../lib/api-data';
import type { EvaluationSearch } from './evaluation-search';

export async function fetchEvaluationYears(): Promise<number[]> {
  const years = await getData<number[] | null>('/api/data/comprehensiveEvaluation/years');
  return Array.isArray(years) ? [...years].sort((a, b) => b - a) : [];
}

export function fetchEvaluations(search: EvaluationSearch): Promise<PageOf<EvaluationItem>> {
  return getData<PageOf<EvaluationItem>>('/api/data/comprehensiveEvaluation/search', { ...search });
}

export function fetchEvaluationSummary(params: { year: string; organType: string }): Promise<EvaluationSummary> {
  return getData<EvaluationSummary>('/api/data/comprehensiveEvaluation/summary', params);
}

export const evaluationYearsQuery = queryOptions({
  queryKey: ['evaluation', 'years'],
  queryFn: fetchEvaluationYears,
  staleTime: 10 * 60 * 1000,
});

export function evaluationListQuery(search: EvaluationSearch) {
  return queryOptions({ queryKey: ['evaluation', 'list', search], queryFn: () => fetchEvaluations(search) });
}

export function evaluationSummaryQuery(params: { year: string; organType: string }) {
  return queryOptions({ queryKey: ['evaluation', 'summary', params], queryFn: () => fetchEvaluationSummary(params) });
}
