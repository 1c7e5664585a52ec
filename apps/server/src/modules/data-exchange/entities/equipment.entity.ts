/**
 * Exchange entity `equipment` (contracts exchange/equipment.ts; owner cdqc_filling): a facility_equipment
 * row of an existing facility, in the facility's county, with the warranty end the portal derives
 * (install date + EQUIPMENT_WARRANTY_YEARS, GB 19272). The facility's equipment_count follows every
 * insert, move and delete. A piece with repair reports cannot be deleted (the reports name it).
 */
import { sql } from 'kysely';
import { EQUIPMENT_WARRANTY_YEARS } from '@portal/contracts/facility.codes';
import { equipmentEntity, type EquipmentItem } from '@portal/contracts/exchange/equipment';
import { defineEntity, type EntityContext, type Rejection } from './exchange-entity.js';
import { checkDays } from './days.js';

async function facilityOf(ctx: EntityContext, id: number) {
  return ctx.trx.selectFrom('facility').select(['id', 'county_code']).where('id', '=', id).executeTakeFirst();
}

async function check(item: EquipmentItem, ctx: EntityContext): Promise<Rejection | undefined> {
  const days = checkDays(item, ['installDate', 'lastInspection']);
  if (days) return days;
  if (!(await facilityOf(ctx, item.facilityId))) return { field: 'facilityId', reason: '设施不存在' };
  return undefined;
}

/** Sets equipment_count of facility `id` to its pieces. */
async function recount(ctx: EntityContext, id: number): Promise<void> {
  await ctx.trx
    .updateTable('facility')
    .set({
      equipment_count: sql<number>`(select count(*) from facility_equipment where facility_id = ${id})`,
    })
    .where('id', '=', id)
    .execute();
  ctx.upserted('facility', id);
}

async function rowOf(item: EquipmentItem, ctx: EntityContext) {
  const facility = (await facilityOf(ctx, item.facilityId))!;
  const year = Number(item.installDate.slice(0, 4)) + EQUIPMENT_WARRANTY_YEARS;
  return {
    facility_id: item.facilityId,
    name: item.name,
    category: item.category,
    model: item.model,
    manufacturer: item.manufacturer,
    install_date: item.installDate,
    // 02-29 + 8 years is no leap day: the warranty ends on 02-28.
    warranty_end: `${year}${item.installDate.slice(4) === '-02-29' ? '-02-28' : item.installDate.slice(4)}`,
    last_inspection: item.lastInspection ?? null,
    condition: item.disabled ? 'disabled' : 'normal',
    county_code: facility.county_code,
  };
}

export default defineEntity({
  contract: equipmentEntity,
  tables: ['facility_equipment', 'facility'],
  check,
  async insert(item, ctx) {
    const { id } = await ctx.trx
      .insertInto('facility_equipment')
      .values({ ...(await rowOf(item, ctx)), certification_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    ctx.upserted('facility_equipment', id);
    await recount(ctx, item.facilityId);
    return id;
  },
  async update(id, item, ctx) {
    const before = await ctx.trx
      .selectFrom('facility_equipment')
      .select('facility_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await ctx.trx
      .updateTable('facility_equipment')
      .set(await rowOf(item, ctx))
      .where('id', '=', id)
      .execute();
    ctx.upserted('facility_equipment', id);
    await recount(ctx, item.facilityId);
    if (before.facility_id !== item.facilityId) await recount(ctx, before.facility_id);
  },
  async remove(id, ctx) {
    const reported = await ctx.trx
      .selectFrom('fix_report')
      .select('id')
      .where('equipment_id', '=', id)
      .limit(1)
      .executeTakeFirst();
    if (reported) return { field: 'deleted', reason: '该器材有报修记录，不能删除，可推送 disabled: true 停用' };
    const row = await ctx.trx
      .deleteFrom('facility_equipment')
      .where('id', '=', id)
      .returning('facility_id')
      .executeTakeFirstOrThrow();
    ctx.deleted('facility_equipment', id);
    await recount(ctx, row.facility_id);
    return undefined;
  },
});
