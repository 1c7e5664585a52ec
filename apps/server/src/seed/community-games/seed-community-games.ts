/**
 * The community-games part of the seed (docs/decisions/community-games.md "Community games"), run by ../seed.ts:
 * games (3 editions), games_race, games_result (the finished races), games_news.
 *
 * Sizes: 2,400 × scale races (at least 5 per province and games, so every province has current and
 * past races and the current ones in all four statuses), or NATIONAL_RACES with `national`
 * (`npm run seed -- --games-national`); 40 × scale news (at least 6).
 *
 * Dates follow the seeding day `now` (Asia/Shanghai): the current games run from 150 days before it to
 * 150 days after, so a fresh start always has races open for registration, under way and finished.
 * Everything is deterministic for a seeding day (named random streams, ids in generation order; the news
 * are dated before that day's midnight). Races are written
 * in chunks with their results, so the national set never sits in memory.
 */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { GamesRaceTable, GamesResultTable } from '../../db/tables/community-games.js';
import { shanghaiToday } from '../../lib/shanghai-time.js';
import { insertRows } from '../insert-rows.js';
import { DAY_MS, dayNumber, LOCAL_OFFSET_MINUTES } from '../venue-opening/dates.js';
import { seededGames } from './games.js';
import { generateGamesNews } from './news.js';
import { generateRaces } from './races.js';
import { raceResults, resultsRandom } from './results.js';
import { fillItemTerms } from '../../db/site-search-terms.js';

export const COMMUNITY_GAMES_TABLES = ['games', 'games_race', 'games_result', 'games_news'] as const;
export type CommunityGamesTable = (typeof COMMUNITY_GAMES_TABLES)[number];
export const COMMUNITY_GAMES_IDENTITY_COLUMNS = COMMUNITY_GAMES_TABLES.map((table) => ({
  table,
  column: 'id' as const,
}));

/** Races at scale 1 and with the national flag. */
export const BASE_RACES = 2400;
export const NATIONAL_RACES = 210_000;
const PER_PROVINCE_MIN = 5;
const RACE_CHUNK = 2000;

export interface GamesSeedOptions {
  scale: number;
  national: boolean;
  /** The seeding instant; race dates are placed around its Asia/Shanghai day. */
  now: Date;
  step: (table: CommunityGamesTable, write: () => Promise<number>) => Promise<void>;
}

/** Writes the community-games tables (see the module comment). Run inside the seed's transaction. */
export async function seedCommunityGames(db: Kysely<Database>, options: GamesSeedOptions): Promise<void> {
  const today = dayNumber(shanghaiToday(options.now));
  const games = seededGames(today);
  const current = games.at(-1)!;
  await options.step('games', () =>
    insertRows(
      db,
      'games',
      games.map((g) => g.row),
    ),
  );

  const total = options.national ? NATIONAL_RACES : Math.round(BASE_RACES * options.scale);
  let results = 0;
  await options.step('games_race', async () => {
    const rng = resultsRandom();
    let races: Insertable<GamesRaceTable>[] = [];
    let resultRows: Insertable<GamesResultTable>[] = [];
    let written = 0;
    const flush = async () => {
      written += await insertRows(db, 'games_race', races);
      results += await insertRows(db, 'games_result', resultRows);
      races = [];
      resultRows = [];
    };
    for (const race of generateRaces(total, games, today, PER_PROVINCE_MIN)) {
      races.push(race.row);
      if (race.days.end < today) resultRows.push(...raceResults(race, results + resultRows.length + 1, rng));
      if (races.length >= RACE_CHUNK) await flush();
    }
    await flush();
    // The site search's terms of the races (docs/decisions/site-search.md "National size").
    await fillItemTerms(db, 'race');
    return written;
  });
  await options.step('games_result', async () => results);
  const newsCount = Math.max(6, Math.round(40 * options.scale));
  // News are dated before the seeding day's midnight (Beijing), so a seed is the same all day long.
  const midnight = new Date(today * DAY_MS - LOCAL_OFFSET_MINUTES * 60_000);
  await options.step('games_news', () => insertRows(db, 'games_news', generateGamesNews(newsCount, current, midnight)));
}
