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

const datePrefixes = new Map<number, string>();

/** 'YYYY-MM-DDT' of a day number (cached: Date#toISOString is slow and the seed formats millions of instants). */
function datePrefix(day: number): string {
  let prefix = datePrefixes.get(day);
  if (prefix === undefined) {
    prefix = new Date(day * DAY_MS).toISOString().slice(0, 11);
    datePrefixes.set(day, prefix);
  }
  return prefix;
}

/** 'YYYY-MM-DD' of a day number. */
export function isoDate(day: number): string {
  return datePrefix(day).slice(0, 10);
}

const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));

/** The ISO-8601 UTC text of an epoch-millisecond instant, exactly as Date#toISOString (years 1970-9999), faster. */
export function isoInstant(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  const rest = ms - day * DAY_MS;
  const milli = rest % 1000;
  return `${datePrefix(day)}${TWO_DIGITS[Math.floor(rest / 3_600_000)]}:${TWO_DIGITS[Math.floor(rest / 60_000) % 60]}:${TWO_DIGITS[Math.floor(rest / 1000) % 60]}.${milli === 0 ? '000' : String(milli).padStart(3, '0')}Z`;
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
  return isoInstant(day * DAY_MS + (minute - LOCAL_OFFSET_MINUTES) * 60_000);
}

/** Epoch milliseconds of local `minute` on local day `day`. */
export function localMillis(day: number, minute: number): number {
  return day * DAY_MS + (minute - LOCAL_OFFSET_MINUTES) * 60_000;
}

/** The local day number of an epoch-millisecond instant. */
export function localDayOfMillis(ms: number): number {
  return Math.floor((ms + LOCAL_OFFSET_MINUTES * 60_000) / DAY_MS);
}

/** REFERENCE_NOW as ISO text. */
export const REFERENCE_ISO = REFERENCE_NOW.toISOString();

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
