/**
 * Facility rows -> the section's answers (contracts facility.ts). Whitelists fields: a facility's phone
 * is its public service number (as on the map); coordinates are rounded to 0.001° (about 100 m): a
 * facility is a public place, but the answers need no more; nothing personal is stored here.
 * Conditions: 'disabled' as stored, else 'repairing' (报修中) while a confirmed open safety report exists,
 * else 'reported' (群众报修（待核实）) while an unconfirmed one exists (lib/facility-condition.ts).
 */
import type {
  Certification,
  EquipmentPiece,
  FacilityDetail,
  FacilityField,
  FacilityKindCount,
  FacilityListItem,
} from '@portal/contracts/facility';
import {
  EQUIPMENT_CATEGORY_NAMES,
  EQUIPMENT_CONDITION_NAMES,
  FACILITY_KIND_NAMES,
  FACILITY_KINDS,
  type EquipmentCategory,
  type EquipmentCondition,
  type FacilityKind,
} from '@portal/contracts/facility.codes';
import type { DataSource } from '@portal/contracts/data-source';
import { catalogue } from '@portal/contracts/pages.codes';
import { areaNameOf, type DivisionMap } from '../area/divisions.js';
import { conditionOf } from '../../lib/facility-condition.js';
import type { CertificationRow, EquipmentRow, FacilityRow, FieldRow } from './facility.repository.js';

const round3 = (x: number) => Math.round(Number(x) * 1000) / 1000;
const kindOf = (kind: string) => (kind in FACILITY_KIND_NAMES ? (kind as FacilityKind) : 'other');

export function presentFacilityItem(row: FacilityRow, divisions: DivisionMap): FacilityListItem {
  const condition = conditionOf(row.condition, Number(row.repairing_count), Number(row.reported_count));
  const kind = kindOf(row.kind);
  return {
    id: Number(row.id),
    kind,
    kindName: FACILITY_KIND_NAMES[kind],
    name: row.name,
    address: row.address,
    areaName: areaNameOf(divisions, row.province_code, row.city_code, row.county_code),
    countyCode: row.county_code,
    condition,
    conditionName: EQUIPMENT_CONDITION_NAMES[condition],
    equipmentCount: Number(row.equipment_count),
    fieldCount: Number(row.field_count),
    area: Number(row.area),
    buildYear: Number(row.build_year),
  };
}

/** Counts per kind (FACILITY_KINDS order) as the answer lists them. */
export function presentKindCounts(counts: readonly number[]): FacilityKindCount[] {
  return FACILITY_KINDS.map((kind, i) => ({ kind, kindName: FACILITY_KIND_NAMES[kind], count: counts[i] ?? 0 }));
}

export function presentField(row: FieldRow, divisions: DivisionMap): FacilityField {
  const condition = row.condition === 'disabled' ? 'disabled' : 'normal';
  return {
    id: Number(row.id),
    name: row.name,
    sport: row.sport,
    surface: row.surface,
    area: Number(row.area),
    indoor: Number(row.indoor) === 1,
    lighting: Number(row.lighting) === 1,
    openToPublic: Number(row.open_to_public) === 1,
    free: Number(row.free) === 1,
    condition,
    conditionName: EQUIPMENT_CONDITION_NAMES[condition],
    facilityId: row.facility_id === null ? null : Number(row.facility_id),
    facilityName: row.facility_name,
    organId: row.organ_id === null ? null : Number(row.organ_id),
    organName: row.organ_name,
    areaName: areaNameOf(divisions, row.province_code, row.city_code, row.county_code),
  };
}

/** A piece's condition (lib/facility-condition.ts): disabled as stored, else by its open safety reports. */
export function pieceCondition(
  row: Pick<EquipmentRow, 'condition' | 'open_reports' | 'unverified_reports'>,
): EquipmentCondition {
  return conditionOf(row.condition, Number(row.open_reports), Number(row.unverified_reports));
}

export function presentPiece(row: EquipmentRow, divisions: DivisionMap): EquipmentPiece {
  const condition = pieceCondition(row);
  const category: EquipmentCategory = row.category === 'smart' ? 'smart' : 'traditional';
  return {
    id: Number(row.id),
    facilityId: Number(row.facility_id),
    facilityName: row.facility_name,
    facilityKind: kindOf(row.facility_kind),
    name: row.name,
    category,
    categoryName: EQUIPMENT_CATEGORY_NAMES[category],
    model: row.model,
    manufacturer: row.manufacturer,
    installDate: row.install_date,
    warrantyEnd: row.warranty_end,
    lastInspection: row.last_inspection,
    condition,
    conditionName: EQUIPMENT_CONDITION_NAMES[condition],
    openReports: Number(row.open_reports),
    areaName: areaNameOf(divisions, row.province_code, row.city_code, row.county_code),
    certificationId: row.certification_id === null ? null : Number(row.certification_id),
  };
}

export function presentCertification(row: CertificationRow, today: string): Certification {
  return {
    id: Number(row.id),
    certificateNo: row.certificate_no,
    body: row.body,
    scope: row.scope,
    product: row.product,
    model: row.model,
    manufacturer: row.manufacturer,
    standard: row.standard,
    issueDate: row.issue_date,
    validUntil: row.valid_until,
    valid: row.valid_until >= today,
  };
}

export function presentFacilityDetail(
  row: FacilityRow,
  parts: { fields: FieldRow[]; equipment: EquipmentRow[]; dataSource: DataSource | null },
  divisions: DivisionMap,
): FacilityDetail {
  const lng = round3(row.lng);
  const lat = round3(row.lat);
  return {
    ...presentFacilityItem(row, divisions),
    lng,
    lat,
    phone: row.phone,
    openHours: row.open_hours,
    managerUnit: row.manager_unit,
    free: Number(row.free) === 1,
    openToPublic: Number(row.open_to_public) === 1,
    length: row.length === null ? null : Number(row.length),
    description: row.description,
    fields: parts.fields.map((f) => presentField(f, divisions)),
    equipment: parts.equipment.map((e) => presentPiece(e, divisions)),
    mapPath: catalogue.fitnessMap.href({ lng, lat, zoom: 16 }),
    dataSource: parts.dataSource,
  };
}
