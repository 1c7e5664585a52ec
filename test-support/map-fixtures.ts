/**
 * Map points the write-path tests and benchmarks add and remove (docs/decisions/data-spine.md "Map index"):
 * a 健身路径 (map type 6) in the Gobi of 甘肃 (GB/T 2260 620000 / 620900 / 620982), where the seed puts no
 * point, so a test can count it alone in its box or tile. Columns as the `map_point` table takes them;
 * callers give the name and, for several points, another position.
 */
export const GOBI_MAP_POINT = {
  map_type: 6,
  kind: 'path',
  name: '测试健身路径',
  address: '测试地址',
  lng: 95.05,
  lat: 41.05,
  province_code: '620000',
  city_code: '620900',
  county_code: '620982',
  phone: null,
  open_hours: null,
  organ_id: null,
  match_id: null,
} as const;
