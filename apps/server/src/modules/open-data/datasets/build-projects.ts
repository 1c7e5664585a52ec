/**
 * 全民健身设施建设项目: construction projects (table build_project), one row per project: kind, plan year,
 * status and its dates, investment and central subsidy (万元), fund source, area, responsible unit (an
 * organisation), position (WGS-84 as stored) and the venue the project became, when in use.
 */
import type { Kysely } from 'kysely';
import { BUILD_FUND_SOURCES, BUILD_KIND_NAMES, BUILD_STATUS_NAMES } from '@portal/contracts/build-project.codes';
import type { Database } from '../../../db/database.js';
import {
  codeValues,
  DIVISION_COLUMNS,
  DIVISION_FILTERS,
  divisionCellsOf,
  divisionSelect,
  MAP_DATUM,
  placeCells,
  placeColumns,
  placeSelect,
  POSITION_CELLS,
  withDivisions,
} from '../columns.js';
import { NATIONAL_DATASET, type DatasetDefinition } from '../dataset.types.js';
import { keysetAccess, keysetQuery, type RowOf } from '../keyset.js';

const base = (db: Kysely<Database>) => db.selectFrom('build_project as b');

const source = keysetQuery(
  (db) =>
    base(db).select([
      'b.id',
      'b.kind',
      'b.name',
      ...divisionSelect('b'),
      ...placeSelect('b'),
      'b.year',
      'b.status',
      'b.approved_date',
      'b.start_date',
      'b.completed_date',
      'b.in_use_date',
      'b.total_investment',
      'b.central_subsidy',
      'b.fund_source',
      'b.area',
      'b.responsible_unit',
      'b.organ_id',
    ]),
  ['b.id'],
);
type Raw = RowOf<typeof source>;

export const buildProjectsDataset: DatasetDefinition = {
  id: 'build-projects',
  title: '全民健身设施建设项目',
  description:
    '中央资金支持的全民健身场地设施、全民健身中心、冰雪场地和体育公园建设项目：立项年度、建设状态、投资和补助、建设单位。',
  ...NATIONAL_DATASET,
  theme: '建设项目',
  updateFrequency: '每日',
  tables: ['build_project', 'division'],
  columns: [
    { name: 'id', title: '项目标识', type: 'integer' },
    { name: 'kind', title: '项目类别', type: 'string', values: codeValues(BUILD_KIND_NAMES) },
    { name: 'name', title: '项目名称', type: 'string' },
    ...DIVISION_COLUMNS,
    ...placeColumns(MAP_DATUM),
    { name: 'year', title: '立项年度', type: 'integer' },
    { name: 'status', title: '建设状态', type: 'string', values: codeValues(BUILD_STATUS_NAMES) },
    { name: 'approvedDate', title: '立项日期', type: 'date' },
    { name: 'startDate', title: '开工日期', type: 'date' },
    { name: 'completedDate', title: '竣工日期', type: 'date' },
    { name: 'inUseDate', title: '投入使用日期', type: 'date' },
    { name: 'totalInvestment', title: '总投资', type: 'number', unit: '万元' },
    { name: 'centralSubsidy', title: '中央补助', type: 'number', unit: '万元' },
    { name: 'fundSource', title: '资金来源', type: 'string', values: [...BUILD_FUND_SOURCES] },
    { name: 'area', title: '面积', type: 'number', unit: '平方米' },
    { name: 'responsibleUnit', title: '建设单位', type: 'string' },
    { name: 'organId', title: '建成后的场馆标识', type: 'integer', description: '投入使用并纳入场馆名录时填写' },
  ],
  position: POSITION_CELLS,
  filters: [...DIVISION_FILTERS, 'kind', 'status', 'year'],
  ...keysetAccess<Raw>({
    ...source,
    keyOf: (raw) => [raw.id],
    present: withDivisions((r, divisions) => ({
      id: r.id,
      kind: r.kind,
      name: r.name,
      ...divisionCellsOf(divisions, r),
      ...placeCells(r, MAP_DATUM),
      year: Number(r.year),
      status: r.status,
      approvedDate: r.approved_date,
      startDate: r.start_date,
      completedDate: r.completed_date,
      inUseDate: r.in_use_date,
      totalInvestment: Number(r.total_investment),
      centralSubsidy: Number(r.central_subsidy),
      fundSource: r.fund_source,
      area: Number(r.area),
      responsibleUnit: r.responsible_unit,
      organId: r.organ_id,
    })),
  }),
};
