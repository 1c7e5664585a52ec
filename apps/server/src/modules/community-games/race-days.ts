/**
 * The month range of the race calendar in day numbers (lib/shanghai-time.ts: days since 1970-01-01 of the
 * Asia/Shanghai calendar), so the calendar's date comparisons are integer comparisons (dates are stored as
 * 'YYYY-MM-DD', docs/decisions/server-conventions.md "Storage, build and seed").
 */
import { DAY_MS } from '../../lib/shanghai-time.js';

/** The first and last day numbers of month 'YYYY-MM'. */
export function monthDays(month: string): { first: number; last: number } {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7)) - 1;
  return { first: Date.UTC(year, index, 1) / DAY_MS, last: Date.UTC(year, index + 1, 0) / DAY_MS };
}
