/**
 * The in-memory snapshot of games_race that answers the race search, calendar, map and province table
 * (docs/decisions/community-games.md "Community games"): one column array per field, races in id order, read from
 * the database in keyset pages of PAGE_ROWS with an event-loop turn between pages (the national seed's
 * 210,000 races load in well under a second without holding the loop), plus the medals of each
 * province per games from games_result (rank <= 3).
 *
 * Freshness: a read model (data/read-model.ts): when a command writes games_race or games_result (an
 * added race, a corrected date, a deletion, a result), every instance reads a new snapshot in the
 * background while the old one keeps answering. The routes load the snapshot when the server starts
 * (onReady), so the first visitor does not wait for it. Kept per database, so test apps never share one.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import { GAMES_SPORTS, RACE_LEVELS } from '@portal/contracts/community-games.codes';
import type { Database } from '../../db/database.js';
import { forgetReadModel, perDbReadModel, type ReadModel } from '../../data/read-model.js';
import { dayNumberOfDay } from '../../lib/shanghai-time.js';

/** At most this many keywords keep their matches per snapshot (race-filter.ts keywordHits). */
const KEYWORD_MEMO = 256;

/** An empty keyword memo for a snapshot: the least recently asked keyword goes first. */
export function newKeywordMemo(): LRUCache<string, Uint8Array> {
  return new LRUCache({ max: KEYWORD_MEMO });
}

export const PAGE_ROWS = 2_000;

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
  /**
   * Lower-cased 'name\u0001organiser\u0001venue' of every race, joined with '\n' into one string, and where
   * each race's part starts: the keyword filter runs indexOf over the whole text (race-filter.ts).
   */
  text: string;
  textStart: Int32Array;
  /** Memo of keyword -> matching positions (a flag per race), at most KEYWORD_MEMO keywords (newKeywordMemo). */
  keywordHits: LRUCache<string, Uint8Array>;
  medals: ProvinceMedals[];
  /** Web-Mercator x and y in [0, 1) of each race (race-map.ts). */
  mercatorX: Float64Array;
  mercatorY: Float64Array;
  /** Race positions sorted by longitude, and those longitudes: a viewport reads one range (race-map.ts). */
  byLng: Int32Array;
  sortedLng: Float64Array;
  /** Memo of the list order per day, whole and per province (see race-filter.ts listOrder). */
  orders: Map<number, DayOrder>;
}

/** The list order of one day: every race, and each province's races, as positions in list order. */
export interface DayOrder {
  all: Int32Array;
  byProvince: Map<string, Int32Array>;
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
    text: '',
    textStart: new Int32Array(0),
    keywordHits: newKeywordMemo(),
    medals: [],
    mercatorX: new Float64Array(0),
    mercatorY: new Float64Array(0),
    byLng: new Int32Array(0),
    sortedLng: new Float64Array(0),
    orders: new Map(),
  };
  const texts: string[] = [];
  // The typed columns grown together, one list per array type (so each assignment keeps its type).
  const int32Columns = [
    'id',
    'gamesId',
    'start',
    'end',
    'registrationStart',
    'registrationEnd',
    'capacity',
    'registered',
  ] as const;
  const uint8Columns = ['sport', 'level'] as const;
  const float64Columns = ['lng', 'lat'] as const;
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
      for (const key of int32Columns) s[key] = grow(s[key], capacity);
      for (const key of uint8Columns) s[key] = grow(s[key], capacity);
      for (const key of float64Columns) s[key] = grow(s[key], capacity);
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
      s.start[i] = dayNumberOfDay(row.start_date);
      s.end[i] = dayNumberOfDay(row.end_date);
      s.registrationStart[i] = dayNumberOfDay(row.registration_start);
      s.registrationEnd[i] = dayNumberOfDay(row.registration_end);
      s.lng[i] = Number(row.lng);
      s.lat[i] = Number(row.lat);
      s.capacity[i] = row.capacity;
      s.registered[i] = row.registered;
      s.name.push(row.name);
      s.venueName.push(row.venue_name);
      texts.push(`${row.name}\u0001${row.organiser}\u0001${row.venue_name}`.toLowerCase());
      s.count += 1;
    }
    after = rows.at(-1)!.id;
    await nextTurn();
  }
  s.textStart = new Int32Array(s.count);
  let offset = 0;
  texts.forEach((text, i) => {
    s.textStart[i] = offset;
    offset += text.length + 1;
  });
  s.text = texts.join('\n');
  s.medals = await loadMedals(db, s);
  addSpatialIndex(s);
  return s;
}

