/**
 * Facility reads (modules/facility): facility rows joined with their map point (name, address, place,
 * phone, hours: the one source), fields, equipment pieces and certification records, by id or paged.
 * The facility lists take their ids from the in-memory snapshot (./facility-snapshot.ts) and read the
 * page's rows here by primary key. Values are bound parameters; identifiers are constants.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { FacilityCertificationTable } from '../../db/tables/facility.js';
import type { EquipmentCondition } from '@portal/contracts/facility.codes';
import { escapeLike } from '../../db/text-search.js';

const FACILITY_COLUMNS = [
  'f.id',
  'f.kind',
  'f.province_code',
  'f.city_code',
  'f.county_code',
  'f.condition',
  'f.repairing_count',
  'f.reported_count',
  'f.area',
  'f.length',
  'f.build_year',
  'f.manager_unit',
  'f.free',
  'f.open_to_public',
  'f.description',
  'f.equipment_count',
  'f.field_count',
  'p.name',
  'p.address',
  'p.lng',
  'p.lat',
  'p.phone',
  'p.open_hours',
] as const;

export interface FacilityRow {
  id: number;
  kind: string;
  province_code: string;
  city_code: string;
  county_code: string;
  condition: string;
  repairing_count: number;
  reported_count: number;
  area: number;
  length: number | null;
  build_year: number;
  manager_unit: string;
  free: number;
  open_to_public: number;
  description: string;
  equipment_count: number;
  field_count: number;
  name: string;
  address: string;
  lng: number;
  lat: number;
  phone: string | null;
  open_hours: string | null;
}

function facilities(db: Kysely<Database>) {
  return db.selectFrom('facility as f').innerJoin('map_point as p', 'p.id', 'f.id').select(FACILITY_COLUMNS);
}

/** Facility rows by id, in the order of `ids`. */
export async function facilitiesByIds(db: Kysely<Database>, ids: readonly number[]): Promise<FacilityRow[]> {
  if (ids.length === 0) return [];
  const rows = await facilities(db)
    .where('f.id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((r) => [Number(r.id), r as FacilityRow]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findFacility(db: Kysely<Database>, id: number): Promise<FacilityRow | undefined> {
  return (await facilities(db).where('f.id', '=', id).executeTakeFirst()) as FacilityRow | undefined;
}

const FIELD_COLUMNS = [
  'd.id',
  'd.facility_id',
  'd.organ_id',
  'd.name',
  'd.sport',
  'd.surface',
  'd.area',
  'd.indoor',
  'd.lighting',
  'd.open_to_public',
  'd.free',
  'd.condition',
  'd.province_code',
  'd.city_code',
  'd.county_code',
  'p.name as facility_name',
  'v.name as organ_name',
] as const;

export interface FieldRow {
  id: number;
  facility_id: number | null;
  organ_id: number | null;
  name: string;
  sport: string;
  surface: string;
  area: number;
  indoor: number;
  lighting: number;
  open_to_public: number;
  free: number;
  condition: string;
  province_code: string;
  city_code: string;
  county_code: string;
  facility_name: string | null;
  /** The venue's name (a venue's own field), else null. */
  organ_name: string | null;
}

function fields(db: Kysely<Database>) {
  return db
    .selectFrom('facility_field as d')
    .leftJoin('map_point as p', 'p.id', 'd.facility_id')
    .leftJoin('venue as v', 'v.organ_id', 'd.organ_id')
    .select(FIELD_COLUMNS);
}

export async function findField(db: Kysely<Database>, id: number): Promise<FieldRow | undefined> {
  return (await fields(db).where('d.id', '=', id).executeTakeFirst()) as FieldRow | undefined;
}

export async function fieldsOfFacility(db: Kysely<Database>, facilityId: number): Promise<FieldRow[]> {
  return (await fields(db).where('d.facility_id', '=', facilityId).orderBy('d.id').execute()) as FieldRow[];
}

export interface FieldFilter {
  range?: readonly [string, string];
  keyword?: string;
  sport?: string;
  condition?: 'normal' | 'disabled';
  facilityId?: number;
  organId?: number;
}

/** A page of fields in (county, id) order and the total. */
export async function searchFields(
  db: Kysely<Database>,
  f: FieldFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: FieldRow[]; total: number }> {
  let base = db
    .selectFrom('facility_field as d')
    .leftJoin('map_point as p', 'p.id', 'd.facility_id')
    .leftJoin('venue as v', 'v.organ_id', 'd.organ_id');
  if (f.range) base = base.where('d.county_code', '>=', f.range[0]).where('d.county_code', '<=', f.range[1]);
  if (f.sport) base = base.where('d.sport', '=', f.sport);
  if (f.condition) base = base.where('d.condition', '=', f.condition);
  if (f.facilityId !== undefined) base = base.where('d.facility_id', '=', f.facilityId);
  if (f.organId !== undefined) base = base.where('d.organ_id', '=', f.organId);
  if (f.keyword) {
    const pattern = `%${escapeLike(f.keyword)}%`;
    base = base.where(sql<boolean>`(d.name like ${pattern} escape '\\' or p.name like ${pattern} escape '\\')`);
  }
  const [rows, count] = await Promise.all([
    base.select(FIELD_COLUMNS).orderBy('d.county_code').orderBy('d.id').limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as FieldRow[], total: Number(count.n) };
}

const EQUIPMENT_COLUMNS = [
  'e.id',
  'e.facility_id',
  'e.name',
  'e.category',
  'e.model',
  'e.manufacturer',
  'e.install_date',
  'e.warranty_end',
  'e.last_inspection',
  'e.condition',
  'e.open_reports',
  'e.unverified_reports',
  'e.certification_id',
  'e.county_code',
  'f.kind as facility_kind',
  'f.province_code',
  'f.city_code',
  'p.name as facility_name',
] as const;

export interface EquipmentRow {
  id: number;
  facility_id: number;
  name: string;
  category: string;
  model: string;
  manufacturer: string;
  install_date: string;
  warranty_end: string;
  last_inspection: string | null;
  condition: string;
  open_reports: number;
  unverified_reports: number;
  certification_id: number | null;
  county_code: string;
  facility_kind: string;
  province_code: string;
  city_code: string;
  facility_name: string;
}

function equipment(db: Kysely<Database>) {
  return db
    .selectFrom('facility_equipment as e')
    .innerJoin('facility as f', 'f.id', 'e.facility_id')
    .innerJoin('map_point as p', 'p.id', 'e.facility_id')
    .select(EQUIPMENT_COLUMNS);
}

export async function findEquipment(db: Kysely<Database>, id: number): Promise<EquipmentRow | undefined> {
  return (await equipment(db).where('e.id', '=', id).executeTakeFirst()) as EquipmentRow | undefined;
}

export async function equipmentOfFacility(db: Kysely<Database>, facilityId: number): Promise<EquipmentRow[]> {
  return (await equipment(db).where('e.facility_id', '=', facilityId).orderBy('e.id').execute()) as EquipmentRow[];
}

export interface EquipmentFilter {
  range?: readonly [string, string];
  keyword?: string;
  category: 'traditional' | 'smart';
  condition?: EquipmentCondition;
  facilityId?: number;
}

/**
 * A page of pieces of one category in (county, id) order, read from the (category, county_code, id)
 * index, and the total. The condition filter follows the derived condition (lib/facility-condition.ts:
 * repairing = confirmed open safety reports, reported = only unconfirmed ones, unless disabled).
 */
export async function searchEquipment(
  db: Kysely<Database>,
  f: EquipmentFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: EquipmentRow[]; total: number }> {
  let base = db.selectFrom('facility_equipment as e').where('e.category', '=', f.category);
  if (f.range) base = base.where('e.county_code', '>=', f.range[0]).where('e.county_code', '<=', f.range[1]);
  if (f.facilityId !== undefined) base = base.where('e.facility_id', '=', f.facilityId);
  if (f.keyword) base = base.where(sql<boolean>`e.name like ${`%${escapeLike(f.keyword)}%`} escape '\\'`);
  if (f.condition === 'disabled') base = base.where('e.condition', '=', 'disabled');
  if (f.condition === 'repairing') base = base.where('e.condition', '=', 'normal').where('e.open_reports', '>', 0);
  if (f.condition === 'reported')
    base = base
      .where('e.condition', '=', 'normal')
      .where('e.open_reports', '=', 0)
      .where('e.unverified_reports', '>', 0);
  if (f.condition === 'normal')
    base = base
      .where('e.condition', '=', 'normal')
      .where('e.open_reports', '=', 0)
      .where('e.unverified_reports', '=', 0);
  const [idRows, count] = await Promise.all([
    base.select('e.id').orderBy('e.county_code').orderBy('e.id').limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const ids = idRows.map((r) => Number(r.id));
  if (ids.length === 0) return { rows: [], total: Number(count.n) };
  const rows = (await equipment(db).where('e.id', 'in', ids).execute()) as EquipmentRow[];
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), total: Number(count.n) };
}

export type CertificationRow = Selectable<FacilityCertificationTable>;

export async function findCertification(db: Kysely<Database>, id: number): Promise<CertificationRow | undefined> {
  return db.selectFrom('facility_certification').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A page of certification records (id order) and the total; `today` decides `valid`. */
export async function searchCertifications(
  db: Kysely<Database>,
  f: { keyword?: string; valid?: boolean; today: string },
  page: { offset: number; limit: number },
): Promise<{ rows: CertificationRow[]; total: number }> {
  let base = db.selectFrom('facility_certification');
  if (f.valid === true) base = base.where('valid_until', '>=', f.today);
  if (f.valid === false) base = base.where('valid_until', '<', f.today);
  if (f.keyword) {
    const pattern = `%${escapeLike(f.keyword)}%`;
    base = base.where(
      sql<boolean>`(certificate_no like ${pattern} escape '\\' or product like ${pattern} escape '\\' or manufacturer like ${pattern} escape '\\')`,
    );
  }
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('id').limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
