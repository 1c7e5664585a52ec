/**
 * Date display for content pages (DESIGN.md "Data": times stored in UTC, shown in Asia/Shanghai).
 *
 * The server sends instants as ISO-8601 UTC text (`publishTime`, e.g. '2024-03-01T16:30:00.000Z') and
 * calendar dates as 'YYYY-MM-DD' (`publishDate`, `effectiveDate`). Both display as 'YYYY-MM-DD' in
 * China Standard Time: an instant after 16:00 UTC is already the next day in Beijing.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/**
 * Asia/Shanghai's offset from UTC in minutes. China has kept UTC+8 without daylight saving since 1991
 * (IANA tz database, asia: "PRC"), so a fixed offset (dayjs utc plugin) is exact for every date the portal
 * shows, and avoids dayjs's timezone plugin, which builds an Intl formatter on each call (measured as
 * the largest script cost of rendering a news list on a throttled phone).
 */
const SHANGHAI_OFFSET_MINUTES = 8 * 60;

/** `value` (an instant: Date, epoch ms or ISO text; dayjs.utc input) in Asia/Shanghai. */
export function inShanghai(value: dayjs.ConfigType): dayjs.Dayjs {
  return dayjs.utc(value).utcOffset(SHANGHAI_OFFSET_MINUTES);
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

function toShanghai(value: string): dayjs.Dayjs | null {
  const parsed = inShanghai(value);
  return parsed.isValid() ? parsed : null;
}

/**
 * 'YYYY-MM-DD' of an ISO instant in Asia/Shanghai; a plain 'YYYY-MM-DD' date is returned unchanged
 * (it has no time zone). Empty, null or unparsable input gives '' so a page never shows 'Invalid Date'.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  if (CALENDAR_DATE.test(value)) return value;
  return toShanghai(value)?.format('YYYY-MM-DD') ?? '';
}

/** 'YYYY-MM-DD HH:mm' (24-hour) of an ISO instant in Asia/Shanghai; '' for empty or unparsable input. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  if (CALENDAR_DATE.test(value)) return value;
  return toShanghai(value)?.format('YYYY-MM-DD HH:mm') ?? '';
}

/** The current year in Asia/Shanghai (e.g. 2025), for year filters. `now` is injectable for tests. */
export function currentYear(now: Date = new Date()): number {
  return inShanghai(now).year();
}
