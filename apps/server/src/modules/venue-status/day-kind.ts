/**
 * Which schedule a local day follows (docs/decisions/venue-opening.md "Venue opening section"; day kinds of
 * venue_schedule_slot):
 *
 * - a public holiday (calendar kind 'holiday') -> 8;
 * - a worked weekend day (调休上班, calendar kind 'workday') -> WORKED_WEEKEND_DAY_KIND = 5, the Friday
 *   schedule. Which weekday a make-up day replaces is not published, so one rule is needed; Friday is
 *   an ordinary full workday, whereas Monday is the customary maintenance day of Chinese venues
 *   (周一闭馆保养), which would shut venues on a day the public works;
 * - a school-vacation day (kind 'vacation') falling Monday-Friday -> 9; on Saturday/Sunday -> 6/7;
 * - any other day -> its ISO weekday 1-7.
 * 8 August (全民健身日) keeps the day kind above for its hours; every open slot that day is free.
 */
import { dayStringOf, isoWeekdayOf, isoWeekdayOfDayNumber } from '../../lib/shanghai-time.js';
import type { NationalCalendar } from './opening.types.js';

export const HOLIDAY_DAY_KIND = 8;
export const VACATION_DAY_KIND = 9;
/** Schedule followed by a worked weekend day (调休上班): Friday. */
export const WORKED_WEEKEND_DAY_KIND = 5;

/** Labels of day kinds 1..9 (index = dayKind - 1). */
export const DAY_KIND_LABELS = [
  '周一',
  '周二',
  '周三',
  '周四',
  '周五',
  '周六',
  '周日',
  '法定节假日',
  '寒暑假',
] as const;

/** What kind of day a local day is. */
export interface DayInfo {
  day: string;
  /** 1-9, see the module comment. */
  dayKind: number;
  /** 工作日 / 休息日 / 法定节假日 / 寒暑假 / 全民健身日 */
  dayLabel: string;
  /** 8 August: every open slot is free all day (00:00-24:00 local). */
  nationalFitnessDay: boolean;
}

/** True for 8 August (全民健身日) of any year. */
export const isNationalFitnessDay = (day: string): boolean => day.endsWith('-08-08');

/** Day kind of local `day` ('YYYY-MM-DD') under `calendar`. */
export function dayKindOf(day: string, calendar: NationalCalendar): number {
  return kindOf(calendar.get(day)?.kind, isoWeekdayOf(day));
}

/** dayKindOf for a day number (lib/shanghai-time.ts dayNumberOf). */
export function dayKindOfDayNumber(dayNumber: number, calendar: NationalCalendar): number {
  return kindOf(calendar.get(dayStringOf(dayNumber))?.kind, isoWeekdayOfDayNumber(dayNumber));
}

function kindOf(calendarKind: string | undefined, weekday: number): number {
  switch (calendarKind) {
    case 'holiday':
      return HOLIDAY_DAY_KIND;
    case 'workday':
      return WORKED_WEEKEND_DAY_KIND;
    case 'vacation':
      return weekday <= 5 ? VACATION_DAY_KIND : weekday;
    default:
      return weekday;
  }
}

/** Day kind, label and the 8 August flag of local `day`. */
export function dayInfo(day: string, calendar: NationalCalendar): DayInfo {
  const dayKind = dayKindOf(day, calendar);
  const nationalFitnessDay = isNationalFitnessDay(day);
  let dayLabel: string;
  if (nationalFitnessDay) dayLabel = '全民健身日';
  else if (dayKind === HOLIDAY_DAY_KIND) dayLabel = '法定节假日';
  else if (dayKind === VACATION_DAY_KIND) dayLabel = '寒暑假';
  else dayLabel = dayKind <= 5 ? '工作日' : '休息日';
  return { day, dayKind, dayLabel, nationalFitnessDay };
}
