/**
 * The filters of a facility list as they stand in the address, with the API's own names:
 * `/equipment/index?areaCode=330100&kind=NationalFitnessPath&keyword=西湖&condition=repairing&pageNum=2`.
 * On a kind's own list page the kind comes from its route (app/routes.ts), so `kind` is only read on
 * /equipment/index. Invalid values are dropped (lib/url-state.ts), so a hand-edited address never
 * reaches the server as a 400.
 */
import { KEYWORD_MAX_LENGTH } from '@portal/contracts/content.codes';
import {
  EQUIPMENT_CONDITIONS,
  FACILITY_KINDS,
  type EquipmentCondition,
  type FacilityKind,
} from '@portal/contracts/facility.codes';
import { areaCode, LIST_PAGING, oneOf, parseUrlState, text, urlStateSpec, type UrlState } from '../../lib/url-state';
import { facilityListQuery, kindListQuery } from './api';

export const FACILITY_URL_STATE = urlStateSpec({
  areaCode,
  kind: oneOf(FACILITY_KINDS),
  keyword: text(KEYWORD_MAX_LENGTH, { dropControls: true }),
  condition: oneOf(EQUIPMENT_CONDITIONS),
  ...LIST_PAGING,
});

/** A list's filters and page ('' = all). */
export type FacilitySearch = UrlState<typeof FACILITY_URL_STATE>;

/** The API filters of a search (the page's own kind wins over the address's). */
function toQuery(search: FacilitySearch, kind: FacilityKind | null) {
  const { areaCode, keyword, condition, pageNum, pageSize } = search;
  const chosenKind = kind ?? (search.kind as FacilityKind | '');
  return {
    pageNum,
    pageSize,
    ...(areaCode ? { areaCode } : {}),
    ...(keyword ? { keyword } : {}),
    ...(condition ? { condition: condition as EquipmentCondition } : {}),
    ...(chosenKind ? { kind: chosenKind } : {}),
  };
}

/**
 * The list request of a facility list page for `search`: a kind's list (POST, equipment service) when the
 * route gives a `kind`, else /equipment/index's list with its counts per kind.
 */
export function facilityListRequest(search: FacilitySearch, kind: FacilityKind | null) {
  const query = toQuery(search, kind);
  return kind ? kindListQuery(kind, query) : facilityListQuery(query);
}

/** The first request of a facility list page at an address's query (app/routes.ts prefetches it). */
export const facilityFirstQuery = (params: URLSearchParams, kind: FacilityKind | null) =>
  facilityListRequest(parseUrlState(FACILITY_URL_STATE, params), kind);
