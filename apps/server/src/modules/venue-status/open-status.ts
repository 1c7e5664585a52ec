/**
 * The open-now engine (docs/decisions/venue-opening.md "Venue opening section"): from a venue's standing schedule, the
 * national calendar, 8 August (全民健身日, free all day) and announced closures, the status at any instant. Pure: no
 * database, no clock, no process time zone (Asia/Shanghai at fixed +08:00).
 *
 * Rules:
 * - the slots of local day D are those of dayKindOf(D) (./day-kind.ts); a slot covers the half-open
 *   interval [D + startMinute, D + endMinute): the opening minute is inclusive, the closing minute
 *   exclusive; endMinute > 1440 runs into day D+1 (e.g. 22:00-02:00 is open at 00:30, closed at 02:00);
 * - open at `at` when a slot of today or yesterday covers `at` and no closure [startTime, endTime)
 *   covers it; the fee is the most favourable of the covering slots (free > low > paid), and 'free'
 *   whenever the local date of `at` is 8 August;
 * - nextOpening: the first instant after `at`, within 14 days, covered by a slot and by no closure.
 */
import type { Closure, FeeKind, OpenStatus, TimeSlot } from '@portal/contracts/venue';
import { dayInfo, dayKindOfDayNumber, type DayInfo } from './day-kind.js';
import type { ClosureRecord, NationalCalendar, ScheduleSlot, VenueOpening } from './opening.types.js';
import { bestFeeKind, toTimeSlot } from './schedule.js';
import { DAY_MS, dayNumberOf, localMoment, midnightMsOfDayNumber, MINUTE_MS } from '../../lib/shanghai-time.js';

/** How far ahead nextOpening is searched. */
export const NEXT_OPENING_HORIZON_DAYS = 14;

/** Labels of an open venue by fee kind. */
export const OPEN_LABELS: Record<FeeKind, string> = { free: '免费开放中', low: '低收费开放中', paid: '开放中（收费）' };

/** Labels of a closed venue. */
export const CLOSED_LABELS = {
  closure: '闭馆公告期间',
  laterToday: '未到开放时间',
  doneToday: '今日已闭馆',
  notToday: '今日不开放',
  noSchedule: '未开放',
} as const;

/**
 * What the SQL filters of venue search need to know about an instant (same rules as below):
 * today's and yesterday's day kinds, the local minute of the day, and whether today is 8 August.
 */
export interface OpenNowContext {
  at: Date;
  day: string;
  minute: number;
  todayKind: number;
  yesterdayKind: number;
  nationalFitnessDay: boolean;
}

/** The OpenNowContext of `at` under `calendar`. */
export function openNowContext(calendar: NationalCalendar, at: Date): OpenNowContext {
  const local = localMoment(at);
  const today = dayInfo(local.day, calendar);
  return {
    at,
    day: local.day,
    minute: local.minute,
    todayKind: today.dayKind,
    yesterdayKind: dayKindOfDayNumber(dayNumberOf(at) - 1, calendar),
    nationalFitnessDay: today.nationalFitnessDay,
  };
}

/** Days (1 decimal, rounded down) between a closure's announcement and its start; rule: >= 7. */
export function noticeDaysOf(closure: ClosureRecord): number {
  const ms = Date.parse(closure.startTime) - Date.parse(closure.announcedAt);
  return Math.floor(ms / (DAY_MS / 10)) / 10;
}

/** A closure as the API shows it (contract Closure). */
export function presentClosure(closure: ClosureRecord): Closure {
  return { ...closure, noticeDays: noticeDaysOf(closure) };
}

/** The closure covering `atMs`; with several, the one that ends last (the venue reopens no earlier). */
export function closureInForce(closures: readonly ClosureRecord[], atMs: number): ClosureRecord | null {
  let found: ClosureRecord | null = null;
  for (const c of closures) {
    if (Date.parse(c.startTime) <= atMs && atMs < Date.parse(c.endTime) && (!found || c.endTime > found.endTime))
      found = c;
  }
  return found;
}

interface Interval {
  start: number;
  end: number;
  feeKind: FeeKind;
}

function slotsByKind(slots: readonly ScheduleSlot[]): Map<number, ScheduleSlot[]> {
  const byKind = new Map<number, ScheduleSlot[]>();
  for (const slot of slots) {
    const list = byKind.get(slot.dayKind);
    if (list) list.push(slot);
    else byKind.set(slot.dayKind, [slot]);
  }
  return byKind;
}

