/**
 * Division code helpers shared by the venue opening section's modules (spec §7 search filters "division code
 * (province, city or county)"): the level a six-digit GB/T 2260 code names, and the readable place name
 * of a province -> city -> county chain (modules/area/divisions.ts#areaNameOf applies it to
 * codes through the cached division map).
 *
 * A code ending in '0000' is a province, one ending in '00' a city (prefecture, or a grouping such as
 * '429000 省直辖县级行政区划'), anything else a county; no database lookup is needed.
 */
export type DivisionLevel = 'province' | 'city' | 'county';

/** '330000' -> 'province', '330100' -> 'city', '330106' -> 'county'. `code` is six digits (schema-checked). */
export function divisionLevelOf(code: string): DivisionLevel {
  if (code.endsWith('0000')) return 'province';
  if (code.endsWith('00')) return 'city';
  return 'county';
}

/** Grouping "cities" of GB/T 2260 that are not places: 县, 市辖区, 省（自治区）直辖县级行政区划. */
const GROUPING_NAME = /^(县|市辖区|.*直辖县级行政区划)$/u;

/**
 * '浙江省' + '杭州市' + '西湖区' -> '浙江省杭州市西湖区'. Missing parts (null) are skipped, a name equal to
 * the one before it is not repeated ('北京市' '北京市' '东城区' -> '北京市东城区'; a city without counties
 * is its own county), and grouping names are left out ('湖北省' '省直辖县级行政区划' '仙桃市' -> '湖北省仙桃市').
 */
export function placeName(province: string | null, city: string | null, county: string | null): string {
  const parts: string[] = [];
  for (const name of [province, city, county]) {
    if (!name || GROUPING_NAME.test(name) || parts[parts.length - 1] === name) continue;
    parts.push(name);
  }
  return parts.join('');
}
