/**
 * Data exchange with the five filling systems (数据交换; spec §6; docs/data-exchange.md). Every request is
 * signed (headers X-App-Key, X-Timestamp, X-Nonce, X-Signature; docs/decisions/data-exchange.md).
 *
 * - POST /api/exchange/v1/{entity}/batch — the owning system pushes items (≤ 1000) and deletions.
 * - GET /api/exchange/v1/{entity}/changes?since= — accepted changes of the entity after an opaque cursor.
 *
 * Each entity's item schema and owning system live in one file of ./exchange/ (listed by ./exchange/index.ts).
 */
import { Type, type Static, type TObject, type TProperties } from 'typebox';
import type { ExchangeSystem } from './data-exchange.codes.js';

// The systems and their Chinese names live in the codes file (the web bundle imports it, no schema library).
export { EXCHANGE_SYSTEMS, EXCHANGE_SYSTEM_NAMES, type ExchangeSystem } from './data-exchange.codes.js';

/** Most items (plus deletions) in one batch. */
export const MAX_BATCH_ROWS = 1000;
/** Most revisions per changes page. */
export const MAX_CHANGES_PAGE = 500;
/**
 * Requests a minute one app key may make to each exchange route (batch and changes of each entity
 * counted apart); more answer 429. Requests without an active key count per client address. 600 batches
 * of up to 1000 rows a minute is 10,000 rows a second per entity: above the push target (5,000 rows/s,
 * docs/decisions/data-exchange.md), while one runaway client still cannot flood the database.
 */
export const EXCHANGE_RATE_LIMIT_PER_MINUTE = 600;

export const SourceId = Type.String({ minLength: 1, maxLength: 64, description: '来源系统中的记录编号' });

/** `validFrom`: a day or an ISO date-time (UTC when no offset). */
export const ValidFrom = Type.String({
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}(T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,3})?)?(Z|[+-][0-9]{2}:[0-9]{2})?)?$',
  description: '记录生效时间（YYYY-MM-DD 或 ISO 8601 时间）；省略为收到时间',
});

/**
 * An entity's item schema: `sourceId`, an optional `validFrom`, then the entity's own fields. The shape is
 * checked per row by the handler (per-row results), never by the route.
 */
export function exchangeItem<P extends TProperties>(fields: P) {
  return Type.Object({ sourceId: SourceId, validFrom: Type.Optional(ValidFrom), ...fields });
}

/** What one entity file of ./exchange/ declares: the entity's name, owner, Chinese label and item schema. */
export interface ExchangeEntityContract<T extends TObject = TObject> {
  /** The path segment, e.g. 'buildProject'. */
  entity: string;
  /** The only system that may push or read it (others 403). */
  system: ExchangeSystem;
  /** Chinese name, e.g. '建设项目'. */
  label: string;
  item: T;
}

export const BatchBody = Type.Object(
  {
    items: Type.Array(Type.Unknown(), { maxItems: MAX_BATCH_ROWS, default: [] }),
    deleted: Type.Array(SourceId, { maxItems: MAX_BATCH_ROWS, default: [] }),
  },
  { additionalProperties: false },
);
export type BatchBody = Static<typeof BatchBody>;

export const RowResult = Type.Object({
  sourceId: Type.String(),
  result: Type.Union([
    Type.Literal('created'),
    Type.Literal('updated'),
    Type.Literal('unchanged'),
    Type.Literal('deleted'),
    Type.Literal('rejected'),
  ]),
  /** The portal row the item is (facility id, venue organId, project id, equipment id, instructor id). */
  portalId: Type.Optional(Type.Integer()),
  field: Type.Optional(Type.String()),
  reason: Type.Optional(Type.String()),
  /**
   * An accepted row the portal asks a person to look at (a likely duplicate: the same name within 100 m of
   * another record of the entity, `portalId` that record); the row is written all the same.
   */
  review: Type.Optional(
    Type.Object({ field: Type.String(), reason: Type.String(), portalId: Type.Optional(Type.Integer()) }),
  ),
});
export type RowResult = Static<typeof RowResult>;

export const BatchResult = Type.Object({ items: Type.Array(RowResult), deleted: Type.Array(RowResult) });
export type BatchResult = Static<typeof BatchResult>;

export const ChangesQuery = Type.Object({
  since: Type.Optional(Type.String({ maxLength: 64, description: '上一页返回的 next 游标；省略为从头读取' })),
});
export type ChangesQuery = Static<typeof ChangesQuery>;

export const ChangeItem = Type.Object({
  sourceSystem: Type.String(),
  sourceId: Type.String(),
  portalId: Type.Integer(),
  /** The app key that pushed the change (keys are per system; a rotated key shows which one wrote). */
  appKey: Type.String(),
  receivedAt: Type.String({ description: 'ISO UTC' }),
  /** The item's validFrom as ISO UTC, or receivedAt when the item gave none. */
  validFrom: Type.String({ description: 'ISO UTC' }),
  deleted: Type.Boolean(),
  state: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
});
export const ChangesPage = Type.Object({ items: Type.Array(ChangeItem), next: Type.String() });
export type ChangesPage = Static<typeof ChangesPage>;
