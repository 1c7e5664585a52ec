/**
 * Repair-report rows -> answers (contracts facility.ts FixReportTrack, FixInboxItem). PIPL: the phone
 * only masked (lib/phone.ts); the visitor's answer has no photos; the agency's has photo addresses served
 * behind its session.
 */
import type { FixInboxItem, FixReportTrack } from '@portal/contracts/facility';
import {
  FAULT_TYPE_NAMES,
  FACILITY_API,
  FIX_REPORT_STATUS_NAMES,
  type FaultType,
  type FixReportStatus,
} from '@portal/contracts/facility.codes';
import { maskPhone } from '../../lib/phone.js';
import { areaNameOf, type DivisionMap } from '../area/divisions.js';
import type { FixReportView } from './fix-report.repository.js';

export function presentTrack(row: FixReportView): FixReportTrack {
  const faultType = row.fault_type as FaultType;
  const status = row.status as FixReportStatus;
  return {
    reportNo: row.report_no,
    equipmentId: Number(row.equipment_id),
    equipmentName: row.equipment_name,
    facilityName: row.facility_name,
    faultType,
    faultTypeName: FAULT_TYPE_NAMES[faultType] ?? '',
    description: row.description,
    phone: row.phone === null ? null : maskPhone(row.phone),
    photoCount: row.photo_ids.length,
    status,
    statusName: FIX_REPORT_STATUS_NAMES[status] ?? '',
    note: row.note,
    createTime: row.created_at,
    updateTime: row.updated_at,
  };
}

export function presentInboxItem(row: FixReportView, divisions: DivisionMap): FixInboxItem {
  return {
    ...presentTrack(row),
    facilityId: Number(row.facility_id),
    areaName: areaNameOf(divisions, row.province_code, row.city_code, row.county_code),
    photos: row.photo_ids.map((id) => FACILITY_API.fixReportPhoto(id)),
    handler: row.handler,
  };
}
