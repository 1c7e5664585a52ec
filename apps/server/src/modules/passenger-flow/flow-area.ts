/**
 * Division helpers of the passenger-flow reads, over the section's shared ones
 * (modules/venue-detail/division-scope.ts): which venue column a six-digit areaCode filters on, whether
 * the code exists (unknown -> 404), and the display name of a venue's place ('浙江省杭州市西湖区') for
 * RankingItem.areaName and FlowVenue.areaName.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { divisionLevelOf, placeName } from '../venue-detail/division-scope.js';

/** The venue column matching an areaCode's level (province, city or county). */
export function areaColumnOf(areaCode: string): 'v.province_code' | 'v.city_code' | 'v.county_code' {
  return ({ province: 'v.province_code', city: 'v.city_code', county: 'v.county_code' } as const)[divisionLevelOf(areaCode)];
}

/** True when a division with this code exists. */
export async function divisionExists(db: Kysely<Database>, code: string): Promise<boolean> {
  const row = await db.selectFrom('division').select('code').where('code', '=', code).executeTakeFirst();
  return row !== undefined;
}

/** A venue's division codes. */
export interface VenuePlace {
  province_code: string;
  city_code: string;
  county_code: string;
}

/** Turns the places of a page of venues into display names, with one query for all their divisions. */
export async function areaNamer(db: Kysely<Database>, places: readonly VenuePlace[]): Promise<(place: VenuePlace) => string> {
  const codes = [...new Set(places.flatMap((p) => [p.province_code, p.city_code, p.county_code]))];
  const rows = codes.length === 0 ? [] : await db.selectFrom('division').select(['code', 'name']).where('code', 'in', codes).execute();
  const names = new Map(rows.map((r) => [r.code, r.name]));
  const nameOf = (code: string) => names.get(code) ?? null;
  return (place) => placeName(nameOf(place.province_code), nameOf(place.city_code), nameOf(place.county_code));
}
