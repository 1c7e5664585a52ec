/**
 * A citizen's repair report shows publicly as 群众报修（待核实） until an agency handler confirms it (moves it to
 * 处理中); only then is the piece 报修中 (contracts facility.codes EQUIPMENT_CONDITIONS; docs/decisions/security.md
 * N4). So the open safety reports are counted apart:
 * - `facility_equipment.open_reports`: confirmed ones (status 'processing') — 报修中;
 * - `facility_equipment.unverified_reports` (new): unconfirmed ones (status 'accepted');
 * - `facility.repairing_count`: pieces with open_reports > 0; `facility.reported_count` (new): pieces with
 *   unverified_reports > 0.
 * Existing rows are recounted here with the rule of this time (safety faults 'broken', 'missing', 'loose',
 * 'sharp'); afterwards db/facility-repairs.ts keeps them. Frozen at the time of writing; identifiers and
 * values are constants, no input reaches this SQL.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('facility_equipment')
    .addColumn('unverified_reports', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('facility')
    .addColumn('reported_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  const safety = sql`('broken', 'missing', 'loose', 'sharp')`;
  const reportsOf = (status: string) =>
    sql`(select count(*) from fix_report r where r.equipment_id = facility_equipment.id
      and r.status = ${sql.lit(status)} and r.fault_type in ${safety})`;
  await sql`update facility_equipment set open_reports = ${reportsOf('processing')},
    unverified_reports = ${reportsOf('accepted')}
    where id in (select equipment_id from fix_report)`.execute(db);
  const piecesWith = (column: string) =>
    sql`(select count(*) from facility_equipment e where e.facility_id = facility.id and ${sql.ref(`e.${column}`)} > 0)`;
  await sql`update facility set repairing_count = ${piecesWith('open_reports')},
    reported_count = ${piecesWith('unverified_reports')}
    where id in (select facility_id from fix_report)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('facility').dropColumn('reported_count').execute();
  await db.schema.alterTable('facility_equipment').dropColumn('unverified_reports').execute();
}
