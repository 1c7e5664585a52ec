/**
 * The condition a facility or a piece of equipment shows (contracts facility.codes EQUIPMENT_CONDITIONS):
 * 停用 as stored, else 报修中 while it has an open report of a safety fault an agency handler confirmed, else
 * 群众报修（待核实） while it has one nobody confirmed yet, else 正常 (counts kept by the repair-report writes,
 * db/facility-repairs.ts). Shared by the facility section, the fitness map's popup and the open data, so all
 * say the same. Pure.
 */
import type { MapPointFacility } from '@portal/contracts/facility';
import { EQUIPMENT_CONDITION_NAMES, type EquipmentCondition } from '@portal/contracts/facility.codes';

/** `confirmed` / `unverified`: open safety reports confirmed by an agency / not yet (of a piece, or pieces of a facility). */
export function conditionOf(stored: string, confirmed: number, unverified: number): EquipmentCondition {
  if (stored === 'disabled') return 'disabled';
  if (confirmed > 0) return 'repairing';
  return unverified > 0 ? 'reported' : 'normal';
}

/** A facility row's condition summary (the map popup's facility part). */
export function presentFacilityCondition(row: {
  condition: string;
  repairing_count: number;
  reported_count: number;
  equipment_count: number;
}): MapPointFacility {
  const condition = conditionOf(row.condition, Number(row.repairing_count), Number(row.reported_count));
  return {
    condition,
    conditionName: EQUIPMENT_CONDITION_NAMES[condition],
    equipmentCount: Number(row.equipment_count),
    repairingCount: Number(row.repairing_count),
  };
}
