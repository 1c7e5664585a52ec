/**
 * Shows instants in Asia/Shanghai time, as users read them (DESIGN.md "Data": stored in UTC, shown in
 * Asia/Shanghai). Uses Intl, so it does not depend on the server's own time zone.
 */
const minuteFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'YYYY-MM-DD HH:mm' in Asia/Shanghai, e.g. 2026-11-21T06:05:00Z -> '2026-11-21 14:05'. */
export function formatShanghaiMinute(instant: Date): string {
  const part = Object.fromEntries(minuteFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/**
 * Like formatShanghaiMinute but rounded up to the next whole minute, for "try again after" times:
 * a lock ending at 14:05:30 reads '14:06', so a user who waits until the time shown is let in.
 */
export function formatShanghaiMinuteCeil(instant: Date): string {
  const ms = instant.getTime();
  const ceiled = ms % 60_000 === 0 ? ms : ms - (ms % 60_000) + 60_000;
  return formatShanghaiMinute(new Date(ceiled));
}

/** Today's date in Asia/Shanghai at `now`, 'YYYY-MM-DD' (2026-03-01T16:30Z -> '2026-03-02'). */
export function shanghaiToday(now: Date): string {
  return formatShanghaiMinute(now).slice(0, 10);
}
