/**
 * Columns several datasets share (数据字典 entries and their cells): the venue's id, name and type, the three
 * division levels (GB/T 2260 codes and names) and a position with its datum. One definition, so every file
 * describes the same column the same way.
 */
import { ORGAN_TYPES, ORGAN_TYPE_NAMES } from '@portal/contracts/venue.codes';
import type { Kysely } from 'kysely';
import type { DatasetRow } from '@portal/contracts/open-data';
import type { Database } from '../../db/database.js';
import { loadDivisions, type DivisionMap } from '../area/divisions.js';
import type { ColumnDef } from './dataset.types.js';

/** The geodetic datum the venue positions are given in (docs/decisions/open-data.md: CGCS2000). */
export const VENUE_DATUM = 'CGCS2000';

export const ORGAN_ID_COLUMN: ColumnDef = {
  name: 'organId',
  title: '场馆标识',
  type: 'integer',
  description: '场馆在本平台的稳定编号，与场馆页面地址中的编号一致',
};
export const VENUE_NAME_COLUMN: ColumnDef = { name: 'name', title: '场馆名称', type: 'string' };
export const ORGAN_TYPE_COLUMN: ColumnDef = {
  name: 'organType',
  title: '场馆类型',
  type: 'integer',
  values: ORGAN_TYPES.map((t) => `${t}：${ORGAN_TYPE_NAMES[t]}`),
};

/** provinceCode, provinceName, cityCode, cityName, countyCode, countyName. */
export const DIVISION_COLUMNS: readonly ColumnDef[] = [
  { name: 'provinceCode', title: '省级行政区划代码', type: 'string', description: 'GB/T 2260 六位代码' },
  { name: 'provinceName', title: '省级行政区划名称', type: 'string' },
  { name: 'cityCode', title: '地级行政区划代码', type: 'string', description: 'GB/T 2260 六位代码；直辖市为市级代码' },
  { name: 'cityName', title: '地级行政区划名称', type: 'string' },
  {
    name: 'countyCode',
    title: '县级行政区划代码',
    type: 'string',
    description: 'GB/T 2260 六位代码；不设区县的地级市与地级代码相同',
  },
  { name: 'countyName', title: '县级行政区划名称', type: 'string' },
];

/** The venue columns several datasets lead with: organId, name, organType and the three divisions. */
export const VENUE_COLUMNS: readonly ColumnDef[] = [
  ORGAN_ID_COLUMN,
  VENUE_NAME_COLUMN,
  ORGAN_TYPE_COLUMN,
  ...DIVISION_COLUMNS,
];

/** The division filters of the row API (exact six-digit codes). */
export const DIVISION_FILTERS = ['provinceCode', 'cityCode', 'countyCode'] as const;

/** longitude, latitude and datum of a position in `datum`. */
export function positionColumns(datum: string): ColumnDef[] {
  return [
    { name: 'longitude', title: '经度', type: 'number', unit: '度', description: `${datum} 坐标系` },
    { name: 'latitude', title: '纬度', type: 'number', unit: '度', description: `${datum} 坐标系` },
    { name: 'datum', title: '坐标系', type: 'string', values: [datum] },
  ];
}

/** address, then the position columns in `datum`: where a row's place is. */
export function placeColumns(datum: string): ColumnDef[] {
  return [{ name: 'address', title: '地址', type: 'string' }, ...positionColumns(datum)];
}

/** The division code columns of table alias `alias`, for a select list ('v' -> 'v.province_code' ...). */
export function divisionSelect<A extends string>(alias: A) {
  return [`${alias}.province_code`, `${alias}.city_code`, `${alias}.county_code`] as const;
}

/** The address and position columns of table alias `alias`, for a select list. */
export function placeSelect<A extends string>(alias: A) {
  return [`${alias}.address`, `${alias}.lng`, `${alias}.lat`] as const;
}

/** The venue (table alias 'v') columns VENUE_COLUMNS needs besides the organ id. */
export const VENUE_SELECT = ['v.name', 'v.organ_type', ...divisionSelect('v')] as const;

/** The division codes of a raw row (divisionSelect). */
interface DivisionCodes {
  province_code: string;
  city_code: string;
  county_code: string;
}

/** A dataset's `position` when its rows carry positionColumns (the GeoJSON file reads these two). */
export const POSITION_CELLS = { lng: 'longitude', lat: 'latitude' } as const;

/** The cells of DIVISION_COLUMNS for a row's codes (an unknown code gets an empty name). */
export function divisionCells(divisions: DivisionMap, provinceCode: string, cityCode: string, countyCode: string) {
  const name = (code: string) => divisions.get(code)?.name ?? '';
  return {
    provinceCode,
    provinceName: name(provinceCode),
    cityCode,
    cityName: name(cityCode),
    countyCode,
    countyName: name(countyCode),
  };
}

/** The cells of DIVISION_COLUMNS for a raw row read with divisionSelect. */
export function divisionCellsOf(divisions: DivisionMap, raw: DivisionCodes) {
  return divisionCells(divisions, raw.province_code, raw.city_code, raw.county_code);
}

/** The cells of VENUE_COLUMNS for a raw row read with VENUE_SELECT and the organ id. */
export function venueCells(
  divisions: DivisionMap,
  raw: DivisionCodes & { organ_id: number; name: string; organ_type: number | string },
) {
  return {
    organId: raw.organ_id,
    name: raw.name,
    organType: Number(raw.organ_type),
    ...divisionCellsOf(divisions, raw),
  };
}

/** A 数据字典 value list 'code：name' from a codes table (contracts *.codes). */
export function codeValues(names: Readonly<Record<string | number, string>>): string[] {
  return Object.entries(names).map(([code, name]) => `${code}：${name}`);
}

/** The datum of the map-point, project and race positions (their tables: degrees WGS-84, as the fitness map). */
export const MAP_DATUM = 'WGS-84';

/** The cells of positionColumns: numbers as stored (PostgreSQL may answer doubles as text) and the datum. */
export function positionCells(lng: number | string, lat: number | string, datum: string) {
  return { longitude: Number(lng), latitude: Number(lat), datum };
}

/** The cells of placeColumns for a raw row read with placeSelect. */
export function placeCells(raw: { address: string; lng: number | string; lat: number | string }, datum: string) {
  return { address: raw.address, ...positionCells(raw.lng, raw.lat, datum) };
}

/** A batch presenter for rows that name their divisions: the division map is loaded once per batch. */
export function withDivisions<Raw>(present: (raw: Raw, divisions: DivisionMap) => DatasetRow) {
  return async (db: Kysely<Database>, raws: Raw[]): Promise<DatasetRow[]> => {
    const divisions = await loadDivisions(db);
    return raws.map((raw) => present(raw, divisions));
  };
}
