/**
 * Programme compliance of a venue for one year (contract COMPLIANCE_RULES; docs/decisions/venue-opening.md "Venue
 * opening section", "Compliance"):
 *
 * | rule             | required                                   | source                         |
 * | weeklyOpenHours  | >= 35 h per week                           | venue_year_stat                |
 * | openDays         | >= 330 days per year                       | venue_year_stat                |
 * | restDayHours     | >= 8 h/day on rest days, holidays, vacations | venue_year_stat.min_rest_day_hours |
 * | outdoorFreeHours | outdoor areas free >= 12 h/day (null without outdoor areas) | venue_year_stat |
 * | closureNotice    | every closure announced >= 7 days ahead    | the year's closures            |
 * | lowFeePrice      | low fee <= 70 % of the market price        | venue prices                   |
 * | concessionPrice  | concession <= half of the low fee          | venue prices                   |
 *
 * Texts are Chinese (label, required, actual); `compliant` is true when no applicable check failed.
 */
import type { Compliance, ComplianceCheck } from '@portal/contracts/venue';
import type { ComplianceRule } from '@portal/contracts/venue.codes';
import { noticeDaysOf } from './open-status.js';
import type { ClosureRecord } from './opening.types.js';
import { DAY_MS, SHANGHAI_OFFSET_MS } from '../../lib/shanghai-time.js';

export const MIN_WEEKLY_OPEN_HOURS = 35;
export const MIN_OPEN_DAYS = 330;
export const MIN_REST_DAY_HOURS = 8;
export const MIN_OUTDOOR_FREE_HOURS = 12;
export const MIN_CLOSURE_NOTICE_DAYS = 7;
export const MAX_LOW_FEE_RATIO = 0.7;
export const MAX_CONCESSION_RATIO = 0.5;

/** The venue's prices (yuan per person-hour) and whether it has outdoor areas. */
export interface ComplianceVenue {
  marketPrice: number;
  lowFeePrice: number;
  concessionPrice: number;
  hasOutdoor: boolean;
}

/** The venue columns the checks read (table venue; numbers may arrive as strings from PostgreSQL). */
export interface ComplianceVenueColumns {
  market_price: number | string;
  low_fee_price: number | string;
  concession_price: number | string;
  has_outdoor: number | string;
}

/** ComplianceVenue of a venue row: the venue pages and the open-data files read prices the same way. */
export function complianceVenueOf(row: ComplianceVenueColumns): ComplianceVenue {
  return {
    marketPrice: Number(row.market_price),
    lowFeePrice: Number(row.low_fee_price),
    concessionPrice: Number(row.concession_price),
    hasOutdoor: Boolean(Number(row.has_outdoor)),
  };
}

/** The year's filled-in figures (the contract VenueYearStat fits). Hours are hours. */
export interface ComplianceYearStat {
  year: number;
  weeklyOpenHours: number;
  openDays: number;
  minRestDayHours: number;
  outdoorFreeHours: number | null;
  /**
   * When the figures were filled in (ISO UTC). A year still in progress at that moment (filled in during the
   * year itself) is held to the 330-day rule pro rata: the days before the fill-in date count.
   */
  filledAt?: string;
}

/**
 * The open days required of `stat`: 330 for a completed year; for a year filled in before it ended,
 * 330 x (days of the year before the fill-in date, Asia/Shanghai) / (days in the year), rounded.
 * Returns the days and, when prorated, the last covered date as 'M 月 D 日'.
 */
export function requiredOpenDays(stat: Pick<ComplianceYearStat, 'year' | 'filledAt'>): {
  days: number;
  until: string | null;
} {
  if (!stat.filledAt) return { days: MIN_OPEN_DAYS, until: null };
  const filledLocal = new Date(Date.parse(stat.filledAt) + SHANGHAI_OFFSET_MS);
  if (Number.isNaN(filledLocal.getTime()) || filledLocal.getUTCFullYear() !== stat.year)
    return { days: MIN_OPEN_DAYS, until: null };
  const yearStart = Date.UTC(stat.year, 0, 1);
  const daysInYear = (Date.UTC(stat.year + 1, 0, 1) - yearStart) / DAY_MS;
  const covered = Math.floor(
    (Date.UTC(stat.year, filledLocal.getUTCMonth(), filledLocal.getUTCDate()) - yearStart) / DAY_MS,
  );
  const lastCovered = new Date(yearStart + (covered - 1) * DAY_MS);
  return {
    days: Math.round((MIN_OPEN_DAYS * covered) / daysInYear),
    until: `${lastCovered.getUTCMonth() + 1} 月 ${lastCovered.getUTCDate()} 日`,
  };
}

/** Tolerance for money and hour comparisons stored as doubles. */
const EPSILON = 1e-9;

