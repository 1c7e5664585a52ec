/**
 * The in-memory snapshot of games_race that answers the race search, calendar, map and province table
 * (docs/ARCHITECTURE.md "Community games"): one column array per field, races in id order, read from
 * the database in keyset pages of PAGE_ROWS with an event-loop turn between pages (the national seed's
 * 210,000 races load in well under a second without holding the loop), plus the medals of each
 * province per games from games_result (rank <= 3).
 *
 * Freshness: a snapshot serves for REFRESH_MS; the first request after that starts a reload in the
 * background and keeps answering from the old snapshot until the new one is complete (races are written
 * by the seed and the organisers' systems, so a minute of staleness is harmless). Kept per database
 * (a WeakMap on the Kysely instance), so test apps never share one.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { GAMES_SPORTS, RACE_LEVELS } from '@portal/contracts/community-games.codes';
import type { Database } from '../../db/database.js';
import { dayNumber } from './race-days.js';

export const PAGE_ROWS = 10_000;
export const REFRESH_MS = 60_000;

/** Medals won by the entrants of one province at one games. */
export interface ProvinceMedals {
  gamesId: number;
  provinceCode: string;
  gold: number;
  silver: number;
  bronze: number;
}

/** The races, column by column; index i of every array is the i-th race by id. */
export interface RaceSnapshot {
  count: number;
  id: Int32Array;
  gamesId: Int32Array;
  /** Index into GAMES_SPORTS (255 for a sport outside the list). */
  sport: Uint8Array;
  /** Index into RACE_LEVELS. */
  level: Uint8Array;
  provinceCode: string[];
  cityCode: string[];
  countyCode: string[];
  /** Day numbers (days since 1970-01-01, Asia/Shanghai calendar). */
  start: Int32Array;
  end: Int32Array;
  registrationStart: Int32Array;
  registrationEnd: Int32Array;
  lng: Float64Array;
  lat: Float64Array;
  capacity: Int32Array;
  registered: Int32Array;
  name: string[];
  venueName: string[];
  /** Lower-cased 'name\u0001organiser\u0001venue' for the keyword filter. */
  text: string[];
  medals: ProvinceMedals[];
  /** Memo of the list order per day (see race-filter.ts listOrder). */
  orders: Map<number, Int32Array>;
}

const SPORT_INDEX = new Map<string, number>(GAMES_SPORTS.map((s, i) => [s, i]));
const LEVEL_INDEX = new Map<string, number>(RACE_LEVELS.map((l, i) => [l, i]));

/** Grows a typed array to `size`, keeping its values. */
function grow<T extends Int32Array | Float64Array | Uint8Array>(array: T, size: number): T {
  const next = new (array.constructor as new (n: number) => T)(size);
  next.set(array);
  return next;
}

