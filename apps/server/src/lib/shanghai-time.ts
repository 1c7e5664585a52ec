/**
 * Asia/Shanghai time, the one module for it (docs/decisions/server-conventions.md "Storage, build and seed":
 * stored in UTC, shown and reasoned about in Beijing time). China keeps the fixed offset +08:00 (no daylight
 * saving time since 1991), so the arithmetic is plain integer work that never depends on the server's own
 * time zone, and it agrees with the zone database (tested against Intl).
 *
 * Shapes: a local day is 'YYYY-MM-DD'; a local minute is 0..1439 from local midnight; a day number is the
 * count of local days since 1970-01-01; instants are Date. Used by the open-now engine, the facility and
 * map presenters, the race rules, the inbox date filters, the back office and the seed.
 */
export const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
export const MINUTE_MS = 60 * 1000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

/** Where an instant falls in Asia/Shanghai. */
export interface LocalMoment {
  /** Local date 'YYYY-MM-DD'. */
  day: string;
  /** Whole minutes since local midnight, 0..1439 (seconds dropped). */
  minute: number;
  /** Milliseconds since local midnight, 0..86_399_999. */
  msOfDay: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Local day, minute and milliseconds of `at` in Asia/Shanghai, e.g. 2026-10-01T16:30Z -> 2026-10-02, 30. */
export function localMoment(at: Date): LocalMoment {
  const shifted = at.getTime() + SHANGHAI_OFFSET_MS;
  const msOfDay = ((shifted % DAY_MS) + DAY_MS) % DAY_MS;
  const d = new Date(shifted - msOfDay);
  const day = `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return { day, minute: Math.floor(msOfDay / MINUTE_MS), msOfDay };
}

/** Milliseconds (epoch) of local midnight of `day` in Asia/Shanghai. */
export function localMidnightMs(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) - SHANGHAI_OFFSET_MS;
}

/** The instant `minute` minutes after local midnight of `day` (minute may exceed 1440). */
export function instantOf(day: string, minute: number): Date {
  return new Date(localMidnightMs(day) + minute * MINUTE_MS);
}

/** `day` moved by `n` calendar days, e.g. addDays('2026-12-31', 1) -> '2027-01-01'. */
export function addDays(day: string, n: number): string {
  return localMoment(new Date(localMidnightMs(day) + n * DAY_MS)).day;
}

/** ISO weekday of a local day: 1 Monday .. 7 Sunday. */
export function isoWeekdayOf(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** 'HH:mm' of a minute count modulo one day, e.g. 1560 -> '02:00'; exactly 1440 reads '24:00'. */
export function formatMinute(minute: number): string {
  if (minute === 1440) return '24:00';
  const m = ((minute % 1440) + 1440) % 1440;
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
}

/**
 * Local days as integers ("day numbers": days since 1970-01-01 in Asia/Shanghai), for the engine's
 * loops over consecutive days without building Date objects and strings each step.
 */
export function dayNumberOf(at: Date): number {
  return Math.floor((at.getTime() + SHANGHAI_OFFSET_MS) / DAY_MS);
}

/** Epoch milliseconds of local midnight of day number `dayNumber`. */
export const midnightMsOfDayNumber = (dayNumber: number): number => dayNumber * DAY_MS - SHANGHAI_OFFSET_MS;

/** ISO weekday (1 Monday .. 7 Sunday) of day number `dayNumber` (day 0, 1970-01-01, was a Thursday). */
export const isoWeekdayOfDayNumber = (dayNumber: number): number => ((((dayNumber + 3) % 7) + 7) % 7) + 1;

const dayStrings = new Map<number, string>();

/** 'YYYY-MM-DD' of day number `dayNumber` (memoised; bounded). */
export function dayStringOf(dayNumber: number): string {
  let text = dayStrings.get(dayNumber);
  if (text === undefined) {
    if (dayStrings.size >= 10_000) dayStrings.clear();
    text = new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
    dayStrings.set(dayNumber, text);
  }
  return text;
}

/** Day number of the local day 'YYYY-MM-DD' (its local midnight), e.g. '1970-01-02' -> 1. */
export function dayNumberOfDay(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

/** 'YYYY-MM-DD HH:mm' in Asia/Shanghai, e.g. 2026-11-21T06:05:00Z -> '2026-11-21 14:05'. */
export function formatShanghaiMinute(instant: Date): string {
  const { day, minute } = localMoment(instant);
  return `${day} ${formatMinute(minute)}`;
}

/**
 * Like formatShanghaiMinute but rounded up to the next whole minute, for "try again after" times:
 * a lock ending at 14:05:30 reads '14:06', so a user who waits until the time shown is let in.
 */
export function formatShanghaiMinuteCeil(instant: Date): string {
  const ms = instant.getTime();
  const ceiled = ms % MINUTE_MS === 0 ? ms : ms - (ms % MINUTE_MS) + MINUTE_MS;
  return formatShanghaiMinute(new Date(ceiled));
}

/** Today's date in Asia/Shanghai at `now`, 'YYYY-MM-DD' (2026-03-01T16:30Z -> '2026-03-02'). */
export function shanghaiToday(now: Date): string {
  return localMoment(now).day;
}
