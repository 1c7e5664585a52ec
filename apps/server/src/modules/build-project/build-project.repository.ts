/**
 * Reads construction projects (table build_project, its timeline build_project_progress and the venue a
 * project became) for spec §7 /api/data/build/{kind}/info/search, /info/{id} and the province summary.
 *
 * Filters (all optional, combined with AND): kind, division column = code (province, city or county, as
 * ../area/divisions.ts venueAreaColumn picks it), status, year of the investment plan, keyword
 * (case-insensitive substring of the name or the responsible unit; db/substring-match.ts: LIKE with % _ \
 * escaped, 1-2 Chinese characters included; a kind holds a few thousand rows at national size, filtered by
 * kind first). Order: newest plan first (approved_date desc, id desc), served by the kind's indexes
 * (migration 0011). Every value is a bound parameter.
 */
import type { Kysely, Selectable } from 'kysely';
import type { BuildKind, BuildStatus } from '@portal/contracts/build-project.codes';
import type { DataSource } from '@portal/contracts/data-source';
import type { Database } from '../../db/database.js';
import type { BuildProjectProgressTable, BuildProjectTable } from '../../db/tables/build-project.js';
import { substringMatch } from '../../db/substring-match.js';
import { dataSourceOf } from '../../db/exchange-provenance.js';
import type { VenueAreaColumn } from '../area/divisions.js';

export type ProjectRow = Selectable<BuildProjectTable>;
export type ProgressRow = Pick<
  Selectable<BuildProjectProgressTable>,
  'stage' | 'day' | 'title' | 'description' | 'media_id'
>;
export interface ProjectVenueRow {
  organ_id: number;
  name: string;
  organ_type: number;
  is_large: number;
}

/** The columns of a list row (the detail reads every column). */
export const LIST_COLUMNS = [
  'id',
  'kind',
  'name',
  'province_code',
  'city_code',
  'county_code',
  'year',
  'status',
  'approved_date',
  'total_investment',
  'central_subsidy',
  'fund_source',
  'area',
  'responsible_unit',
  'organ_id',
] as const satisfies readonly (keyof ProjectRow)[];

export type ProjectListRow = Pick<ProjectRow, (typeof LIST_COLUMNS)[number]>;

/** The filters of a search or summary; blank strings must already be dropped. */
export interface ProjectFilters {
  kind?: BuildKind;
  area?: { column: VenueAreaColumn; code: string };
  status?: BuildStatus;
  year?: number;
  keyword?: string;
}

function filtered(db: Kysely<Database>, f: ProjectFilters) {
  let qb = db.selectFrom('build_project');
  if (f.kind !== undefined) qb = qb.where('kind', '=', f.kind);
  if (f.area) qb = qb.where(f.area.column, '=', f.area.code);
  if (f.status !== undefined) qb = qb.where('status', '=', f.status);
  if (f.year !== undefined) qb = qb.where('year', '=', f.year);
  if (f.keyword !== undefined) qb = qb.where(substringMatch(['name', 'responsible_unit'], f.keyword));
  return qb;
}

/** One page of projects in list order and the number matching. */
export async function searchProjects(
  db: Kysely<Database>,
  filters: ProjectFilters,
  paging: { pageNum: number; pageSize: number },
): Promise<{ rows: ProjectListRow[]; total: number }> {
  const base = filtered(db, filters);
  const [rows, count] = await Promise.all([
    base
      .select(LIST_COLUMNS)
      .orderBy('approved_date', 'desc')
      .orderBy('id', 'desc')
      .limit(paging.pageSize)
      .offset((paging.pageNum - 1) * paging.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export interface ProjectDetailRows {
  row: ProjectRow;
  progress: ProgressRow[];
  venue: ProjectVenueRow | undefined;
  /** The filling system that last pushed the project (db/exchange-provenance.ts), or null. */
  dataSource: DataSource | null;
}

/** The project with `id` (of `kind` when given), its timeline in order and its venue; undefined when absent. */
export async function findProject(
  db: Kysely<Database>,
  id: number,
  kind?: BuildKind,
): Promise<ProjectDetailRows | undefined> {
  let qb = db.selectFrom('build_project').selectAll().where('id', '=', id);
  if (kind !== undefined) qb = qb.where('kind', '=', kind);
  const row = await qb.executeTakeFirst();
  if (!row) return undefined;
  const [progress, venue, dataSource] = await Promise.all([
    db
      .selectFrom('build_project_progress')
      .select(['stage', 'day', 'title', 'description', 'media_id'])
      .where('project_id', '=', id)
      .orderBy('sort')
      .execute(),
    row.organ_id === null
      ? Promise.resolve(undefined)
      : db
          .selectFrom('venue')
          .select(['organ_id', 'name', 'organ_type', 'is_large'])
          .where('organ_id', '=', row.organ_id)
          .executeTakeFirst(),
    dataSourceOf(db, ['buildProject'], id),
  ]);
  return { row, progress, venue, dataSource };
}

/** One province's totals. */
export interface ProvinceTotalsRow {
  province_code: string;
  count: number;
  total_investment: number;
  central_subsidy: number;
  in_use: number;
}

/** Totals per province of the projects matching `filters` (provinces without projects are absent). */
export async function summarizeProjects(db: Kysely<Database>, filters: ProjectFilters): Promise<ProvinceTotalsRow[]> {
  const rows = await filtered(db, filters)
    .select((eb) => [
      'province_code',
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('total_investment').as('total_investment'),
      eb.fn.sum<number>('central_subsidy').as('central_subsidy'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'inUse').then(1).else(0).end()).as('in_use'),
    ])
    .groupBy('province_code')
    .execute();
  return rows.map((r) => ({
    province_code: r.province_code,
    count: Number(r.count),
    total_investment: Number(r.total_investment),
    central_subsidy: Number(r.central_subsidy),
    in_use: Number(r.in_use),
  }));
}
