/**
 * Construction projects (建设项目, spec §2 /main/vBuild/*, §7 /api/data/build/*): `build_project` and its
 * timeline `build_project_progress`. Types and units: ../tables/build-project.ts.
 *
 * Indexes follow the lists (modules/build-project/build-project.repository.ts): newest plan first
 * (approved_date desc, id desc) within a kind and across kinds, and the kind's filters by division, status
 * and year (and the same without a kind for the all-kinds search), each ending in the list order so a
 * filtered page reads only its rows.
 */
import type { Kysely } from 'kysely';
import { withIdColumn } from './column-types.js';

const INDEXES: [name: string, columns: string[]][] = [
  ['build_project_kind_list_idx', ['kind', 'approved_date', 'id']],
  ['build_project_list_idx', ['approved_date', 'id']],
  ['build_project_kind_province_idx', ['kind', 'province_code', 'approved_date']],
  ['build_project_kind_city_idx', ['kind', 'city_code', 'approved_date']],
  ['build_project_kind_county_idx', ['kind', 'county_code', 'approved_date']],
  ['build_project_kind_status_idx', ['kind', 'status', 'approved_date']],
  ['build_project_kind_year_idx', ['kind', 'year', 'approved_date']],
  // The all-kinds search (/api/data/build/info/search) filters without a kind.
  ['build_project_province_idx', ['province_code', 'approved_date']],
  ['build_project_city_idx', ['city_code', 'approved_date']],
  ['build_project_county_idx', ['county_code', 'approved_date']],
  ['build_project_status_idx', ['status', 'approved_date']],
  ['build_project_year_idx', ['year', 'approved_date']],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('build_project'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('province_code', 'text', (c) => c.notNull())
    .addColumn('city_code', 'text', (c) => c.notNull())
    .addColumn('county_code', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('approved_date', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text')
    .addColumn('completed_date', 'text')
    .addColumn('in_use_date', 'text')
    .addColumn('total_investment', 'double precision', (c) => c.notNull())
    .addColumn('central_subsidy', 'double precision', (c) => c.notNull())
    .addColumn('fund_source', 'text', (c) => c.notNull())
    .addColumn('area', 'double precision', (c) => c.notNull())
    .addColumn('facilities', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('responsible_unit', 'text', (c) => c.notNull())
    .addColumn('organ_id', 'integer')
    .execute();
  for (const [name, columns] of INDEXES) {
    await db.schema.createIndex(name).on('build_project').columns(columns).execute();
  }

  await withIdColumn(db, db.schema.createTable('build_project_progress'))
    .addColumn('project_id', 'integer', (c) => c.notNull())
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('media_id', 'integer')
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('build_project_progress_project_idx')
    .on('build_project_progress')
    .columns(['project_id', 'sort'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('build_project_progress').ifExists().execute();
  await db.schema.dropTable('build_project').ifExists().execute();
}
