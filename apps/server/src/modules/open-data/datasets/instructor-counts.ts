/**
 * 社会体育指导员数量统计: certified social sports instructors ONLY as counts per county, level and sport
 * (table sport_guider_cell, the same counts the instructor search's statistics use). No instructor's name,
 * certificate, gender or any personal field leaves in any form (PIPL; docs/decisions/open-data.md item 3).
 */
import type { Kysely } from 'kysely';
import { GUIDER_LEVEL_NAMES, GUIDER_SPORT_NAMES } from '@portal/contracts/sport-guider.codes';
import type { Database } from '../../../db/database.js';
import { codeValues, DIVISION_COLUMNS, DIVISION_FILTERS, divisionCells, withDivisions } from '../columns.js';
import { NATIONAL_DATASET, type DatasetDefinition } from '../dataset.types.js';
import { keysetAccess, windowed, type RowWindow } from '../keyset.js';

/** A county code's province and city (GB/T 2260 prefixes: 330106 -> 330000, 330100). */
const provinceOf = (county: string) => `${county.slice(0, 2)}0000`;
const cityOf = (county: string) => `${county.slice(0, 4)}00`;

const base = (db: Kysely<Database>) => db.selectFrom('sport_guider_cell as c');

function fetchRaw(db: Kysely<Database>, window: RowWindow) {
  const query = base(db).select(['c.county_code', 'c.level', 'c.sport', 'c.total']);
  return windowed(query, ['c.county_code', 'c.level', 'c.sport'], window).execute();
}
type Raw = Awaited<ReturnType<typeof fetchRaw>>[number];

export const instructorCountsDataset: DatasetDefinition = {
  id: 'instructor-counts',
  title: '社会体育指导员数量统计',
  description: '按县级行政区划、技术等级和指导项目统计的获证社会体育指导员人数。只发布人数，不含任何个人信息。',
  ...NATIONAL_DATASET,
  theme: '社会体育指导员',
  updateFrequency: '每日',
  tables: ['sport_guider_cell', 'division'],
  columns: [
    ...DIVISION_COLUMNS,
    { name: 'level', title: '技术等级', type: 'integer', values: codeValues(GUIDER_LEVEL_NAMES) },
    { name: 'sport', title: '指导项目', type: 'integer', values: codeValues(GUIDER_SPORT_NAMES) },
    { name: 'count', title: '人数', type: 'integer', unit: '人' },
  ],
  position: null,
  filters: [...DIVISION_FILTERS, 'level', 'sport'],
  ...keysetAccess<Raw>({
    fetch: fetchRaw,
    keyOf: (raw) => [raw.county_code, raw.level, raw.sport],
    present: withDivisions((r, divisions) => ({
      ...divisionCells(divisions, provinceOf(r.county_code), cityOf(r.county_code), r.county_code),
      level: Number(r.level),
      sport: Number(r.sport),
      count: Number(r.total),
    })),
  }),
};
