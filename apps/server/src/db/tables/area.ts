/**
 * Kysely table types. Administrative divisions (GB/T 2260), owned by the area module (modules/area).
 * Composed into the Database interface of ../database.ts, which states the column conventions.
 */

/** Administrative division (GB/T 2260): province (level 1), city (2) or county (3), with its centre. */
export interface DivisionTable {
  code: string; // 6 digits, e.g. '110101'
  name: string;
  level: number; // 1 province, 2 city (prefecture), 3 county (district)
  parent_code: string | null;
  province_code: string;
  city_code: string | null; // null for provinces
  lng: number; // centre, WGS-84-ish degrees as published by the map data set
  lat: number;
}
