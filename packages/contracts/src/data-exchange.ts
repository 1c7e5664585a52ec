/**
 * Data exchange with the five filling systems (数据交换; spec §6; docs/data-exchange.md). Every request is
 * signed (headers X-App-Key, X-Timestamp, X-Nonce, X-Signature; docs/decisions/data-exchange.md).
 *
 * - POST /api/exchange/v1/facility/batch — js365_equ pushes facilities (≤ 1000 items) and deletions.
 * - GET /api/exchange/v1/facility/changes?since= — accepted facility changes after an opaque cursor.
 */
import { Type, type Static } from 'typebox';
import { FACILITY_KINDS } from './facility.codes.js';
import { literalUnion } from './literal-union.js';

/** The spec §6 client systems. */
export const EXCHANGE_SYSTEMS = ['app_sync_js365', 'js365_build', 'js365_equ', 'cdqc_filling', 'js365_park'] as const;
export type ExchangeSystem = (typeof EXCHANGE_SYSTEMS)[number];

/** Most items (plus deletions) in one batch. */
export const MAX_BATCH_ROWS = 1000;
/** Most revisions per changes page. */
export const MAX_CHANGES_PAGE = 500;

const SourceId = Type.String({ minLength: 1, maxLength: 64, description: '来源系统中的记录编号' });

/** One facility as the filling system holds it. Shape is checked per row by the handler (per-row results). */
export const FacilityItem = Type.Object({
  sourceId: SourceId,
  name: Type.String({ minLength: 1, maxLength: 100, description: '设施名称' }),
  kind: literalUnion(FACILITY_KINDS, { description: '设施类型' }),
  countyCode: Type.String({ pattern: '^[0-9]{6}$', description: '区县行政区划代码' }),
  lng: Type.Number({ description: '经度（WGS-84）' }),
  lat: Type.Number({ description: '纬度（WGS-84）' }),
  address: Type.String({ maxLength: 200, description: '地址' }),
  area: Type.Number({ minimum: 0, description: '面积（平方米）' }),
  buildYear: Type.Integer({ minimum: 1949, maximum: 2100, description: '建成年份' }),
  managerUnit: Type.String({ minLength: 1, maxLength: 100, description: '管理单位' }),
  free: Type.Boolean({ description: '是否免费' }),
  openToPublic: Type.Boolean({ description: '是否向公众开放' }),
  description: Type.String({ maxLength: 2000, description: '简介' }),
});
export type FacilityItem = Static<typeof FacilityItem>;

export const FacilityBatchBody = Type.Object(
  {
    items: Type.Array(Type.Unknown(), { maxItems: MAX_BATCH_ROWS, default: [] }),
    deleted: Type.Array(SourceId, { maxItems: MAX_BATCH_ROWS, default: [] }),
  },
  { additionalProperties: false },
);
export type FacilityBatchBody = Static<typeof FacilityBatchBody>;

export const RowResult = Type.Object({
  sourceId: Type.String(),
  result: Type.Union([
    Type.Literal('created'),
    Type.Literal('updated'),
    Type.Literal('unchanged'),
    Type.Literal('deleted'),
    Type.Literal('rejected'),
  ]),
  facilityId: Type.Optional(Type.Integer()),
  field: Type.Optional(Type.String()),
  reason: Type.Optional(Type.String()),
});
export type RowResult = Static<typeof RowResult>;

export const FacilityBatchResult = Type.Object({ items: Type.Array(RowResult), deleted: Type.Array(RowResult) });
export type FacilityBatchResult = Static<typeof FacilityBatchResult>;

export const ChangesQuery = Type.Object({
  since: Type.Optional(Type.String({ maxLength: 64, description: '上一页返回的 next 游标；省略为从头读取' })),
});
export type ChangesQuery = Static<typeof ChangesQuery>;

export const ChangeItem = Type.Object({
  sourceSystem: Type.String(),
  sourceId: Type.String(),
  facilityId: Type.Integer(),
  receivedAt: Type.String(),
  deleted: Type.Boolean(),
  state: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
});
export const ChangesPage = Type.Object({ items: Type.Array(ChangeItem), next: Type.String() });
export type ChangesPage = Static<typeof ChangesPage>;
