/**
 * 全国公共体育场馆免费低收费开放年度数据（{year}）: one dataset per year (series 'venue-open-year'), one row per
 * venue whose year figures are audited: its county's sports authority has audited the year
 * (sports_authority_year.status 已审核 for the authority of the venue's county_code; docs/decisions/open-data.md
 * "Audited rows"), or a reviewer approved the venue's own submission (venue_year_stat.audited_at;
 * docs/decisions/data-exchange.md "Review before public (审核)").
 *
 * The figures are presentYearStat's and the checks assessCompliance's (modules/venue-status), over the same
 * venue prices and the same closures of the year, so a row equals what the venue's page shows for that year
 * (GET /api/data/venue/{organId}/{year}: stat and compliance). Check cells: true passed, false failed, null not
 * applicable (outdoor areas of a venue without any).
 */
import type { Kysely } from 'kysely';
import type { DatasetRow } from '@portal/contracts/open-data';
import { COMPLIANCE_RULES, type ComplianceRule } from '@portal/contracts/venue.codes';
import { AUDITED_STATUS } from '../../../db/audited-venue-year.js';
import type { Database } from '../../../db/database.js';
import { loadDivisions } from '../../area/divisions.js';
import {
  assessCompliance,
  complianceVenueOf,
  MAX_CONCESSION_RATIO,
  MAX_LOW_FEE_RATIO,
  MIN_CLOSURE_NOTICE_DAYS,
  MIN_OPEN_DAYS,
  MIN_OUTDOOR_FREE_HOURS,
  MIN_REST_DAY_HOURS,
  MIN_WEEKLY_OPEN_HOURS,
} from '../../venue-status/compliance.js';
import { loadClosuresOfYearByVenue } from '../../venue-status/venue-status.repository.js';
import { presentYearStat } from '../../venue-status/year-stat.presenter.js';
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
} from '../columns.js';
import type { ColumnDef, DatasetDefinition } from '../dataset.types.js';
import { keysetAccess, keysetQuery, type RowOf } from '../keyset.js';

export const VENUE_YEAR_SERIES = 'venue-open-year';

/** The programme documents the checks come from (docs/decisions/open-data.md). */
export const PROGRAMME_RULE_SOURCE = '体经字〔2014〕34号；体规字〔2021〕7号';

/** The check column of each rule and what it requires (the thresholds of modules/venue-status/compliance.ts). */
const CHECK_COLUMNS: Record<ComplianceRule, { name: string; title: string; required: string }> = {
  weeklyOpenHours: {
    name: 'checkWeeklyOpenHours',
    title: '每周开放时间达标',
    required: `每周不少于 ${MIN_WEEKLY_OPEN_HOURS} 小时`,
  },
  openDays: {
    name: 'checkOpenDays',
    title: '全年开放天数达标',
    required: `全年不少于 ${MIN_OPEN_DAYS} 天（年内填报按已过天数折算）`,
  },
  restDayHours: {
    name: 'checkRestDayHours',
    title: '节假日每日开放时间达标',
    required: `休息日、法定节假日、寒暑假每日不少于 ${MIN_REST_DAY_HOURS} 小时`,
  },
  outdoorFreeHours: {
    name: 'checkOutdoorFreeHours',
    title: '室外区域免费开放时间达标',
    required: `室外区域每日免费开放不少于 ${MIN_OUTDOOR_FREE_HOURS} 小时；无室外区域为空`,
  },
  closureNotice: {
    name: 'checkClosureNotice',
    title: '闭馆提前公告达标',
    required: `每次闭馆提前不少于 ${MIN_CLOSURE_NOTICE_DAYS} 天公告`,
  },
  lowFeePrice: {
    name: 'checkLowFeePrice',
    title: '低收费价格达标',
    required: `低收费价格不高于市场价的 ${MAX_LOW_FEE_RATIO * 100}%`,
  },
  concessionPrice: {
    name: 'checkConcessionPrice',
    title: '优惠价格达标',
    required: `优惠价格不高于低收费价格的 ${MAX_CONCESSION_RATIO * 100}%`,
  },
};

const MONTHS = Array.from({ length: 12 }, (_, i) => `visitorsM${String(i + 1).padStart(2, '0')}`);

export const VENUE_YEAR_COLUMNS: readonly ColumnDef[] = [
  ...VENUE_COLUMNS,
  ...placeColumns(VENUE_DATUM),
  { name: 'year', title: '年度', type: 'integer' },
  {
    name: 'auditStatus',
    title: '审核状态',
    type: 'string',
    values: [AUDITED_STATUS],
    description: '只发布县级体育行政部门已审核的年度数据',
  },
  { name: 'openDays', title: '全年开放天数', type: 'integer', unit: '天' },
  { name: 'weeklyOpenHours', title: '每周开放时间', type: 'number', unit: '小时' },
  { name: 'freeOpenHours', title: '每周免费开放时间', type: 'number', unit: '小时' },
  { name: 'minRestDayHours', title: '休息日、节假日、寒暑假最短每日开放时间', type: 'number', unit: '小时' },
  {
    name: 'outdoorFreeHours',
    title: '室外区域每日免费开放时间',
    type: 'number',
    unit: '小时',
    description: '无室外区域为空',
  },
  { name: 'marketPrice', title: '市场价格', type: 'number', unit: '元/人·小时' },
  { name: 'lowFeePrice', title: '低收费价格', type: 'number', unit: '元/人·小时' },
  {
    name: 'concessionPrice',
    title: '优惠价格（老年人、残疾人、学生、军人、消防救援人员）',
    type: 'number',
    unit: '元/人·小时',
  },
  { name: 'visitorsTotal', title: '全年接待人次', type: 'integer', unit: '人次' },
  ...MONTHS.map((name, i): ColumnDef => ({ name, title: `${i + 1} 月接待人次`, type: 'integer', unit: '人次' })),
  { name: 'eventsHeld', title: '举办赛事活动次数', type: 'integer', unit: '次' },
  { name: 'trainingsHeld', title: '举办培训次数', type: 'integer', unit: '次' },
  ...COMPLIANCE_RULES.map((rule): ColumnDef => ({
    name: CHECK_COLUMNS[rule].name,
    title: CHECK_COLUMNS[rule].title,
    type: 'boolean',
    description: `${CHECK_COLUMNS[rule].required}。依据：${PROGRAMME_RULE_SOURCE}`,
  })),
  { name: 'compliant', title: '全部适用项达标', type: 'boolean', description: '没有一项适用的检查未通过' },
  { name: 'ruleSource', title: '检查依据', type: 'string', values: [PROGRAMME_RULE_SOURCE] },
];

