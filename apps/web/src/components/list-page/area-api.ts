/**
 * Divisions for area filters (spec §7 GET /api/data/area/search?parentCode=): the children of a
 * six-digit division code, or the provinces without one -> contracts `Area[]` ordered by code. Divisions
 * do not change while a page is open, so answers stay fresh for the session.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Area } from '@portal/contracts/site';
import { getData } from '../../lib/api-data';

/** GET /api/data/area/search: provinces (parentCode null) or the children of `parentCode`. */
export function fetchAreaChildren(parentCode: string | null): Promise<Area[]> {
  return getData<Area[]>('/api/data/area/search', parentCode ? { parentCode } : undefined);
}

export function areaChildrenQuery(parentCode: string | null) {
  return queryOptions({
    queryKey: ['area', 'children', parentCode ?? ''] as const,
    queryFn: () => fetchAreaChildren(parentCode),
    staleTime: Infinity,
  });
}

/**
 * The codes from the province down to `code`: '330106' -> ['330000', '330100', '330106'], '330100' ->
 * ['330000', '330100'], '330000' -> ['330000'] (GB/T 2260: a code's prefix names its parents; true of
 * every division the server knows, municipalities' 110100 and 429000 省直辖县级行政区划 included).
 */
export function areaPath(code: string): string[] {
  if (!/^[0-9]{6}$/.test(code)) return [];
  const province = `${code.slice(0, 2)}0000`;
  if (code === province) return [province];
  const city = `${code.slice(0, 4)}00`;
  return code === city ? [province, city] : [province, city, code];
}
