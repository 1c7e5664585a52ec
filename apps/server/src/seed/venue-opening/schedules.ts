/**
 * Standing opening schedules (table `venue_schedule_slot`): for every venue, slots for day kinds 1-7
 * (ISO weekdays), 8 (public holiday) and 9 (school-vacation workday); minutes local from 00:00, an
 * end_minute above 1440 crosses midnight; fee_kind free | low | paid; area indoor | outdoor.
 *
 * Programme rules (free/low-fee opening): >= 35 h a week, >= 8 h a day on rest days, holidays and
 * school vacations, outdoor areas free >= 12 h a day. About 90 % of venues comply; the rest have one
 * realistic gap (ComplianceGap): short weekday hours, a short rest day/holiday/vacation, outdoor areas
 * free for too few hours, or too few open days (closed on Mondays, or a long renovation: ./closures.ts).
 *
 * Shapes: weekdays open 08:00-09:00 to 20:30-22:00; weekends and holidays open earlier; free slots at the
 * start of the day (mornings), low-fee slots in between, a paid evening slot at some venues from Friday
 * to Sunday and on holidays; swimming halls often open at noon on weekdays (mornings in vacations); some
 * swimming halls and fitness centres close late (22:30-23:30) and a few cross midnight on Fridays,
 * Saturdays and holidays (22:00-00:30/01:00, paid). Outdoor areas (has_outdoor) are free 05:30-22:00.
 *
 * A venue's schedule is a pure function of the venue (per-venue random streams, ./venue-facts.ts), so
 * year statistics, passenger flow and introductions recompute it rather than keep it in memory.
 */
import type { Insertable } from 'kysely';
import type { VenueScheduleSlotTable } from '../../db/tables/venue-opening.js';
import { clockTime } from './dates.js';
import { venueRandom, type OrganType, type VenueFacts } from './venue-facts.js';

export type FeeKind = 'free' | 'low' | 'paid';
export type Area = 'indoor' | 'outdoor';

export interface Slot {
  dayKind: number;
  start: number;
  end: number;
  fee: FeeKind;
  area: Area;
}

/** The one programme rule a non-compliant venue breaks (its schedule or closures show it). */
export type ComplianceGap = 'none' | 'weeklyHours' | 'restDayHours' | 'outdoorFree' | 'openDays';

export type ScheduleVenue = Pick<VenueFacts, 'organId' | 'organType' | 'hasOutdoor'>;

/** Day kinds: 1-7 Mon..Sun, 8 holiday, 9 school-vacation workday. */
export const DAY_KINDS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export const DAY_KIND_LABELS: Record<number, string> = {
  1: '周一',
  2: '周二',
  3: '周三',
  4: '周四',
  5: '周五',
  6: '周六',
  7: '周日',
  8: '法定节假日',
  9: '寒暑假工作日',
};

/**
 * The venue's compliance gap (about 10 % of venues have one). Venues with outdoor areas are open long
 * hours outdoors, so their gap is the outdoor free time or the open days.
 */
export function complianceGap(venue: Pick<VenueFacts, 'organId' | 'hasOutdoor'>): ComplianceGap {
  const r = venueRandom('compliance', venue.organId).float();
  if (r >= 0.1) return 'none';
  if (r < 0.025) return 'openDays';
  if (venue.hasOutdoor) return 'outdoorFree';
  return r < 0.055 ? 'weeklyHours' : 'restDayHours';
}

/**
 * How an 'openDays' venue loses its days: closed every Monday (only without outdoor areas, which would
 * stay open), or a long renovation closure (./closures.ts).
 */
export function openDaysCause(venue: Pick<VenueFacts, 'organId' | 'hasOutdoor'>): 'mondays' | 'renovation' {
  if (venue.hasOutdoor) return 'renovation';
  return venueRandom('open-days-cause', venue.organId).chance(0.5) ? 'mondays' : 'renovation';
}

type Span = [start: number, end: number] | null;

/** Weekday opening and closing minutes by venue type. */
function baseHours(type: OrganType, rng: ReturnType<typeof venueRandom>): { open: number; close: number } {
  switch (type) {
    case 1:
      return { open: rng.pick([480, 510, 540]), close: rng.pick([1230, 1260]) };
    case 2:
      return { open: rng.pick([480, 510, 540]), close: rng.pick([1230, 1260, 1290]) };
    case 3:
      return { open: rng.pick([540, 600, 720, 720]), close: rng.pick([1260, 1290, 1320]) };
    default:
      return { open: rng.pick([480, 510, 540]), close: rng.pick([1260, 1290, 1320]) };
  }
}

