/**
 * A venue's yearly open data row (table venue_year_stat) -> the contract VenueYearStat: visitors_by_month JSON
 * read as exactly 12 integers (missing or unreadable months 0), hours and money as numbers. One presenter for
 * the venue pages (modules/venue-detail) and the open-data files (modules/open-data), so both show the same
 * figures and feed the same compliance checks (./compliance.ts).
 */
import type { Selectable } from 'kysely';
import type { VenueYearStat } from '@portal/contracts/venue';
import type { VenueYearStatTable } from '../../db/tables/programme.js';

/** The 12 monthly visitor counts of the JSON text '[1200, ...]'; unreadable entries count 0. */
export function parseMonthlyVisitors(text: string): number[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = [];
  }
  const list = Array.isArray(value) ? value : [];
  return Array.from({ length: 12 }, (_, i) => {
    const n = Number(list[i]);
    return Number.isFinite(n) && n >= 0 ? Math.round(n) : 0;
  });
}

export function presentYearStat(row: Selectable<VenueYearStatTable>): VenueYearStat {
  return {
    year: row.year,
    openDays: row.open_days,
    weeklyOpenHours: Number(row.weekly_open_hours),
    freeOpenHours: Number(row.free_open_hours),
    minRestDayHours: Number(row.min_rest_day_hours),
    outdoorFreeHours: row.outdoor_free_hours === null ? null : Number(row.outdoor_free_hours),
    visitorsTotal: Number(row.visitors_total),
    visitorsByMonth: parseMonthlyVisitors(row.visitors_by_month),
    eventsHeld: row.events_held,
    trainingsHeld: row.trainings_held,
    subsidyAmount: Number(row.subsidy_amount),
    filledAt: row.filled_at,
  };
}
