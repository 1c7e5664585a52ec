/**
 * The filters of an organisation list page as they stand in the address, with the API's names
 * (`?areaCode=330100&kind=3&keyword=太极&pageNum=2`): the kinds offered depend on the page's category
 * (contracts ORGANIZATION_KINDS). Invalid values are dropped (lib/url-state.ts).
 */
import {
  ORGANIZATION_CATEGORIES,
  ORGANIZATION_KINDS,
  type OrganizationCategory,
} from '@portal/contracts/fitness-organization.codes';
import { areaCode, LIST_PAGING, oneOf, parseUrlState, text, urlStateSpec, type UrlState } from '../../lib/url-state';
import { organizationSearchQuery } from './api';

const specOf = (category: OrganizationCategory) =>
  urlStateSpec({
    areaCode,
    kind: oneOf(Object.keys(ORGANIZATION_KINDS[category]).map(Number)),
    keyword: text(50, { dropControls: true }),
    ...LIST_PAGING,
  });

/** One spec per category, built once (useUrlState wants a stable spec). */
const SPECS = new Map(ORGANIZATION_CATEGORIES.map((category) => [category, specOf(category)]));

/** A list's filters and page (kind null = all kinds of the category). */
export type OrganizationSearch = UrlState<ReturnType<typeof specOf>>;

/** The address spec of the list page of `category`. */
export const organizationUrlState = (category: OrganizationCategory) => SPECS.get(category)!;

/** The list request of the page of `category` for `state`. */
export function organizationSearchRequest(state: OrganizationSearch, category: OrganizationCategory) {
  return organizationSearchQuery({
    category,
    pageNum: state.pageNum,
    pageSize: state.pageSize,
    ...(state.areaCode ? { areaCode: state.areaCode } : {}),
    ...(state.kind !== null ? { kind: state.kind } : {}),
    ...(state.keyword ? { keyword: state.keyword } : {}),
  });
}

/** The first request of the list page of `category` at an address's query (app/routes.ts prefetches it). */
export const organizationFirstQuery = (params: URLSearchParams, category: OrganizationCategory) =>
  organizationSearchRequest(parseUrlState(organizationUrlState(category), params), category);
