/**
 * Community sports games (全民健身社区运动会, spec §2 /qmsports, §7; docs/decisions/community-games.md "Community
 * games"): games, games_race, games_result, games_news. Types and units: ../tables/community-games.ts.
 * The race lists, calendar, map and province table are answered from an in-memory snapshot of
 * games_race (modules/community-games/race-index.ts), which reads the table in id order; the indexes
 * here serve the detail, the results of one race and the news list.
 */
import type { Kysely } from 'kysely';
import { withIdColumn } from './column-types.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('games'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('slogan', 'text', (c) => c.notNull())
    .execute();

  let race = withIdColumn(db, db.schema.createTable('games_race'))
    .addColumn('games_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sport', 'text', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull());
  for (const column of ['province_code', 'city_code', 'county_code', 'venue_name', 'address']) {
    race = race.addColumn(column, 'text', (c) => c.notNull());
  }
  race = race
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull());
  for (const column of ['organiser', 'start_date', 'end_date', 'registration_start', 'registration_end']) {
    race = race.addColumn(column, 'text', (c) => c.notNull());
  }
  race = race
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('registered', 'integer', (c) => c.notNull());
  for (const column of ['eligibility', 'rules', 'contact_name', 'contact_phone', 'schedule']) {
    race = race.addColumn(column, 'text', (c) => c.notNull());
  }
  await race.execute();

  await withIdColumn(db, db.schema.createTable('games_result'))
    .addColumn('race_id', 'integer', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('group_name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('team', 'text', (c) => c.notNull())
    .addColumn('province_code', 'text', (c) => c.notNull())
    .addColumn('score_value', 'double precision', (c) => c.notNull())
    .addColumn('score_text', 'text', (c) => c.notNull())
    .execute();
  // The results of one race in display order; the medal table reads rank <= 3 per race.
  await db.schema.createIndex('games_result_race_idx').on('games_result').columns(['race_id', 'id']).execute();
  await db.schema
    .createIndex('games_result_medal_idx')
    .on('games_result')
    .columns(['rank', 'race_id', 'province_code'])
    .execute();

  await withIdColumn(db, db.schema.createTable('games_news'))
    .addColumn('games_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('publish_time', 'text', (c) => c.notNull())
    .addColumn('content_html', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('games_news_time_idx').on('games_news').columns(['publish_time', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['games_news', 'games_result', 'games_race', 'games']) {
    await db.schema.dropTable(table).execute();
  }
}
