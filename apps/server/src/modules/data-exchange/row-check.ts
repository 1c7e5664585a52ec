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
import type { EntityContext, ExchangeEntity, Rejection } from './entities/exchange-entity.js';
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
  const { name, lng, lat } = item as { name?: unknown; lng?: unknown; lat?: unknown };
  if (!entity.sameName || typeof name !== 'string' || typeof lng !== 'number' || typeof lat !== 'number')
    return undefined;
  const near = (await entity.sameName(name, ctx))
    .filter((r) => r.id !== selfId)
    .map((r) => ({ id: r.id, metres: haversineMetres(lng, lat, Number(r.lng), Number(r.lat)) }))
    .filter((r) => r.metres <= DUPLICATE_METRES)
    .sort((a, b) => a.metres - b.metres)[0];
  if (!near) return undefined;
  return {
    field: 'name',
    reason: `与已有${entity.contract.label}（编号 ${near.id}）同名且相距 ${Math.round(near.metres)} 米，可能重复，已写入，请核对`,
    portalId: near.id,
  };
}
