/**
 * Day arithmetic for the venue-opening seed. China keeps one offset all year (UTC+08:00, no daylight
 * saving), so local Asia/Shanghai times are fixed-offset arithmetic on "day numbers": whole days since
 * 1970-01-01 of the local calendar. Minutes are minutes from local midnight.
 */
import { REFERENCE_NOW } from '../seed-settings.js';

export const DAY_MS = 86_400_000;
/** Asia/Shanghai offset from UTC in minutes. */
export const LOCAL_OFFSET_MINUTES = 480;

/** Day number of a 'YYYY-MM-DD' local date. */
export function dayNumber(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
}

/** Day number of year/month (1-12)/day. */
export function dayOf(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** 'YYYY-MM-DD' of a day number. */
export function isoDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday of a day number: 1 Monday .. 7 Sunday (1970-01-01 was a Thursday). */
export function isoWeekday(day: number): number {
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

/** Calendar year of a day number. */
export function yearOfDay(day: number): number {
  return new Date(day * DAY_MS).getUTCFullYear();
}

/** Month (1-12) of a day number. */
export function monthOfDay(day: number): number {
  return new Date(day * DAY_MS).getUTCMonth() + 1;
}

/** The instant of local `minute` (may exceed 1440 or be negative) on local day `day`, as ISO UTC. */
export function localInstant(day: number, minute: number): string {
  return new Date(day * DAY_MS + (minute - LOCAL_OFFSET_MINUTES) * 60_000).toISOString();
}

/** Epoch milliseconds of local `minute` on local day `day`. */
export function localMillis(day: number, minute: number): number {
  return day * DAY_MS + (minute - LOCAL_OFFSET_MINUTES) * 60_000;
}

/** The local day number of an epoch-millisecond instant. */
export function localDayOfMillis(ms: number): number {
  return Math.floor((ms + LOCAL_OFFSET_MINUTES * 60_000) / DAY_MS);
}

/** Local day of REFERENCE_NOW (2026-11-01) and its local minute (10:00 = 600). */
export const REFERENCE_DAY = localDayOfMillis(REFERENCE_NOW.getTime());
export const REFERENCE_MINUTE = Math.round((REFERENCE_NOW.getTime() - localMillis(REFERENCE_DAY, 0)) / 60_000);

/** 'HH:mm' of a minute of the day (>= 1440 wraps to the next day's clock time). */
export function clockTime(minute: number): string {
  const m = ((minute % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** '2026年10月1日' of a day number. */
export function chineseDay(day: number): string {
  const d = new Date(day * DAY_MS);
  return `${d.getUTCFullYear()}年${d.getUTCMonth() + 1}月${d.getUTCDate()}日`;
}
