/**
 * Fitness facilities (健身设施; spec §2 /equipment/*, /gymFacility/facilityDetail/*, /main/facilityLayout;
 * modules/facility). Types and meaning: ../tables/facility.ts.
 *
 * - `facility`: the facility's own columns, keyed by its map point's id (map_point type 6 keeps name,
 *   address, place, phone and hours: one source). Lists are answered from an in-memory snapshot
 *   (modules/facility/facility-snapshot.ts) and read their page's rows by primary key, so the table needs
 *   only its key and (county_code, kind) for the layout and the snapshot's ordered read.
 * - `facility_field` (场地) of a facility or a venue, `facility_equipment` (器材) of a facility,
 *   `facility_certification` (认证), `fix_report` (报修) and its `fix_report_photo`s.
 * - `feedback_scope.section`: the agency scope rows serve feedback and the facility inbox
 *   (modules/area/agency-scope.ts); existing rows are feedback's.
 * FACILITY_BULK_INDEXES are dropped before the national seed's bulk insert and built afterwards.
 * Frozen at the time of writing; identifiers are constants, no input reaches this SQL.
 */
import type { Kysely } from 'kysely';
import { createBulkIndexes } from '../bulk-indexes.js';
import { FACILITY_BULK_INDEXES } from '../tables/facility.js';
import { blobType, withIdColumn } from './column-types.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('facility')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('province_code', 'text', (c) => c.notNull())
    .addColumn('city_code', 'text', (c) => c.notNull())
    .addColumn('county_code', 'text', (c) => c.notNull())
    .addColumn('condition', 'text', (c) => c.notNull())
    .addColumn('area', 'double precision', (c) => c.notNull())
    .addColumn('length', 'double precision')
    .addColumn('build_year', 'integer', (c) => c.notNull())
    .addColumn('manager_unit', 'text', (c) => c.notNull())
    .addColumn('free', 'integer', (c) => c.notNull())
    .addColumn('open_to_public', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('equipment_count', 'integer', (c) => c.notNull())
    .addColumn('field_count', 'integer', (c) => c.notNull())
    .addColumn('repairing_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withIdColumn(db, db.schema.createTable('facility_field'))
    .addColumn('facility_id', 'integer')
    .addColumn('organ_id', 'integer')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sport', 'text', (c) => c.notNull())
    .addColumn('surface', 'text', (c) => c.notNull())
    .addColumn('area', 'double precision', (c) => c.notNull())
    .addColumn('indoor', 'integer', (c) => c.notNull())
    .addColumn('lighting', 'integer', (c) => c.notNull())
    .addColumn('open_to_public', 'integer', (c) => c.notNull())
    .addColumn('free', 'integer', (c) => c.notNull())
    .addColumn('condition', 'text', (c) => c.notNull())
    .addColumn('province_code', 'text', (c) => c.notNull())
    .addColumn('city_code', 'text', (c) => c.notNull())
    .addColumn('county_code', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('facility_field_organ_idx').on('facility_field').columns(['organ_id', 'id']).execute();

  await withIdColumn(db, db.schema.createTable('facility_certification'))
    .addColumn('certificate_no', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('manufacturer', 'text', (c) => c.notNull())
    .addColumn('standard', 'text', (c) => c.notNull())
    .addColumn('issue_date', 'text', (c) => c.notNull())
    .addColumn('valid_until', 'text', (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('facility_equipment'))
    .addColumn('facility_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('manufacturer', 'text', (c) => c.notNull())
    .addColumn('install_date', 'text', (c) => c.notNull())
    .addColumn('warranty_end', 'text', (c) => c.notNull())
    .addColumn('last_inspection', 'text')
    .addColumn('condition', 'text', (c) => c.notNull())
    .addColumn('open_reports', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('certification_id', 'integer')
    .addColumn('county_code', 'text', (c) => c.notNull())
    .execute();

  await createBulkIndexes(db, FACILITY_BULK_INDEXES);

  await withIdColumn(db, db.schema.createTable('fix_report'))
    .addColumn('report_no', 'text', (c) => c.notNull().unique())
    .addColumn('equipment_id', 'integer', (c) => c.notNull())
    .addColumn('facility_id', 'integer', (c) => c.notNull())
    .addColumn('province_code', 'text', (c) => c.notNull())
    .addColumn('city_code', 'text', (c) => c.notNull())
    .addColumn('county_code', 'text', (c) => c.notNull())
    .addColumn('fault_type', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('handler', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('dedup_key', 'text', (c) => c.notNull())
    .addColumn('lookup_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lookup_locked_until', 'text')
    .execute();
  await db.schema.createIndex('fix_report_dedup_idx').on('fix_report').columns(['dedup_key', 'created_at']).execute();
  await db.schema
    .createIndex('fix_report_equipment_idx')
    .on('fix_report')
    .columns(['equipment_id', 'status'])
    .execute();
  await db.schema
    .createIndex('fix_report_order_idx')
    .on('fix_report')
    .columns(['created_at desc', 'id desc'])
    .execute();

  await withIdColumn(db, db.schema.createTable('fix_report_photo'))
    .addColumn('report_id', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('body', blobType(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('fix_report_photo_report_idx')
    .on('fix_report_photo')
    .columns(['report_id', 'sort'])
    .execute();

  await db.schema
    .alterTable('feedback_scope')
    .addColumn('section', 'text', (c) => c.notNull().defaultTo('feedback'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('feedback_scope').dropColumn('section').execute();
  for (const table of [
    'fix_report_photo',
    'fix_report',
    'facility_equipment',
    'facility_certification',
    'facility_field',
    'facility',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
