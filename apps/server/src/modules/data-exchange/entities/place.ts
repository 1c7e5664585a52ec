/**
 * Place checks and columns shared by the entities with `countyCode`, `lng`, `lat`
 * (packages/contracts/src/exchange/fields.ts): the county exists (division table) and the point lies in
 * China's coarse bounding box, which catches swapped or zero coordinates.
 */
import type { EntityContext, Rejection } from './exchange-entity.js';

/** China's extent (WGS-84 degrees). */
const CHINA = { minLng: 73.4, maxLng: 135.1, minLat: 3.8, maxLat: 53.6 };

/** The first failing place field, or undefined. */
export function checkPlace(
  item: { countyCode: string; lng?: number; lat?: number },
  ctx: EntityContext,
): Rejection | undefined {
  if (!ctx.county(item.countyCode)) return { field: 'countyCode', reason: '区县行政区划代码不存在' };
  if (item.lng !== undefined && (item.lng < CHINA.minLng || item.lng > CHINA.maxLng))
    return { field: 'lng', reason: '经度不在中国境内（73.4-135.1）' };
  if (item.lat !== undefined && (item.lat < CHINA.minLat || item.lat > CHINA.maxLat))
    return { field: 'lat', reason: '纬度不在中国境内（3.8-53.6）' };
  return undefined;
}

/** The division columns of a checked county. */
export function areaColumns(countyCode: string, ctx: EntityContext) {
  const parents = ctx.county(countyCode)!;
  return { province_code: parents.provinceCode, city_code: parents.cityCode, county_code: countyCode };
}
