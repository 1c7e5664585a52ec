/**
 * 场馆客流日汇总: daily visitor totals per venue (table venue_flow_day, the sums of the hourly counts venues
 * push, spec §9), with the venue's name, type and division. Key: date, then venue (the table's primary key order, so a page
 * reads the index instead of sorting the table).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';
import { DIVISION_FILTERS, VENUE_COLUMNS, VENUE_SELECT, venueCells, withDivisions } from '../columns.js';
import { NATIONAL_DATASET, type DatasetDefinition } from '../dataset.types.js';
import { keysetAccess, keysetQuery, type RowOf } from '../keyset.js';

const base = (db: Kysely<Database>) =>
  db.selectFrom('venue_flow_day as d').innerJoin('venue as v', 'v.organ_id', 'd.organ_id');

const source = keysetQuery(
  (db) => base(db).select(['d.organ_id', 'd.flow_date', 'd.total', ...VENUE_SELECT]),
  ['d.flow_date', 'd.organ_id'],
);
type Raw = RowOf<typeof source>;

export const passengerFlowDataset: DatasetDefinition = {
  id: 'passenger-flow-daily',
  title: '场馆客流日汇总',
  description: '接入客流监测的场馆每日进馆人次（按小时上报数据汇总，北京时间自然日）。',
  ...NATIONAL_DATASET,
  theme: '体育场馆',
  updateFrequency: '每日',
  tables: ['venue_flow_day', 'venue', 'division'],
  columns: [
    ...VENUE_COLUMNS,
    { name: 'flowDate', title: '日期', type: 'date', description: '北京时间' },
    { name: 'total', title: '进馆人次', type: 'integer', unit: '人次' },
  ],
  position: null,
  filters: [...DIVISION_FILTERS, 'organId', 'flowDate'],
  ...keysetAccess<Raw>({
    ...source,
    keyOf: (raw) => [raw.flow_date, raw.organ_id],
    present: withDivisions((r, divisions) => ({
      ...venueCells(divisions, r),
      flowDate: r.flow_date,
      total: Number(r.total),
    })),
  }),
};
