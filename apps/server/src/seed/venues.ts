/**
 * Seeded venues (table `venue`, spec §3 venue, organType 1-4): about 3,000 × scale, spread over the
 * provinces in proportion to their 2020 census population (every province gets at least one), then over
 * each province's counties. Names are built from real place names and are unique within a county
 * (city-wide names such as '{市}奥林匹克体育中心体育场' are unique within the city).
 *
 * is_large follows the free/low-fee opening programme's size thresholds (公共体育场馆免费低收费开放):
 * stadium >= 20,000 seats, gymnasium >= 3,000 seats, swimming/diving hall >= 1,500 seats; national
 * fitness centres are small venues. Phone area codes are illustrative (region digit + city index).
 *
 * Opening-programme columns (migration 0004: sports, has_outdoor, market / low-fee / concession prices)
 * come from ./venue-opening/facilities.ts on a stream of their own, so adding them left the older columns
 * unchanged; cover_media_id is the first of the venue's pool photos (./venue-opening/images.ts).
 *
 * Rows are produced lazily (a generator) so large scales do not hold every venue in memory.
 */
import type { Insertable } from 'kysely';
import { ORGAN_TYPE_NAMES, type OrganType } from '@portal/contracts/venue.codes';
import type { VenueTable } from '../db/tables/venue.js';
import { nameInitials } from '../lib/pinyin-initials.js';
import { fullPlaceName, localitiesByProvince, shortCityName, type Locality } from './divisions.js';
import { landline } from './landline.js';
import { PROVINCE_POPULATION_2020, apportion } from './population.js';
import { seedRandom, type SeedRandom } from './random.js';
import { REFERENCE_NOW } from './seed-settings.js';
import { drawFacilities } from './venue-opening/facilities.js';

/** Seat thresholds of a large venue by type (free/low-fee opening programme); 4 is never large. */
export const LARGE_SEAT_THRESHOLD: Record<OrganType, number> = { 1: 20000, 2: 3000, 3: 1500, 4: Infinity };

/** Share of each type among seeded venues (gymnasiums most common, swimming halls fewest). */
const TYPE_WEIGHTS: Record<OrganType, number> = { 1: 0.23, 2: 0.37, 3: 0.16, 4: 0.24 };

/** Name patterns per type. `{county}` / `{city}` are filled; `cityWide` names are unique per city. */
const NAME_PATTERNS: Record<OrganType, { pattern: string; cityWide?: boolean }[]> = {
  1: [
    { pattern: '{city}奥林匹克体育中心体育场', cityWide: true },
    { pattern: '{city}体育中心体育场', cityWide: true },
    { pattern: '{city}市民体育公园体育场', cityWide: true },
    { pattern: '{county}体育场' },
    { pattern: '{county}体育中心体育场' },
    { pattern: '{county}全民健身中心体育场' },
    { pattern: '{county}文体中心田径场' },
  ],
  2: [
    { pattern: '{city}体育馆', cityWide: true },
    { pattern: '{city}奥林匹克体育中心体育馆', cityWide: true },
    { pattern: '{city}全民健身体育馆', cityWide: true },
    { pattern: '{county}体育馆' },
    { pattern: '{county}体育中心综合馆' },
    { pattern: '{county}文体中心体育馆' },
    { pattern: '{county}全民健身馆' },
  ],
  3: [
    { pattern: '{city}游泳馆', cityWide: true },
    { pattern: '{city}游泳跳水馆', cityWide: true },
    { pattern: '{city}奥林匹克体育中心游泳馆', cityWide: true },
    { pattern: '{county}游泳馆' },
    { pattern: '{county}体育中心游泳馆' },
    { pattern: '{county}全民健身游泳馆' },
  ],
  4: [
    { pattern: '{county}全民健身中心' },
    { pattern: '{county}全民健身活动中心' },
    { pattern: '{county}{quarter}全民健身中心' },
    { pattern: '{county}{quarter}社区体育健身中心' },
  ],
};

const QUARTERS = ['城东', '城西', '城南', '城北', '滨江', '新城', '开发区', '高铁新区', '老城', '湖滨'];
const ROADS = [
  '体育路',
  '人民路',
  '建设路',
  '文化路',
  '中山路',
  '解放路',
  '新华路',
  '和平路',
  '青年路',
  '光明路',
  '健康路',
  '学府路',
  '滨河路',
  '长江路',
  '黄河路',
  '迎宾大道',
  '世纪大道',
  '发展大道',
  '振兴路',
  '朝阳路',
  '站前路',
  '育才路',
  '奥体路',
  '文体路',
  '锦绣路',
  '府前路',
  '环城东路',
  '环城西路',
  '环城南路',
  '环城北路',
];

/** Seats and floor area (m²) for a venue of `type`; city-wide venues are the big ones. */
function sizeOf(rng: SeedRandom, type: OrganType, cityWide: boolean): { seats: number; floorArea: number } {
  const round = (n: number, step: number) => Math.round(n / step) * step;
  switch (type) {
    case 1: {
      const seats = cityWide ? round(rng.between(20000, 60000), 500) : round(rng.between(2000, 21000), 100);
      return { seats, floorArea: round(seats * rng.between(1.6, 2.6) + rng.between(8000, 20000), 10) };
    }
    case 2: {
      const seats = cityWide ? round(rng.between(3000, 12000), 100) : round(rng.between(600, 3300), 50);
      return { seats, floorArea: round(seats * rng.between(3, 5) + rng.between(2000, 6000), 10) };
    }
    case 3: {
      const seats = cityWide ? round(rng.between(1500, 4500), 50) : round(rng.between(200, 1600), 50);
      return { seats, floorArea: round(seats * rng.between(4, 7) + rng.between(2500, 6000), 10) };
    }
    default: {
      const seats = rng.chance(0.4) ? 0 : round(rng.between(100, 800), 10);
      return { seats, floorArea: round(rng.between(2000, 12000), 10) };
    }
  }
}

