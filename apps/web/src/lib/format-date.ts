/**
 * Date display for content pages (DESIGN.md "Data": times stored in UTC, shown in Asia/Shanghai).
 *
 * The server sends instants as ISO-8601 UTC text (`publishTime`, e.g. '2024-03-01T16:30:00.000Z') and
 * calendar dates as 'YYYY-MM-DD' (`publishDate`, `effectiveDate`). Both display as 'YYYY-MM-DD' in
 * China Standard Time: an instant after 16:00 UTC is already the next day in Beijing.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The portal's display time zone. */
export const PORTAL_TIME_ZONE = 'Asia/Shanghai';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

function toShanghai(value: string): dayjs.Dayjs | null {
  const parsed = dayjs.utc(value);
  return parsed.isValid() ? parsed.tz(PORTAL_TIME_ZONE) : null;
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
  return dayjs(now).tz(PORTAL_TIME_ZONE).year();
}
