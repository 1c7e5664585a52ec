/** FillInRow (repository) -> SportsAuthorityFillIn (contract), naming the place from the division chain. */
import type { SportsAuthorityFillIn } from '@portal/contracts/sports-authority';
import { placeName } from '../../lib/division-codes.js';
import type { FillInRow } from './sports-authority.repository.js';

export function presentFillIn(row: FillInRow): SportsAuthorityFillIn {
  return {
    organId: row.organ_id,
    name: row.name,
    divisionCode: row.division_code,
    areaName: placeName(row.province_name, row.city_name, row.division_name),
    level: row.level,
    year: row.year,
    venueCount: row.venue_count,
    largeVenueCount: row.large_venue_count,
    subsidyTotal: Number(row.subsidy_total),
    visitorsTotal: Number(row.visitors_total),
    eventsTotal: row.events_total,
    status: row.status,
    filledAt: row.filled_at,
  };
}
