/**
 * Day checks of exchange items ('YYYY-MM-DD' fields): each given day exists on the calendar, and the
 * given days of `fields` run in that order (equal days allowed).
 */
import type { Rejection } from './exchange-entity.js';

/** Whether 'YYYY-MM-DD' names a real day (Date() would roll 2026-02-30 over to March). */
export function isRealDay(day: string): boolean {
  const time = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(time.getTime()) && time.toISOString().slice(0, 10) === day;
}

/** The first day field that does not exist or comes before an earlier one of `fields`, or undefined. */
export function checkDays<K extends string>(
  item: Partial<Record<K, string>>,
  fields: readonly K[],
): Rejection | undefined {
  let previous: K | undefined;
  for (const field of fields) {
    const day = item[field];
    if (day === undefined) continue;
    if (!isRealDay(day)) return { field, reason: '日期不存在' };
    if (previous !== undefined && day < item[previous]!) return { field, reason: `不能早于 ${previous}` };
    previous = field;
  }
  return undefined;
}
