/**
 * The open-report counts of fitness equipment (报修; modules/facility/fix-report.repository.ts and the seed
 * both keep them), of reports of a safety fault (contracts SAFETY_FAULT_TYPES): a piece's `open_reports`,
 * confirmed by an agency handler (FIX_REPORT_CONFIRMED_STATUSES: 报修中), and `unverified_reports`, filed by a
 * citizen and not confirmed yet (FIX_REPORT_UNVERIFIED_STATUSES: 群众报修（待核实）); its facility's
 * `repairing_count` and `reported_count` (pieces with one or the other > 0). Recounted from the reports,
 * never incremented, so a retried or concurrent write cannot drift. Here, below modules/ and seed/, so the
 * seed need not import a product module.
 */
import type { ExpressionBuilder, Kysely } from 'kysely';
import {
  FIX_REPORT_CONFIRMED_STATUSES,
  FIX_REPORT_UNVERIFIED_STATUSES,
  SAFETY_FAULT_TYPES,
  type FixReportStatus,
} from '@portal/contracts/facility.codes';
import type { Database } from './database.js';

/** The count of a piece's safety reports in `statuses` (a correlated subquery of the piece's update). */
function safetyReports(eb: ExpressionBuilder<Database, 'facility_equipment'>, statuses: readonly FixReportStatus[]) {
  return eb
    .selectFrom('fix_report')
    .select((e) => e.fn.countAll<number>().as('n'))
    .whereRef('fix_report.equipment_id', '=', 'facility_equipment.id')
    .where('fix_report.status', 'in', [...statuses])
    .where('fix_report.fault_type', 'in', [...SAFETY_FAULT_TYPES]);
}

/** The count of a facility's pieces whose `column` > 0 (a correlated subquery of the facility's update). */
function piecesWith(eb: ExpressionBuilder<Database, 'facility'>, column: 'open_reports' | 'unverified_reports') {
  return eb
    .selectFrom('facility_equipment')
    .select((e) => e.fn.countAll<number>().as('n'))
    .whereRef('facility_equipment.facility_id', '=', 'facility.id')
    .where(`facility_equipment.${column}`, '>', 0);
}

/** Recounts the open safety reports of `equipmentIds` and their facilities' counts (module comment). */
export async function recountOpenReports(db: Kysely<Database>, equipmentIds: readonly number[]): Promise<void> {
  for (let i = 0; i < equipmentIds.length; i += 500) {
    const ids = equipmentIds.slice(i, i + 500);
    await db
      .updateTable('facility_equipment')
      .set((eb) => ({
        open_reports: safetyReports(eb, FIX_REPORT_CONFIRMED_STATUSES),
        unverified_reports: safetyReports(eb, FIX_REPORT_UNVERIFIED_STATUSES),
      }))
      .where('id', 'in', ids)
      .execute();
    await db
      .updateTable('facility')
      .set((eb) => ({
        repairing_count: piecesWith(eb, 'open_reports'),
        reported_count: piecesWith(eb, 'unverified_reports'),
      }))
      .where('id', 'in', db.selectFrom('facility_equipment').select('facility_id').where('id', 'in', ids))
      .execute();
  }
}
