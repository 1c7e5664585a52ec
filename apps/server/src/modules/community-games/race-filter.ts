/**
 * The race rules over the snapshot (./race-snapshot.ts), pure: a race's status on a day, the filters
 * shared by the search, calendar, map and month .ics, the list order, and the per-day counts of a month.
 *
 * Status (contracts community-games.codes.ts): ended when end < today, ongoing when start <= today,
 * registering when registrationStart <= today <= registrationEnd, else upcoming.
 * Filters (all optional, AND): games, division (the race's province, city or county code), sport, status,
 * level, keyword (case-insensitive substring of name, organiser or venue; 1-2 characters work), and a date
 * range [from, to] the race overlaps (end >= from and start <= to).
 * List order: ongoing (ending soonest first), registering (registration closing soonest first), upcoming
 * (starting soonest first), ended (most recently ended first); ties by id.
 */
import type { RaceStatus } from '@portal/contracts/community-games.codes';
import type { VenueAreaColumn } from '../area/divisions.js';
import type { DayOrder, RaceSnapshot } from './race-snapshot.js';

export interface RaceFilter {
  gamesId?: number;
  area?: { column: VenueAreaColumn; code: string };
  /** Index into GAMES_SPORTS. */
  sport?: number;
  status?: RaceStatus;
  /** Index into RACE_LEVELS. */
  level?: number;
  /** Lower-cased, trimmed, non-empty. */
  keyword?: string;
  /** Day numbers: the race ends on or after `from` and starts on or before `to`. */
  from?: number;
  to?: number;
}

const STATUS_RANK: Readonly<Record<RaceStatus, number>> = { ongoing: 0, registering: 1, upcoming: 2, ended: 3 };

/** The status on day `today` of a race with these days (all day numbers; see the module comment). */
export function statusOn(
  today: number,
  start: number,
  end: number,
  registrationStart: number,
  registrationEnd: number,
): RaceStatus {
  if (end < today) return 'ended';
  if (start <= today) return 'ongoing';
  if (registrationStart <= today && today <= registrationEnd) return 'registering';
  return 'upcoming';
}

/** The status of snapshot race `i` on day `today`. */
export function raceStatusAt(s: RaceSnapshot, i: number, today: number): RaceStatus {
  return statusOn(
    today,
    s.start[i] as number,
    s.end[i] as number,
    s.registrationStart[i] as number,
    s.registrationEnd[i] as number,
  );
}

const AREA_ARRAYS = { province_code: 'provinceCode', city_code: 'cityCode', county_code: 'countyCode' } as const;

/**
 * A flag per race position: 1 when `keyword` occurs in its text. One indexOf pass over the joined text
 * (a hit maps to its race by binary search on textStart); kept per snapshot for popular keywords.
 */
export function keywordHits(s: RaceSnapshot, keyword: string): Uint8Array {
  const memo = s.keywordHits.get(keyword);
  if (memo) return memo;
  const hits = new Uint8Array(s.count);
  for (let at = s.text.indexOf(keyword); at >= 0;) {
    let lo = 0;
    let hi = s.count - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((s.textStart[mid] as number) <= at) lo = mid;
      else hi = mid - 1;
    }
    hits[lo] = 1;
    // Continue after this race's text: one hit per race is enough.
    const next = lo + 1 < s.count ? (s.textStart[lo + 1] as number) : s.text.length;
    at = s.text.indexOf(keyword, next);
  }
  s.keywordHits.set(keyword, hits);
  return hits;
}

/** A predicate for race positions under `f` on day `today` (the cheapest checks first). */
export function raceMatcher(s: RaceSnapshot, f: RaceFilter, today: number): (i: number) => boolean {
  const areaCodes = f.area ? s[AREA_ARRAYS[f.area.column]] : undefined;
  const hits = f.keyword === undefined ? undefined : keywordHits(s, f.keyword);
  const areaCode = f.area?.code;
  return (i) =>
    (f.gamesId === undefined || s.gamesId[i] === f.gamesId) &&
    (f.sport === undefined || s.sport[i] === f.sport) &&
    (f.level === undefined || s.level[i] === f.level) &&
    (f.from === undefined || (s.end[i] as number) >= f.from) &&
    (f.to === undefined || (s.start[i] as number) <= f.to) &&
    (areaCodes === undefined || areaCodes[i] === areaCode) &&
    (f.status === undefined || raceStatusAt(s, i, today) === f.status) &&
    (hits === undefined || hits[i] === 1);
}

