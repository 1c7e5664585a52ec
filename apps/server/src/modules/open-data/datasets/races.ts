/**
 * 全民健身社区运动会赛事: the community games' races (table games_race with its games), one row per race:
 * sport, level, division, venue and position (WGS-84 as stored), dates, places and registrations. The contact
 * person and phone are left out (no personal or contact field in open files).
 */
import type { Kysely } from 'kysely';
import { GAMES_SPORTS, RACE_LEVEL_NAMES } from '@portal/contracts/community-games.codes';
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

const base = (db: Kysely<Database>) => db.selectFrom('games_race as r').innerJoin('games as g', 'g.id', 'r.games_id');

const source = keysetQuery(
  (db) =>
    base(db).select([
      'r.id',
      'g.year as games_year',
      'g.name as games_name',
      'r.name',
      'r.sport',
      'r.level',
      ...divisionSelect('r'),
      'r.venue_name',
      ...placeSelect('r'),
      'r.organiser',
      'r.start_date',
      'r.end_date',
      'r.registration_start',
      'r.registration_end',
      'r.capacity',
      'r.registered',
    ]),
  ['r.id'],
);
type Raw = RowOf<typeof source>;

export const racesDataset: DatasetDefinition = {
  id: 'races',
  title: '全民健身社区运动会赛事',
  description: '历届全民健身社区运动会的各项赛事：项目、级别、举办地、比赛和报名日期、名额和报名人数。',
  ...NATIONAL_DATASET,
  theme: '赛事活动',
  updateFrequency: '每日',
  tables: ['games_race', 'games', 'division'],
  columns: [
    { name: 'id', title: '赛事标识', type: 'integer' },
    { name: 'gamesYear', title: '运动会年度', type: 'integer' },
    { name: 'gamesName', title: '运动会名称', type: 'string' },
    { name: 'name', title: '赛事名称', type: 'string' },
    { name: 'sport', title: '项目', type: 'string', values: [...GAMES_SPORTS] },
    { name: 'level', title: '赛事级别', type: 'string', values: codeValues(RACE_LEVEL_NAMES) },
    ...DIVISION_COLUMNS,
    { name: 'venueName', title: '比赛场地', type: 'string' },
    ...placeColumns(MAP_DATUM),
    { name: 'organiser', title: '主办单位', type: 'string' },
    { name: 'startDate', title: '比赛开始日期', type: 'date' },
    { name: 'endDate', title: '比赛结束日期', type: 'date' },
    { name: 'registrationStart', title: '报名开始日期', type: 'date' },
    { name: 'registrationEnd', title: '报名截止日期', type: 'date' },
    { name: 'capacity', title: '名额', type: 'integer', unit: '人' },
    { name: 'registered', title: '已报名', type: 'integer', unit: '人' },
  ],
  position: POSITION_CELLS,
  filters: [...DIVISION_FILTERS, 'sport', 'level', 'gamesYear'],
  ...keysetAccess<Raw>({
    ...source,
    keyOf: (raw) => [raw.id],
    present: withDivisions((r, divisions) => ({
      id: r.id,
      gamesYear: Number(r.games_year),
      gamesName: r.games_name,
      name: r.name,
      sport: r.sport,
      level: r.level,
      ...divisionCellsOf(divisions, r),
      venueName: r.venue_name,
      ...placeCells(r, MAP_DATUM),
      organiser: r.organiser,
      startDate: r.start_date,
      endDate: r.end_date,
      registrationStart: r.registration_start,
      registrationEnd: r.registration_end,
      capacity: Number(r.capacity),
      registered: Number(r.registered),
    })),
  }),
};
