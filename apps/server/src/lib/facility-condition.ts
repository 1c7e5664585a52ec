/**
 * The condition a facility or a piece of equipment shows (contracts facility.codes EQUIPMENT_CONDITIONS):
 * 停用 as stored, else 报修中 while it has an open report of a safety fault (counted by the repair-report
 * writes, modules/facility/fix-report.repository.ts), else 正常. Shared by the facility section and the
 * fitness map's popup, so both always say the same. Pure.
 */
import type { MapPointFacility } from '@portal/contracts/facility';
import { EQUIPMENT_CONDITION_NAMES, type EquipmentCondition } from '@portal/contracts/facility.codes';

export function conditionOf(stored: string, openCount: number): EquipmentCondition {
  if (stored === 'disabled') return 'disabled';
  return openCount > 0 ? 'repairing' : 'normal';
}

/** A facility row's condition summary (the map popup's facility part). */
export function presentFacilityCondition(row: {
  condition: string;
  repairing_count: number;
  equipment_count: number;
}): MapPointFacility {
  const condition = conditionOf(row.condition, Number(row.repairing_count));
  return {
    condition,
    conditionName: EQUIPMENT_CONDITION_NAMES[condition],
    equipmentCount: Number(row.equipment_count),
    repairingCount: Number(row.repairing_count),
  };
}
