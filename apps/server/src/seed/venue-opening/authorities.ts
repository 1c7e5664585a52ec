/**
 * Sports authorities (table `sports_authority`, 体育行政部门) and their yearly filled-in programme data
 * (table `sports_authority_year`):
 * - one per province (省体育局), one per prefecture-level city (市体育局 or a merged 文化广电旅游体育局;
 *   not for the municipalities, whose city level is the province, nor for grouping codes), and one per
 *   county or district that has seeded venues (县/区文体旅局 …) — bounded by the ~2,850 counties;
 * - organ_id 1..n: provinces, then cities, then counties, each in code order;
 * - years 2022-2025 for all, 2026 (to date, filled in October) for all provinces and part of the rest;
 *   figures are the sums of venue_year_stat over the venues of the authority's division (./year-stats.ts);
 * - status 已审核 / 已填报 / 退回修改: older years mostly reviewed, 2026 mostly just filled in; audited_at
 *   (已审核 rows only) 3-75 days after filled_at, mostly 10-30 (auditDelayDays).
 */
import type { Insertable } from 'kysely';
import type { FillInStatus } from '@portal/contracts/sports-authority.codes';
import type { SportsAuthorityTable, SportsAuthorityYearTable } from '../../db/tables/programme.js';
import { DIVISIONS, divisionByCode, isGroupingCity, type Division } from '../divisions.js';
import { seedRandom } from '../random.js';
import { localInstant, dayOf } from './dates.js';
import { venueHash, type VenueFacts } from './venue-facts.js';

export interface Authority {
  organId: number;
  name: string;
  divisionCode: string;
  level: 1 | 2 | 3;
}

const MUNICIPALITIES = ['11', '12', '31', '50'];

/** The authority's name for a division (deterministic by code; real departments vary in their merges). */
export function authorityName(division: Division): string {
  if (division.level === 1) return `${division.name}体育局`;
  const variant = venueHash(Number(division.code), 7) % 20;
  if (division.level === 2) {
    return `${division.name}${variant < 11 ? '体育局' : variant < 17 ? '文化广电旅游体育局' : '文化体育和旅游局'}`;
  }
  const city = divisionByCode(division.parentCode as string);
  // Districts share names across cities (朝阳区, 鼓楼区 …): name them with their city.
  const prefix = division.name.endsWith('区') && !isGroupingCity(city) ? city.name : '';
  return `${prefix}${division.name}${variant < 9 ? '文化体育和旅游局' : variant < 14 ? '教育体育局' : '文化广电旅游体育局'}`;
}

/** Provinces, cities and the counties that have venues, as authorities with ids 1..n. */
export function buildAuthorities(venues: readonly VenueFacts[]): Authority[] {
  const withVenues = new Set(venues.map((v) => v.countyCode));
  const provinces = DIVISIONS.filter((d) => d.level === 1);
  const cities = DIVISIONS.filter(
    (d) => d.level === 2 && !MUNICIPALITIES.includes(d.code.slice(0, 2)) && !isGroupingCity(d),
  );
  const counties = DIVISIONS.filter((d) => d.level === 3 && withVenues.has(d.code));
  return [...provinces, ...cities, ...counties].map((d, i) => ({
    organId: i + 1,
    name: authorityName(d),
    divisionCode: d.code,
    level: d.level,
  }));
}

export function authorityRows(authorities: readonly Authority[]): Insertable<SportsAuthorityTable>[] {
  return authorities.map((a) => ({ organ_id: a.organId, name: a.name, division_code: a.divisionCode, level: a.level }));
}

/** Programme totals of a division in a year. */
export interface DivisionTotals {
  venues: number;
  large: number;
  subsidy: number;
  visitors: number;
  events: number;
}

/** Programme totals by year, then division code. */
export type DivisionYearTotals = Map<number, Map<string, DivisionTotals>>;

/** Adds one venue's year to the totals of its province, city and county (a code counted once). */
export function addToTotals(
  totals: DivisionYearTotals,
  venue: Pick<VenueFacts, 'provinceCode' | 'cityCode' | 'countyCode' | 'isLarge'>,
  year: number,
  figures: { subsidy: number; visitors: number; events: number },
): void {
  let ofYear = totals.get(year);
  if (!ofYear) {
    ofYear = new Map();
    totals.set(year, ofYear);
  }
  const { provinceCode, cityCode, countyCode } = venue;
  // A city without counties is its own "county" (county_code = city_code): count it once.
  for (const code of countyCode === cityCode ? [provinceCode, cityCode] : [provinceCode, cityCode, countyCode]) {
    let t = ofYear.get(code);
    if (!t) {
      t = { venues: 0, large: 0, subsidy: 0, visitors: 0, events: 0 };
      ofYear.set(code, t);
    }
    t.venues += 1;
    t.large += venue.isLarge ? 1 : 0;
    t.subsidy += figures.subsidy;
    t.visitors += figures.visitors;
    t.events += figures.events;
  }
}

/** Largest visitors_total written: the column is a 32-bit integer on PostgreSQL (reached only at huge scales). */
const MAX_INT32_TOTAL = 2_000_000_000;

/**
 * Days from 已填报 to 已审核: most reviews within two to four weeks of filling in, some quick (3 days), a tail
 * of reports waiting two months or more for the reviewing authority.
 */
function auditDelayDays(rng: ReturnType<typeof seedRandom>): number {
  const r = rng.float();
  if (r < 0.15) return rng.int(3, 9);
  if (r < 0.85) return rng.int(10, 30);
  return rng.int(31, 75);
}

/** Rows for table `sports_authority_year` (see the module comment). */
export function* authorityYearRows(
  authorities: readonly Authority[],
  totals: DivisionYearTotals,
): Generator<Insertable<SportsAuthorityYearTable>> {
  const rng = seedRandom('sports-authority-years');
  // A stream of its own, so the statuses and fill-in days above stay what they were before audited_at existed.
  const auditRng = seedRandom('sports-authority-audits');
  const empty: DivisionTotals = { venues: 0, large: 0, subsidy: 0, visitors: 0, events: 0 };
  for (const a of authorities) {
    for (const year of [2022, 2023, 2024, 2025, 2026]) {
      let status: FillInStatus;
      let filledDay: number;
      if (year === 2026) {
        if (a.level !== 1 && !rng.chance(a.level === 2 ? 0.5 : 0.35)) continue;
        status = rng.chance(0.85) ? '已填报' : '退回修改';
        filledDay = dayOf(2026, 10, rng.int(8, 30));
      } else {
        const r = rng.float();
        const reviewed = year === 2025 ? 0.5 : 0.85;
        status = r < reviewed ? '已审核' : r < reviewed + (year === 2025 ? 0.4 : 0.1) ? '已填报' : '退回修改';
        // Counties fill in first, then cities, then provinces (January .. early February).
        filledDay = dayOf(year + 1, 1, 3 + (3 - a.level) * 8 + rng.int(0, 9));
      }
      const t = totals.get(year)?.get(a.divisionCode) ?? empty;
      yield {
        organ_id: a.organId,
        year,
        venue_count: t.venues,
        large_venue_count: t.large,
        subsidy_total: Math.round(t.subsidy * 100) / 100,
        visitors_total: Math.min(t.visitors, MAX_INT32_TOTAL),
        events_total: t.events,
        status,
        filled_at: localInstant(filledDay, rng.int(540, 1050)),
        audited_at:
          status === '已审核' ? localInstant(filledDay + auditDelayDays(auditRng), auditRng.int(540, 1050)) : null,
      };
    }
  }
}