/** Absolute intervals of the slots of local day number `dayNumber`. */
function intervalsOfDay(
  dayNumber: number,
  byKind: Map<number, ScheduleSlot[]>,
  calendar: NationalCalendar,
): Interval[] {
  const midnight = midnightMsOfDayNumber(dayNumber);
  return (byKind.get(dayKindOfDayNumber(dayNumber, calendar)) ?? []).map((s) => ({
    start: midnight + s.startMinute * MINUTE_MS,
    end: midnight + s.endMinute * MINUTE_MS,
    feeKind: s.feeKind,
  }));
}

/** First instant >= `from` inside `interval` not covered by a closure, or null. */
function firstOpenInstant(
  interval: Interval,
  from: number,
  closures: readonly { start: number; end: number }[],
): number | null {
  let t = Math.max(interval.start, from);
  for (;;) {
    if (t >= interval.end) return null;
    let pushed = t;
    for (const c of closures) if (c.start <= t && t < c.end) pushed = Math.max(pushed, c.end);
    if (pushed === t) return t;
    t = pushed;
  }
}

/** Today's hours: today's slots plus the parts of yesterday's midnight-crossing slots that run into today. */
function todayHours(today: DayInfo, yesterdayKind: number, byKind: Map<number, ScheduleSlot[]>): TimeSlot[] {
  const carried = (byKind.get(yesterdayKind) ?? [])
    .filter((s) => s.endMinute > 1440)
    .map((s): ScheduleSlot => ({ ...s, startMinute: 0, endMinute: s.endMinute - 1440 }));
  const own = byKind.get(today.dayKind) ?? [];
  return [...carried, ...own]
    .sort((a, b) => a.startMinute - b.startMinute || a.endMinute - b.endMinute)
    .map((s) => toTimeSlot(s, today.nationalFitnessDay ? 'free' : s.feeKind));
}

/**
 * The status of a venue at `at` (contract OpenStatus). `opening.closures`
 * must include every closure that overlaps [at, at + 14 days] (older ones are ignored).
 * label: 免费开放中 / 低收费开放中 / 开放中（收费） when open; otherwise 闭馆公告期间 (a closure in force),
 * 未到开放时间 (opens later today), 今日已闭馆 (today's hours are over), 今日不开放 (no hours today),
 * 未开放 (no schedule at all).
 */
export function computeOpenStatus(opening: VenueOpening, calendar: NationalCalendar, at: Date): OpenStatus {
  const atMs = at.getTime();
  const local = localMoment(at);
  const todayNumber = dayNumberOf(at);
  const today = dayInfo(local.day, calendar);
  const byKind = slotsByKind(opening.slots);
  const closure = closureInForce(opening.closures, atMs);

  const covering = [
    ...intervalsOfDay(todayNumber - 1, byKind, calendar),
    ...intervalsOfDay(todayNumber, byKind, calendar),
  ].filter((i) => i.start <= atMs && atMs < i.end);
  const slotFee = bestFeeKind(covering.map((i) => i.feeKind));
  const open = slotFee !== null && closure === null;
  const feeKind: FeeKind | null = open ? (today.nationalFitnessDay ? 'free' : slotFee) : null;

  let nextOpening: number | null = null;
  if (!open && opening.slots.length > 0) {
    const horizon = atMs + NEXT_OPENING_HORIZON_DAYS * DAY_MS;
    const closures = opening.closures.map((c) => ({ start: Date.parse(c.startTime), end: Date.parse(c.endTime) }));
    for (let offset = -1; offset <= NEXT_OPENING_HORIZON_DAYS; offset += 1) {
      // Intervals of a day start at or after its midnight: none can beat an opening found before it.
      if (nextOpening !== null && midnightMsOfDayNumber(todayNumber + offset) > nextOpening) break;
      for (const interval of intervalsOfDay(todayNumber + offset, byKind, calendar)) {
        const t = firstOpenInstant(interval, atMs, closures);
        if (t !== null && t <= horizon && (nextOpening === null || t < nextOpening)) nextOpening = t;
      }
    }
  }

  const hours = todayHours(today, dayKindOfDayNumber(todayNumber - 1, calendar), byKind);
  let label: string;
  if (open) label = OPEN_LABELS[feeKind!];
  else if (closure) label = CLOSED_LABELS.closure;
  else if (opening.slots.length === 0) label = CLOSED_LABELS.noSchedule;
  else if (nextOpening !== null && nextOpening < midnightMsOfDayNumber(todayNumber + 1))
    label = CLOSED_LABELS.laterToday;
  else label = hours.length > 0 ? CLOSED_LABELS.doneToday : CLOSED_LABELS.notToday;

  return {
    at: at.toISOString(),
    open,
    feeKind,
    label,
    dayLabel: today.dayLabel,
    nationalFitnessDay: today.nationalFitnessDay,
    todayHours: hours,
    nextOpening: nextOpening === null ? null : new Date(nextOpening).toISOString(),
    closure: closure ? presentClosure(closure) : null,
  };
}
