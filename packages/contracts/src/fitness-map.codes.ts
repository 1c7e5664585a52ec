/**
 * Codes and limits of the national fitness map (spec §3 map types, §9 map filter codes): map types and
 * their names, the sub-kinds of type 6, the largest zoom, the marker cap and the search count cap.
 * Plain values, no TypeBox: the web imports this file at run time and fitness-map.ts builds the schemas
 * from it (docs/ARCHITECTURE.md "Contracts: codes and schemas").
 */
import { ORGAN_TYPE_NAMES, ORGAN_TYPES } from './venue.codes.js';

/** Map types (spec §3): 1-4 the venue types, 5 events and activities, 6 venues and equipment. */
export const MAP_TYPES = [...ORGAN_TYPES, 5, 6] as const;
export type MapType = (typeof MAP_TYPES)[number];

export const MAP_TYPE_NAMES: Readonly<Record<MapType, string>> = {
  ...ORGAN_TYPE_NAMES,
  5: '赛事活动',
  6: '场地器材',
};

/** Sub-kinds of map type 6 (the equipment section's kinds, spec §2 /equipment/...). */
export const FACILITY_KINDS = [
  'fitness_path',
  'special_site',
  'fitness_center',
  'sports_park',
  'skating_rink',
  'fitness_trail',
] as const;
export type FacilityKind = (typeof FACILITY_KINDS)[number];

export const FACILITY_KIND_NAMES: Readonly<Record<FacilityKind, string>> = {
  fitness_path: '全民健身路径',
  special_site: '特色活动场地',
  fitness_center: '体育健身中心',
  sports_park: '体育公园',
  skating_rink: '滑冰场',
  fitness_trail: '健身步道',
};

/** Largest zoom the map offers (street level). */
export const MAP_MAX_ZOOM = 18;
/** No response of the cluster endpoint carries more markers (clusters + points) than this. */
export const MAP_MAX_MARKERS = 500;

/** Search results are counted up to this many (a national table holds millions of points). */
export const MAP_SEARCH_TOTAL_CAP = 1000;
