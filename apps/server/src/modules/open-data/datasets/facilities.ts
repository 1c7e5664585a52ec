/**
 * 全民健身设施名录: fitness facilities (table facility, positioned by its map point), one row per facility,
 * with kind, condition (lib/facility-condition.ts, as the facility pages and the map popup show it: 停用,
 * 报修中 while a safety report is open, else 正常), area, build year, equipment counts. The managing unit is
 * an organisation, not a person.
 */
import type { Kysely } from 'kysely';
import { EQUIPMENT_CONDITION_NAMES, FACILITY_KIND_NAMES } from '@portal/contracts/facility.codes';
import type { Database } from '../../../db/database.js';
import { conditionOf } from '../../../lib/facility-condition.js';
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

const base = (db: Kysely<Database>) => db.selectFrom('facility as f').innerJoin('map_point as p', 'p.id', 'f.id');

const source = keysetQuery(
  (db) =>
    base(db).select([
      'f.id',
      'p.name',
      'f.kind',
      ...divisionSelect('f'),
      ...placeSelect('p'),
      'f.condition',
      'f.repairing_count',
      'f.reported_count',
      'f.area',
      'f.length',
      'f.build_year',
      'f.manager_unit',
      'f.free',
      'f.open_to_public',
      'f.equipment_count',
      'f.field_count',
    ]),
  ['f.id'],
);
type Raw = RowOf<typeof source>;

export const facilitiesDataset: DatasetDefinition = {
  id: 'facilities',
  title: '全民健身设施名录',
  description: '全民健身路径、健身步道、体育公园等健身设施：类别、位置、面积、建成年份、管理单位、器材数量和当前状况。',
  ...NATIONAL_DATASET,
  theme: '健身设施',
  updateFrequency: '每日',
  // Not map_point, although names and positions come from it: the map's other points change all the time
  // (1,000 a minute is the spine's target) and would regenerate 1.66 M rows every minute. A facility's own
  // point is written with its facility row (facility version moves), and the daily run covers the rest,
  // as its 更新频率 每日 promises.
  tables: ['facility', 'division'],
  columns: [
    { name: 'id', title: '设施标识', type: 'integer' },
    { name: 'name', title: '设施名称', type: 'string' },
    { name: 'kind', title: '设施类别', type: 'string', values: codeValues(FACILITY_KIND_NAMES) },
    ...DIVISION_COLUMNS,
    ...placeColumns(MAP_DATUM),
    { name: 'condition', title: '设施状况', type: 'string', values: codeValues(EQUIPMENT_CONDITION_NAMES) },
    { name: 'area', title: '面积', type: 'number', unit: '平方米' },
    { name: 'length', title: '长度', type: 'number', unit: '米', description: '步道、绿道；其他为空' },
    { name: 'buildYear', title: '建成年份', type: 'integer' },
    { name: 'managerUnit', title: '管理单位', type: 'string' },
    { name: 'free', title: '免费开放', type: 'boolean' },
    { name: 'openToPublic', title: '向公众开放', type: 'boolean' },
    { name: 'equipmentCount', title: '器材数量', type: 'integer', unit: '件' },
    { name: 'fieldCount', title: '场地数量', type: 'integer', unit: '块' },
  ],
  position: POSITION_CELLS,
  filters: [...DIVISION_FILTERS, 'kind'],
  ...keysetAccess<Raw>({
    ...source,
    keyOf: (raw) => [raw.id],
    present: withDivisions((r, divisions) => ({
      id: r.id,
      name: r.name,
      kind: r.kind,
      ...divisionCellsOf(divisions, r),
      ...placeCells(r, MAP_DATUM),
      condition: conditionOf(r.condition, Number(r.repairing_count), Number(r.reported_count)),
      area: Number(r.area),
      length: r.length === null ? null : Number(r.length),
      buildYear: Number(r.build_year),
      managerUnit: r.manager_unit,
      free: Boolean(Number(r.free)),
      openToPublic: Boolean(Number(r.open_to_public)),
      equipmentCount: Number(r.equipment_count),
      fieldCount: Number(r.field_count),
    })),
  }),
};
