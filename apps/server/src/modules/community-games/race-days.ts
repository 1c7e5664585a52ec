/**
 * Day numbers for the race rules (dates are stored as 'YYYY-MM-DD', docs/decisions/server-conventions.md
 * "Storage, build and seed"), so date comparisons are integer comparisons. The Asia/Shanghai calendar
 * arithmetic is lib/shanghai-time.ts; this adds only the month range of the race calendar.
 */
import { DAY_MS } from '../../lib/shanghai-time.js';

export {
  dayNumberOfDay as dayNumber,
  dayStringOf as isoDay,
  dayNumberOf as shanghaiDayNumber,
} from '../../lib/shanghai-time.js';

/** The first and last day numbers of month 'YYYY-MM'. */
export function monthDays(month: string): { first: number; last: number } {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7)) - 1;
  return { first: Date.UTC(year, index, 1) / DAY_MS, last: Date.UTC(year, index + 1, 0) / DAY_MS };
}
