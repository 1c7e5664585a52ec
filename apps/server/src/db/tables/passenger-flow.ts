/**
 * Kysely table types. Passenger flow pushed by venues: push keys, hourly counts and day totals.
 * Composed into the Database interface of ../database.ts, which states the column conventions.
 */
import type { Generated } from 'kysely';

/** A venue's passenger-flow push key; only the SHA-256 hex of the key is stored. */
export interface VenueFlowKeyTable {
  organ_id: number;
  key_hash: string;
  created_at: string;
}

/** Hourly passenger flow: visitors in [hour:00, hour+1:00) of flow_date (Asia/Shanghai). */
export interface VenueFlowHourTable {
  organ_id: number;
  flow_date: string; // 'YYYY-MM-DD'
  hour: number; // 0..23, the hour the count starts
  count: number;
  pushed_at: string; // ISO UTC
}

/** Running day total per venue, kept in step with venue_flow_hour by each push (ranking reads this). */
export interface VenueFlowDayTable {
  organ_id: number;
  flow_date: string;
  total: number;
  /** Hours of the day with an accepted count (migration 0030; the data-health on-time figure). */
  hour_count: Generated<number>;
  updated_at: string;
}

/**
 * A venue's refused push of an hour whose window had closed (migration 0030; docs/decisions/data-exchange.md
 * "Data health"): one row per venue and hour, the first such attempt.
 */
export interface VenueFlowLateTable {
  organ_id: number;
  flow_date: string;
  hour: number;
  attempted_at: string; // ISO UTC
}
