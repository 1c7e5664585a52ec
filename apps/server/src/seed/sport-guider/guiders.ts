/**
 * Instructors (table sport_guider) and their service records (sport_guider_activity): `count`
 * instructors over the stations in station order (so they follow the stations' spread by population),
 * each with a generated name and gender, a level (1 in 50 国家级, then 10 % 一级, 30 % 二级, the rest
 * 三级), a sport (weighted towards the everyday ones), a certificate number and date, and service figures
 * of the last twelve months. Records are written for one instructor in `recordEvery` (1 = all), with
 * the figures of such an instructor being the sum of its records. Dates count back from REFERENCE_DAY.
 * PIPL: nothing else about a person is generated (no ID number, birth date or phone).
 */
import { GUIDER_SPORT_NAMES, GUIDER_SPORTS } from '@portal/contracts/sport-guider.codes';
import { SPORT_GUIDER_LIST_COLUMNS } from '../../db/tables/sport-guider.js';
import { seedRandom, type SeedRandom } from '../random.js';
import { dayOf, isoDate, REFERENCE_DAY } from '../venue-opening/dates.js';
import { ACTIVITY_TITLES, GIVEN_EITHER, GIVEN_FEMALE, GIVEN_MALE, SURNAMES } from './guider-words.js';
import type { StationFacts } from './stations.js';

export const GUIDER_COLUMNS = [
  ...SPORT_GUIDER_LIST_COLUMNS,
  'certified_date',
  'service_hours',
  'activity_count',
] as const;

export const ACTIVITY_COLUMNS = ['guider_id', 'activity_date', 'title', 'hours'] as const;

/** Sport weights by code: square dance, tai chi, qigong and walking lead. */
const SPORT_WEIGHT: Record<number, number> = { 1: 9, 2: 7, 3: 6, 4: 4, 10: 4, 7: 3, 8: 3, 5: 3, 6: 2 };
/**
 * Cumulative surname weights, for a fast weighted draw: 1 / (rank + 8), a fifth of that for the compound
 * surnames (each is a few people in ten thousand).
 */
const SURNAME_CUMULATIVE = SURNAMES.reduce<number[]>(
  (acc, surname, i) => [...acc, (acc[i - 1] ?? 0) + (surname.length > 1 ? 0.2 : 1) / (i + 8)],
  [],
);

function weightedIndex(rng: SeedRandom, cumulative: readonly number[]): number {
  const target = rng.float() * cumulative[cumulative.length - 1]!;
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid]! > target) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** A name and gender (1 男, 2 女): surname + one (25 %) or two given characters. */
export function guiderName(rng: SeedRandom): { name: string; gender: 1 | 2 } {
  const gender = rng.chance(0.55) ? 2 : 1;
  const own = gender === 1 ? GIVEN_MALE : GIVEN_FEMALE;
  const given = () => (rng.chance(0.8) ? rng.pick(own) : rng.pick(GIVEN_EITHER));
  const surname = SURNAMES[weightedIndex(rng, SURNAME_CUMULATIVE)]!;
  return { name: surname + given() + (rng.chance(0.75) ? given() : ''), gender };
}

function levelOf(rng: SeedRandom, id: number): 1 | 2 | 3 | 4 {
  if (id % 50 === 0) return 1;
  const r = rng.float();
  return r < 0.1 ? 2 : r < 0.4 ? 3 : 4;
}

/** Earliest certificate year by level (higher levels take years of service first). */
const FIRST_YEAR: Record<1 | 2 | 3 | 4, number> = { 1: 1995, 2: 1998, 3: 2003, 4: 2008 };
const SPORT_LIST = GUIDER_SPORTS.map((code) => ({ code, weight: SPORT_WEIGHT[code] ?? 1 }));

export interface GuiderRowsOptions {
  count: number;
  stations: readonly StationFacts[];
  stream: string;
  /** Records for one instructor in this many; pushed to `activities` as value rows. */
  recordEvery: number;
  activities: unknown[][];
}

/**
 * Yields instructor value rows (GUIDER_COLUMNS); after each yield `options.activities` holds that
 * instructor's record rows (ACTIVITY_COLUMNS), which the caller drains.
 */
export function* guiderRows(options: GuiderRowsOptions): Generator<unknown[]> {
  const { count, stations, recordEvery, activities } = options;
  const rng = seedRandom(options.stream);
  const base = Math.floor(count / stations.length);
  const extra = count - base * stations.length;
  const lastYear = Number(isoDate(REFERENCE_DAY).slice(0, 4));
  let id = 1;
  for (const [index, station] of stations.entries()) {
    const n = base + (index < extra ? 1 : 0);
    for (let k = 0; k < n; k += 1, id += 1) {
      const { name, gender } = guiderName(rng);
      const level = levelOf(rng, id);
      const sport = rng.weighted(SPORT_LIST, (s) => s.weight).code;
      const year = rng.int(FIRST_YEAR[level], lastYear);
      const certified = Math.min(REFERENCE_DAY - 30, dayOf(year, rng.int(1, 12), rng.int(1, 28)));
      const certificate = `${year}${station.countyCode}${String(id % 100_000).padStart(5, '0')}`;
      let hours = 0;
      let times = 0;
      if (id % recordEvery === 0) {
        const records = rng.int(2, 6);
        for (let r = 0; r < records; r += 1) {
          const h = rng.int(2, 8) / 2;
          const title = rng.pick(ACTIVITY_TITLES).replace('{sport}', GUIDER_SPORT_NAMES[sport] ?? '');
          activities.push([id, isoDate(REFERENCE_DAY - rng.int(1, 360)), title, h]);
          hours += h;
        }
        times = records;
      } else {
        times = rng.int(0, 40);
        hours = times * rng.int(2, 6) * 0.5;
      }
      yield [
        id,
        name,
        gender,
        level,
        sport,
        certificate,
        station.provinceCode,
        station.cityCode,
        station.countyCode,
        station.id,
        isoDate(certified),
        hours,
        times,
      ];
    }
  }
}
