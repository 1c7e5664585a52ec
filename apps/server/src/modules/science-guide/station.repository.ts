/**
 * Physical fitness monitoring stations (table fitness_station) for GET /api_/ow/information/checkSite/list:
 * filtered by division (province, city or county code; unknown code -> 404 through area/divisions.ts)
 * and keyword (name or address), in id order — or nearest-first when the visitor gives a point.
 *
 * Nearest-first orders by the squared equirectangular distance (longitude scaled by cos(latitude)),
 * which ranks like the great-circle distance at station spacing; the page's distances are then the
 * haversine distance in km. All values are bound parameters.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { substringMatch } from '../../db/substring-match.js';
import { loadDivisions, venueAreaColumn } from '../area/divisions.js';
import type { StationRow } from './science-guide.presenter.js';

export interface StationFilter {
  pageNum: number;
  pageSize: number;
  areaCode?: string;
  keyword?: string;
  point?: { lng: number; lat: number };
}

const AREA_COLUMN = { province_code: 'province_code', city_code: 'city_code', county_code: 'area_code' } as const;

const RAD = Math.PI / 180;
const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in km (haversine). */
export function distanceKm(lng1: number, lat1: number, lng2: number, lat2: number): number {
  const a =
    Math.sin(((lat2 - lat1) * RAD) / 2) ** 2 +
    Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(((lng2 - lng1) * RAD) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

export async function listStations(
  db: Kysely<Database>,
  filter: StationFilter,
): Promise<{ rows: (StationRow & { distanceKm: number | null })[]; total: number }> {
  let qb = db.selectFrom('fitness_station');
  if (filter.areaCode !== undefined) {
    const column = AREA_COLUMN[venueAreaColumn(await loadDivisions(db), filter.areaCode)];
    qb = qb.where(column, '=', filter.areaCode);
  }
  const keyword = filter.keyword?.trim();
  if (keyword) qb = qb.where(substringMatch(['name', 'address'], keyword));
  const { point } = filter;
  let page = qb
    .selectAll()
    .limit(filter.pageSize)
    .offset((filter.pageNum - 1) * filter.pageSize);
  if (point) {
    const scale = Math.cos(point.lat * RAD);
    page = page.orderBy(
      sql`((lng - ${point.lng}) * ${scale}) * ((lng - ${point.lng}) * ${scale}) + (lat - ${point.lat}) * (lat - ${point.lat})`,
    );
  }
  const [rows, count] = await Promise.all([
    page.orderBy('id').execute(),
    qb.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      distanceKm: point ? Math.round(distanceKm(point.lng, point.lat, row.lng, row.lat) * 10) / 10 : null,
    })),
    total: Number(count.total),
  };
}