function baseQuery(db: Kysely<Database>, year: number) {
  return db
    .selectFrom('venue_year_stat as s')
    .innerJoin('venue as v', 'v.organ_id', 's.organ_id')
    .leftJoin('sports_authority as a', 'a.division_code', 'v.county_code')
    .leftJoin('sports_authority_year as ay', (join) =>
      join.onRef('ay.organ_id', '=', 'a.organ_id').onRef('ay.year', '=', 's.year'),
    )
    .where('s.year', '=', year)
    .where((eb) => eb.or([eb('ay.status', '=', AUDITED_STATUS), eb('s.audited_at', 'is not', null)]));
}

/** The year's audited rows: the stat with its venue's fields. */
function yearQuery(year: number) {
  return keysetQuery(
    (db) =>
      baseQuery(db, year)
        .selectAll('s')
        .select([
          ...VENUE_SELECT,
          ...placeSelect('v'),
          'v.market_price',
          'v.low_fee_price',
          'v.concession_price',
          'v.has_outdoor',
        ]),
    ['s.organ_id'],
  );
}

type Raw = RowOf<ReturnType<typeof yearQuery>>;

async function present(db: Kysely<Database>, year: number, raws: Raw[]): Promise<DatasetRow[]> {
  const [divisions, closures] = await Promise.all([
    loadDivisions(db),
    loadClosuresOfYearByVenue(
      db,
      raws.map((r) => r.organ_id),
      year,
    ),
  ]);
  return raws.map((raw) => {
    const stat = presentYearStat(raw);
    const venue = complianceVenueOf(raw);
    const compliance = assessCompliance(venue, stat, closures.get(raw.organ_id) ?? []);
    const checks = Object.fromEntries(compliance.checks.map((c) => [CHECK_COLUMNS[c.rule].name, c.passed]));
    return {
      ...venueCells(divisions, raw),
      ...placeCells(raw, VENUE_DATUM),
      year: stat.year,
      auditStatus: AUDITED_STATUS,
      openDays: stat.openDays,
      weeklyOpenHours: stat.weeklyOpenHours,
      freeOpenHours: stat.freeOpenHours,
      minRestDayHours: stat.minRestDayHours,
      outdoorFreeHours: stat.outdoorFreeHours,
      marketPrice: venue.marketPrice,
      lowFeePrice: venue.lowFeePrice,
      concessionPrice: venue.concessionPrice,
      visitorsTotal: stat.visitorsTotal,
      ...Object.fromEntries(MONTHS.map((name, i) => [name, stat.visitorsByMonth[i]])),
      eventsHeld: stat.eventsHeld,
      trainingsHeld: stat.trainingsHeld,
      ...checks,
      compliant: compliance.compliant,
      ruleSource: PROGRAMME_RULE_SOURCE,
    };
  });
}

/** The dataset id of `year`. */
export const venueYearDatasetId = (year: number) => `${VENUE_YEAR_SERIES}-${year}`;

/** The year's dataset (see the module comment). */
export function venueYearDataset(year: number): DatasetDefinition {
  return {
    id: venueYearDatasetId(year),
    title: `全国公共体育场馆免费低收费开放年度数据（${year}）`,
    description: `${year} 年度参与免费低收费开放的公共体育场馆逐馆数据：开放天数、开放时间、价格、接待人次、赛事培训，以及按政策规则逐项计算的达标检查。仅含已审核数据。`,
    series: VENUE_YEAR_SERIES,
    theme: '体育场馆',
    updateFrequency: '每年（审核后更新）',
    temporal: `${year}-01-01/${year}-12-31`,
    spatial: '全国',
    tables: ['venue_year_stat', 'venue', 'venue_closure', 'sports_authority', 'sports_authority_year', 'division'],
    columns: VENUE_YEAR_COLUMNS,
    position: POSITION_CELLS,
    filters: [...DIVISION_FILTERS, 'organType'],
    ...keysetAccess<Raw>({
      ...yearQuery(year),
      keyOf: (raw) => [raw.organ_id],
      present: (db, raws) => present(db, year, raws),
    }),
  };
}

/** Years with at least one audited authority or reviewed venue year, newest first: the series' members. */
export async function venueYears(db: Kysely<Database>): Promise<number[]> {
  const [byAuthority, byReview] = await Promise.all([
    db.selectFrom('sports_authority_year').select('year').distinct().where('status', '=', AUDITED_STATUS).execute(),
    db.selectFrom('venue_year_stat').select('year').distinct().where('audited_at', 'is not', null).execute(),
  ]);
  const years = new Set([...byAuthority, ...byReview].map((r) => Number(r.year)));
  return [...years].sort((a, b) => b - a);
}
