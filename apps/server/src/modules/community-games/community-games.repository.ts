/**
 * Database reads of the community games that the snapshot does not answer (Kysely, every value a bound
 * parameter): the games, one race with its texts, the results of one race, and the news.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { GamesNewsTable, GamesRaceTable, GamesResultTable, GamesTable } from '../../db/tables/community-games.js';
import { perDbReadModel } from '../../data/read-model.js';

export type GamesRow = Selectable<GamesTable>;
export type RaceRow = Selectable<GamesRaceTable>;
export type ResultRow = Pick<
  Selectable<GamesResultTable>,
  'event' | 'group_name' | 'kind' | 'rank' | 'name' | 'team' | 'province_code' | 'score_text'
>;
export type NewsListRow = Omit<Selectable<GamesNewsTable>, 'content_html' | 'games_id'>;
export type NewsRow = Selectable<GamesNewsTable>;

/** Every games, newest first (a read model: read again when `games` is written). */
export const listGames: (db: Kysely<Database>) => Promise<GamesRow[]> = perDbReadModel({
  name: 'games',
  tables: ['games'],
  size: (games) => games.length,
  build: (db) => db.selectFrom('games').selectAll().orderBy('start_date', 'desc').orderBy('id', 'desc').execute(),
});

/** The race with `id`, every column; undefined when absent. */
export function findRace(db: Kysely<Database>, id: number): Promise<RaceRow | undefined> {
  return db.selectFrom('games_race').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The results of race `raceId` in the order they were published (event, group, rank). */
export function listResults(db: Kysely<Database>, raceId: number): Promise<ResultRow[]> {
  return db
    .selectFrom('games_result')
    .select(['event', 'group_name', 'kind', 'rank', 'name', 'team', 'province_code', 'score_text'])
    .where('race_id', '=', raceId)
    .orderBy('id')
    .execute();
}

/** Whether race `raceId` has any result. */
export async function hasResults(db: Kysely<Database>, raceId: number): Promise<boolean> {
  const row = await db
    .selectFrom('games_result')
    .select('id')
    .where('race_id', '=', raceId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A page of news, newest first, and the total. */
export async function listNews(
  db: Kysely<Database>,
  pageNum: number,
  pageSize: number,
): Promise<{ rows: NewsListRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('games_news')
      .select(['id', 'title', 'summary', 'source', 'publish_time'])
      .orderBy('publish_time', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute(),
    db
      .selectFrom('games_news')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The news item with `id`; undefined when absent. */
export function findNews(db: Kysely<Database>, id: number): Promise<NewsRow | undefined> {
  return db.selectFrom('games_news').selectAll().where('id', '=', id).executeTakeFirst();
}

export type IcsRow = Pick<
  RaceRow,
  'id' | 'name' | 'sport' | 'start_date' | 'end_date' | 'venue_name' | 'address' | 'organiser'
>;

/** The calendar columns of races `ids` (at most a few hundred), in id order. */
export function findIcsRows(db: Kysely<Database>, ids: readonly number[]): Promise<IcsRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('games_race')
    .select(['id', 'name', 'sport', 'start_date', 'end_date', 'venue_name', 'address', 'organiser'])
    .where('id', 'in', [...ids])
    .orderBy('id')
    .execute();
}
