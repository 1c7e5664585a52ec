/**
 * The open-now and free-now filters of venue search in SQL (docs/decisions/venue-opening.md "Venue opening section"),
 * with exactly the rules of the open-now engine (modules/venue-status/open-status.ts), so a list filtered in SQL agrees
 * with the statuses computed for its rows:
 *
 * open now  = EXISTS a slot of today's day kind with start_minute <= m < end_minute
 *             OR EXISTS a slot of yesterday's day kind with end_minute > m + 1440 (crossing midnight)
 *             AND NOT EXISTS a closure with start_time <= at < end_time;
 * free now  = the same with fee_kind = 'free' on the slots, except on 8 August (全民健身日), when every
 *             open slot is free, so free now = open now.
 * m is the local (Asia/Shanghai) minute of `at`; minute comparisons equal the engine's instant
 * comparisons because slot bounds are whole minutes. Day kinds come from the calendar in JS
 * (openNowContext). Portable SQL (no dialect-specific parts); the slot lookups use
 * venue_schedule_slot_cover_idx (migration 0005), the closure lookup venue_closure_venue_idx.
 *
 * Cost: one to three index probes per candidate venue (the count of a page visits every candidate).
 * The yesterday probe is guarded by "max(end_minute) of yesterday's day kind > m + 1440", a constant
 * subquery evaluated once per statement from venue_schedule_slot_day_end_idx (migration 0005): after
 * the last crossing slot has ended (e.g. 02:00) no venue pays for the second probe.
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/database.js';
import type { OpenNowContext } from '../venue-status/open-status.js';

type VenueScope = ExpressionBuilder<Database & { v: Database['venue'] }, 'v'>;

/** "venue v is open (or, with `freeOnly`, open and free) at ctx.at". */
export function openNowCondition(eb: VenueScope, ctx: OpenNowContext, freeOnly: boolean): Expression<SqlBool> {
  const feeFilter = freeOnly && !ctx.nationalFitnessDay;
  let today = eb
    .selectFrom('venue_schedule_slot as s')
    .select(sql.lit(1).as('one'))
    .whereRef('s.organ_id', '=', 'v.organ_id')
    .where('s.day_kind', '=', ctx.todayKind)
    .where('s.start_minute', '<=', ctx.minute)
    .where('s.end_minute', '>', ctx.minute);
  const lastCrossingEnd = eb
    .selectFrom('venue_schedule_slot as x')
    .select((x) => x.fn.max('x.end_minute').as('last_end'))
    .where('x.day_kind', '=', ctx.yesterdayKind);
  let carried = eb
    .selectFrom('venue_schedule_slot as s')
    .select(sql.lit(1).as('one'))
    .whereRef('s.organ_id', '=', 'v.organ_id')
    .where('s.day_kind', '=', ctx.yesterdayKind)
    .where('s.end_minute', '>', ctx.minute + 1440);
  if (feeFilter) {
    today = today.where('s.fee_kind', '=', 'free');
    carried = carried.where('s.fee_kind', '=', 'free');
  }
  const atIso = ctx.at.toISOString();
  const closed = eb
    .selectFrom('venue_closure as c')
    .select(sql.lit(1).as('one'))
    .whereRef('c.organ_id', '=', 'v.organ_id')
    .where('c.end_time', '>', atIso)
    .where('c.start_time', '<=', atIso);
  const fromYesterday = eb.and([eb(lastCrossingEnd, '>', ctx.minute + 1440), eb.exists(carried)]);
  return eb.and([eb.or([eb.exists(today), fromYesterday]), eb.not(eb.exists(closed))]);
}

/**
 * Slots of venue v that start later today (after the local minute of ctx.at), free ones only with
 * `freeOnly` (on 8 August every slot is free). Used by "opens later today" (spec §7 venue search
 * `opensLater`): the list a visitor gets when nothing is open now, soonest first.
 */
function laterSlots(eb: VenueScope, ctx: OpenNowContext, freeOnly: boolean) {
  let later = eb
    .selectFrom('venue_schedule_slot as s')
    .whereRef('s.organ_id', '=', 'v.organ_id')
    .where('s.day_kind', '=', ctx.todayKind)
    .where('s.start_minute', '>', ctx.minute);
  if (freeOnly && !ctx.nationalFitnessDay) later = later.where('s.fee_kind', '=', 'free');
  return later;
}

/**
 * "venue v is not open (free, with `freeOnly`) now but opens (free) later today, and no closure covers
 * any of the rest of today": the venues worth going to later when none is open now.
 */
export function opensLaterCondition(eb: VenueScope, ctx: OpenNowContext, freeOnly: boolean): Expression<SqlBool> {
  const nowIso = ctx.at.toISOString();
  const endOfDayIso = new Date(ctx.at.getTime() + (1440 - ctx.minute) * 60_000).toISOString();
  const closedToday = eb
    .selectFrom('venue_closure as c')
    .select(sql.lit(1).as('one'))
    .whereRef('c.organ_id', '=', 'v.organ_id')
    .where('c.end_time', '>', nowIso)
    .where('c.start_time', '<', endOfDayIso);
  return eb.and([
    eb.not(openNowCondition(eb, ctx, freeOnly)),
    eb.exists(laterSlots(eb, ctx, freeOnly).select(sql.lit(1).as('one'))),
    eb.not(eb.exists(closedToday)),
  ]);
}

/** The first minute of the day at which venue v opens (free, with `freeOnly`) after ctx.at: the list order of `opensLater`. */
export function laterStartMinute(eb: VenueScope, ctx: OpenNowContext, freeOnly: boolean) {
  return laterSlots(eb, ctx, freeOnly).select((s) => s.fn.min('s.start_minute').as('later_start'));
}