/** The slots of one venue (see the module comment) and its compliance gap. */
export function venueSchedule(venue: ScheduleVenue): { slots: Slot[]; gap: ComplianceGap } {
  const rng = venueRandom('schedule', venue.organId);
  const gap = complianceGap(venue);
  const type = venue.organType;
  const hasIndoor = type !== 1 || rng.chance(0.55);
  const { open, close: usualClose } = baseHours(type, rng);
  const lateOpening = (type === 3 && rng.chance(0.15)) || (type === 4 && rng.chance(0.2));
  const close = lateOpening ? rng.pick([1350, 1380, 1410]) : usualClose;
  const crossesMidnight = gap === 'none' && ((type === 4 && rng.chance(0.05)) || (type === 3 && rng.chance(0.02)));
  const lateClose = rng.pick([1470, 1500]);
  const mondayStart = rng.chance(0.35) ? rng.pick([720, 840]) : open;
  const weekendOpen = Math.max(type === 3 ? 540 : 450, Math.min(open, 600) - rng.pick([0, 30, 60]));
  const holidayClose = rng.chance(0.2) ? rng.pick([1080, 1140, 1200]) : close;
  const freeWeekday = type === 3 ? (rng.chance(0.1) ? 120 : 0) : rng.pick([0, 0, 120, 180]);
  const freeWeekend = rng.chance(0.6) ? rng.pick([120, 180]) : 0;
  const freeVacation = rng.chance(0.8) ? rng.pick([180, 240]) : freeWeekday;
  const paidEvening = rng.chance(type === 3 || type === 4 ? 0.5 : 0.25);
  const outdoor: [number, number] =
    gap === 'outdoorFree'
      ? [420, rng.pick([1020, 1050, 1080])]
      : [rng.pick([330, 360, 390]), rng.pick([1260, 1290, 1320])];
  const restShort = rng.int(0, 2); // which rest day is short for a 'restDayHours' venue

  const span = (kind: number): Span => {
    if (!hasIndoor) return null;
    if (gap === 'weeklyHours') return kind === 1 ? null : kind <= 5 ? [840, 1080] : [540, 1050];
    if (gap === 'restDayHours') {
      if (restShort === 0 && (kind === 6 || kind === 7)) return [540, 960];
      if (restShort === 1 && kind === 8) return [570, 960];
      if (restShort === 2 && kind === 9) return [840, 1140];
    }
    if (gap === 'openDays' && kind === 1 && openDaysCause(venue) === 'mondays') return null;
    const end = crossesMidnight && (kind === 5 || kind === 6 || kind === 8) ? lateClose : close;
    if (kind === 1) return [mondayStart, end];
    if (kind <= 5) return [open, end];
    if (kind <= 7) return [weekendOpen, end];
    if (kind === 8) return [weekendOpen, crossesMidnight ? end : holidayClose];
    return [Math.min(open, 540), end];
  };

  const slots: Slot[] = [];
  for (const kind of DAY_KINDS) {
    const s = span(kind);
    if (s) {
      const [start, end] = s;
      let free = kind <= 5 ? freeWeekday : kind <= 8 ? freeWeekend : freeVacation;
      if (end - start < free + 120) free = 0;
      let paidFrom = end;
      if (end > 1440) paidFrom = 1320;
      else if (paidEvening && kind >= 5 && kind <= 8) paidFrom = end - 120;
      if (paidFrom - (start + free) < 120) paidFrom = end;
      if (free > 0) slots.push({ dayKind: kind, start, end: start + free, fee: 'free', area: 'indoor' });
      slots.push({ dayKind: kind, start: start + free, end: paidFrom, fee: 'low', area: 'indoor' });
      if (paidFrom < end) slots.push({ dayKind: kind, start: paidFrom, end, fee: 'paid', area: 'indoor' });
    }
    if (venue.hasOutdoor)
      slots.push({ dayKind: kind, start: outdoor[0], end: outdoor[1], fee: 'free', area: 'outdoor' });
  }
  return { slots, gap };
}

/** Hours covered by the union of `slots` (any area). */
export function unionHours(slots: readonly Slot[]): number {
  const sorted = [...slots].sort((a, b) => a.start - b.start);
  let total = 0;
  let curStart = -1;
  let curEnd = -1;
  for (const s of sorted) {
    if (s.start > curEnd) {
      total += curEnd - curStart;
      curStart = s.start;
      curEnd = s.end;
    } else if (s.end > curEnd) curEnd = s.end;
  }
  total += curEnd - curStart;
  return total / 60;
}

