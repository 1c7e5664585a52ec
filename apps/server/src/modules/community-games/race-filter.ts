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
import type { RaceSnapshot } from './race-snapshot.js';

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

/** A predicate for race positions under `f` on day `today` (the cheapest checks first). */
export function raceMatcher(s: RaceSnapshot, f: RaceFilter, today: number): (i: number) => boolean {
  const areaCodes = f.area ? s[AREA_ARRAYS[f.area.column]] : undefined;
  const areaCode = f.area?.code;
  return (i) =>
    (f.gamesId === undefined || s.gamesId[i] === f.gamesId) &&
    (f.sport === undefined || s.sport[i] === f.sport) &&
    (f.level === undefined || s.level[i] === f.level) &&
    (f.from === undefined || (s.end[i] as number) >= f.from) &&
    (f.to === undefined || (s.start[i] as number) <= f.to) &&
    (areaCodes === undefined || areaCodes[i] === areaCode) &&
    (f.status === undefined || raceStatusAt(s, i, today) === f.status) &&
    (f.keyword === undefined || (s.text[i] as string).includes(f.keyword));
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

/** Every race position in list order on day `today`; computed once per snapshot and day. */
export function listOrder(s: RaceSnapshot, today: number): Int32Array {
  const memo = s.orders.get(today);
  if (memo) return memo;
  const rank = new Float64Array(s.count);
  for (let i = 0; i < s.count; i += 1) {
    const status = raceStatusAt(s, i, today);
    // Group rank in the high part, the in-group key (a day number, |key| < 2^20) and id below it.
    rank[i] = (STATUS_RANK[status] * 2 ** 21 + groupKey(s, i, status) + 2 ** 20) * 2 ** 24 + (s.id[i] as number);
  }
  const order = new Int32Array(s.count);
  for (let i = 0; i < s.count; i += 1) order[i] = i;
  order.sort((a, b) => (rank[a] as number) - (rank[b] as number));
  s.orders.clear();
  s.orders.set(today, order);
  return order;
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
  const order = listOrder(s, today);
  const first = (pageNum - 1) * pageSize;
  const positions: number[] = [];
  let total = 0;
  for (const i of order) {
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
  for (const i of listOrder(s, today)) {
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
    for (let i = 0; i < s.count; i += 1) {
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
