/**
 * Calendar arithmetic of the race calendar (pure): the weeks of a month as rows of 'YYYY-MM-DD' (Monday
 * first, as Chinese calendars are printed; days of the neighbouring months are null), and month steps.
 */

/** The weeks of month 'YYYY-MM', Monday first; cells outside the month are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7)) - 1;
  const days = new Date(Date.UTC(year, index + 1, 0)).getUTCDate();
  const firstWeekday = (new Date(Date.UTC(year, index, 1)).getUTCDay() + 6) % 7; // 0 = Monday
  const cells: (string | null)[] = Array.from({ length: firstWeekday }, () => null);
  for (let day = 1; day <= days; day += 1) cells.push(`${month}-${String(day).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** The month `step` months after 'YYYY-MM' (negative: before). */
export function addMonths(month: string, step: number): string {
  const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + step, 1));
  return date.toISOString().slice(0, 7);
}

/** '2026年11月'. */
export const monthLabel = (month: string) => `${Number(month.slice(0, 4))}年${Number(month.slice(5, 7))}月`;

/** '11月24日'. */
export const dayLabel = (day: string) => `${Number(day.slice(5, 7))}月${Number(day.slice(8, 10))}日`;
