/**
 * The national calendar (table `calendar_day`) for 2022-2027: public holidays (法定节假日, kind 'holiday'),
 * weekend days worked in exchange (调休上班, kind 'workday') and school winter/summer vacation days
 * (kind 'vacation'). Dates absent from the table are ordinary days.
 *
 * Sources: the State Council General Office notices on the holiday arrangements of each year
 * (国务院办公厅关于20XX年部分节假日安排的通知), published 2021-10-25 (2022), 2022-12-08 (2023),
 * 2023-10-25 (2024), 2024-11-12 (2025) and 2025-11-04 (2026). Contiguous rest days of an arrangement
 * ("与周末连休") are all stored as holidays, as the notices' day counts include them.
 *
 * 2027 has not been published when this was written: it is DERIVED with the rules of the 2024 revision of
 * 《全国年节及纪念日放假办法》 as the 2025 notice states them (Spring Festival: 8 days from New Year's Eve;
 * Labour Day: 5 days; National Day: 7 days from 1 October; New Year, Qingming, Dragon Boat and
 * Mid-Autumn: 3 days with the weekend, or the day alone when it falls on a Wednesday; at most 6 working
 * days in a row around a holiday) and the real 2027 lunar dates: Spring Festival 6 Feb (Sat, so New
 * Year's Eve 5 Feb), Qingming 5 Apr (Mon), Dragon Boat 9 Jun (Wed), Mid-Autumn 15 Sep (Wed). Replace
 * it with the published arrangement once it appears.
 *
 * School vacations (寒暑假) vary by province; the seed uses a national approximation: winter vacation
 * from 17 days before to 19 days after the Spring Festival, kept within 10 Jan .. 1 Mar (about
 * 15 Jan - 20 Feb in a year with a late-January Spring Festival); summer vacation 10 Jul - 31 Aug.
 * Where a vacation day is also a holiday, the holiday wins; where it is a 调休 workday, the workday wins
 * (the national arrangement is what the open-now engine must know first).
 *
 * 8 August (全民健身日) is deliberately NOT a calendar entry: it is not a day off; the open-now engine
 * treats it specially (free all day). It falls in the summer vacation, so it is stored as 'vacation'.
 */
import type { Insertable } from 'kysely';
import type { CalendarDayTable } from '../../db/tables/venue-opening.js';
import { dayNumber, dayOf, isoDate, isoWeekday } from './dates.js';

export type CalendarKind = 'holiday' | 'workday' | 'vacation';

interface HolidayBlock {
  name: string;
  /** First and last rest day, 'YYYY-MM-DD'. */
  from: string;
  to: string;
  /** Weekend days worked in exchange (调休上班). */
  workdays?: string[];
}

/** Holiday arrangements by year (see the module comment for the sources). */
export const HOLIDAY_ARRANGEMENTS: Readonly<Record<number, readonly HolidayBlock[]>> = {
  2022: [
    { name: '元旦', from: '2022-01-01', to: '2022-01-03' },
    { name: '春节', from: '2022-01-31', to: '2022-02-06', workdays: ['2022-01-29', '2022-01-30'] },
    { name: '清明节', from: '2022-04-03', to: '2022-04-05', workdays: ['2022-04-02'] },
    { name: '劳动节', from: '2022-04-30', to: '2022-05-04', workdays: ['2022-04-24', '2022-05-07'] },
    { name: '端午节', from: '2022-06-03', to: '2022-06-05' },
    { name: '中秋节', from: '2022-09-10', to: '2022-09-12' },
    { name: '国庆节', from: '2022-10-01', to: '2022-10-07', workdays: ['2022-10-08', '2022-10-09'] },
  ],
  2023: [
    { name: '元旦', from: '2022-12-31', to: '2023-01-02' },
    { name: '春节', from: '2023-01-21', to: '2023-01-27', workdays: ['2023-01-28', '2023-01-29'] },
    { name: '清明节', from: '2023-04-05', to: '2023-04-05' },
    { name: '劳动节', from: '2023-04-29', to: '2023-05-03', workdays: ['2023-04-23', '2023-05-06'] },
    { name: '端午节', from: '2023-06-22', to: '2023-06-24', workdays: ['2023-06-25'] },
    { name: '中秋节、国庆节', from: '2023-09-29', to: '2023-10-06', workdays: ['2023-10-07', '2023-10-08'] },
  ],
  2024: [
    { name: '元旦', from: '2023-12-30', to: '2024-01-01' },
    { name: '春节', from: '2024-02-10', to: '2024-02-17', workdays: ['2024-02-04', '2024-02-18'] },
    { name: '清明节', from: '2024-04-04', to: '2024-04-06', workdays: ['2024-04-07'] },
    { name: '劳动节', from: '2024-05-01', to: '2024-05-05', workdays: ['2024-04-28', '2024-05-11'] },
    { name: '端午节', from: '2024-06-08', to: '2024-06-10' },
    { name: '中秋节', from: '2024-09-15', to: '2024-09-17', workdays: ['2024-09-14'] },
    { name: '国庆节', from: '2024-10-01', to: '2024-10-07', workdays: ['2024-09-29', '2024-10-12'] },
  ],
  2025: [
    { name: '元旦', from: '2025-01-01', to: '2025-01-01' },
    { name: '春节', from: '2025-01-28', to: '2025-02-04', workdays: ['2025-01-26', '2025-02-08'] },
    { name: '清明节', from: '2025-04-04', to: '2025-04-06' },
    { name: '劳动节', from: '2025-05-01', to: '2025-05-05', workdays: ['2025-04-27'] },
    { name: '端午节', from: '2025-05-31', to: '2025-06-02' },
    { name: '国庆节、中秋节', from: '2025-10-01', to: '2025-10-08', workdays: ['2025-09-28', '2025-10-11'] },
  ],
  2026: [
    { name: '元旦', from: '2026-01-01', to: '2026-01-03', workdays: ['2026-01-04'] },
    { name: '春节', from: '2026-02-15', to: '2026-02-23', workdays: ['2026-02-14', '2026-02-28'] },
    { name: '清明节', from: '2026-04-04', to: '2026-04-06' },
    { name: '劳动节', from: '2026-05-01', to: '2026-05-05', workdays: ['2026-05-09'] },
    { name: '端午节', from: '2026-06-19', to: '2026-06-21' },
    { name: '中秋节', from: '2026-09-25', to: '2026-09-27' },
    { name: '国庆节', from: '2026-10-01', to: '2026-10-07', workdays: ['2026-09-20', '2026-10-10'] },
  ],
  // DERIVED, not published (see the module comment).
  2027: [
    { name: '元旦', from: '2027-01-01', to: '2027-01-03' },
    { name: '春节', from: '2027-02-05', to: '2027-02-12', workdays: ['2027-01-31', '2027-02-20'] },
    { name: '清明节', from: '2027-04-03', to: '2027-04-05' },
    { name: '劳动节', from: '2027-05-01', to: '2027-05-05', workdays: ['2027-05-08'] },
    { name: '端午节', from: '2027-06-09', to: '2027-06-09' },
    { name: '中秋节', from: '2027-09-15', to: '2027-09-15' },
    { name: '国庆节', from: '2027-10-01', to: '2027-10-07', workdays: ['2027-09-26', '2027-10-09'] },
  ],
};

