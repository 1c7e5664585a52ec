/**
 * venue row -> VenueBasic (contract packages/contracts/src/venue.ts; issue 3 venue lists and details).
 * Shared: venue search (v1 items, v2 items with their status) and the venue details helpers import it.
 *
 * - areaName from the cached division map ('浙江省杭州市西湖区', see ./division-names.ts);
 * - coverUrl: '/api_/ow/file/{cover_media_id}' (modules/file fileUrl), null without a cover;
 * - sports: the JSON array text of venue.sports; anything but an array of strings reads as [];
 * - isLarge: venue.is_large (0/1) as a boolean; organTypeName from ORGAN_TYPE_NAMES.
 */
import type { Kysely, Selectable } from 'kysely';
import type { VenueBasic } from '@portal/contracts/venue';
import { ORGAN_TYPE_NAMES, type OrganType } from '@portal/contracts/venue.codes';
import type { Database, VenueTable } from '../../db/schema.js';
import { fileUrl } from '../file/file-url.js';
import { areaNameOf, loadDivisions, type DivisionMap } from './division-names.js';

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

/** The sports list of a venue.sports JSON text ('["篮球","羽毛球"]'); [] when unreadable. */
export function parseSports(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

/** The VenueBasic of one row; `divisions` from loadDivisions(db). */
export function presentVenueBasic(row: VenueBasicRow, divisions: DivisionMap): VenueBasic {
  const organType = Number(row.organ_type) as OrganType;
  return {
    organId: Number(row.organ_id),
    name: row.name,
    organType,
    organTypeName: ORGAN_TYPE_NAMES[organType] ?? '',
    isLarge: Boolean(Number(row.is_large)),
    provinceCode: row.province_code,
    cityCode: row.city_code,
    countyCode: row.county_code,
    areaName: areaNameOf(divisions, row.province_code, row.city_code, row.county_code),
    address: row.address,
    phone: row.phone,
    lng: Number(row.lng),
    lat: Number(row.lat),
    coverUrl: row.cover_media_id === null ? null : fileUrl(Number(row.cover_media_id)),
    sports: parseSports(row.sports),
  };
}

/** presentVenueBasic for many rows, loading the (cached) division map once. */
export async function presentVenues(db: Kysely<Database>, rows: readonly VenueBasicRow[]): Promise<VenueBasic[]> {
  const divisions = await loadDivisions(db);
  return rows.map((row) => presentVenueBasic(row, divisions));
}
