/**
 * Inputs of the open-now engine (./open-status.ts), as read from venue_schedule_slot,
 * venue_closure and calendar_day (see ../../db/tables/venue-opening.ts for units). camelCase; no database here.
 */
import type { FeeKind } from '@portal/contracts/venue';

/**
 * One slot of a venue's standing schedule. dayKind: 1-7 ISO weekday, 8 public holiday, 9 school-vacation
 * workday. Minutes are local (Asia/Shanghai) from 00:00; endMinute > 1440 crosses midnight into the next
 * day (at most 2880, i.e. the slot ends by the next midnight).
 */
export interface ScheduleSlot {
  dayKind: number;
  startMinute: number;
  endMinute: number;
  feeKind: FeeKind;
  area: 'indoor' | 'outdoor';
}

/** An announced closure of the whole venue: [startTime, endTime) ISO UTC, announcedAt ISO UTC. */
export interface ClosureRecord {
  id: number;
  startTime: string;
  endTime: string;
  reason: string;
  announcedAt: string;
}

/** A venue's schedule and the closures relevant to the moments asked about. */
export interface VenueOpening {
  slots: readonly ScheduleSlot[];
  closures: readonly ClosureRecord[];
}

/** calendar_day.kind: 法定节假日 rest day, 调休 worked weekend day, school vacation day. */
export type CalendarKind = 'holiday' | 'workday' | 'vacation';

export interface CalendarEntry {
  kind: CalendarKind;
  /** e.g. '国庆节', '暑假' */
  name: string;
}

/** The national calendar by local day 'YYYY-MM-DD'; days absent are ordinary days. */
export type NationalCalendar = ReadonlyMap<string, CalendarEntry>;
