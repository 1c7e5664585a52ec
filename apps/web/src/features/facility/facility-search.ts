/**
 * The filters of a facility list as they stand in the address, with the API's own names:
 * `/equipment/index?areaCode=330100&kind=NationalFitnessPath&keyword=西湖&condition=repairing&pageNum=2`.
 * On a kind's own list page the kind comes from the path (facility-pages.ts), so `kind` is only read on
 * /equipment/index. Invalid values are dropped (lib/url-state.ts), so a hand-edited address never
 * reaches the server as a 400.
 */
import { KEYWORD_MAX_LENGTH } from '@portal/contracts/content.codes';
import { EQUIPMENT_CONDITIONS, FACILITY_KINDS } from '@portal/contracts/facility.codes';
import { areaCode, LIST_PAGING, oneOf, text, urlStateSpec, type UrlState } from '../../lib/url-state';

export const FACILITY_URL_STATE = urlStateSpec({
  areaCode,
  kind: oneOf(FACILITY_KINDS),
  keyword: text(KEYWORD_MAX_LENGTH, { dropControls: true }),
  condition: oneOf(EQUIPMENT_CONDITIONS),
  ...LIST_PAGING,
});

/** A list's filters and page ('' = all). */
export type FacilitySearch = UrlState<typeof FACILITY_URL_STATE>;

/** True when a filter other than the page's own kind narrows the list. */
export function hasFacilityFilters(search: FacilitySearch, ownKind: boolean): boolean {
  return Boolean(search.areaCode || search.keyword || search.condition || (!ownKind && search.kind));
}
