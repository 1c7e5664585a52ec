/**
 * Kysely table types of the fitness facilities section (migration 0013; contracts facility.codes.ts).
 * Composed into the Database interface of ../database.ts, which states the column conventions.
 *
 * A facility is a map point of type 6 (`facility.id` = `map_point.id`): name, address, place, phone and
 * hours stay in map_point; this table holds the facility's own facts. Conditions are stored as
 * 'normal' | 'disabled'; 'repairing' (报修中) is derived from the open safety reports counted in
 * `facility_equipment.open_reports` / `facility.repairing_count`, kept in step by the report writes.
 */
import type { Generated } from 'kysely';

interface AreaColumns {
  province_code: string;
  city_code: string;
  county_code: string;
}

export interface FacilityTable extends AreaColumns {
  id: number; // map_point.id
  kind: string; // FACILITY_KINDS
  condition: string; // normal | disabled (repairing derived)
  area: number; // m²
  length: number | null; // metres (trails, greenways)
  build_year: number;
  manager_unit: string;
  free: number; // 0/1
  open_to_public: number; // 0/1
  description: string;
  equipment_count: number;
  field_count: number;
  /** Pieces with an open safety report (they show 报修中). */
  repairing_count: Generated<number>;
  /** Pieces with unverified_reports > 0 (群众报修（待核实）). */
  reported_count: Generated<number>;
}

/** A field (场地) of a facility (facility_id) or of a venue (organ_id). */
export interface FacilityFieldTable extends AreaColumns {
  id: Generated<number>;
  facility_id: number | null;
  organ_id: number | null;
  name: string;
  sport: string;
  surface: string;
  area: number; // m²
  indoor: number;
  lighting: number;
  open_to_public: number;
  free: number;
  condition: string;
}

/** A certification record (认证) of an equipment product. */
export interface FacilityCertificationTable {
  id: Generated<number>;
  certificate_no: string;
  body: string;
  scope: string;
  product: string;
  model: string;
  manufacturer: string;
  standard: string;
  issue_date: string; // YYYY-MM-DD
  valid_until: string; // YYYY-MM-DD
}

/** A piece of equipment (器材). warranty_end = install_date + 8 years (GB 19272 main parts). */
export interface FacilityEquipmentTable {
  id: Generated<number>;
  facility_id: number;
  name: string;
  category: string; // traditional | smart
  model: string;
  manufacturer: string;
  install_date: string;
  warranty_end: string;
  last_inspection: string | null;
  condition: string; // normal | disabled (reported / repairing derived from the counts below)
  /** Open safety reports an agency confirmed (处理中): 报修中. */
  open_reports: Generated<number>;
  /** Open safety reports nobody confirmed yet (已受理): 群众报修（待核实）. */
  unverified_reports: Generated<number>;
  certification_id: number | null;
  county_code: string;
}

/** A repair report (报修). phone: as entered (presenters mask it); null when not given. */
export interface FixReportTable extends AreaColumns {
  id: Generated<number>;
  report_no: string;
  equipment_id: number;
  facility_id: number;
  fault_type: string;
  description: string;
  phone: string | null;
  status: string; // FIX_REPORT_STATUSES
  note: string | null;
  handler: string | null;
  created_at: string;
  updated_at: string;
  /** Piece + fault type: the duplicate window's key. */
  dedup_key: string;
  lookup_failures: Generated<number>;
  lookup_locked_until: string | null;
  /** The nonce of the proof of work the report was filed with (unique: one report per challenge); null when seeded. */
  challenge_id: string | null;
}

/** A report's photo, re-encoded (no EXIF, no location). */
export interface FixReportPhotoTable {
  id: Generated<number>;
  report_id: number;
  sort: number;
  mime: string;
  width: number;
  height: number;
  body: Buffer;
}

/**
 * Indexes of this file's bulk tables: created by their migration, dropped before the national seed's bulk
 * insert and built after it (../bulk-indexes.ts).
 */
export const FACILITY_BULK_INDEXES = [
  { name: 'facility_area_idx', table: 'facility', columns: ['county_code', 'kind', 'id'] },
  { name: 'facility_equipment_facility_idx', table: 'facility_equipment', columns: ['facility_id', 'id'] },
  {
    name: 'facility_equipment_list_idx',
    table: 'facility_equipment',
    columns: ['category', 'county_code', 'id'],
  },
  { name: 'facility_field_facility_idx', table: 'facility_field', columns: ['facility_id', 'id'] },
  { name: 'facility_field_list_idx', table: 'facility_field', columns: ['county_code', 'id'] },
] as const;
