/**
 * map_point row -> MapPointItem (packages/contracts/src/fitness-map.ts), and the detail-link rules
 * (a popup links to the point's detail page; spec §2 routes):
 * - map types 1-4 linked to a venue (organ_id): the venue pages of the venue section —
 *   type 4 -> /openFacility/detail?organId=&oldType=4, a large venue -> /openFacility/bigDetail?organId=,
 *   otherwise /openFacility/smallDetail?organId= (the web's venueDetailPath rule);
 * - map type 5 (match_id): /games/detail?id={match id};
 * - map type 6 by sub-kind, the equipment section's detail pages with the point id (contracts facility.codes
 *   FACILITY_KIND_PATHS): fitness_path -> /equipment/NationalFitnessPathDetail?id=, special_site ->
 *   /equipment/SpecialActivitySiteDetail?id=, fitness_center -> /equipment/SportsFitnessCenterDetail?id=,
 *   sports_park -> /equipment/SportsParkDetail?id=, every other kind (trails, greenways, rinks, stadiums,
 *   venues, other) -> /equipment/fieldDetail?id=;
 * - anything else (the national set's venues without a venue page): null.
 * Also: a nearby hit (+ distance), the popup (MapPointDetail, with its match part) and today's open
 * state of daily hours ('全天开放' / 'HH:mm-HH:mm', Asia/Shanghai).
 */
import type { MapNearbyItem, MapPointDetail, MapPointItem, MapPointMatch } from '@portal/contracts/fitness-map';
import type { MapPointFacility } from '@portal/contracts/facility';
import { MAP_TYPE_NAMES, type MapType } from '@portal/contracts/fitness-map.codes';
import {
  FACILITY_KIND_NAMES,
  FACILITY_KIND_PATHS,
  facilityDetailPath,
  type FacilityKind,
} from '@portal/contracts/facility.codes';
import { catalogue } from '@portal/contracts/pages.codes';
import type { OpenStatus, VenueBasic } from '@portal/contracts/venue';
import { EVENT_STATUS_NAMES, type EventStatus } from '@portal/contracts/venue-event.codes';
import { localMoment } from '../../lib/shanghai-time.js';
import { areaNameOf, type DivisionMap } from '../area/divisions.js';
import type { MapPointRow, MatchRow } from './fitness-map.repository.js';

/** The in-site detail path of a point (rules in the module comment), or null. */
export function detailPathOf(
  row: Pick<MapPointRow, 'id' | 'map_type' | 'kind' | 'organ_id' | 'match_id' | 'venue_is_large'>,
): string | null {
  const mapType = Number(row.map_type);
  if (mapType >= 1 && mapType <= 4) {
    if (row.organ_id === null || row.venue_is_large === null) return null;
    const organId = Number(row.organ_id);
    if (mapType === 4) return catalogue.venueCentreDetail.href({ organId, oldType: 4 });
    return Number(row.venue_is_large) === 1
      ? catalogue.venueBigDetail.href({ organId })
      : catalogue.venueSmallDetail.href({ organId });
  }
  if (mapType === 5) return row.match_id === null ? null : catalogue.matchDetail.href({ id: Number(row.match_id) });
  return mapType === 6 && row.kind in FACILITY_KIND_PATHS ? facilityDetailPath(row.kind, Number(row.id)) : null;
}

/** MAP_TYPE_NAMES, or a type-6 point's sub-kind name ('全民健身路径'). */
export function typeNameOf(mapType: number, kind: string): string {
  if (mapType === 6 && kind in FACILITY_KIND_NAMES) return FACILITY_KIND_NAMES[kind as FacilityKind];
  return MAP_TYPE_NAMES[mapType as MapType] ?? '';
}

/** areaNameOf per division map and county (6 million points share ~3,000 county names). */
const areaNames = new WeakMap<DivisionMap, Map<string, string>>();

function areaNameCached(
  divisions: DivisionMap,
  row: Pick<MapPointRow, 'province_code' | 'city_code' | 'county_code'>,
): string {
  let names = areaNames.get(divisions);
  if (!names) areaNames.set(divisions, (names = new Map()));
  const key = `${row.province_code}${row.city_code}${row.county_code}`;
  let name = names.get(key);
  if (name === undefined) {
    name = areaNameOf(divisions, row.province_code, row.city_code, row.county_code);
    names.set(key, name);
  }
  return name;
}

export function presentPointItem(row: MapPointRow, divisions: DivisionMap): MapPointItem {
  const mapType = Number(row.map_type);
  return {
    id: Number(row.id),
    mapType,
    typeName: typeNameOf(mapType, row.kind),
    kind: row.kind,
    name: row.name,
    address: row.address,
    areaName: areaNameCached(divisions, row),
    lng: Number(row.lng),
    lat: Number(row.lat),
    phone: row.phone || null,
    detailPath: detailPathOf(row),
  };
}

/** A nearby hit: the point's list fields and its haversine distance in metres, rounded to 0.1 m. */
export function presentNearbyItem(row: MapPointRow, divisions: DivisionMap, distance: number): MapNearbyItem {
  return { ...presentPointItem(row, divisions), distance: Math.round(distance * 10) / 10 };
}

/** The match a type-5 point stands for, with its status by date (upcoming / ongoing / ended) and its name. */
export function presentPointMatch(match: MatchRow, status: EventStatus): MapPointMatch {
  return {
    id: Number(match.id),
    name: match.name,
    sport: match.sport,
    startDate: match.start_date,
    endDate: match.end_date,
    status,
    statusName: EVENT_STATUS_NAMES[status],
  };
}

/** What the popup knows beyond the point row: computed at `at` by the routes from other modules' rows. */
export interface PointDetailParts {
  at: Date;
  /** Today's open status of the linked venue (types 1-4), or null. */
  status: OpenStatus | null;
  venue: VenueBasic | null;
  match: MapPointMatch | null;
  /** A facility's (type 6) equipment condition; absent or null for other types. */
  facility?: MapPointFacility | null;
}

/**
 * The popup of a point: its list fields, its daily hours, open now by the venue's status when there is
 * one, else by the daily hours (null when unknown), and the venue and match parts.
 */
export function presentPointDetail(row: MapPointRow, divisions: DivisionMap, parts: PointDetailParts): MapPointDetail {
  return {
    ...presentPointItem(row, divisions),
    openHours: row.open_hours,
    openNow: parts.status ? parts.status.open : openByDailyHours(row.open_hours, parts.at),
    status: parts.status,
    venue: parts.venue,
    match: parts.match,
    facility: parts.facility ?? null,
  };
}

const HOURS = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/;

/**
 * Whether daily hours are open at `at`: '全天开放' -> true; 'HH:mm-HH:mm' -> start <= now < end local
 * time (an end at or before the start runs past midnight); null or anything else -> null (unknown).
 */
export function openByDailyHours(hours: string | null, at: Date): boolean | null {
  if (hours === null) return null;
  if (hours === '全天开放') return true;
  const match = HOURS.exec(hours);
  if (!match) return null;
  const [, sh, sm, eh, em] = match.map(Number) as [number, number, number, number, number];
  const start = sh * 60 + sm;
  const end = eh * 60 + em;
  const minute = localMoment(at).minute;
  return end > start ? minute >= start && minute < end : minute >= start || minute < end;
}
