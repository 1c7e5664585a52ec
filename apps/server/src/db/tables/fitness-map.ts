/**
 * Kysely table types. Points of the national fitness map (spec §3 map types).
 * Composed into the Database interface of ../database.ts, which states the column conventions.
 */
import type { Generated } from 'kysely';

/**
 * A point of the national fitness map (spec §3 map types; migration 0006). map_type: 1-4 the
 * venue types, 5 events and activities (at a venue), 6 venues and equipment, whose sub-kind is `kind`
 * ('fitness_path' 全民健身路径, 'special_site' 特色活动场地, 'fitness_center' 体育健身中心, 'sports_park'
 * 体育公园, 'skating_rink' 滑冰场, 'fitness_trail' 健身步道; '' for types 1-5). Links: organ_id -> venue
 * (types 1-4 with a venue page; type 5: the venue it is held at), match_id -> venue_match (type 5).
 * open_hours: daily local hours where known ('全天开放' or 'HH:mm-HH:mm'), else null. Degrees lng/lat as
 * the division centres (modules/fitness-map builds its in-memory index from id, map_type, lng, lat).
 */
export interface MapPointTable {
  id: Generated<number>;
  map_type: number;
  kind: string;
  name: string;
  address: string;
  lng: number;
  lat: number;
  province_code: string;
  city_code: string;
  county_code: string;
  phone: string | null;
  open_hours: string | null;
  organ_id: number | null;
  match_id: number | null;
}
