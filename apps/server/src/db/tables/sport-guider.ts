/**
 * Kysely table types of the social sports instructor and fitness organisation sections (migration 0009).
 * Composed into the Database interface of ../database.ts, which states the column conventions.
 *
 * PIPL: an instructor row holds only what public notices show (name, gender, level, sport, certificate
 * number, area, service station) and service figures; no ID-card number, birth date or personal phone is
 * stored, so none can leak. Instructors are placed by their service station, never by a personal location.
 */
import type { Generated } from 'kysely';

/** Division codes of a row: province, city (or the province for a municipality's districts) and county. */
interface AreaColumns {
  province_code: string;
  city_code: string;
  /** The county; a city without counties (东莞市) is its own county code. */
  county_code: string;
}

/** 社会体育指导员服务站点: where instructors serve and how they are reached. */
export interface GuiderStationTable extends AreaColumns {
  id: Generated<number>;
  name: string;
  address: string;
  lng: number;
  lat: number;
  /** The station's public landline (the contact route to its instructors). */
  phone: string;
  /** Opening times as shown, e.g. '周二至周日 8:30-11:30，15:00-20:00'. */
  open_hours: string;
}

/** One certified social sports instructor. */
export interface SportGuiderTable extends AreaColumns {
  id: Generated<number>;
  name: string;
  /** 1 男, 2 女. */
  gender: number;
  /** 1 国家级, 2 一级, 3 二级, 4 三级 (contracts GUIDER_LEVELS). */
  level: number;
  /** contracts GUIDER_SPORT_NAMES code. */
  sport: number;
  /** Full certificate number; presenters mask it. */
  certificate_no: string;
  station_id: number;
  certified_date: string; // 'YYYY-MM-DD'
  /** Service in the last twelve months. */
  service_hours: number;
  activity_count: number;
}

/**
 * Every two-character substring (bigram) of an instructor's name, with the instructor's list columns
 * (county, level, sport): the index behind the name search.
 */
export interface SportGuiderNameGramTable {
  gram: string;
  county_code: string;
  level: number;
  sport: number;
  guider_id: number;
}

/** Instructors per (county, level, sport): derived from sport_guider by the seed (rebuildGuiderCells). */
export interface SportGuiderCellTable {
  county_code: string;
  level: number;
  sport: number;
  total: number;
}

/** An instructor's service record. */
export interface SportGuiderActivityTable {
  id: Generated<number>;
  guider_id: number;
  activity_date: string; // 'YYYY-MM-DD'
  title: string;
  hours: number;
}

/** Articles of the instructor section; kind 'train' rows are training courses (course columns set). */
export interface GuiderArticleTable {
  id: Generated<number>;
  /** contracts GUIDER_ARTICLE_KINDS. */
  kind: string;
  title: string;
  summary: string;
  source: string;
  publish_date: string; // 'YYYY-MM-DD'
  content_html: string;
  view_count: number;
  course_start: string | null;
  course_end: string | null;
  enrol_start: string | null;
  enrol_end: string | null;
  place: string | null;
  capacity: number | null;
  enrolled: number | null;
  /** Level the course trains for, e.g. '三级社会体育指导员'. */
  course_level: string | null;
}

/** 健身组织: associations, volunteer organisations, sport associations, fitness sites, teams. */
export interface FitnessOrganizationTable extends AreaColumns {
  id: Generated<number>;
  /** contracts ORGANIZATION_CATEGORIES. */
  category: number;
  /** contracts ORGANIZATION_KINDS code (category × 100 + n). */
  kind: number;
  name: string;
  address: string;
  founded_year: number;
  member_count: number;
  /** 业务主管单位. */
  supervisor: string;
  /** Full contact number; presenters mask it. */
  contact_phone: string;
  meeting_time: string | null;
  meeting_place: string | null;
  introduction: string;
}

/** A volunteer organisation's service record. */
export interface OrganizationServiceRecordTable {
  id: Generated<number>;
  organization_id: number;
  service_date: string; // 'YYYY-MM-DD'
  title: string;
  volunteers: number;
  hours: number;
}

/**
 * Column lists shared by the seed (insert order) and the modules (selects), so a list is written once.
 * Service stations: every column.
 */
export const GUIDER_STATION_COLUMNS = [
  'id',
  'name',
  'address',
  'province_code',
  'city_code',
  'county_code',
  'lng',
  'lat',
  'phone',
  'open_hours',
] as const satisfies readonly (keyof GuiderStationTable)[];

/** What an instructor list row holds (the seed adds the certificate date and service figures). */
export const SPORT_GUIDER_LIST_COLUMNS = [
  'id',
  'name',
  'gender',
  'level',
  'sport',
  'certificate_no',
  'province_code',
  'city_code',
  'county_code',
  'station_id',
] as const satisfies readonly (keyof SportGuiderTable)[];

/**
 * Indexes of this file's bulk tables: created by their migration, dropped before the national seed's bulk
 * insert and built after it (../bulk-indexes.ts).
 */
export const GUIDER_BULK_INDEXES = [
  { name: 'sport_guider_cell_order_idx', table: 'sport_guider', columns: ['county_code', 'level', 'sport', 'id'] },
  { name: 'sport_guider_station_idx', table: 'sport_guider', columns: ['station_id', 'id'] },
  {
    name: 'sport_guider_name_gram_idx',
    table: 'sport_guider_name_gram',
    columns: ['gram', 'county_code', 'level', 'sport', 'guider_id'],
  },
  {
    name: 'fitness_organization_area_idx',
    table: 'fitness_organization',
    columns: ['category', 'county_code', 'kind', 'id', 'name'],
  },
  {
    name: 'fitness_organization_kind_idx',
    table: 'fitness_organization',
    columns: ['category', 'kind', 'county_code', 'id'],
  },
] as const;
