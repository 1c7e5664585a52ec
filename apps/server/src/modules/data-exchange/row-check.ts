/**
 * The per-row check of an exchange item, whatever brings it (the signed push API, ./batch.command.ts, and
 * the file import), in this order (docs/decisions/data-exchange.md "Validation"):
 * 1. the contract's schema (./item-check.ts): canonical state and validFrom;
 * 2. the point in WGS-84 (a GCJ-02 `datum` converted; the stored state keeps what the client sent);
 * 3. the shared checks of every entity with those fields: place (entities/place.ts: current county,
 *    inside China, near the county's centre) and every field named `phone` / `…Phone` (lib/phone.ts
 *    formats; an empty phone is "none");
 * 4. the entity's own check (references, date order, programme rules).
 * A failure is `{ ok: false, sourceId, field, reason }` (reason in Chinese). duplicateOf then flags an
 * accepted row for review (the same name within 100 m of another record of the entity).
 */
import type { RowResult } from '@portal/contracts/data-exchange';
import { haversineMetres } from '../../lib/haversine.js';
import { isPhoneNumber } from '../../lib/phone.js';
import type { EntityContext, ExchangeEntity, PlacedRecord, Rejection } from './entities/exchange-entity.js';
import { checkPlace, toWgs84, type PlaceFields } from './entities/place.js';
import { checkItem, type ItemCheck } from './item-check.js';

/** Two records of one entity with the same name closer than this (metres) are a likely duplicate. */
export const DUPLICATE_METRES = 100;

const PHONE_REASON =
  '电话号码格式不正确（应为 11 位手机号、带区号的座机如 0571-88886666、400/800 号码或 12345 等服务号码）';

/** An item that states a county (every entity with a place: its schema typed the point and datum already). */
function hasPlace(item: Record<string, unknown>): item is Record<string, unknown> & PlaceFields {
  return typeof item.countyCode === 'string';
}

/** The shared checks of step 3 (see the module comment). */
function sharedCheck(item: Record<string, unknown>, ctx: EntityContext): Rejection | undefined {
  if (hasPlace(item)) {
    const place = checkPlace(item, ctx);
    if (place) return place;
  }
  for (const [field, value] of Object.entries(item))
    if (/(^p|P)hone$/.test(field) && typeof value === 'string' && value.trim() !== '' && !isPhoneNumber(value))
      return { field, reason: PHONE_REASON };
  return undefined;
}

/** See the module comment; `item` is what the entity's hooks write (point in WGS-84). */
export async function checkRow(entity: ExchangeEntity, raw: unknown, ctx: EntityContext): Promise<ItemCheck> {
  const shape = checkItem(entity.contract.item, raw);
  if (!shape.ok) return shape;
  const item = toWgs84(shape.item);
  const rejected = sharedCheck(item, ctx) ?? (await entity.check?.(item, ctx));
  if (rejected) return { ok: false, sourceId: item.sourceId as string, ...rejected };
  return { ...shape, item };
}

/** The same-named record nearest to an item's point within DUPLICATE_METRES (not `selfId`), if any. */
function nearestOf(
  records: readonly PlacedRecord[],
  lng: number,
  lat: number,
  selfId: number | undefined,
): { id: number; metres: number } | undefined {
  return records
    .filter((r) => r.id !== selfId)
    .map((r) => ({ id: r.id, metres: haversineMetres(lng, lat, Number(r.lng), Number(r.lat)) }))
    .filter((r) => r.metres <= DUPLICATE_METRES)
    .sort((a, b) => a.metres - b.metres)[0];
}

/** The review flag naming portal record `id`, `metres` away (rounded to the metre in the reason). */
export function reviewOf(
  entity: ExchangeEntity,
  near: { id: number; metres: number },
): NonNullable<RowResult['review']> {
  return {
    field: 'name',
    reason: `与已有${entity.contract.label}（编号 ${near.id}）同名且相距 ${Math.round(near.metres)} 米，可能重复，已写入，请核对`,
    portalId: near.id,
  };
}