/** The sort key of race `i` within its status group (see the module comment). */
function groupKey(s: RaceSnapshot, i: number, status: RaceStatus): number {
  switch (status) {
    case 'ongoing':
      return s.end[i] as number;
    case 'registering':
      return s.registrationEnd[i] as number;
    case 'upcoming':
      return s.start[i] as number;
    case 'ended':
      return -(s.end[i] as number);
  }
}

/** Every race position in list order on day `today`, whole and per province; computed once per snapshot and day. */
export function listOrder(s: RaceSnapshot, today: number): DayOrder {
  const memo = s.orders.get(today);
  if (memo) return memo;
  const rank = new Float64Array(s.count);
  for (let i = 0; i < s.count; i += 1) {
    const status = raceStatusAt(s, i, today);
    // Group rank in the high part, the in-group key (a day number, |key| < 2^20) and id below it.
    rank[i] = (STATUS_RANK[status] * 2 ** 21 + groupKey(s, i, status) + 2 ** 20) * 2 ** 24 + (s.id[i] as number);
  }
  const all = new Int32Array(s.count);
  for (let i = 0; i < s.count; i += 1) all[i] = i;
  all.sort((a, b) => (rank[a] as number) - (rank[b] as number));
  const lists = new Map<string, number[]>();
  for (const i of all) {
    const code = s.provinceCode[i] as string;
    let list = lists.get(code);
    if (!list) lists.set(code, (list = []));
    list.push(i);
  }
  const order: DayOrder = { all, byProvince: new Map([...lists].map(([code, list]) => [code, Int32Array.from(list)])) };
  s.orders.clear();
  s.orders.set(today, order);
  return order;
}

/** The positions to scan for `f` in list order: the province's races when a division is given, else all. */
function candidates(s: RaceSnapshot, f: RaceFilter, today: number): Int32Array {
  const order = listOrder(s, today);
  if (!f.area) return order.all;
  return order.byProvince.get(`${f.area.code.slice(0, 2)}0000`) ?? new Int32Array(0);
}

/** The positions of page `pageNum` (size `pageSize`) of the races matching `f`, and how many match. */
export function searchRaces(
  s: RaceSnapshot,
  f: RaceFilter,
  today: number,
  pageNum: number,
  pageSize: number,
): { positions: number[]; total: number } {
  const match = raceMatcher(s, f, today);
  const first = (pageNum - 1) * pageSize;
  const positions: number[] = [];
  let total = 0;
  for (const i of candidates(s, f, today)) {
    if (!match(i)) continue;
    if (total >= first && positions.length < pageSize) positions.push(i);
    total += 1;
  }
  return { positions, total };
}

/** Every matching race position in list order (the .ics of a month; callers bound the range). */
export function allMatching(s: RaceSnapshot, f: RaceFilter, today: number, limit: number): number[] {
  const match = raceMatcher(s, f, today);
  const result: number[] = [];
  for (const i of candidates(s, f, today)) {
    if (result.length >= limit) break;
    if (match(i)) result.push(i);
  }
  return result;
}

/**
 * For each day of [first, last] (day numbers), how many matching races run that day (start <= day <=
 * end); `f.from`/`f.to` are narrowed to the month. Days without races are left out.
 */
export function dayCounts(
  s: RaceSnapshot,
  f: RaceFilter,
  today: number,
  first: number,
  last: number,
): { day: number; count: number }[] {
  const from = Math.max(first, f.from ?? first);
  const to = Math.min(last, f.to ?? last);
  const counts = new Int32Array(last - first + 1);
  if (from <= to) {
    const match = raceMatcher(s, { ...f, from, to }, today);
    for (const i of candidates(s, f, today)) {
      if (!match(i)) continue;
      const a = Math.max(from, s.start[i] as number);
      const b = Math.min(to, s.end[i] as number);
      for (let d = a; d <= b; d += 1) counts[d - first] = (counts[d - first] as number) + 1;
    }
  }
  const days: { day: number; count: number }[] = [];
  counts.forEach((count, k) => {
    if (count > 0) days.push({ day: first + k, count });
  });
  return days;
}
