/**
 * Exchange entity `facility` (健身设施), owned by js365_equ (spec §6 fitness site facility filling). A
 * pushed facility is a fitness-map point of type 6 and a facility row (docs/data-exchange.md).
 */
import { Type, type Static } from 'typebox';
import { exchangeItem, type ExchangeEntityContract } from '../data-exchange.js';
import { FACILITY_KINDS } from '../facility.codes.js';
import { literalUnion } from '../literal-union.js';
import { CountyCode, DatumField, Lat, Lng } from './fields.js';

/** A facility's fields but its kind (shared with exchange/park.ts, whose kind is fixed). */
export const FACILITY_FIELDS = {
  name: Type.String({ minLength: 1, maxLength: 100, description: '设施名称' }),
  countyCode: CountyCode,
  lng: Lng,
  lat: Lat,
  datum: DatumField,
  address: Type.String({ maxLength: 200, description: '地址' }),
  area: Type.Number({ minimum: 0, description: '面积（平方米）' }),
  buildYear: Type.Integer({ minimum: 1949, maximum: 2100, description: '建成年份' }),
  managerUnit: Type.String({ minLength: 1, maxLength: 100, description: '管理单位' }),
  free: Type.Boolean({ description: '是否免费' }),
  openToPublic: Type.Boolean({ description: '是否向公众开放' }),
  description: Type.String({ maxLength: 2000, description: '简介' }),
};

/** Kinds js365_equ pushes: every facility kind but the sports park (exchange/park.ts, js365_park). */
export const EQU_FACILITY_KINDS = FACILITY_KINDS.filter(
  (k): k is Exclude<(typeof FACILITY_KINDS)[number], 'sports_park'> => k !== 'sports_park',
);

export const FacilityItem = exchangeItem({
  ...FACILITY_FIELDS,
  kind: literalUnion(EQU_FACILITY_KINDS, { description: '设施类型（体育公园由 js365_park 以 park 推送）' }),
});
export type FacilityItem = Static<typeof FacilityItem>;

export const facilityEntity = {
  entity: 'facility',
  system: 'js365_equ',
  label: '设施',
  item: FacilityItem,
} as const satisfies ExchangeEntityContract;
