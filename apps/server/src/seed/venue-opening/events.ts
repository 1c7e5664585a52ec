/**
 * Shared pieces of the match and training generators (./matches.ts, ./trainings.ts): picking venues by
 * weight fast, the place words of a venue (province, city, county, their authorities), sports
 * associations, event dates relative to REFERENCE_NOW, and the per-venue-year counts the yearly
 * statistics read (events held >= events listed).
 */
import { divisionByCode, isGroupingCity, shortCityName, shortProvinceName } from '../divisions.js';
import type { SeedRandom } from '../random.js';
import { authorityName } from './authorities.js';
import { REFERENCE_DAY, REFERENCE_ISO, dayOf, isoDate, localInstant, yearOfDay } from './dates.js';
import type { VenueFacts } from './venue-facts.js';

/** Picks items with probability proportional to a weight: prefix sums + binary search (O(log n) a pick). */
export function weightedPicker<T>(items: readonly T[], weight: (item: T) => number): (rng: SeedRandom) => T {
  const prefix = new Float64Array(items.length);
  let total = 0;
  items.forEach((item, i) => {
    total += weight(item);
    prefix[i] = total;
  });
  return (rng) => {
    const target = rng.float() * total;
    let lo = 0;
    let hi = items.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((prefix[mid] ?? 0) > target) hi = mid;
      else lo = mid + 1;
    }
    return items[lo] as T;
  };
}

/** Place words of a venue for names and organisers. */
export interface EventPlace {
  province: string; // '浙江省'
  prov: string; // '浙江'
  city: string; // '杭州市' (a county-level city or district for cities without one)
  cityShort: string; // '杭州'
  county: string; // '西湖区'
  provinceAuthority: string;
  cityAuthority: string;
  countyAuthority: string;
}

const placeCache = new Map<string, EventPlace>();

/** The place words of the venue's county (cached per county). */
export function eventPlace(venue: Pick<VenueFacts, 'provinceCode' | 'cityCode' | 'countyCode'>): EventPlace {
  const cached = placeCache.get(venue.countyCode);
  if (cached) return cached;
  const province = divisionByCode(venue.provinceCode);
  const city = divisionByCode(venue.cityCode);
  const county = divisionByCode(venue.countyCode);
  const grouping = isGroupingCity(city);
  const municipality = city.name === province.name;
  const place: EventPlace = {
    province: province.name,
    prov: shortProvinceName(province.name),
    city: grouping ? county.name : city.name,
    cityShort: shortCityName({ province, city, county }),
    county: county.name,
    provinceAuthority: authorityName(province),
    cityAuthority: municipality || grouping ? authorityName(municipality ? province : county) : authorityName(city),
    countyAuthority: county.level === 3 ? authorityName(county) : authorityName(city),
  };
  placeCache.set(venue.countyCode, place);
  return place;
}

/** Association name part of a sport: '中国{x}协会', '浙江省{x}协会'. */
export function associationOf(sport: string): string {
  const map: Record<string, string> = {
    跳水: '游泳',
    水球: '游泳',
    花样游泳: '游泳',
    水中健身: '游泳',
    气排球: '排球',
    太极拳: '武术',
    健身操: '体操',
    健身: '健美',
    瑜伽: '健美',
    广场舞: '体育舞蹈',
    舞蹈: '体育舞蹈',
    棋牌: '象棋',
    健步走: '田径',
  };
  return map[sport] ?? sport;
}

/** Local days of the event window: 2024-01-01 .. 2027-06-30 (REFERENCE_NOW is 2026-11-01). */
export const EVENT_FIRST_DAY = dayOf(2024, 1, 1);
export const EVENT_LAST_DAY = dayOf(2027, 6, 30);

/** A start day in the window, fewer in January/February (Spring Festival) and around National Day. */
export function eventStartDay(rng: SeedRandom, monthWeight: (month: number) => number = defaultMonthWeight): number {
  for (;;) {
    const day = rng.int(EVENT_FIRST_DAY, EVENT_LAST_DAY);
    const month = Number(isoDate(day).slice(5, 7));
    if (rng.float() < monthWeight(month)) return day;
  }
}

function defaultMonthWeight(month: number): number {
  return month === 1 || month === 2 ? 0.45 : month === 7 || month === 8 ? 0.8 : 1;
}

/** When an event was published: 15-60 days before it starts, never after REFERENCE_NOW (ISO UTC). */
export function eventCreatedAt(rng: SeedRandom, startDay: number): string {
  const day = Math.min(startDay - rng.int(15, 60), REFERENCE_DAY - rng.int(1, 20));
  const iso = localInstant(day, rng.int(540, 1050));
  return iso < REFERENCE_ISO ? iso : REFERENCE_ISO;
}

/** Counts of listed events per venue and year (events that started by REFERENCE_NOW). */
export class VenueYearCounts {
  private readonly counts = new Map<number, number>();

  private static key(organId: number, year: number): number {
    return organId * 16 + (year - 2020);
  }

  add(organId: number, startDay: number): void {
    if (startDay > REFERENCE_DAY) return;
    const key = VenueYearCounts.key(organId, yearOfDay(startDay));
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  get(organId: number, year: number): number {
    return this.counts.get(VenueYearCounts.key(organId, year)) ?? 0;
  }
}

/** '2026年11月1日至3日' style range of two local days. */
export function dateRangeText(first: number, last: number): string {
  const [y1, m1, d1] = isoDate(first).split('-').map(Number);
  const [y2, m2, d2] = isoDate(last).split('-').map(Number);
  if (first === last) return `${y1}年${m1}月${d1}日`;
  if (y1 !== y2) return `${y1}年${m1}月${d1}日至${y2}年${m2}月${d2}日`;
  if (m1 !== m2) return `${y1}年${m1}月${d1}日至${m2}月${d2}日`;
  return `${y1}年${m1}月${d1}日至${d2}日`;
}
