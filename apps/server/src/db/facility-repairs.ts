/**
 * The open-report counts of fitness equipment (报修; modules/facility/fix-report.repository.ts and the seed
 * both keep them): a piece's `open_reports` (reports of a safety fault still 已受理 or 处理中: contracts
 * SAFETY_FAULT_TYPES, FIX_REPORT_OPEN_STATUSES) and its facility's `repairing_count` (pieces with
 * open_reports > 0). Recounted from the reports, never incremented, so a retried or concurrent write cannot
 * drift. Here, below modules/ and seed/, so the seed need not import a product module.
 */
import type { Kysely } from 'kysely';
import { FIX_REPORT_OPEN_STATUSES, SAFETY_FAULT_TYPES } from '@portal/contracts/facility.codes';
import type { Database } from './database.js';

/** Recounts open safety reports of `equipmentIds` and their facilities' repairing counts. */
export async function recountOpenReports(db: Kysely<Database>, equipmentIds: readonly number[]): Promise<void> {
  for (let i = 0; i < equipmentIds.length; i += 500) {
    const ids = equipmentIds.slice(i, i + 500);
    await db
      .updateTable('facility_equipment')
      .set((eb) => ({
        open_reports: eb
          .selectFrom('fix_report')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('fix_report.equipment_id', '=', 'facility_equipment.id')
          .where('fix_report.status', 'in', [...FIX_REPORT_OPEN_STATUSES])
          .where('fix_report.fault_type', 'in', [...SAFETY_FAULT_TYPES]),
      }))
      .where('id', 'in', ids)
      .execute();
    await db
      .updateTable('facility')
      .set((eb) => ({
        repairing_count: eb
          .selectFrom('facility_equipment')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('facility_equipment.facility_id', '=', 'facility.id')
          .where('facility_equipment.open_reports', '>', 0),
      }))
      .where('id', 'in', db.selectFrom('facility_equipment').select('facility_id').where('id', 'in', ids))
      .execute();
  }
}