async function loadSnapshot(db: Kysely<Database>): Promise<RaceSnapshot> {
  let capacity = PAGE_ROWS;
  const s: RaceSnapshot = {
    count: 0,
    id: new Int32Array(capacity),
    gamesId: new Int32Array(capacity),
    sport: new Uint8Array(capacity),
    level: new Uint8Array(capacity),
    provinceCode: [],
    cityCode: [],
    countyCode: [],
    start: new Int32Array(capacity),
    end: new Int32Array(capacity),
    registrationStart: new Int32Array(capacity),
    registrationEnd: new Int32Array(capacity),
    lng: new Float64Array(capacity),
    lat: new Float64Array(capacity),
    capacity: new Int32Array(capacity),
    registered: new Int32Array(capacity),
    name: [],
    venueName: [],
    text: [],
    medals: [],
    orders: new Map(),
  };
  const typed = [
    'id',
    'gamesId',
    'sport',
    'level',
    'start',
    'end',
    'registrationStart',
    'registrationEnd',
    'lng',
    'lat',
    'capacity',
    'registered',
  ] as const;
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('games_race')
      .select([
        'id',
        'games_id',
        'sport',
        'level',
        'province_code',
        'city_code',
        'county_code',
        'start_date',
        'end_date',
        'registration_start',
        'registration_end',
        'lng',
        'lat',
        'capacity',
        'registered',
        'name',
        'venue_name',
        'organiser',
      ])
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE_ROWS)
      .execute();
    if (rows.length === 0) break;
    if (s.count + rows.length > capacity) {
      capacity = Math.max(capacity * 2, s.count + rows.length);
      for (const key of typed) (s as unknown as Record<string, Int32Array>)[key] = grow(s[key] as Int32Array, capacity);
    }
    for (const row of rows) {
      const i = s.count;
      s.id[i] = row.id;
      s.gamesId[i] = row.games_id;
      s.sport[i] = SPORT_INDEX.get(row.sport) ?? 255;
      s.level[i] = LEVEL_INDEX.get(row.level) ?? 255;
      s.provinceCode.push(row.province_code);
      s.cityCode.push(row.city_code);
      s.countyCode.push(row.county_code);
      s.start[i] = dayNumber(row.start_date);
      s.end[i] = dayNumber(row.end_date);
      s.registrationStart[i] = dayNumber(row.registration_start);
      s.registrationEnd[i] = dayNumber(row.registration_end);
      s.lng[i] = Number(row.lng);
      s.lat[i] = Number(row.lat);
      s.capacity[i] = row.capacity;
      s.registered[i] = row.registered;
      s.name.push(row.name);
      s.venueName.push(row.venue_name);
      s.text.push(`${row.name}\u0001${row.organiser}\u0001${row.venue_name}`.toLowerCase());
      s.count += 1;
    }
    after = rows.at(-1)!.id;
    await nextTurn();
  }
  s.medals = await loadMedals(db);
  return s;
}

/** Gold, silver and bronze per games and province (ranks 1, 2, 3 of games_result; ties count each). */
async function loadMedals(db: Kysely<Database>): Promise<ProvinceMedals[]> {
  const rows = await db
    .selectFrom('games_result as res')
    .innerJoin('games_race as r', 'r.id', 'res.race_id')
    .select(['r.games_id', 'res.province_code', 'res.rank', (eb) => eb.fn.countAll<number>().as('n')])
    .where('res.rank', '<=', 3)
    .groupBy(['r.games_id', 'res.province_code', 'res.rank'])
    .execute();
  const byKey = new Map<string, ProvinceMedals>();
  for (const row of rows) {
    const key = `${row.games_id}:${row.province_code}`;
    let entry = byKey.get(key);
    if (!entry) {
      entry = { gamesId: row.games_id, provinceCode: row.province_code, gold: 0, silver: 0, bronze: 0 };
      byKey.set(key, entry);
    }
    const n = Number(row.n);
    if (row.rank === 1) entry.gold += n;
    else if (row.rank === 2) entry.silver += n;
    else entry.bronze += n;
  }
  return [...byKey.values()];
}

interface Holder {
  current: Promise<RaceSnapshot>;
  loadedAt: number;
  reloading: boolean;
}
const holders = new WeakMap<Kysely<Database>, Holder>();

/** The current snapshot of `db`'s races (see the module comment for freshness). */
export function raceSnapshot(db: Kysely<Database>): Promise<RaceSnapshot> {
  const now = performance.now();
  const holder = holders.get(db);
  if (!holder) {
    const created: Holder = { current: loadSnapshot(db), loadedAt: now, reloading: false };
    holders.set(db, created);
    created.current.catch(() => holders.delete(db));
    return created.current;
  }
  if (now - holder.loadedAt > REFRESH_MS && !holder.reloading) {
    holder.reloading = true;
    loadSnapshot(db).then(
      (next) => {
        holder.current = Promise.resolve(next);
        holder.loadedAt = performance.now();
        holder.reloading = false;
      },
      () => {
        holder.reloading = false;
        holder.loadedAt = performance.now();
      },
    );
  }
  return holder.current;
}

/** Drops `db`'s snapshot, so the next request reads the races again (tests that write races). */
export function forgetRaceSnapshot(db: Kysely<Database>): void {
  holders.delete(db);
}
