/**
 * Division helpers of the passenger-flow reads, over the section's shared ones
 * (modules/venue-detail/division-scope.ts): which venue column a six-digit areaCode filters on, whether
 * the code exists (unknown -> 404), and the display name of a venue's place ('浙江省杭州市西湖区') for
 * RankingItem.areaName and FlowVenue.areaName from the division names the reads join.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { divisionLevelOf, placeName } from '../venue-detail/division-scope.js';

/** The venue column matching an areaCode's level (province, city or county). */
export function areaColumnOf(areaCode: string): 'v.province_code' | 'v.city_code' | 'v.county_code' {
  return ({ province: 'v.province_code', city: 'v.city_code', county: 'v.county_code' } as const)[
    divisionLevelOf(areaCode)
  ];
}

/** True when a division with this code exists. */
export async function divisionExists(db: Kysely<Database>, code: string): Promise<boolean> {
  const row = await db.selectFrom('division').select('code').where('code', '=', code).executeTakeFirst();
  return row !== undefined;
}

/** '浙江省杭州市西湖区' from a row carrying its province, city and county names (flow-read.repository.ts). */
export function placeOf(row: {
  province_name: string | null;
  city_name: string | null;
  county_name: string | null;
}): string {
  return placeName(row.province_name, row.city_name, row.county_name);
}
