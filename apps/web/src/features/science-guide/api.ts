/**
 * Science fitness guidance (科学健身指导) data:
 * - GET /api_/ow/information/guidance/list (spec §7; pageNum, pageSize, kind, keyword, category, level)
 *   -> PageOf<ScienceGuideListItem>; GET /api_/ow/information/guidance/detail?id -> ScienceGuideDetail;
 * - GET /api_/ow/information/checkSite/list (areaCode, keyword, lng+lat for nearest-first) -> PageOf<StationItem>;
 * - POST /api_/ow/information/assess (the visitor's own results, not stored) -> AssessmentResult.
 * Errors reject with lib/api-data `ApiRequestError` (404 unknown id, 400 naming a field).
 */
import { queryOptions } from '@tanstack/react-query';
import type { PageOf } from '@portal/contracts/paging';
import type {
  AssessmentInput,
  AssessmentResult,
  ScienceGuideDetail,
  ScienceGuideListItem,
  StationItem,
} from '@portal/contracts/science-guide';
import type { ScienceGuideKind } from '@portal/contracts/science-guide.codes';
import { getData, toApiRequestError } from '../../lib/api-data';
import { apiPost, isApiEnvelope } from '../../lib/http-client';
import { toApiParams, type ListQuery } from '../../components/list-page/list-state';

/**
 * The list query of one kind. The scaffold's `status` filter carries a plan's level (难度): the content
 * lists share one URL state (components/list-page/list-state.ts), and plans are the only kind with a level.
 */
export function guideListQuery(kind: ScienceGuideKind) {
  return (query: ListQuery) => {
    const { status, ...params } = toApiParams(query);
    const apiParams = { ...params, kind, ...(status ? { level: status } : {}) };
    return queryOptions({
      queryKey: ['science-guide', 'list', apiParams],
      queryFn: () => getData<PageOf<ScienceGuideListItem>>('/api_/ow/information/guidance/list', apiParams),
    });
  };
}

export function guideDetailQuery(id: number) {
  return queryOptions({
    queryKey: ['science-guide', 'detail', id],
    queryFn: () => getData<ScienceGuideDetail>('/api_/ow/information/guidance/detail', { id }),
  });
}

export interface StationQuery {
  areaCode: string;
  keyword: string;
  pageNum: number;
  pageSize: number;
  point?: { lng: number; lat: number };
}

export function stationListQuery({ point, ...query }: StationQuery) {
  const params = { ...query, lng: point?.lng, lat: point?.lat };
  return queryOptions({
    queryKey: ['science-guide', 'stations', params],
    queryFn: () => getData<PageOf<StationItem>>('/api_/ow/information/checkSite/list', params),
  });
}

/** POST the visitor's results; resolves with the assessment, rejects with ApiRequestError (400 names the field). */
export async function postAssessment(input: AssessmentInput): Promise<AssessmentResult> {
  try {
    const body = await apiPost<AssessmentResult>('/api_/ow/information/assess', input);
    if (body.code !== 200) throw toApiRequestError(body);
    return body.data;
  } catch (error) {
    throw isApiEnvelope(error) ? toApiRequestError(error) : error;
  }
}
