/**
 * Text of opening hours and next openings, as lists and details show them (docs/decisions/venue-opening.md
 * "Venue opening section"). Clock times arrive as local 'HH:mm' (Asia/Shanghai, contracts TimeSlot); instants as
 * ISO UTC.
 */
import type { TimeSlot } from '@portal/contracts/venue';
import { FEE_KIND_NAMES } from '@portal/contracts/venue.codes';
import { inShanghai } from '../../lib/format-date';

/** Shown when a venue has no slot today. */
export const CLOSED_TODAY_TEXT = '今日不开放';

/**
 * One slot as a line with its fee's name (contracts FEE_KIND_NAMES): '08:00–12:00 免费'; a slot past midnight ends '次日02:00'; outdoor slots add
 * '（室外）', e.g. '18:00–次日01:00 低收费（室外）'.
 */
export function formatSlot(slot: TimeSlot): string {
  const end = slot.crossesMidnight ? `次日${slot.end}` : slot.end;
  const where = slot.area === 'outdoor' ? '（室外）' : '';
  return `${slot.start}–${end} ${FEE_KIND_NAMES[slot.feeKind] ?? ''}${where}`.trimEnd();
}

/** Today's slots as lines; ['今日不开放'] when there are none. */
export function formatTodayHours(slots: readonly TimeSlot[]): string[] {
  return slots.length === 0 ? [CLOSED_TODAY_TEXT] : slots.map(formatSlot);
}

/** 'dd日 HH:mm 开放' of an ISO instant in Asia/Shanghai, e.g. '15日 08:00 开放'; '' when missing or invalid. */
export function formatNextOpening(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = inShanghai(iso);
  if (!at.isValid()) return '';
  return `${at.format('DD')}日 ${at.format('HH:mm')} 开放`;
}

/** Which timetable a kind of day (contracts OpenStatus.dayLabel) opens by, in words an older visitor reads right. */
const DAY_KIND_TEXT: Readonly<Record<string, string>> = {
  工作日: '今天按工作日时间开放',
  // '今天是休息日' beside today's hours read as "closed today" (docs/decisions/public-experience.md §4).
  休息日: '今天按周末时间开放',
  法定节假日: '今天按节假日时间开放',
  寒暑假: '今天按寒暑假时间开放',
  全民健身日: '今天是全民健身日，开放时段免费',
};

/** The line under a venue's status for today's kind of day; '' for no label. */
export function dayKindText(dayLabel: string | null | undefined): string {
  if (!dayLabel) return '';
  return DAY_KIND_TEXT[dayLabel] ?? `今天按${dayLabel}时间开放`;
}

/**
 * When a venue closed now opens later today, from its status (contracts OpenStatus: `at` and today's
 * slots): '今天 08:00 起免费开放', '今天 14:00 起低收费开放', '今天 09:00 起开放（收费）'; with `freeOnly`
 * the first free slot. '' when no such slot starts after `at` (Asia/Shanghai clock).
 */
export function opensLaterText(status: { at: string; todayHours: readonly TimeSlot[] }, freeOnly = false): string {
  const now = inShanghai(status.at);
  if (!now.isValid()) return '';
  const clock = now.format('HH:mm');
  const slot = status.todayHours
    .filter((s) => s.start > clock && (!freeOnly || s.feeKind === 'free'))
    .sort((a, b) => a.start.localeCompare(b.start))[0];
  if (!slot) return '';
  if (slot.feeKind === 'free') return `今天 ${slot.start} 起免费开放`;
  if (slot.feeKind === 'low') return `今天 ${slot.start} 起低收费开放`;
  return `今天 ${slot.start} 起开放（收费）`;
}
