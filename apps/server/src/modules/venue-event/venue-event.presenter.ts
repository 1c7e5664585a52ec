/**
 * Rows -> the API shapes of contracts/venue-event.ts (MatchListItem / TrainingListItem and their
 * details): camelCase fields, status from the dates and today's Asia/Shanghai date, the venue with its
 * place name, and (details) the description HTML sanitized by lib/sanitize.ts.
 */
import type { EventVenue, MatchListItem, TrainingListItem } from '@portal/contracts/venue-event';
import type { OrganType } from '@portal/contracts/venue.codes';
import { sanitizeCached } from '../../lib/sanitize.js';
import { areaNameOf, type DivisionMap } from '../area/divisions.js';
import type { EventKind } from './event-kinds.js';
import { eventStatus } from '../venue/event-status.js';
import type { EventDetailRow, EventRow } from './venue-event.repository.js';

export type EventListItem = MatchListItem | TrainingListItem;

function presentVenue(row: EventRow, divisions: DivisionMap): EventVenue {
  return {
    organId: row.organ_id,
    name: row.venue_name,
    organType: Number(row.venue_organ_type) as OrganType,
    isLarge: Number(row.venue_is_large) === 1,
    areaName: areaNameOf(divisions, row.venue_province_code, row.venue_city_code, row.venue_county_code),
    address: row.venue_address,
    lng: Number(row.venue_lng),
    lat: Number(row.venue_lat),
  };
}

/** A list item of `kind` on day `today` ('YYYY-MM-DD', Asia/Shanghai). */
export function presentEvent(kind: EventKind, row: EventRow, today: string, divisions: DivisionMap): EventListItem {
  return {
    id: row.id,
    name: row.name,
    sport: row.sport,
    organiser: row.organiser,
    startDate: row.start_date,
    endDate: row.end_date,
    status: eventStatus(row.start_date, row.end_date, today),
    venue: presentVenue(row, divisions),
    ...kind.presentExtras(row),
  } as EventListItem;
}

/** The detail: the list item plus `descriptionHtml`, sanitized (memoised per row). */
export function presentEventDetail(
  kind: EventKind,
  row: EventDetailRow,
  today: string,
  divisions: DivisionMap,
): EventListItem & { descriptionHtml: string } {
  return {
    ...presentEvent(kind, row, today, divisions),
    descriptionHtml: sanitizeCached(`${kind.table}:${row.id}`, row.description_html),
  };
}
