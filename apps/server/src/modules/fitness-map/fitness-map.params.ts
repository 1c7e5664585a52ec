/**
 * Parsing of the fitness-map query parameters the schemas leave as text (bad bbox, zoom or coordinates -> 400 naming
 * the field, DESIGN.md "API conventions"). Each function throws a 400 ApiError whose message names the parameter and
 * says in Chinese what is wrong, e.g.
 * '参数 bbox 不合法：地图范围应为 minLng,minLat,maxLng,maxLat 四个数字'.
 * (zoom, lng, lat, radius, limit are checked by the TypeBox schemas of packages/contracts/src/fitness-map.ts.)
 */
import { MAP_TYPES, type MapType } from '@portal/contracts/fitness-map.codes';
import { badRequest } from '../../lib/api-error.js';
import type { DegreeBox } from '../../lib/haversine.js';

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** 'minLng,minLat,maxLng,maxLat' in degrees -> the box (min <= max, lng within ±180, lat within ±90). */
export function parseBbox(raw: string): DegreeBox {
  const parts = raw.split(',').map((p) => p.trim());
  if (parts.length !== 4 || parts.some((p) => !NUMBER.test(p))) {
    throw badRequest('bbox', '地图范围应为 minLng,minLat,maxLng,maxLat 四个数字，用英文逗号分隔');
  }
  const [minLng, minLat, maxLng, maxLat] = parts.map(Number) as [number, number, number, number];
  if ([minLng, maxLng].some((lng) => lng < -180 || lng > 180)) throw badRequest('bbox', '经度应在 -180 到 180 之间');
  if ([minLat, maxLat].some((lat) => lat < -90 || lat > 90)) throw badRequest('bbox', '纬度应在 -90 到 90 之间');
  if (minLng > maxLng || minLat > maxLat) {
    throw badRequest('bbox', '最小经纬度不能大于最大经纬度（顺序为 minLng,minLat,maxLng,maxLat）');
  }
  return { minLng, minLat, maxLng, maxLat };
}

/** '1,2,6' -> [1, 2, 6]; absent or blank -> every map type. Duplicates are dropped. */
export function parseTypes(raw: string | undefined): MapType[] {
  const text = raw?.trim() ?? '';
  if (text === '') return [...MAP_TYPES];
  const types = new Set<MapType>();
  for (const part of text.split(',')) {
    const value = part.trim();
    if (!/^[1-6]$/.test(value)) throw badRequest('types', '地图类型应为 1-6 的数字，用英文逗号分隔，如 1,2,6');
    types.add(Number(value) as MapType);
  }
  return [...types].sort((a, b) => a - b);
}

/** The trimmed keyword; blank -> 400 (search needs one). */
export function parseKeyword(raw: string): string {
  const keyword = raw.trim();
  if (keyword === '') throw badRequest('keyword', '搜索关键词不能为空');
  return keyword;
}

/** Tile x and y must lie within zoom z's 2^z columns and rows (the schema only bounds them by zoom 18). */
export function checkTile(z: number, x: number, y: number): void {
  const last = 2 ** z - 1;
  if (x > last) throw badRequest('x', `缩放级别 ${z} 的瓦片列号应在 0 到 ${last} 之间`);
  if (y > last) throw badRequest('y', `缩放级别 ${z} 的瓦片行号应在 0 到 ${last} 之间`);
}
