/**
 * 场馆免费低收费开放综合评价结果: each venue's yearly evaluation (table venue_evaluation, 综合评价 as
 * /main/evaluation shows it): score, grade and rank within its province. Key: venue, then year (the table's
 * primary key order, so a page reads the index instead of sorting the table).
 */
import type { Kysely } from 'kysely';
import { EVALUATION_GRADES } from '@portal/contracts/evaluation.codes';
import type { Database } from '../../../db/database.js';
import { DIVISION_FILTERS, VENUE_COLUMNS, VENUE_SELECT, venueCells, withDivisions } from '../columns.js';
import { NATIONAL_DATASET, type DatasetDefinition } from '../dataset.types.js';
import { keysetAccess, keysetQuery, type RowOf } from '../keyset.js';

const base = (db: Kysely<Database>) =>
  db.selectFrom('venue_evaluation as e').innerJoin('venue as v', 'v.organ_id', 'e.organ_id');

const source = keysetQuery(
  (db) => base(db).select(['e.year', 'e.organ_id', 'e.score', 'e.grade', 'e.province_rank', ...VENUE_SELECT]),
  ['e.organ_id', 'e.year'],
);
type Raw = RowOf<typeof source>;

export const evaluationsDataset: DatasetDefinition = {
  id: 'evaluations',
  title: '场馆免费低收费开放综合评价结果',
  description: '各年度免费低收费开放场馆的综合评价得分、等级和省内排名。',
  ...NATIONAL_DATASET,
  theme: '体育场馆',
  updateFrequency: '每年',
  tables: ['venue_evaluation', 'venue', 'division'],
  columns: [
    { name: 'year', title: '评价年度', type: 'integer' },
    ...VENUE_COLUMNS,
    { name: 'score', title: '综合得分', type: 'number', unit: '分', description: '0-100，一位小数' },
    { name: 'grade', title: '评价等级', type: 'string', values: [...EVALUATION_GRADES] },
    { name: 'provinceRank', title: '省内排名', type: 'integer', description: '1 为该年度省内最高' },
  ],
  position: null,
  filters: [...DIVISION_FILTERS, 'year', 'grade'],
  ...keysetAccess<Raw>({
    ...source,
    keyOf: (raw) => [raw.organ_id, raw.year],
    present: withDivisions((r, divisions) => ({
      year: Number(r.year),
      ...venueCells(divisions, r),
      score: Number(r.score),
      grade: r.grade,
      provinceRank: Number(r.province_rank),
    })),
  }),
};
