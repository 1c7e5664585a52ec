/**
 * The venue columns every venue answer starts from (VenueBasic, packages/contracts/src/venue.ts): lists
 * select them with `.select(VENUE_BASIC_COLUMNS)` and ./venue.presenter.ts maps them. Part of the base
 * venue module (docs/decisions/server-conventions.md "Module boundaries").
 */
import type { Selectable } from 'kysely';
import type { VenueTable } from '../../db/tables/venue.js';

/** The venue columns presentVenueBasic reads (select them with `.select(VENUE_BASIC_COLUMNS)`). */
export const VENUE_BASIC_COLUMNS = [
  'organ_id',
  'name',
  'organ_type',
  'is_large',
  'province_code',
  'city_code',
  'county_code',
  'address',
  'phone',
  'lng',
  'lat',
  'cover_media_id',
  'sports',
] as const satisfies readonly (keyof VenueTable)[];

/** A venue row holding at least VENUE_BASIC_COLUMNS. */
export type VenueBasicRow = Pick<Selectable<VenueTable>, (typeof VENUE_BASIC_COLUMNS)[number]>;
