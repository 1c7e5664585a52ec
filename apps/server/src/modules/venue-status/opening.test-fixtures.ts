/**
 * Shared fixtures of the open-now engine tests: one venue's weekly schedule and a small calendar.
 * Times in the tests are written as Asia/Shanghai wall-clock text ('2026-03-02 09:00') and converted
 * with the fixed +08:00 offset, so they do not depend on the process time zone.
 */
import type { FeeKind } from '@portal/contracts/venue';
import type { CalendarEntry, ClosureRecord, NationalCalendar, ScheduleSlot } from './opening.types.js';

/** Instant of a Shanghai wall-clock 'YYYY-MM-DD HH:mm[:ss[.SSS]]'. */
export const sh = (local: string): Date => new Date(`${local.replace(' ', 'T')}+08:00`);

/** ISO UTC text of a Shanghai wall-clock time. */
export const shIso = (local: string): string => sh(local).toISOString();

const hm = (text: string) => {
  const [h, m] = text.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/** A slot from 'HH:mm' texts; an end at or before the start means the next day (22:00-02:00). */
export function slot(
  dayKind: number,
  start: string,
  end: string,
  feeKind: FeeKind,
  area: 'indoor' | 'outdoor' = 'indoor',
): ScheduleSlot {
  const s = hm(start);
  let e = hm(end);
  if (e <= s) e += 1440;
  return { dayKind, startMinute: s, endMinute: e, feeKind, area };
}

/**
 * The fixture schedule:
 * Mon-Thu 09-12 paid, 12-14 free, 14-21 low; Fri 09-21 low + 22-02 paid (crosses midnight);
 * Sat 08-22 low + 22-02 paid, outdoor free 06-10; Sun 08-20 low; holiday 09-17 free; vacation 08-20 low.
 */
export const SLOTS: ScheduleSlot[] = [
  ...[1, 2, 3, 4].flatMap((k) => [
    slot(k, '09:00', '12:00', 'paid'),
    slot(k, '12:00', '14:00', 'free'),
    slot(k, '14:00', '21:00', 'low'),
  ]),
  slot(5, '09:00', '21:00', 'low'),
  slot(5, '22:00', '02:00', 'paid'),
  slot(6, '08:00', '22:00', 'low'),
  slot(6, '22:00', '02:00', 'paid'),
  slot(6, '06:00', '10:00', 'free', 'outdoor'),
  slot(7, '08:00', '20:00', 'low'),
  slot(8, '09:00', '17:00', 'free'),
  slot(9, '08:00', '20:00', 'low'),
];

const entries: [string, CalendarEntry][] = [
  ...['01', '02', '03', '04', '05', '06', '07'].map((d): [string, CalendarEntry] => [
    `2026-10-${d}`,
    { kind: 'holiday', name: '国庆节' },
  ]),
  ['2026-09-20', { kind: 'workday', name: '国庆节调休' }],
  ['2026-10-10', { kind: 'workday', name: '国庆节调休' }],
  // Summer vacation 2026-07-11 .. 2026-08-31, every day listed (weekends too).
  ...Array.from({ length: 52 }, (_, i): [string, CalendarEntry] => {
    const d = new Date(Date.UTC(2026, 6, 11 + i));
    return [d.toISOString().slice(0, 10), { kind: 'vacation', name: '暑假' }];
  }),
];

/** Calendar: National Day 2026 (Oct 1-7, make-up workdays Sep 20 and Oct 10), summer vacation 2026. */
export const CALENDAR: NationalCalendar = new Map(entries);

/** A closure from Shanghai wall-clock texts. */
export function closure(id: number, start: string, end: string, announced: string, reason = '设施检修'): ClosureRecord {
  return { id, startTime: shIso(start), endTime: shIso(end), reason, announcedAt: shIso(announced) };
}
