/**
 * Row -> contract presenters of the venue details (@portal/contracts/venue): the yearly open data
 * (VenueYearStat; visitors_by_month JSON read as exactly 12 integers, missing months 0), images
 * (VenueImage, address from modules/file) and texts (VenueIntroduction, HTML sanitized by lib/sanitize).
 */
import type { Selectable } from 'kysely';
import type { VenueImage, VenueIntroduction, VenueYearStat } from '@portal/contracts/venue';
import type { VenueYearStatTable } from '../../db/tables/programme.js';
import type { VenueImageTable, VenueIntroductionTable } from '../../db/tables/venue.js';
import { sanitizeCached } from '../../lib/sanitize.js';
import { fileUrl } from '../file/file-url.js';

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

export function presentImage(row: Selectable<VenueImageTable>): VenueImage {
  return { id: row.id, url: fileUrl(row.media_id), caption: row.caption };
}

export function presentIntroduction(row: Selectable<VenueIntroductionTable>): VenueIntroduction {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    contentHtml: sanitizeCached(`venue_introduction:${row.id}`, row.content_html),
    publishTime: row.publish_time,
  };
}