/** An item's name and WGS-84 point, when it has all three (else it is never flagged). */
function placedName(item: Record<string, unknown>): { name: string; lng: number; lat: number } | undefined {
  const { name, lng, lat } = item as { name?: unknown; lng?: unknown; lat?: unknown };
  return typeof name === 'string' && typeof lng === 'number' && typeof lat === 'number'
    ? { name, lng, lat }
    : undefined;
}

/**
 * The review flag of an accepted item: another record of the entity (not `selfId`) with the same name
 * within DUPLICATE_METRES of the item's WGS-84 point, else undefined. Entities without `sameName` or
 * items without a point are never flagged.
 */
export async function duplicateOf(
  entity: ExchangeEntity,
  item: Record<string, unknown>,
  ctx: EntityContext,
  selfId: number | undefined,
): Promise<RowResult['review']> {
  const placed = placedName(item);
  if (!entity.sameName || !placed) return undefined;
  const near = nearestOf(await entity.sameName(placed.name, ctx), placed.lng, placed.lat, selfId);
  return near ? reviewOf(entity, near) : undefined;
}

/**
 * duplicateOf for a batch whose new items are inserted together at its end (ExchangeEntity.insertMany): the
 * records named as the batch's items, read at once (sameNames), kept as the batch would change them had it
 * written each item in turn (a new item is a record from then on, an update renames and moves its record).
 * A new item's record has no portal id yet: it stands as `-(1 + pending index)`, so a flag may name one
 * (`nearest` then gives that stand-in; the caller swaps in the id once inserted). Ids ascending, stand-ins
 * after them, as the per-item read would list them.
 */
export class SameNameIndex {
  private readonly byName = new Map<string, PlacedRecord[]>();

  private constructor(
    private readonly entity: ExchangeEntity,
    private readonly ctx: EntityContext,
  ) {}

  /** The index of the records named as one of `raws` (their `name` strings); sameNames reads at most 500 per query. */
  static async of(entity: ExchangeEntity, raws: readonly unknown[], ctx: EntityContext): Promise<SameNameIndex> {
    const index = new SameNameIndex(entity, ctx);
    const names = [
      ...new Set(
        raws.map((raw) => (raw as { name?: unknown } | null)?.name).filter((n): n is string => typeof n === 'string'),
      ),
    ];
    for (const name of names) index.byName.set(name, []);
    if (entity.sameNames)
      for (let at = 0; at < names.length; at += 500)
        for (const r of await entity.sameNames(names.slice(at, at + 500), ctx))
          index.byName.get(r.name)?.push({ id: r.id, lng: r.lng, lat: r.lat });
    return index;
  }

  /** The records named `name` (read now when no raw item carried it, e.g. a name the schema changed). */
  private async named(name: string): Promise<PlacedRecord[]> {
    let records = this.byName.get(name);
    if (!records)
      this.byName.set(name, (records = this.entity.sameName ? await this.entity.sameName(name, this.ctx) : []));
    return records;
  }

  /** The nearest same-named record of `item` within DUPLICATE_METRES (not `selfId`), as duplicateOf. */
  async nearest(item: Record<string, unknown>, selfId: number | undefined) {
    const placed = placedName(item);
    if (!this.entity.sameName || !placed) return undefined;
    return nearestOf(await this.named(placed.name), placed.lng, placed.lat, selfId);
  }

  /** Record `id` (a stand-in for a new item) now has `item`'s name and point. */
  async written(id: number, item: Record<string, unknown>): Promise<void> {
    const placed = placedName(item);
    // Read first: a name first read now already holds the record as just written.
    const records = placed ? await this.named(placed.name) : undefined;
    // A portal record may sit under its old name: it moves (a stand-in is new, under no name yet).
    if (id > 0)
      for (const list of this.byName.values()) {
        const at = list.findIndex((r) => r.id === id);
        if (at >= 0) list.splice(at, 1);
      }
    if (!placed || !records) return;
    // Ascending ids, then stand-ins in pending order (-1, -2, …).
    const at = records.findIndex((r) => (id < 0 ? r.id < 0 && r.id < id : r.id < 0 || r.id > id));
    records.splice(at < 0 ? records.length : at, 0, { id, lng: placed.lng, lat: placed.lat });
  }
}
