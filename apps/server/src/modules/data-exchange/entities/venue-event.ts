/**
 * The shared part of the `match` and `training` entities (events at a venue; contracts
 * exchange/venue-event.ts): the venue must exist, the days exist and run in order, the description is
 * sanitised (lib/sanitize.ts) and the common columns are written; each entity file adds its own columns
 * and, for matches, the map point.
 */
import type { Static } from 'typebox';
import type { VENUE_EVENT_FIELDS } from '@portal/contracts/exchange/venue-event';
import { sanitizeRichText } from '../../../lib/sanitize.js';
import type { EntityContext, Rejection } from './exchange-entity.js';
import { checkDays } from './days.js';

type EventFields = { [K in keyof typeof VENUE_EVENT_FIELDS]: Static<(typeof VENUE_EVENT_FIELDS)[K]> };

/** The event's venue (place and name), or undefined. */
export function venueOf(ctx: EntityContext, organId: number) {
  return ctx.trx
    .selectFrom('venue')
    .select(['organ_id', 'name', 'address', 'lng', 'lat', 'province_code', 'city_code', 'county_code', 'phone'])
    .where('organ_id', '=', organId)
    .executeTakeFirst();
}

/** The first failing shared field, or undefined. */
export async function checkEvent(item: EventFields, ctx: EntityContext): Promise<Rejection | undefined> {
  const days = checkDays(item, ['startDate', 'endDate']);
  if (days) return days;
  if (!(await venueOf(ctx, item.organId))) return { field: 'organId', reason: '场馆不存在' };
  return undefined;
}

/** The shared columns (created_at is set on insert). */
export function eventColumns(item: EventFields) {
  return {
    organ_id: item.organId,
    name: item.name,
    sport: item.sport,
    organiser: item.organiser,
    start_date: item.startDate,
    end_date: item.endDate,
    description_html: sanitizeRichText(item.descriptionHtml),
  };
}
