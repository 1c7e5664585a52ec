/**
 * What the venue-opening generators need to know of each seeded venue, kept compactly in memory while
 * the seed runs (one object per venue; ~100,000 at scale 33), and the per-venue random streams.
 *
 * Per-venue streams (`venueRandom('schedule', organId)`) make each venue's schedule, closures, images …
 * a pure function of the venue: any step can recompute them instead of holding them in memory, and a
 * venue gets the same data whatever the scale.
 */
import type { Insertable } from 'kysely';
import type { VenueTable } from '../../db/tables/venue.js';
import { seedRandom, type SeedRandom } from '../random.js';

export type OrganType = 1 | 2 | 3 | 4;

export interface VenueFacts {
  organId: number;
  name: string;
  organType: OrganType;
  isLarge: boolean;
  seats: number;
  floorArea: number;
  provinceCode: string;
  cityCode: string;
  countyCode: string;
  address: string;
  phone: string;
  sports: readonly string[];
  hasOutdoor: boolean;
  marketPrice: number;
  lowFeePrice: number;
  concessionPrice: number;
  coverMediaId: number | null;
}

/** The facts of a generated venue row (see ../venues.ts). */
export function venueFacts(row: Insertable<VenueTable>): VenueFacts {
  return {
    organId: row.organ_id as number,
    name: row.name,
    organType: row.organ_type as OrganType,
    isLarge: row.is_large === 1,
    seats: row.seats,
    floorArea: row.floor_area,
    provinceCode: row.province_code,
    cityCode: row.city_code,
    countyCode: row.county_code,
    address: row.address,
    phone: row.phone,
    sports: JSON.parse(row.sports ?? '[]') as string[],
    hasOutdoor: row.has_outdoor === 1,
    marketPrice: row.market_price ?? 0,
    lowFeePrice: row.low_fee_price ?? 0,
    concessionPrice: row.concession_price ?? 0,
    coverMediaId: row.cover_media_id ?? null,
  };
}

/** The random stream of one concern of one venue (same venue + concern -> same draws). */
export function venueRandom(concern: string, organId: number): SeedRandom {
  return seedRandom(`${concern}#${organId}`);
}

/** A stable 32-bit hash of a venue id and a salt, for orderings that must not depend on draws. */
export function venueHash(organId: number, salt: number): number {
  let h = Math.imul(organId ^ salt, 0x9e3779b1);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
