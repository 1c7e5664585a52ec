/**
 * Codes and limits of the national fitness map (spec §3 map types, §9 map filter codes): map types and
 * their names, the sub-kinds of type 6, the largest zoom, the marker cap and the search count cap.
 * Plain values, no TypeBox: the web imports this file at run time and fitness-map.ts builds the schemas
 * from it (docs/decisions/contracts-and-lint.md "Contracts: codes and schemas").
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

/* The sub-kinds of map type 6 are the facility kinds: FACILITY_KINDS in facility.codes.ts (one list). */

/** Largest zoom the map offers (street level). */
export const MAP_MAX_ZOOM = 18;
/** No response of the cluster endpoint carries more markers (clusters + points) than this. */
export const MAP_MAX_MARKERS = 500;

/** Search results are counted up to this many (a national table holds millions of points). */
export const MAP_SEARCH_TOTAL_CAP = 1000;