/** A sample of generated venues kept for attachments (name lists). */
export interface VenueSample {
  organId: number;
  name: string;
  organType: OrganType;
  place: string;
  provinceName: string;
  address: string;
  seats: number;
  isLarge: boolean;
}

/**
 * Yields `count` venue rows with organ_id 1..count (explicit ids keep references and re-seeds stable).
 * Every province gets at least one venue. `sample` (optional) receives up to `sampleSize` venues spread
 * over the run, for attachments. `coverMediaId` (optional) gives the cover photo of a venue (default none).
 */
export function* generateVenues(
  count: number,
  sample?: { size: number; into: VenueSample[] },
  coverMediaId: (venue: { organId: number; organType: OrganType }) => number | null = () => null,
): Generator<Insertable<VenueTable>> {
  const rng = seedRandom('venues');
  const facilitiesRng = seedRandom('venue-facilities');
  const localities = localitiesByProvince();
  const perProvince = apportion(
    count,
    Object.fromEntries([...localities.keys()].map((code) => [code, PROVINCE_POPULATION_2020[code.slice(0, 2)] ?? 1])),
  );
  const usedNames = new Map<string, Set<string>>(); // county or city code -> names
  const createdAt = REFERENCE_NOW.toISOString();
  const sampleEvery = sample ? Math.max(1, Math.floor(count / sample.size)) : 0;
  let organId = 0;

  for (const [provinceCode, places] of localities) {
    // Urban districts get a little more than rural counties: more venues stand in cities.
    const weightOf = (l: Locality) => (l.county.name.endsWith('区') ? 1.6 : 1);
    for (let i = 0; i < (perProvince.get(provinceCode) ?? 0); i += 1) {
      const locality = rng.weighted(places, weightOf);
      const type = Number(rng.weighted(['1', '2', '3', '4'], (t) => TYPE_WEIGHTS[Number(t) as OrganType])) as OrganType;
      const { name, cityWide } = pickName(rng, type, locality, usedNames);
      const { seats, floorArea } = sizeOf(rng, type, cityWide);
      const radius = rng.between(0.005, 0.045); // degrees: up to ~5 km from the county centre
      const angle = rng.between(0, 2 * Math.PI);
      const lat = locality.county.lat + radius * Math.sin(angle);
      const lng = locality.county.lng + (radius * Math.cos(angle)) / Math.cos((lat * Math.PI) / 180);
      const address = `${fullPlaceName(locality)}${rng.pick(ROADS)}${rng.int(1, 399)}号`;
      const phone = landline(rng, locality.city.code);
      const isLarge = seats >= LARGE_SEAT_THRESHOLD[type];
      const facilities = drawFacilities(facilitiesRng, {
        organType: type,
        isLarge,
        name,
        provinceCode: locality.province.code,
      });
      organId += 1;
      if (sample && organId % sampleEvery === 0 && sample.into.length < sample.size) {
        sample.into.push({
          organId,
          name,
          organType: type,
          place: fullPlaceName(locality),
          provinceName: locality.province.name,
          address,
          seats,
          isLarge,
        });
      }
      yield {
        organ_id: organId,
        name,
        organ_type: type,
        province_code: locality.province.code,
        city_code: locality.city.code,
        county_code: locality.county.code,
        address,
        lng: Math.round(lng * 1e6) / 1e6,
        lat: Math.round(lat * 1e6) / 1e6,
        phone,
        seats,
        floor_area: floorArea,
        is_large: isLarge ? 1 : 0,
        created_at: createdAt,
        sports: JSON.stringify(facilities.sports),
        has_outdoor: facilities.hasOutdoor ? 1 : 0,
        market_price: facilities.marketPrice,
        low_fee_price: facilities.lowFeePrice,
        concession_price: facilities.concessionPrice,
        cover_media_id: coverMediaId({ organId, organType: type }),
        name_initials: nameInitials(name),
      };
    }
  }
}

/** A name unique within the county (city-wide names: within the city); numbered as a last resort. */
function pickName(
  rng: SeedRandom,
  type: OrganType,
  locality: Locality,
  used: Map<string, Set<string>>,
): { name: string; cityWide: boolean } {
  const countyNames = used.get(locality.county.code) ?? new Set<string>();
  const cityNames = used.get(`city:${locality.city.code}`) ?? new Set<string>();
  used.set(locality.county.code, countyNames);
  used.set(`city:${locality.city.code}`, cityNames);
  const fill = (pattern: string) =>
    pattern
      .replace('{city}', shortCityName(locality))
      .replace('{county}', locality.county.name)
      .replace('{quarter}', rng.pick(QUARTERS));
  const patterns = NAME_PATTERNS[type];
  for (let attempt = 0; attempt < 12; attempt += 1) {
    // City-wide venues are the few big ones: a county pattern is drawn five times as often.
    const { pattern, cityWide = false } = rng.weighted(patterns, (p) => (p.cityWide ? 1 : 5));
    const name = fill(pattern);
    if (countyNames.has(name) || (cityWide && cityNames.has(name))) continue;
    countyNames.add(name);
    if (cityWide) cityNames.add(name);
    return { name, cityWide };
  }
  const base = fill('{county}{quarter}' + ORGAN_TYPE_NAMES[type].replace('公共', ''));
  let n = 2;
  while (countyNames.has(`${base}（${n}号馆）`)) n += 1;
  const name = `${base}（${n}号馆）`;
  countyNames.add(name);
  return { name, cityWide: false };
}
