/**
 * Text of the venue detail figures (contracts/venue.ts units: hours, persons, yuan; clock times
 * 'HH:mm' local). Pure functions, unit-tested. Slot lines come from components/venue/hours-format.
 */
import type { ScheduleDay, TimeSlot } from '@portal/contracts/venue';

const numberFormat = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 1 });
const moneyFormat = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2 });

/** 12345 -> '12,345'; 7.25 -> '7.3' (one decimal at most). */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** Yuan: below 10,000 as '8,500 元', from 10,000 as '12.35 万元'. */
export function formatYuan(value: number): string {
  return value >= 10_000 ? `${moneyFormat.format(value / 10_000)} 万元` : `${moneyFormat.format(value)} 元`;
}

/** Price per person-hour: '12 元/人·小时'; 0 -> '免费'. */
export function formatPrice(value: number): string {
  return value === 0 ? '免费' : `${moneyFormat.format(value)} 元/人·小时`;
}

function minutesOf(clock: string): number {
  const [hours = '0', minutes = '0'] = clock.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** [start, end) of a slot in minutes from the day's midnight; across midnight the end is past 1440. */
function slotRange(slot: TimeSlot): [number, number] {
  const start = minutesOf(slot.start);
  let end = minutesOf(slot.end);
  if (slot.crossesMidnight || end <= start) end += 24 * 60;
  return [start, end];
}

/**
 * Hours of a day during which at least one free slot runs (indoor and outdoor slots may overlap; the
 * overlap counts once, as the server's `openHours` does). Rounded to 2 decimals.
 */
export function freeHours(day: ScheduleDay): number {
  const ranges = day.slots
    .filter((slot) => slot.feeKind === 'free')
    .map(slotRange)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reached = -Infinity;
  for (const [start, end] of ranges) {
    const from = Math.max(start, reached);
    if (end > from) total += end - from;
    reached = Math.max(reached, end);
  }
  return Math.round((total / 60) * 100) / 100;
}
