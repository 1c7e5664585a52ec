/**
 * Fitness facilities data (spec §7; contracts facility.ts, paths facility.codes.ts FACILITY_API):
 * - GET /api_/ruoyi/equipment/list (FacilityListQuery) -> FacilityListData (a page + counts per kind)
 * - GET /api_/ruoyi/equipment/detail?id= -> FacilityDetail (its fields and equipment pieces)
 * - the equipment service, every call with the facilities token in the `equip-token` header:
 *   POST /api/data/equipService/{venue|path|budao|qixing|other}/list (FacilityListBody) -> FacilityListData,
 *   POST .../field/list (FieldListBody) -> PageOf<FacilityField>, POST .../certification/list -> PageOf<Certification>,
 *   GET .../field/{id}, .../equipment/{id}, .../certification/{id};
 * - GET /api/data/equipService/token -> FacilityToken, kept until 60 s before it ends; a 401 of an
 *   equipment-service call drops it and the call is made once more with a new one (spec §8: these calls
 *   are not retried through the portal's public login, lib/http-client isRetryExcluded);
 * - GET /api/data/equipment/traditional/list (EquipmentListQuery) -> PageOf<EquipmentPiece>
 * - GET /api/data/facilityLayout?areaCode= -> LayoutData
 * - repair reports: GET /api/data/fixReport/challenge -> the proof-of-work challenge the altcha widget solves;
 *   POST /api/data/fixReport (multipart, with `altcha`) -> FixReportReceipt; GET .../track -> FixReportTrack;
 *   agency (session-id = the agency token): GET .../inbox -> PageOf<FixInboxItem>,
 *   POST .../inbox/{reportNo}/status (FixStatusBody) -> FixInboxItem, POST .../inbox/{reportNo}/phone -> the
 *   full phone (audited).
 * Errors reject with lib/api-data `ApiRequestError` (404 for an unknown id; a 400's msg names the field).
 */
import { queryOptions } from '@tanstack/react-query';
import type {
  Certification,
  CertificationListBody,
  EquipmentListQuery,
  EquipmentPiece,
  FacilityDetail,
  FacilityField,
  FacilityListBody,
  FacilityListData,
  FacilityListQuery,
  FacilityToken,
  FieldListBody,
  FixInboxItem,
  FixInboxQuery,
  FixReportReceipt,
  FixReportTrack,
  FixStatusBody,
  LayoutData,
} from '@portal/contracts/facility';
import {
  EQUIP_SERVICE_LIST_KINDS,
  FACILITY_API,
  FACILITY_TOKEN_HEADER,
  type EquipServiceList,
  type FacilityKind,
} from '@portal/contracts/facility.codes';
import type { PageOf } from '@portal/contracts/paging';
import type { PhoneReveal } from '@portal/contracts/phone-reveal';
import type { ProofOfWorkChallenge } from '@portal/contracts/proof-of-work';
import { ApiRequestError, getData, unwrapData } from '../../lib/api-data';
import { apiGet, apiPost } from '../../lib/http-client';

const STALE_MS = 60_000;

/** Drops '' and null values: the API takes an absent filter as "all". */
function present<T extends object>(query: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== '' && v !== null && v !== undefined),
  ) as Partial<T>;
}

// ---- The facilities token (equipment service) ----

let facilityToken: { token: string; until: number } | null = null;

/** A valid facilities token, fetched when none is held or it ends within a minute. */
async function currentFacilityToken(): Promise<string> {
  if (facilityToken && facilityToken.until > Date.now()) return facilityToken.token;
  const data = await getData<FacilityToken>(FACILITY_API.token);
  facilityToken = { token: data.token, until: Date.now() + Math.max(0, data.expiresIn - 60) * 1000 };
  return data.token;
}

/** Forgets the held facilities token (tests; a refused token). */
export function resetFacilityToken(): void {
  facilityToken = null;
}

/** An equipment-service call with the facilities token; after a 401 once more with a new token. */
async function withFacilityToken<T>(call: (headers: Record<string, string>) => Promise<T>): Promise<T> {
  const attempt = async () => call({ [FACILITY_TOKEN_HEADER]: await currentFacilityToken() });
  try {
    return await attempt();
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.code !== 401) throw error;
    resetFacilityToken();
    return attempt();
  }
}

const serviceGet = <T>(url: string) =>
  withFacilityToken((headers) => unwrapData(apiGet<T>(url, undefined, { headers })));
const servicePost = <T>(url: string, body: object) =>
  withFacilityToken((headers) => unwrapData(apiPost<T>(url, present(body), { headers })));

// ---- Facilities ----

/** All facilities (the /equipment/index page): a page and the counts per kind. */
export const facilityListQuery = (query: FacilityListQuery) =>
  queryOptions({
    queryKey: ['facility', 'list', query],
    queryFn: () => getData<FacilityListData>(FACILITY_API.list, present(query)),
    staleTime: STALE_MS,
  });

