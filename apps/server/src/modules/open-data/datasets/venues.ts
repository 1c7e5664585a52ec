/**
 * 公共体育场馆名录: the current register of public sports venues (table venue), one row per venue, with its
 * type, division, address, position (CGCS2000), size, sports and programme prices. No phone or contact field:
 * open files carry no personal or contact data (docs/decisions/open-data.md "No personal field").
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';
import {
  DIVISION_FILTERS,
  placeCells,
  placeColumns,
  placeSelect,
  POSITION_CELLS,
  VENUE_COLUMNS,
  VENUE_DATUM,
  VENUE_SELECT,
  venueCells,
  withDivisions,
} from '../columns.js';
import { NATIONAL_DATASET, type DatasetDefinition } from '../dataset.types.js';
import { keysetAccess, keysetQuery, type RowOf } from '../keyset.js';

const base = (db: Kysely<Database>) => db.selectFrom('venue as v');

const source = keysetQuery(
  (db) =>
    base(db).select([
      'v.organ_id',
      ...VENUE_SELECT,
      ...placeSelect('v'),
      'v.seats',
      'v.floor_area',
      'v.is_large',
      'v.sports',
      'v.has_outdoor',
      'v.market_price',
      'v.low_fee_price',
      'v.concession_price',
    ]),
  ['v.organ_id'],
);
type Raw = RowOf<typeof source>;

/** The sport names of the JSON array text; unreadable text gives none. */
function sportsOf(text: string): string {
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? list.filter((s) => typeof s === 'string').join(';') : '';
  } catch {
    return '';
  }
}

export const venuesDataset: DatasetDefinition = {
  id: 'venues',
  title: '公共体育场馆名录',
  description: '本平台收录的公共体育场馆当前名录：类型、所在行政区划、地址、位置、规模、开展项目和收费标准。',
  ...NATIONAL_DATASET,
  theme: '体育场馆',
  updateFrequency: '每日',
  tables: ['venue', 'division'],
  columns: [
    ...VENUE_COLUMNS,
    ...placeColumns(VENUE_DATUM),
    {
      name: 'isLarge',
      title: '大型场馆',
      type: 'integer',
      values: ['1：是', '0：否'],
      description: '按免费低收费开放政策的规模标准',
    },
    { name: 'seats', title: '座位数', type: 'integer', unit: '个' },
    { name: 'floorArea', title: '建筑面积', type: 'number', unit: '平方米' },
    { name: 'sports', title: '开展项目', type: 'string', description: '以“;”分隔' },
    { name: 'hasOutdoor', title: '有室外区域', type: 'boolean' },
    { name: 'marketPrice', title: '市场价格', type: 'number', unit: '元/人·小时' },
    { name: 'lowFeePrice', title: '低收费价格', type: 'number', unit: '元/人·小时' },
    { name: 'concessionPrice', title: '优惠价格', type: 'number', unit: '元/人·小时' },
  ],
  position: POSITION_CELLS,
  filters: [...DIVISION_FILTERS, 'organType', 'isLarge'],
  ...keysetAccess<Raw>({
    ...source,
    keyOf: (raw) => [raw.organ_id],
    present: withDivisions((r, divisions) => ({
      ...venueCells(divisions, r),
      ...placeCells(r, VENUE_DATUM),
      isLarge: Number(r.is_large),
      seats: Number(r.seats),
      floorArea: Number(r.floor_area),
      sports: sportsOf(r.sports),
      hasOutdoor: Boolean(Number(r.has_outdoor)),
      marketPrice: Number(r.market_price),
      lowFeePrice: Number(r.low_fee_price),
      concessionPrice: Number(r.concession_price),
    })),
  }),
};
