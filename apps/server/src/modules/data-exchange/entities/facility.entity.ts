/**
 * Exchange entity `facility` (contracts exchange/facility.ts; owner js365_equ): a fitness-map point of
 * type 6 (name, address, place) and a facility row with the same id (its own facts), so the map and the
 * facility lists show it, and the site search's terms of the batch's facilities (db/site-search-terms.ts:
 * name, kind, sports, place), replaced once per batch in the same command, so every instance finds them as
 * soon as the batch commits.
 * The hooks are shared with `park` (./park.entity.ts: kind sports_park).
 */
import type { FacilityKind } from '@portal/contracts/facility.codes';
import { facilityEntity, type FacilityItem } from '@portal/contracts/exchange/facility';
import { searchTermsAfterBatch } from './search-terms.js';
import { defineEntity, type EntityContext, type ExchangeEntity } from './exchange-entity.js';
import { areaColumns } from './place.js';

/** Items per multi-row insert: 14 facility columns x 1,000 = 14,000 parameters, under SQLite's 32,766. */
const INSERT_ROWS = 1_000;

/** A facility item with its kind (a park's is fixed). */
type KindedItem = Omit<FacilityItem, 'kind'> & { kind: FacilityKind };

function rowsOf(item: KindedItem, ctx: EntityContext) {
  const area = areaColumns(item.countyCode, ctx);
  return {
    point: {
      map_type: 6,
      kind: item.kind,
      name: item.name,
      address: item.address,
      lng: item.lng,
      lat: item.lat,
      ...area,
    },
    facility: {
      kind: item.kind,
      ...area,
      area: item.area,
      build_year: item.buildYear,
      manager_unit: item.managerUnit,
      free: item.free ? 1 : 0,
      open_to_public: item.openToPublic ? 1 : 0,
      description: item.description,
    },
  };
}

/** The facility hooks; `kindOf` gives an item's kind. */
export function facilityHooks<I extends Omit<FacilityItem, 'kind'>>(
  kindOf: (item: I) => FacilityKind,
): Pick<ExchangeEntity, 'tables' | 'sameName' | 'sameNames'> & {
  insert(item: I, ctx: EntityContext): Promise<number>;
  insertMany(items: I[], ctx: EntityContext): Promise<number[]>;
  update(id: number, item: I, ctx: EntityContext): Promise<void>;
  remove(id: number, ctx: EntityContext): ReturnType<ExchangeEntity['remove']>;
  afterBatch: NonNullable<ExchangeEntity['afterBatch']>;
} {
  const rowsOfItem = (item: I, ctx: EntityContext) => rowsOf({ ...item, kind: kindOf(item) }, ctx);
  // A map point and a facility with its id, INSERT_ROWS items per statement: two statements per 1,000 items
  // instead of 2,000 (each a round trip on PostgreSQL; docs/decisions/data-exchange.md "Push throughput").
  const insertMany = async (items: I[], ctx: EntityContext): Promise<number[]> => {
    const ids: number[] = [];
    for (let at = 0; at < items.length; at += INSERT_ROWS) {
      const rows = items.slice(at, at + INSERT_ROWS).map((item) => rowsOfItem(item, ctx));
      const returned = await ctx.trx
        .insertInto('map_point')
        .values(rows.map((r) => r.point))
        .returning('id')
        .execute();
      // One statement's ids grow in the order of its rows (an identity column, or SQLite's rowid under the
      // write lock); RETURNING's own order is not promised, so the ids are sorted back into it.
      const some = returned.map((r) => Number(r.id)).sort((a, b) => a - b);
      await ctx.trx
        .insertInto('facility')
        .values(
          rows.map((r, i) => ({
            id: some[i]!,
            ...r.facility,
            condition: 'normal',
            length: null,
            equipment_count: 0,
            field_count: 0,
          })),
        )
        .execute();
      for (const id of some) {
        ctx.upserted('map_point', id);
        ctx.upserted('facility', id);
      }
      ids.push(...some);
    }
    return ids;
  };
  return {
    tables: ['facility', 'map_point', 'site_search_term'],
    // Facilities and parks are both map points of type 6: a park next to a same-named facility is flagged too.
    sameName: (name, ctx) =>
      ctx.trx
        .selectFrom('map_point')
        .select(['id', 'lng', 'lat'])
        .where('map_type', '=', 6)
        .where('name', '=', name)
        .execute(),
    sameNames: (names, ctx) =>
      ctx.trx
        .selectFrom('map_point')
        .select(['id', 'name', 'lng', 'lat'])
        .where('map_type', '=', 6)
        .where('name', 'in', names)
        .orderBy('id')
        .execute(),
    insertMany,
    async insert(item, ctx) {
      return (await insertMany([item], ctx))[0]!;
    },
    async update(id, item, ctx) {
      const rows = rowsOfItem(item, ctx);
      await ctx.trx.updateTable('map_point').set(rows.point).where('id', '=', id).execute();
      await ctx.trx.updateTable('facility').set(rows.facility).where('id', '=', id).execute();
      ctx.upserted('map_point', id);
      ctx.upserted('facility', id);
    },
    async remove(id, ctx) {
      const used = await ctx.trx
        .selectFrom('facility_equipment')
        .select('id')
        .where('facility_id', '=', id)
        .limit(1)
        .executeTakeFirst();
      if (used) return { field: 'deleted', reason: '该设施下仍有器材，请先删除其器材' };
      await ctx.trx.deleteFrom('facility').where('id', '=', id).execute();
      await ctx.trx.deleteFrom('map_point').where('id', '=', id).execute();
      ctx.deleted('map_point', id);
      ctx.deleted('facility', id);
      return undefined;
    },
    // The terms of every facility the batch created, changed or deleted (a deleted one's terms just go).
    afterBatch: searchTermsAfterBatch('facility', 'facility'),
  };
}

export default defineEntity({
  contract: facilityEntity,
  ...facilityHooks<FacilityItem>((item) => item.kind),
});