export interface ScheduleMetrics {
  /** Hours open by day kind (index 1-9; index 0 unused): union of all slots of that kind. */
  openHours: number[];
  /** Hours free by day kind (union of free slots, indoor or outdoor). */
  freeHours: number[];
  /** Shortest daily free time of outdoor areas over the day kinds; null without outdoor areas. */
  outdoorFreeHours: number | null;
  /** Sum of the open hours of Monday..Sunday. */
  weeklyOpenHours: number;
  /** Shortest opening on Saturday, Sunday, holidays and school-vacation days. */
  minRestDayHours: number;
}

/** The programme figures of a schedule. */
export function scheduleMetrics(slots: readonly Slot[], hasOutdoor: boolean): ScheduleMetrics {
  const openHours = [0];
  const freeHours = [0];
  let outdoorFree = Infinity;
  for (const kind of DAY_KINDS) {
    const ofKind = slots.filter((s) => s.dayKind === kind);
    openHours.push(unionHours(ofKind));
    freeHours.push(unionHours(ofKind.filter((s) => s.fee === 'free')));
    if (hasOutdoor)
      outdoorFree = Math.min(outdoorFree, unionHours(ofKind.filter((s) => s.area === 'outdoor' && s.fee === 'free')));
  }
  const at = (kind: number) => openHours[kind] ?? 0;
  return {
    openHours,
    freeHours,
    outdoorFreeHours: hasOutdoor ? outdoorFree : null,
    weeklyOpenHours: [1, 2, 3, 4, 5, 6, 7].reduce((sum, kind) => sum + at(kind), 0),
    minRestDayHours: Math.min(at(6), at(7), at(8), at(9)),
  };
}

const FEE_NAMES: Record<FeeKind, string> = { free: '免费', low: '低收费', paid: '收费' };

/** '09:00-21:00（09:00-11:00免费，11:00-21:00低收费）；室外场地05:30-21:30免费' for one day kind. */
function describeDay(slots: readonly Slot[]): string {
  if (slots.length === 0) return '闭馆';
  const range = (s: { start: number; end: number }) =>
    `${clockTime(s.start)}-${s.end > 1440 ? '次日' : ''}${clockTime(s.end)}`;
  const parts: string[] = [];
  const indoor = slots.filter((s) => s.area === 'indoor');
  if (indoor.length > 0) {
    const whole = { start: Math.min(...indoor.map((s) => s.start)), end: Math.max(...indoor.map((s) => s.end)) };
    const detail =
      indoor.length === 1
        ? FEE_NAMES[indoor[0]?.fee ?? 'low']
        : indoor.map((s) => `${range(s)}${FEE_NAMES[s.fee]}`).join('，');
    parts.push(`室内场馆${range(whole)}（${detail}）`);
  }
  for (const s of slots.filter((x) => x.area === 'outdoor')) parts.push(`室外场地${range(s)}${FEE_NAMES[s.fee]}开放`);
  return parts.join('；');
}

/**
 * The schedule as list items for texts, grouping days with the same hours:
 * ['周一：室内场馆14:00-21:00（低收费）', '周二至周五：…', '周六、周日：…', '法定节假日：…', '寒暑假工作日：…'].
 */
export function describeSchedule(slots: readonly Slot[]): string[] {
  const text = new Map<number, string>(
    DAY_KINDS.map((kind) => [kind, describeDay(slots.filter((s) => s.dayKind === kind))]),
  );
  const items: string[] = [];
  let runStart = 1;
  for (let kind = 2; kind <= 8; kind += 1) {
    if (kind <= 7 && text.get(kind) === text.get(runStart)) continue;
    const runEnd = kind - 1;
    const label =
      runEnd === runStart
        ? DAY_KIND_LABELS[runStart]
        : runEnd === runStart + 1
          ? `${DAY_KIND_LABELS[runStart]}、${DAY_KIND_LABELS[runEnd]}`
          : `${DAY_KIND_LABELS[runStart]}至${DAY_KIND_LABELS[runEnd]}`;
    items.push(`${label}：${text.get(runStart)}`);
    runStart = kind;
  }
  items.push(`${DAY_KIND_LABELS[8]}：${text.get(8)}`, `${DAY_KIND_LABELS[9]}：${text.get(9)}`);
  return items;
}

/** Rows for table `venue_schedule_slot`, ids from `firstId`, venue by venue. */
export function* scheduleRows(
  venues: readonly VenueFacts[],
  firstId = 1,
): Generator<Insertable<VenueScheduleSlotTable>> {
  let id = firstId;
  for (const venue of venues) {
    for (const s of venueSchedule(venue).slots) {
      yield {
        id,
        organ_id: venue.organId,
        day_kind: s.dayKind,
        start_minute: s.start,
        end_minute: s.end,
        fee_kind: s.fee,
        area: s.area,
      };
      id += 1;
    }
  }
}
