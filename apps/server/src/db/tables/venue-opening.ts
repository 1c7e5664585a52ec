/**
 * Kysely table types. Opening of venues: the standing schedule, the national calendar and announced closures (modules/venue-status reads them).
 * Composed into the Database interface of ../database.ts, which states the column conventions.
 */
import type { Generated } from 'kysely';

/**
 * One opening slot of a venue's standing schedule (docs/decisions/venue-opening.md "Venue opening section"). day_kind:
 * 1-7 ISO weekday (Mon..Sun) of an ordinary week; 8 public holiday (法定节假日); 9 school-vacation workday (寒暑假 Mon-Fri).
 * Minutes are local time (Asia/Shanghai) from 00:00; end_minute may exceed 1440 for a slot that crosses midnight (e.g.
 * 1320..1560 = 22:00-02:00). fee_kind: 'free' | 'low' | 'paid'; area: 'indoor' | 'outdoor'.
 */
export interface VenueScheduleSlotTable {
  id: Generated<number>;
  organ_id: number;
  day_kind: number;
  start_minute: number;
  end_minute: number;
  fee_kind: string;
  area: string;
}

/**
 * The national calendar (Asia/Shanghai dates) the open-now engine reads. kind: 'holiday' (法定节假日 rest
 * day), 'workday' (调休上班: a weekend day worked), 'vacation' (school winter/summer vacation day).
 * Dates absent from the table are ordinary days (Mon-Fri workday, Sat/Sun rest day).
 */
export interface CalendarDayTable {
  day: string; // 'YYYY-MM-DD'
  kind: string;
  name: string; // e.g. '国庆节', '暑假'
}

/** An announced closure (闭馆公告) of a whole venue: [start_time, end_time) ISO UTC, announced_at ISO UTC. */
export interface VenueClosureTable {
  id: Generated<number>;
  organ_id: number;
  start_time: string;
  end_time: string;
  reason: string;
  announced_at: string;
}
