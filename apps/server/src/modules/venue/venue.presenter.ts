/**
 * venue row (./venue.columns.ts) -> VenueBasic (contract packages/contracts/src/venue.ts; venue
 * lists and details). Base venue module: venue search, venue details and the fitness map import it.
 *
 * - areaName from the cached division map ('浙江省杭州市西湖区', see ../area/divisions.ts);
 * - coverUrl: '/api_/ow/file/{cover_media_id}' (modules/file fileUrl), null without a cover;
 * - sports: the JSON array text of venue.sports; anything but an array of strings reads as [];
 * - isLarge: venue.is_large (0/1) as a boolean; organTypeName from ORGAN_TYPE_NAMES.
 */
import type { Kysely } from 'kysely';
import type { VenueBasic } from '@portal/contracts/venue';
import { ORGAN_TYPE_NAMES, type OrganType } from '@portal/contracts/venue.codes';
import type { Database } from '../../db/database.js';
import { fileUrl } from '../file/file-url.js';
import { areaNameOf, loadDivisions, type DivisionMap } from '../area/divisions.js';
import type { VenueBasicRow } from './venue.columns.js';

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
