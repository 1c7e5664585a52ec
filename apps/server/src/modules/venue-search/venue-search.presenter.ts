/**
 * venue row -> one item of the venue search lists (contract packages/contracts/src/venue.ts): VenueBasic
 * (the base venue presenter, ../venue/venue.presenter.ts) for /api/data/venue/search, and VenueListItem
 * (VenueBasic + status: OpenStatus at the request's minute) for /api/data/v2/venue/search (spec §7).
 */
import type { OpenStatus, VenueBasic, VenueListItem } from '@portal/contracts/venue';
import type { DivisionMap } from '../area/divisions.js';
import type { VenueBasicRow } from '../venue/venue.columns.js';
import { presentVenueBasic } from '../venue/venue.presenter.js';

/** The search item of `row`: with `status` a VenueListItem (v2), without it the plain VenueBasic (v1). */
export function presentVenueSearchItem(
  row: VenueBasicRow,
  divisions: DivisionMap,
  status: OpenStatus | undefined,
): VenueBasic | VenueListItem {
  const basic = presentVenueBasic(row, divisions);
  return status ? { ...basic, status } : basic;
}