/** A number as shown: at most 2 decimals, no trailing zeros (42 -> '42', 17.5 -> '17.5'). */
const num = (value: number) => String(Math.round(value * 100) / 100);

function check(
  rule: ComplianceRule,
  label: string,
  required: string,
  actual: string,
  passed: boolean | null,
): ComplianceCheck {
  return { rule, label, required, actual, passed };
}

function closureNoticeCheck(closures: readonly ClosureRecord[]): ComplianceCheck {
  const label = '闭馆提前公告';
  const required = `提前不少于 ${MIN_CLOSURE_NOTICE_DAYS} 天`;
  if (closures.length === 0) return check('closureNotice', label, required, '全年无闭馆', true);
  const days = closures.map(noticeDaysOf);
  const late = days.filter((d) => d < MIN_CLOSURE_NOTICE_DAYS).length;
  const shortest = num(Math.min(...days));
  const actual =
    late === 0
      ? `闭馆 ${closures.length} 次，最短提前 ${shortest} 天`
      : `闭馆 ${closures.length} 次，其中 ${late} 次提前不足 ${MIN_CLOSURE_NOTICE_DAYS} 天（最短 ${shortest} 天）`;
  return check('closureNotice', label, required, actual, late === 0);
}

/**
 * The seven checks of COMPLIANCE_RULES, in that order, for `stat.year`. `closures`: the closures
 * starting in that year (Asia/Shanghai). A venue without outdoor areas gets passed = null for
 * outdoorFreeHours; one with outdoor areas but no figure fails it ('未填报').
 */
export function assessCompliance(
  venue: ComplianceVenue,
  stat: ComplianceYearStat,
  closures: readonly ClosureRecord[],
): Compliance {
  const lowLimit = venue.marketPrice * MAX_LOW_FEE_RATIO;
  const concessionLimit = venue.lowFeePrice * MAX_CONCESSION_RATIO;
  const percent = (part: number, whole: number) => (whole > 0 ? `，为市场价的 ${num((part / whole) * 100)}%` : '');
  const outdoor = !venue.hasOutdoor
    ? check('outdoorFreeHours', '室外区域每日免费开放时间', `不少于 ${MIN_OUTDOOR_FREE_HOURS} 小时`, '无室外区域', null)
    : stat.outdoorFreeHours === null
      ? check('outdoorFreeHours', '室外区域每日免费开放时间', `不少于 ${MIN_OUTDOOR_FREE_HOURS} 小时`, '未填报', false)
      : check(
          'outdoorFreeHours',
          '室外区域每日免费开放时间',
          `不少于 ${MIN_OUTDOOR_FREE_HOURS} 小时`,
          `${num(stat.outdoorFreeHours)} 小时`,
          stat.outdoorFreeHours + EPSILON >= MIN_OUTDOOR_FREE_HOURS,
        );
  const openDaysRequired = requiredOpenDays(stat);
  const checks: ComplianceCheck[] = [
    check(
      'weeklyOpenHours',
      '每周开放时间',
      `不少于 ${MIN_WEEKLY_OPEN_HOURS} 小时`,
      `${num(stat.weeklyOpenHours)} 小时`,
      stat.weeklyOpenHours + EPSILON >= MIN_WEEKLY_OPEN_HOURS,
    ),
    check(
      'openDays',
      openDaysRequired.until ? `开放天数（截至 ${openDaysRequired.until}）` : '全年开放天数',
      openDaysRequired.until
        ? `不少于 ${openDaysRequired.days} 天（按全年 ${MIN_OPEN_DAYS} 天折算）`
        : `不少于 ${MIN_OPEN_DAYS} 天`,
      `${stat.openDays} 天`,
      stat.openDays >= openDaysRequired.days,
    ),
    check(
      'restDayHours',
      '休息日、法定节假日、寒暑假每日开放时间',
      `不少于 ${MIN_REST_DAY_HOURS} 小时`,
      `最短 ${num(stat.minRestDayHours)} 小时`,
      stat.minRestDayHours + EPSILON >= MIN_REST_DAY_HOURS,
    ),
    outdoor,
    closureNoticeCheck(closures),
    check(
      'lowFeePrice',
      '低收费价格',
      `不高于市场价的 70%（${num(lowLimit)} 元/人·小时）`,
      `${num(venue.lowFeePrice)} 元/人·小时${percent(venue.lowFeePrice, venue.marketPrice)}`,
      venue.lowFeePrice <= lowLimit + EPSILON,
    ),
    check(
      'concessionPrice',
      '优惠价格（老年人、残疾人、学生、军人、消防救援人员）',
      `不高于低收费价的一半（${num(concessionLimit)} 元/人·小时）`,
      `${num(venue.concessionPrice)} 元/人·小时`,
      venue.concessionPrice <= concessionLimit + EPSILON,
    ),
  ];
  return { year: stat.year, compliant: checks.every((c) => c.passed !== false), checks };
}
