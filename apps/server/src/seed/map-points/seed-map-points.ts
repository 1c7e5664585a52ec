/**
 * The fitness-map part of the seed, run by ../seed.ts after the venues and
 * the matches: table `map_point`, ids 1..n in this order —
 *   1. one point per seeded venue (map types 1-4, organ_id), in organ_id order;
 *   2. one point per seeded match (map type 5, match_id), at its venue;
 *   3. facilities (map type 6) of every kind: ~9,000 × scale (FACILITY_BASE_COUNTS), or the national
 *      counts with `national` (1.1 million fitness paths and ~137,000 others);
 *   4. with `national` only: the rest of China's 4.84 million venues (map types 1-4 without a venue
 *      page), split by NATIONAL_VENUE_SHARES.
 * Generated points stand around real county centres (./placed-points.ts). Everything is streamed in
 * chunks of 1,000 rows (./insert-map-points.ts): the national set (~6.1 million rows) never sits in
 * memory. Deterministic: named random streams, ids in a fixed order.
 */
import type { Kysely } from 'kysely';
import { FACILITY_KINDS, type FacilityKind } from '@portal/contracts/facility.codes';
import type { Database } from '../../db/database.js';
import { apportion } from '../population.js';
import { insertMapPoints } from './insert-map-points.js';
import { matchPoints, venuePoints } from './linked-points.js';
import { placedPoints } from './placed-points.js';
import {
  FACILITY_BASE_COUNTS,
  FACILITY_KINDS_SEEDED,
  NATIONAL_COUNTS,
  NATIONAL_VENUE_SHARES,
  VENUE_KINDS,
} from './point-kinds.js';

export interface MapPointSeedOptions {
  /** The seed's scale (facility counts follow it unless `national`). */
  scale: number;
  /** Seed national size (`npm run seed -- --map-national`). */
  national: boolean;
  /** One progress line per part. */
  log?: (line: string) => void;
}

/** Facilities of `kind` to seed. */
export function facilityCount(kind: FacilityKind, options: Pick<MapPointSeedOptions, 'scale' | 'national'>): number {
  return options.national
    ? NATIONAL_COUNTS.facilities[kind]
    : Math.max(1, Math.round(FACILITY_BASE_COUNTS[kind] * options.scale));
}

/** Seeds `map_point` (see the module comment); resolves with the rows written. Run inside the seed's transaction. */
export async function seedMapPoints(db: Kysely<Database>, options: MapPointSeedOptions): Promise<number> {
  const { national, log = () => {} } = options;
  const prefix = national ? 'map-points-national' : 'map-points';
  let written = 0;
  const part = async (label: string, write: (firstId: number) => Promise<number>) => {
    const started = performance.now();
    const rows = await write(written + 1);
    written += rows;
    if (national) log(`seed: map_point ${label} ${rows} rows (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    return rows;
  };

  const venues = await part('venues', (first) => insertMapPoints(db, venuePoints(db, first)));
  await part('matches', (first) => insertMapPoints(db, matchPoints(db, first)));
  for (const kind of FACILITY_KINDS) {
    await part(kind, (first) =>
      insertMapPoints(
        db,
        // Every facility kind in every province (the facilities section's lists and layout).
        placedPoints(FACILITY_KINDS_SEEDED[kind], facilityCount(kind, options), first, `${prefix}:${kind}`, 1),
      ),
    );
  }
  if (national) {
    const perType = apportion(Math.max(0, NATIONAL_COUNTS.venues - venues), NATIONAL_VENUE_SHARES, 0);
    for (const type of [1, 2, 3, 4] as const) {
      await part(`venues of type ${type}`, (first) =>
        insertMapPoints(
          db,
          placedPoints(VENUE_KINDS[type], perType.get(String(type)) ?? 0, first, `${prefix}:venue-${type}`),
        ),
      );
    }
  }
  return written;
}
