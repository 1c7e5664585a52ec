/**
 * Exchange entity `instructor` (contracts exchange/instructor.ts; owner js365_equ): a sport_guider row at
 * an existing service station, placed in the station's county. The tables derived from sport_guider
 * (seed/sport-guider/derived.ts) follow the row: its name bigrams (sport_guider_name_gram, the name search)
 * and the counts of its old and new (county, level, sport) cells (sport_guider_cell, the list pages and
 * figures). Deleting removes the instructor's service record too.
 */
import { instructorEntity, isGuiderSport, type InstructorItem } from '@portal/contracts/exchange/instructor';
import { defineEntity, type EntityContext, type Rejection } from './exchange-entity.js';
import { checkDays } from './days.js';

type Cell = { county_code: string; level: number; sport: number };

async function stationOf(ctx: EntityContext, id: number) {
  return ctx.trx
    .selectFrom('guider_station')
    .select(['province_code', 'city_code', 'county_code'])
    .where('id', '=', id)
    .executeTakeFirst();
}

async function check(item: InstructorItem, ctx: EntityContext): Promise<Rejection | undefined> {
  if (!isGuiderSport(item.sport)) return { field: 'sport', reason: '指导项目代码不存在' };
  const day = checkDays(item, ['certifiedDate']);
  if (day) return day;
  if (!(await stationOf(ctx, item.stationId))) return { field: 'stationId', reason: '服务站点不存在' };
  return undefined;
}

async function rowOf(item: InstructorItem, ctx: EntityContext) {
  return {
    ...(await stationOf(ctx, item.stationId))!,
    name: item.name,
    gender: item.gender,
    level: item.level,
    sport: item.sport,
    certificate_no: item.certificateNo,
    station_id: item.stationId,
    certified_date: item.certifiedDate,
    service_hours: item.serviceHours,
    activity_count: item.activityCount,
  };
}

/** Sets the cell's total to its instructors (deleting an emptied cell). */
async function recount(ctx: EntityContext, cell: Cell): Promise<void> {
  const match = (table: 'sport_guider' | 'sport_guider_cell') =>
    ctx.trx
      .selectFrom(table)
      .where('county_code', '=', cell.county_code)
      .where('level', '=', cell.level)
      .where('sport', '=', cell.sport);
  const { n } = await match('sport_guider')
    .select((e) => e.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  await ctx.trx
    .deleteFrom('sport_guider_cell')
    .where('county_code', '=', cell.county_code)
    .where('level', '=', cell.level)
    .where('sport', '=', cell.sport)
    .execute();
  if (Number(n) > 0)
    await ctx.trx
      .insertInto('sport_guider_cell')
      .values({ county_code: cell.county_code, level: cell.level, sport: cell.sport, total: Number(n) })
      .execute();
}

/** Replaces the name bigrams of instructor `id` by those of its row. */
async function regram(ctx: EntityContext, id: number): Promise<void> {
  await ctx.trx.deleteFrom('sport_guider_name_gram').where('guider_id', '=', id).execute();
  const row = await ctx.trx
    .selectFrom('sport_guider')
    .select(['name', 'county_code', 'level', 'sport'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return;
  const chars = [...row.name];
  const grams = [...new Set(chars.slice(1).map((c, i) => `${chars[i]}${c}`))];
  if (grams.length > 0)
    await ctx.trx
      .insertInto('sport_guider_name_gram')
      .values(
        grams.map((gram) => ({
          gram,
          county_code: row.county_code,
          level: row.level,
          sport: row.sport,
          guider_id: id,
        })),
      )
      .execute();
}

async function cellOf(ctx: EntityContext, id: number): Promise<Cell> {
  return ctx.trx
    .selectFrom('sport_guider')
    .select(['county_code', 'level', 'sport'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

const sameCell = (a: Cell, b: Cell) => a.county_code === b.county_code && a.level === b.level && a.sport === b.sport;

export default defineEntity({
  contract: instructorEntity,
  tables: ['sport_guider', 'sport_guider_name_gram', 'sport_guider_cell', 'sport_guider_activity'],
  check,
  async insert(item, ctx) {
    const row = await rowOf(item, ctx);
    const { id } = await ctx.trx.insertInto('sport_guider').values(row).returning('id').executeTakeFirstOrThrow();
    await regram(ctx, id);
    await recount(ctx, row);
    ctx.upserted('sport_guider', id);
    return id;
  },
  async update(id, item, ctx) {
    const before = await cellOf(ctx, id);
    const row = await rowOf(item, ctx);
    await ctx.trx.updateTable('sport_guider').set(row).where('id', '=', id).execute();
    await regram(ctx, id);
    await recount(ctx, row);
    if (!sameCell(before, row)) await recount(ctx, before);
    ctx.upserted('sport_guider', id);
  },
  async remove(id, ctx) {
    const before = await cellOf(ctx, id);
    const activities = await ctx.trx
      .deleteFrom('sport_guider_activity')
      .where('guider_id', '=', id)
      .returning('id')
      .execute();
    for (const a of activities) ctx.deleted('sport_guider_activity', a.id);
    await ctx.trx.deleteFrom('sport_guider').where('id', '=', id).execute();
    await regram(ctx, id);
    await recount(ctx, before);
    ctx.deleted('sport_guider', id);
    return undefined;
  },
});
