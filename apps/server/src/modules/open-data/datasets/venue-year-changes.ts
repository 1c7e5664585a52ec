/**
 * 免费低收费开放场馆变化清单（{year} 较 {year-1}）: the yearly dataset's venues against the year before, one row
 * per venue that was added (新增: audited this year, not the year before), dropped (退出: the reverse) or whose
 * programme checks changed (变更: a check's outcome or the overall result differs; `changedChecks` names them).
 * The register columns come from the current venue table, which keeps no history, so a change is told by the
 * year figures and checks (docs/decisions/open-data.md "Change list").
 *
 * Derived from two streams of the yearly rows merged in organId order; the row API pages through the
 * generated files like every dataset's (filter: the kind of change).
 */
import type { DatasetRow } from '@portal/contracts/open-data';
import { COMPLIANCE_RULES } from '@portal/contracts/venue.codes';
import { DIVISION_COLUMNS, ORGAN_ID_COLUMN, ORGAN_TYPE_COLUMN, VENUE_NAME_COLUMN } from '../columns.js';
import type { ColumnDef, DatasetDefinition } from '../dataset.types.js';
import { VENUE_YEAR_COLUMNS, VENUE_YEAR_SERIES, venueYearDataset } from './venue-year.js';

export const CHANGE_KINDS = ['新增', '退出', '变更'] as const;

const CHECK_NAMES = VENUE_YEAR_COLUMNS.filter((c) => c.name.startsWith('check') || c.name === 'compliant');
const KEPT = ['organId', 'name', 'organType', ...DIVISION_COLUMNS.map((c) => c.name)];

const COLUMNS: readonly ColumnDef[] = [
  ORGAN_ID_COLUMN,
  VENUE_NAME_COLUMN,
  ORGAN_TYPE_COLUMN,
  ...DIVISION_COLUMNS,
  { name: 'change', title: '变化类型', type: 'string', values: CHANGE_KINDS.map((k) => k) },
  {
    name: 'changedChecks',
    title: '结果变化的检查项',
    type: 'string',
    description: `变更时列出结果不同的检查项字段名（以“;”分隔，共 ${COMPLIANCE_RULES.length + 1} 项可能）；新增、退出为空`,
  },
  { name: 'compliantBefore', title: '上一年度全部适用项达标', type: 'boolean', description: '新增为空' },
  { name: 'compliantAfter', title: '本年度全部适用项达标', type: 'boolean', description: '退出为空' },
];

/** The change row of one venue, or null when nothing changed. */
function changeOf(before: DatasetRow | null, after: DatasetRow | null): DatasetRow | null {
  const base = (after ?? before) as DatasetRow;
  const row: DatasetRow = Object.fromEntries(KEPT.map((k) => [k, base[k] ?? null]));
  if (!before || !after) {
    return {
      ...row,
      change: before ? '退出' : '新增',
      changedChecks: '',
      compliantBefore: before ? (before.compliant ?? null) : null,
      compliantAfter: after ? (after.compliant ?? null) : null,
    };
  }
  const changed = CHECK_NAMES.filter((c) => before[c.name] !== after[c.name]).map((c) => c.name);
  if (changed.length === 0) return null;
  return {
    ...row,
    change: '变更',
    changedChecks: changed.join(';'),
    compliantBefore: before.compliant ?? null,
    compliantAfter: after.compliant ?? null,
  };
}

export const venueYearChangesId = (year: number) => `${VENUE_YEAR_SERIES}-${year}-changes`;

/** The change list of `year` against `year - 1` (see the module comment). */
export function venueYearChangesDataset(year: number): DatasetDefinition {
  const current = venueYearDataset(year);
  const previous = venueYearDataset(year - 1);
  return {
    id: venueYearChangesId(year),
    title: `免费低收费开放场馆变化清单（${year} 年较 ${year - 1} 年）`,
    description: `与上一年度相比，${year} 年度新增、退出免费低收费开放数据的场馆，以及达标检查结果发生变化的场馆（均为已审核数据）。`,
    series: `${VENUE_YEAR_SERIES}-changes`,
    theme: '体育场馆',
    updateFrequency: '每年（审核后更新）',
    temporal: `${year - 1}-01-01/${year}-12-31`,
    spatial: '全国',
    tables: current.tables,
    columns: COLUMNS,
    position: null,
    filters: ['change'],
    async *rows(db) {
      const a = previous.rows(db)[Symbol.asyncIterator]();
      const b = current.rows(db)[Symbol.asyncIterator]();
      let x = await a.next();
      let y = await b.next();
      while (!x.done || !y.done) {
        const ix = x.done ? Infinity : Number(x.value.organId);
        const iy = y.done ? Infinity : Number(y.value.organId);
        let change: DatasetRow | null;
        if (ix === iy) {
          change = changeOf(x.value as DatasetRow, y.value as DatasetRow);
          [x, y] = await Promise.all([a.next(), b.next()]);
        } else if (ix < iy) {
          change = changeOf(x.value as DatasetRow, null);
          x = await a.next();
        } else {
          change = changeOf(null, y.value as DatasetRow);
          y = await b.next();
        }
        if (change) yield change;
      }
    },
  };
}
