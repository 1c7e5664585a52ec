/**
 * Place checks and columns shared by every exchange entity with `countyCode` (and `lng`, `lat`, `datum`:
 * packages/contracts/src/exchange/fields.ts), run by the per-row check (../row-check.ts) for every such
 * item, whatever its entity (docs/decisions/data-exchange.md "Validation"):
 * - the county is a level-3 division of the current GB/T 2260 edition (the division table; a code
 *   abolished or renumbered since is not in it);
 * - the point, once in WGS-84 (toWgs84: GCJ-02 converted with gcoord), lies in China's coarse bounding box
 *   (swapped or zero coordinates) and within a reasonable distance of the county's centre (the division
 *   table's centre: 150 km, 400 km in the five provinces of vast counties).
 */
import { createRequire } from 'node:module';
import type gcoordTypes from 'gcoord';
import { haversineMetres } from '../../../lib/haversine.js';
import type { EntityContext, Rejection } from './exchange-entity.js';

/**
 * gcoord's API object, loaded as the CommonJS module it is in Node (its types declare an ES default export,
 * which TypeScript's NodeNext reads as `.default` of the module, and Vite's ES build would give as the
 * default): `require` gives the object with `transform` in the built server and in the tests alike.
 */
const gcoord = createRequire(import.meta.url)('gcoord') as typeof gcoordTypes.default;

/** China's extent (WGS-84 degrees). */
const CHINA = { minLng: 73.4, maxLng: 135.1, minLat: 3.8, maxLat: 53.6 };

/** Largest distance (km) of a point from its county's centre. */
export const MAX_COUNTY_DISTANCE_KM = 150;
/**
 * The same in 内蒙古 (15), 西藏 (54), 甘肃 (62), 青海 (63), 新疆 (65), whose largest counties span several
 * hundred kilometres (若羌县 about 200,000 km², 额济纳旗 about 114,000 km²).
 */
export const MAX_VAST_COUNTY_DISTANCE_KM = 400;
const VAST_PROVINCES = new Set(['15', '54', '62', '63', '65']);

/** An item's place fields as the contract gives them. */
export interface PlaceFields {
  countyCode: string;
  lng?: number;
  lat?: number;
  datum?: 'WGS-84' | 'CGCS2000' | 'GCJ-02';
}

/**
 * The item with its point in WGS-84: a GCJ-02 point converted (gcoord), WGS-84 and CGCS2000 as given (they
 * differ by centimetres). Items without a point are returned as they are.
 */
export function toWgs84<T extends Partial<PlaceFields>>(item: T): T {
  if (item.datum !== 'GCJ-02' || item.lng === undefined || item.lat === undefined) return item;
  const [lng, lat] = gcoord.transform([item.lng, item.lat], gcoord.GCJ02, gcoord.WGS84);
  const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;
  return { ...item, lng: round(lng), lat: round(lat) };
}

/** The first failing place field of a WGS-84 item, or undefined. */
export function checkPlace(item: PlaceFields, ctx: EntityContext): Rejection | undefined {
  const county = ctx.county(item.countyCode);
  if (!county)
    return { field: 'countyCode', reason: '区县行政区划代码不存在或已撤销（须为现行 GB/T 2260 区县级代码）' };
  if (item.lng === undefined || item.lat === undefined) return undefined;
  if (item.lng < CHINA.minLng || item.lng > CHINA.maxLng)
    return { field: 'lng', reason: '经度不在中国境内（73.4-135.1）' };
  if (item.lat < CHINA.minLat || item.lat > CHINA.maxLat)
    return { field: 'lat', reason: '纬度不在中国境内（3.8-53.6）' };
  const limit = VAST_PROVINCES.has(item.countyCode.slice(0, 2)) ? MAX_VAST_COUNTY_DISTANCE_KM : MAX_COUNTY_DISTANCE_KM;
  const km = haversineMetres(item.lng, item.lat, county.lng, county.lat) / 1000;
  if (km > limit)
    return {
      field: 'lng',
      reason: `坐标距所填区县（${county.name}）中心 ${Math.round(km)} 公里，超过 ${limit} 公里，请核对坐标、坐标系（datum）或区县代码`,
    };
  return undefined;
}

/** The division columns of a checked county. */
export function areaColumns(countyCode: string, ctx: EntityContext) {
  const parents = ctx.county(countyCode)!;
  return { province_code: parents.provinceCode, city_code: parents.cityCode, county_code: countyCode };
}