/** Spring Festival (农历正月初一) of each calendar year, for the winter vacation. */
export const SPRING_FESTIVAL: Readonly<Record<number, string>> = {
  2022: '2022-02-01',
  2023: '2023-01-22',
  2024: '2024-02-10',
  2025: '2025-01-29',
  2026: '2026-02-17',
  2027: '2027-02-06',
};

export const CALENDAR_YEARS = [2022, 2023, 2024, 2025, 2026, 2027] as const;

/** Winter vacation [first, last] day numbers of `year` (see the module comment). */
export function winterVacation(year: number): [number, number] {
  const festival = dayNumber(SPRING_FESTIVAL[year] as string);
  const first = Math.min(Math.max(festival - 17, dayOf(year, 1, 10)), dayOf(year, 1, 31));
  const last = Math.min(Math.max(festival + 19, dayOf(year, 2, 8)), dayOf(year, 3, 1));
  return [first, last];
}

/** Summer vacation [first, last] day numbers of `year`. */
export function summerVacation(year: number): [number, number] {
  return [dayOf(year, 7, 10), dayOf(year, 8, 31)];
}

export interface CalendarEntry {
  kind: CalendarKind;
  name: string;
}

let cached: Map<number, CalendarEntry> | undefined;

/** Every calendar entry by day number (built once). */
export function calendarEntries(): ReadonlyMap<number, CalendarEntry> {
  if (cached) return cached;
  const entries = new Map<number, CalendarEntry>();
  for (const year of CALENDAR_YEARS) {
    for (const [[first, last], name] of [
      [winterVacation(year), '寒假'],
      [summerVacation(year), '暑假'],
    ] as const) {
      for (let day = first; day <= last; day += 1) entries.set(day, { kind: 'vacation', name });
    }
  }
  for (const year of CALENDAR_YEARS) {
    for (const block of HOLIDAY_ARRANGEMENTS[year] ?? []) {
      for (let day = dayNumber(block.from); day <= dayNumber(block.to); day += 1)
        entries.set(day, { kind: 'holiday', name: block.name });
      for (const date of block.workdays ?? [])
        entries.set(dayNumber(date), { kind: 'workday', name: `${block.name}调休上班` });
    }
  }
  cached = entries;
  return entries;
}

/** Rows for table `calendar_day`, in date order. */
export function calendarRows(): Insertable<CalendarDayTable>[] {
  return [...calendarEntries()]
    .sort(([a], [b]) => a - b)
    .map(([day, { kind, name }]) => ({ day: isoDate(day), kind, name }));
}

/**
 * The schedule day kind (venue_schedule_slot.day_kind) the seed applies to a local day: 8 on a holiday;
 * 5 (an ordinary workday, Friday's hours) on a 调休 workday; 9 on a school-vacation Monday-Friday; else
 * the ISO weekday 1-7. The seed's flow and yearly figures follow this; the open-now engine is the API's.
 */
export function seedDayKind(day: number): number {
  const entry = calendarEntries().get(day);
  if (entry?.kind === 'holiday') return 8;
  if (entry?.kind === 'workday') return 5;
  const weekday = isoWeekday(day);
  if (entry?.kind === 'vacation' && weekday <= 5) return 9;
  return weekday;
}

/** How many days of each day kind (index 1-9; index 0 unused) lie in [first, last]. */
export function dayKindCounts(first: number, last: number): number[] {
  const counts = new Array<number>(10).fill(0);
  for (let day = first; day <= last; day += 1) counts[seedDayKind(day)] = (counts[seedDayKind(day)] ?? 0) + 1;
  return counts;
}
