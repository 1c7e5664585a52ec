/**
 * Instructor rows -> the shapes of @portal/contracts/sport-guider, field by field (docs/decisions/server-conventions.md
 * "Handler rules"). PIPL: only what a public instructor notice shows leaves the server — name, gender, level, sport,
 * the certificate number with all but its year hidden, area and service station; the station's public phone is the
 * contact. The dated service record stays in the database: the public see its counts (activityCount, serviceHours),
 * never where a named person was on which day (docs/decisions/security.md §3). Computed values (distance, years of
 * service, area names) come in as arguments.
 */
import type {
  GuiderStation,
  GuiderStationBasic,
  SportGuiderDetail,
  SportGuiderListItem,
} from '@portal/contracts/sport-guider';
import {
  GENDER_NAMES,
  GUIDER_LEVEL_NAMES,
  GUIDER_SPORT_NAMES,
  type GuiderLevel,
} from '@portal/contracts/sport-guider.codes';
import type { DivisionMap } from '../area/divisions.js';
import { areaNameOf } from '../area/divisions.js';
import type { GuiderDetailRow, GuiderRow, StationRow } from './sport-guider.repository.js';

/**
 * '201911010100001' -> '2019***********': only the first four characters (the year of issue) stay. The last
 * four used to stay too, and they are the register's sequence number, in the seed the record id itself, so
 * the mask told which record a certificate was (docs/decisions/security.md §3).
 */
export function maskCertificate(certificate: string): string {
  const chars = [...certificate];
  if (chars.length <= 8) return '*'.repeat(chars.length);
  return `${chars.slice(0, 4).join('')}${'*'.repeat(chars.length - 4)}`;
}

/** Whole years from `certified` to `today` (both 'YYYY-MM-DD'), at least 0. */
export function serviceYears(certified: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(certified.slice(0, 4));
  return Math.max(0, today.slice(5) < certified.slice(5) ? years - 1 : years);
}

const areaOf = (divisions: DivisionMap, row: Pick<GuiderRow, 'province_code' | 'city_code' | 'county_code'>) =>
  areaNameOf(divisions, row.province_code, row.city_code, row.county_code);

export function presentStationBasic(row: StationRow, divisions: DivisionMap): GuiderStationBasic {
  return { id: Number(row.id), name: row.name, areaName: areaOf(divisions, row) };
}

export function presentStation(row: StationRow, divisions: DivisionMap): GuiderStation {
  return { ...presentStationBasic(row, divisions), address: row.address, phone: row.phone, openHours: row.open_hours };
}

function presentPerson(row: GuiderRow, divisions: DivisionMap) {
  const level = Number(row.level) as GuiderLevel;
  const sport = Number(row.sport);
  return {
    id: Number(row.id),
    name: row.name,
    gender: GENDER_NAMES[Number(row.gender) === 1 ? 1 : 2],
    level,
    levelName: GUIDER_LEVEL_NAMES[level],
    sport,
    sportName: GUIDER_SPORT_NAMES[sport] ?? '',
    certificateNo: maskCertificate(row.certificate_no),
    areaName: areaOf(divisions, row),
  };
}

export function presentGuiderItem(
  row: GuiderRow,
  station: StationRow,
  divisions: DivisionMap,
  km: number | null,
): SportGuiderListItem {
  return {
    ...presentPerson(row, divisions),
    station: presentStationBasic(station, divisions),
    distanceKm: km === null ? null : Math.round(km * 10) / 10,
  };
}

export function presentGuiderDetail(
  row: GuiderDetailRow,
  station: StationRow,
  divisions: DivisionMap,
  parts: { serviceYears: number },
): SportGuiderDetail {
  return {
    ...presentPerson(row, divisions),
    certifiedDate: row.certified_date,
    serviceYears: parts.serviceYears,
    serviceHours: Number(row.service_hours),
    activityCount: Number(row.activity_count),
    station: presentStation(station, divisions),
  };
}