/** The equipment-service list holding `kind` (EQUIP_SERVICE_LIST_KINDS). */
export function serviceListOf(kind: FacilityKind): Exclude<EquipServiceList, 'field' | 'certification'> {
  const lists = Object.keys(EQUIP_SERVICE_LIST_KINDS) as (keyof typeof EQUIP_SERVICE_LIST_KINDS)[];
  return lists.find((list) => EQUIP_SERVICE_LIST_KINDS[list].includes(kind)) ?? 'other';
}

/** One kind's facilities (a kind's list page) through the equipment service's POST list. */
export const kindListQuery = (kind: FacilityKind, query: FacilityListBody) =>
  queryOptions({
    queryKey: ['facility', 'service', kind, query],
    queryFn: () => servicePost<FacilityListData>(FACILITY_API.serviceList(serviceListOf(kind)), { ...query, kind }),
    staleTime: STALE_MS,
  });

export const facilityDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['facility', 'detail', id],
    queryFn: () => getData<FacilityDetail>(FACILITY_API.detail, { id }),
    staleTime: STALE_MS,
  });

// ---- Fields, equipment, certification ----

export const fieldListQuery = (body: FieldListBody) =>
  queryOptions({
    queryKey: ['facility', 'service', 'field', body],
    queryFn: () => servicePost<PageOf<FacilityField>>(FACILITY_API.serviceList('field'), body),
    staleTime: STALE_MS,
  });

export const fieldDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['facility', 'service', 'field', 'detail', id],
    queryFn: () => serviceGet<FacilityField>(FACILITY_API.serviceField(id)),
    staleTime: STALE_MS,
  });

export const equipmentDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['facility', 'service', 'equipment', id],
    queryFn: () => serviceGet<EquipmentPiece>(FACILITY_API.serviceEquipment(id)),
    staleTime: STALE_MS,
  });

export const certificationListQuery = (body: CertificationListBody) =>
  queryOptions({
    queryKey: ['facility', 'service', 'certification', body],
    queryFn: () => servicePost<PageOf<Certification>>(FACILITY_API.serviceList('certification'), body),
    staleTime: STALE_MS,
  });

export const certificationQuery = (id: number) =>
  queryOptions({
    queryKey: ['facility', 'service', 'certification', 'detail', id],
    queryFn: () => serviceGet<Certification>(FACILITY_API.serviceCertification(id)),
    staleTime: STALE_MS,
  });

export const traditionalListQuery = (query: EquipmentListQuery) =>
  queryOptions({
    queryKey: ['facility', 'traditional', query],
    queryFn: () => getData<PageOf<EquipmentPiece>>(FACILITY_API.traditionalList, present(query)),
    staleTime: STALE_MS,
  });

// ---- Layout ----

/** One division's figures and its children's; the whole country when `areaCode` is ''. */
export const layoutQuery = (areaCode: string) =>
  queryOptions({
    queryKey: ['facility', 'layout', areaCode],
    queryFn: () => getData<LayoutData>(FACILITY_API.layout, present({ areaCode })),
    staleTime: 5 * STALE_MS,
  });

// ---- Repair reports ----

/** The report form's values as the server takes them (contracts FixReportFields) and its photos. */
export interface FixReportInput {
  equipmentId: number;
  faultType: string;
  description: string;
  phone: string;
  /** The solved challenge (altcha widget payload). */
  altcha: string;
  photos: readonly Blob[];
}

/** A proof-of-work challenge of the repair report form (one per report). */
export function fetchFixReportChallenge(): Promise<ProofOfWorkChallenge> {
  return getData<ProofOfWorkChallenge>(FACILITY_API.fixReportChallenge);
}

/** Sends a report as multipart/form-data: the fields first, then up to three `photos` parts. */
export function submitFixReport(input: FixReportInput): Promise<FixReportReceipt> {
  const form = new FormData();
  form.append('equipmentId', String(input.equipmentId));
  form.append('faultType', input.faultType);
  form.append('description', input.description);
  if (input.phone) form.append('phone', input.phone);
  form.append('altcha', input.altcha);
  for (const photo of input.photos) form.append('photos', photo, photo instanceof File ? photo.name : 'photo');
  return unwrapData(apiPost<FixReportReceipt>(FACILITY_API.fixReport, form));
}

export function trackFixReport(reportNo: string, phoneTail: string): Promise<FixReportTrack> {
  return getData<FixReportTrack>(FACILITY_API.fixReportTrack, { reportNo, phoneTail });
}

export const fixInboxQuery = (token: string, query: FixInboxQuery) =>
  queryOptions({
    queryKey: ['facility', 'inbox', token, query],
    queryFn: () =>
      unwrapData(apiGet<PageOf<FixInboxItem>>(FACILITY_API.fixReportInbox, present(query), { sessionToken: token })),
  });

/** The report's full phone to call back (audited on the server, docs/personal-data.md). */
export function revealFixReportPhone(token: string, reportNo: string): Promise<PhoneReveal> {
  return unwrapData(apiPost<PhoneReveal>(FACILITY_API.fixReportPhone(reportNo), undefined, { sessionToken: token }));
}

export function updateFixStatus(token: string, reportNo: string, body: FixStatusBody): Promise<FixInboxItem> {
  return unwrapData(apiPost<FixInboxItem>(FACILITY_API.fixReportStatus(reportNo), body, { sessionToken: token }));
}
