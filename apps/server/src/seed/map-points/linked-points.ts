/**
 * Map points of the seeded venues (map types 1-4, linked by organ_id) and matches (map type 5, linked by
 * match_id, placed at their venue), read back from the tables the seed has just written, page by page
 * in id order (every seeded venue and match has its point).
 *
 * A match point stands 20-40 m from its venue (a fixed bearing per match id), so the venue's marker and
 * its events' markers can be told apart at street level. Its address names the venue.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { MapPointRow } from './insert-map-points.js';

const PAGE = 5000;
const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));
const M_PER_DEGREE_LAT = 111_320;

/** Rows for every venue, in organ_id order, with ids from `firstId` on. */
export async function* venuePoints(db: Kysely<Database>, firstId: number): AsyncGenerator<MapPointRow> {
  let id = firstId;
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('venue')
      .select([
        'organ_id',
        'name',
        'organ_type',
        'address',
        'lng',
        'lat',
        'province_code',
        'city_code',
        'county_code',
        'phone',
      ])
      .where('organ_id', '>', after)
      .orderBy('organ_id')
      .limit(PAGE)
      .execute();
    for (const v of rows) {
      yield {
        id: id++,
        map_type: v.organ_type,
        kind: '',
        name: v.name,
        address: v.address,
        lng: v.lng,
        lat: v.lat,
        province_code: v.province_code,
        city_code: v.city_code,
        county_code: v.county_code,
        phone: v.phone || null,
        open_hours: null,
        organ_id: v.organ_id,
        match_id: null,
      };
    }
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1]!.organ_id;
  }
}

/** Rows for every match, in id order, at its venue, with ids from `firstId` on. */
export async function* matchPoints(db: Kysely<Database>, firstId: number): AsyncGenerator<MapPointRow> {
  let id = firstId;
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('venue_match as m')
      .innerJoin('venue as v', 'v.organ_id', 'm.organ_id')
      .select([
        'm.id',
        'm.name',
        'm.organ_id',
        'v.name as venue_name',
        'v.address',
        'v.lng',
        'v.lat',
        'v.province_code',
        'v.city_code',
        'v.county_code',
        'v.phone',
      ])
      .where('m.id', '>', after)
      .orderBy('m.id')
      .limit(PAGE)
      .execute();
    for (const m of rows) {
      const metres = 20 + (m.id % 21);
      const bearing = m.id * GOLDEN_ANGLE;
      const lat = m.lat + (metres * Math.sin(bearing)) / M_PER_DEGREE_LAT;
      const lng = m.lng + (metres * Math.cos(bearing)) / (M_PER_DEGREE_LAT * Math.cos((m.lat * Math.PI) / 180));
      yield {
        id: id++,
        map_type: 5,
        kind: '',
        name: m.name,
        address: `${m.address}（${m.venue_name}）`,
        lng: Math.round(lng * 1e6) / 1e6,
        lat: Math.round(lat * 1e6) / 1e6,
        province_code: m.province_code,
        city_code: m.city_code,
        county_code: m.county_code,
        phone: m.phone || null,
        open_hours: null,
        organ_id: m.organ_id,
        match_id: m.id,
      };
    }
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1]!.id;
  }
}
