/**
 * Day numbers for the race rules: whole days since 1970-01-01 of the Asia/Shanghai calendar, so date comparisons are
 * integer comparisons (dates are stored as 'YYYY-MM-DD', docs/decisions/server-conventions.md "Storage, build and
 * seed").
 */
const DAY_MS = 86_400_000;

/** Day number of 'YYYY-MM-DD'. */
export function dayNumber(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
}

/** 'YYYY-MM-DD' of a day number. */
export function isoDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The first and last day numbers of month 'YYYY-MM'. */
export function monthDays(month: string): { first: number; last: number } {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7)) - 1;
  return { first: Date.UTC(year, index, 1) / DAY_MS, last: Date.UTC(year, index + 1, 0) / DAY_MS };
}

/** China keeps UTC+08:00 all year (no daylight saving). */
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;

/** Today's day number in Asia/Shanghai at `now` (fixed-offset arithmetic; no Intl on the hot path). */
export function shanghaiDayNumber(now: Date): number {
  return Math.floor((now.getTime() + SHANGHAI_OFFSET_MS) / DAY_MS);
}
