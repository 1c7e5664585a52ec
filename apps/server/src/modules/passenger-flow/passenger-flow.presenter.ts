/**
 * Flow read rows -> the passenger-flow contracts (@portal/contracts/passenger-flow): a reporting venue
 * (FlowVenue: organId, name, organType, areaName '省 市 县'), a ranking entry (its absolute rank, the
 * venue, the day's total) and one venue's day (24 hours, count null where nothing was pushed; the day's
 * total; the latest push time, null without any).
 */
import type { FlowVenue, RankingItem, VenueFlowDay } from '@portal/contracts/passenger-flow';
import type { OrganType } from '@portal/contracts/venue.codes';
import { areaNameOf, type DivisionMap } from '../area/divisions.js';
import type { FlowVenueRow, RankingRow } from './flow-read.repository.js';

export function presentFlowVenue(row: FlowVenueRow, divisions: DivisionMap): FlowVenue {
  return {
    organId: row.organ_id,
    name: row.name,
    organType: row.organ_type as OrganType,
    areaName: areaNameOf(divisions, row.province_code, row.city_code, row.county_code),
  };
}

/** `rank`: the absolute position in the day's ranking, (pageNum - 1) * pageSize + index + 1. */
export function presentRankingItem(row: RankingRow, rank: number, divisions: DivisionMap): RankingItem {
  return { rank, ...presentFlowVenue(row, divisions), total: Number(row.total) };
}

/** One pushed hour of a venue's day. */
export interface FlowHourRow {
  hour: number;
  count: number;
  pushed_at: string;
}

/** The venue's day from its pushed hour rows (any order). */
export function presentVenueFlowDay(
  venue: { organId: number; name: string; date: string },
  rows: readonly FlowHourRow[],
): VenueFlowDay {
  const byHour = new Map(rows.map((r) => [r.hour, r.count]));
  const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, count: byHour.get(hour) ?? null }));
  const lastPushedAt = rows.reduce<string | null>(
    (last, r) => (last === null || r.pushed_at > last ? r.pushed_at : last),
    null,
  );
  return {
    organId: venue.organId,
    name: venue.name,
    date: venue.date,
    hours,
    total: rows.reduce((sum, r) => sum + r.count, 0),
    lastPushedAt,
  };
}
