/**
 * Exchange entity `venueYear` (contracts exchange/venue-year.ts; owner app_sync_js365): the
 * venue_year_stat row of (organId, year), whose portal id is the organId (the table has no id of its
 * own; the year comes from the item, or from the last accepted item when it moves or goes). The months
 * must add up to the year's visitors. A year the portal already holds (seeded or filled in before the
 * exchange) is taken over: the filling system is the source of these figures. The programme's opening
 * rules (modules/venue-status/compliance.ts, as the yearly evaluation applies them) are checked on entry:
 * >= 35 open hours a week and >= 330 open days (pro rata for a year still running when it is pushed).
 *
 * An accepted change does not touch the public row: it becomes the (organId, year) submission awaiting
 * review (已填报), and a reviewer's approval publishes it (docs/decisions/data-exchange.md "Review before
 * public (审核)"; ../review/).
 */
import { venueYearEntity, type VenueYearItem } from '@portal/contracts/exchange/venue-year';
import { MIN_WEEKLY_OPEN_HOURS, requiredOpenDays } from '../../venue-status/compliance.js';
import { submitFigures } from '../review/venue-year-submission.js';
import { defineEntity, type EntityContext, type Rejection } from './exchange-entity.js';

/** The programme's opening rules for the year's figures, pushed at `now`. */
function checkProgramme(item: VenueYearItem, now: Date): Rejection | undefined {
  if (item.weeklyOpenHours < MIN_WEEKLY_OPEN_HOURS)
    return {
      field: 'weeklyOpenHours',
      reason: `每周开放时间不得少于 ${MIN_WEEKLY_OPEN_HOURS} 小时（免费低收费开放要求）`,
    };
  const required = requiredOpenDays({ year: item.year, filledAt: now.toISOString() });
  if (item.openDays < required.days)
    return {
      field: 'openDays',
      reason: required.until
        ? `截至 ${required.until} 开放天数不得少于 ${required.days} 天（按全年 330 天折算，免费低收费开放要求）`
        : `全年开放天数不得少于 ${required.days} 天（免费低收费开放要求）`,
    };
  return undefined;
}

async function check(item: VenueYearItem, ctx: EntityContext): Promise<Rejection | undefined> {
  if (item.visitorsByMonth.reduce((a, b) => a + b, 0) !== item.visitorsTotal)
    return { field: 'visitorsTotal', reason: '应等于 1-12 月接待人次之和' };
  const programme = checkProgramme(item, ctx.now);
  if (programme) return programme;
  const venue = await ctx.trx
    .selectFrom('venue')
    .select(['organ_id', 'has_outdoor'])
    .where('organ_id', '=', item.organId)
    .executeTakeFirst();
  if (!venue) return { field: 'organId', reason: '场馆不存在' };
  if (venue.has_outdoor === 1 && item.outdoorFreeHours === undefined)
    return { field: 'outdoorFreeHours', reason: '该场馆有室外场地，须填写室外免费开放时长' };
  return undefined;
}

/** The venue_year_stat columns of `item` (besides organ_id and year), as the submission carries them. */
const figuresOf = (item: VenueYearItem, ctx: EntityContext) => ({
  open_days: item.openDays,
  weekly_open_hours: item.weeklyOpenHours,
  free_open_hours: item.freeOpenHours,
  min_rest_day_hours: item.minRestDayHours,
  outdoor_free_hours: item.outdoorFreeHours ?? null,
  visitors_total: item.visitorsTotal,
  visitors_by_month: JSON.stringify(item.visitorsByMonth),
  events_held: item.eventsHeld,
  trainings_held: item.trainingsHeld,
  subsidy_amount: item.subsidyAmount,
  filled_at: ctx.now.toISOString(),
});

/** Submits the item's figures for review; resolves with the portal id (the organId). */
async function put(item: VenueYearItem, ctx: EntityContext): Promise<number> {
  await submitFigures(
    ctx.trx,
    { organId: item.organId, year: item.year, sourceId: item.sourceId, now: ctx.now },
    figuresOf(item, ctx),
  );
  return item.organId;
}

/** Submits the deletion of the (organId, previous year) figures for review. */
async function drop(ctx: EntityContext, organId: number, previous: Record<string, unknown>): Promise<void> {
  if (typeof previous.year !== 'number') return;
  const sourceId = typeof previous.sourceId === 'string' ? previous.sourceId : '';
  await submitFigures(ctx.trx, { organId, year: previous.year, sourceId, now: ctx.now }, null);
}

export default defineEntity({
  contract: venueYearEntity,
  // No row journal: the public rows change only on review (../review/), whose command bumps venue_year_stat.
  tables: ['venue_year_submission'],
  check,
  insert: put,
  async update(id, item, ctx, previous) {
    if (item.organId !== id)
      return { field: 'organId', reason: '年度数据不能改到另一场馆，请删除后以新的来源编号推送' };
    if (previous.year !== item.year) await drop(ctx, id, previous);
    await put(item, ctx);
    return undefined;
  },
  async remove(id, ctx, previous) {
    await drop(ctx, id, previous);
    return undefined;
  },
});