/** Fills the Mercator coordinates and the longitude order of `s` (see RaceSnapshot). */
function addSpatialIndex(s: RaceSnapshot): void {
  s.mercatorX = new Float64Array(s.count);
  s.mercatorY = new Float64Array(s.count);
  for (let i = 0; i < s.count; i += 1) {
    const [x, y] = mercator(s.lng[i] as number, s.lat[i] as number);
    s.mercatorX[i] = x;
    s.mercatorY[i] = y;
  }
  s.byLng = new Int32Array(s.count);
  for (let i = 0; i < s.count; i += 1) s.byLng[i] = i;
  s.byLng.sort((a, b) => (s.lng[a] as number) - (s.lng[b] as number));
  s.sortedLng = new Float64Array(s.count);
  s.byLng.forEach((i, k) => {
    s.sortedLng[k] = s.lng[i] as number;
  });
}

/** Web-Mercator x and y in [0, 1) of a position in degrees. */
export function mercator(lng: number, lat: number): [number, number] {
  const clamped = Math.max(-85.05112878, Math.min(85.05112878, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return [(lng + 180) / 360, 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)];
}

/** Race ids per medal query: the medal index (rank, race_id, province_code) is read in ranges this wide. */
const MEDAL_ID_RANGE = 5_000;

/**
 * Gold, silver and bronze per games and province (ranks 1, 2, 3 of games_result; ties count each). Read
 * per rank and range of race ids through the medal index, with an event-loop turn between ranges; the
 * games of a race comes from the snapshot's own columns, so no join is needed.
 */
async function loadMedals(db: Kysely<Database>, s: RaceSnapshot): Promise<ProvinceMedals[]> {
  const gamesOfRace = new Map<number, number>();
  for (let i = 0; i < s.count; i += 1) gamesOfRace.set(s.id[i] as number, s.gamesId[i] as number);
  const maxId = s.count === 0 ? 0 : (s.id[s.count - 1] as number);
  const byKey = new Map<string, ProvinceMedals>();
  for (let from = 0; from < maxId; from += MEDAL_ID_RANGE) {
    for (const rank of [1, 2, 3] as const) {
      const rows = await db
        .selectFrom('games_result')
        .select(['race_id', 'province_code', (eb) => eb.fn.countAll<number>().as('n')])
        .where('rank', '=', rank)
        .where('race_id', '>', from)
        .where('race_id', '<=', from + MEDAL_ID_RANGE)
        .groupBy(['race_id', 'province_code'])
        .execute();
      for (const row of rows) {
        const gamesId = gamesOfRace.get(row.race_id);
        if (gamesId === undefined) continue;
        const key = `${gamesId}:${row.province_code}`;
        let entry = byKey.get(key);
        if (!entry) {
          entry = { gamesId, provinceCode: row.province_code, gold: 0, silver: 0, bronze: 0 };
          byKey.set(key, entry);
        }
        entry[MEDAL_OF_RANK[rank]] += Number(row.n);
      }
    }
    await nextTurn();
  }
  return [...byKey.values()];
}

const MEDAL_OF_RANK = { 1: 'gold', 2: 'silver', 3: 'bronze' } as const;

/** The snapshot as a read model: rebuilt when a race or a result is written (module comment). */
export const RACE_SNAPSHOT_MODEL: ReadModel<RaceSnapshot> = {
  name: 'race-snapshot',
  tables: ['games_race', 'games_result'],
  build: loadSnapshot,
  size: (s) => s.count,
};

/** The current snapshot of `db`'s races (see the module comment for freshness). */
export const raceSnapshot = perDbReadModel(RACE_SNAPSHOT_MODEL);

/** Drops `db`'s snapshot, so the next request reads the races again (tests that write races by SQL). */
export function forgetRaceSnapshot(db: Kysely<Database>): void {
  forgetReadModel(db, RACE_SNAPSHOT_MODEL);
}
