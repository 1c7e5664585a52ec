/**
 * Presentation of a venue's standing schedule (docs/decisions/venue-opening.md "Venue opening section"): slots as local
 * clock times and one ScheduleDay per day kind 1-9 (周一..周日, 法定节假日, 寒暑假) with the hours open that day.
 */
import type { FeeKind, ScheduleDay, TimeSlot } from '@portal/contracts/venue';
import { DAY_KIND_LABELS } from './day-kind.js';
import type { ScheduleSlot } from './opening.types.js';
import { formatMinute } from '../../lib/shanghai-time.js';

/** Fee kinds from most to least favourable to the visitor: free wins over low wins over paid. */
export const FEE_PRIORITY: readonly FeeKind[] = ['free', 'low', 'paid'];

/** The most favourable of `kinds` (free > low > paid), or null when empty. */
export function bestFeeKind(kinds: Iterable<FeeKind>): FeeKind | null {
  let best: FeeKind | null = null;
  for (const kind of kinds) if (best === null || FEE_PRIORITY.indexOf(kind) < FEE_PRIORITY.indexOf(best)) best = kind;
  return best;
}

/**
 * A slot as shown: 'HH:mm' start and end; `crossesMidnight` when it ends on the next day
 * (endMinute > 1440; an end of exactly 1440 reads '24:00'). `feeKind` overrides the slot's own
 * (8 August shows every slot as free).
 */
export function toTimeSlot(slot: ScheduleSlot, feeKind: FeeKind = slot.feeKind): TimeSlot {
  return {
    start: formatMinute(slot.startMinute),
    end: formatMinute(slot.endMinute),
    crossesMidnight: slot.endMinute > 1440,
    feeKind,
    area: slot.area,
  };
}

/** Slots ordered by start, then end, then fee priority. */
export function sortSlots<T extends ScheduleSlot>(slots: readonly T[]): T[] {
  return [...slots].sort(
    (a, b) =>
      a.startMinute - b.startMinute ||
      a.endMinute - b.endMinute ||
      FEE_PRIORITY.indexOf(a.feeKind) - FEE_PRIORITY.indexOf(b.feeKind),
  );
}

/** Minutes covered by the union of the slots (overlaps counted once). */
export function coveredMinutes(slots: readonly ScheduleSlot[]): number {
  let total = 0;
  let end = -Infinity;
  for (const slot of sortSlots(slots)) {
    const start = Math.max(slot.startMinute, end);
    if (slot.endMinute > start) total += slot.endMinute - start;
    end = Math.max(end, slot.endMinute);
  }
  return total;
}

/**
 * The schedule of each day kind 1..9 in order, with labels 周一..周日, 法定节假日, 寒暑假, the slots of
 * that kind (sorted) and `openHours` (hours covered by the union of its slots, 2 decimals; a slot
 * crossing midnight counts in full for the day it starts).
 */
export function presentSchedule(slots: readonly ScheduleSlot[]): ScheduleDay[] {
  return DAY_KIND_LABELS.map((label, index) => {
    const ofKind = sortSlots(slots.filter((s) => s.dayKind === index + 1));
    return {
      dayKind: index + 1,
      label,
      slots: ofKind.map((s) => toTimeSlot(s)),
      openHours: Math.round((coveredMinutes(ofKind) / 60) * 100) / 100,
    };
  });
}
