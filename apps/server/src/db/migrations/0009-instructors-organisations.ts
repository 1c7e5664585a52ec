/**
 * Social sports instructors and fitness organisations (spec §2 /socialSportGuider/*, /fitnessOrganization/*;
 * table types in ../tables/sport-guider.ts; queries in modules/sport-guider and modules/fitness-organization).
 *
 * Indexes, each for a query of those modules at national size (3.7 million instructors, 500,000+
 * organisations):
 * - sport_guider (county_code, level, sport, id): the instructor list reads whole (county, level, sport)
 *   cells in list order; the cell counts come from `sport_guider_cell` (one row per cell, rebuilt by the
 *   seed), so a page is a count over at most ~60,000 small rows and an index seek, whatever the filter;
 * - sport_guider (station_id, id): the station filter and nearest-first (instructors of the nearest
 *   stations);
 * - sport_guider_name_gram (gram, county_code, level, sport, guider_id): every two-character substring
 *   of every name with the instructor's list columns, so a 2-character name search with any division,
 *   level and sport is one index range in list order (page and count from the index alone), and a
 *   longer name starts from the ids of its first bigram (trigram indexes cannot answer two characters;
 *   a LIKE scan of 3.7 million names takes a second);
 * - guider_station (county_code, id) for the station picker, (lat, lng) for nearest-first boxes;
 * - fitness_organization (category, county_code, kind, id, name) and (category, kind, county_code, id):
 *   the list order (county, kind, id) within a category, read in order from an index with or without a
 *   kind filter; name keyword through a trigram index (./trigram-search.ts) for 3+ characters, and for
 *   1-2 characters a scan of the first index, which carries the name so no row is visited to test it.
 * GUIDER_BULK_INDEXES lists the indexes of the big tables, which the national seed drops before its bulk
 * insert and builds afterwards (one sorted build is faster than millions of random index inserts).
 *
 * Frozen at the time of writing; identifiers are constants, no input reaches this SQL.
 */
import type { CreateTableBuilder, Kysely } from 'kysely';
import { createBulkIndexes } from '../bulk-indexes.js';
import { GUIDER_BULK_INDEXES } from '../tables/sport-guider.js';
import { withIdColumn } from './column-types.js';
import { createTrigramSearch, dropTrigramSearch } from './trigram-search.js';

const ORGANIZATION_SEARCH = { table: 'fitness_organization', key: 'id', columns: ['name'] } as const;

/** The division columns of ../tables/sport-guider.ts AreaColumns. */
const area = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
  table
    .addColumn('province_code', 'text', (c) => c.notNull())
    .addColumn('city_code', 'text', (c) => c.notNull())
    .addColumn('county_code', 'text', (c) => c.notNull());

export async function up(db: Kysely<unknown>): Promise<void> {
  await area(withIdColumn(db, db.schema.createTable('guider_station')))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('open_hours', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('guider_station_area_idx').on('guider_station').columns(['county_code', 'id']).execute();
  await db.schema.createIndex('guider_station_position_idx').on('guider_station').columns(['lat', 'lng']).execute();

  await area(withIdColumn(db, db.schema.createTable('sport_guider')))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('gender', 'integer', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('sport', 'integer', (c) => c.notNull())
    .addColumn('certificate_no', 'text', (c) => c.notNull())
    .addColumn('station_id', 'integer', (c) => c.notNull())
    .addColumn('certified_date', 'text', (c) => c.notNull())
    .addColumn('service_hours', 'double precision', (c) => c.notNull())
    .addColumn('activity_count', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sport_guider_name_gram')
    .addColumn('gram', 'text', (c) => c.notNull())
    .addColumn('county_code', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('sport', 'integer', (c) => c.notNull())
    .addColumn('guider_id', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sport_guider_cell')
    .addColumn('county_code', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('sport', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('sport_guider_cell_pk', ['county_code', 'level', 'sport'])
    .execute();
  await withIdColumn(db, db.schema.createTable('sport_guider_activity'))
    .addColumn('guider_id', 'integer', (c) => c.notNull())
    .addColumn('activity_date', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('hours', 'double precision', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sport_guider_activity_guider_idx')
    .on('sport_guider_activity')
    .columns(['guider_id', 'activity_date'])
    .execute();

  await withIdColumn(db, db.schema.createTable('guider_article'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('publish_date', 'text', (c) => c.notNull())
    .addColumn('content_html', 'text', (c) => c.notNull())
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('course_start', 'text')
    .addColumn('course_end', 'text')
    .addColumn('enrol_start', 'text')
    .addColumn('enrol_end', 'text')
    .addColumn('place', 'text')
    .addColumn('capacity', 'integer')
    .addColumn('enrolled', 'integer')
    .addColumn('course_level', 'text')
    .execute();
  await db.schema
    .createIndex('guider_article_kind_idx')
    .on('guider_article')
    .columns(['kind', 'publish_date', 'id'])
    .execute();

  await area(withIdColumn(db, db.schema.createTable('fitness_organization')))
    .addColumn('category', 'integer', (c) => c.notNull())
    .addColumn('kind', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('founded_year', 'integer', (c) => c.notNull())
    .addColumn('member_count', 'integer', (c) => c.notNull())
    .addColumn('supervisor', 'text', (c) => c.notNull())
    .addColumn('contact_phone', 'text', (c) => c.notNull())
    .addColumn('meeting_time', 'text')
    .addColumn('meeting_place', 'text')
    .addColumn('introduction', 'text', (c) => c.notNull())
    .execute();
  await createTrigramSearch(db, ORGANIZATION_SEARCH);
  await withIdColumn(db, db.schema.createTable('organization_service_record'))
    .addColumn('organization_id', 'integer', (c) => c.notNull())
    .addColumn('service_date', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('volunteers', 'integer', (c) => c.notNull())
    .addColumn('hours', 'double precision', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('organization_service_record_org_idx')
    .on('organization_service_record')
    .columns(['organization_id', 'service_date'])
    .execute();
  await createBulkIndexes(db, GUIDER_BULK_INDEXES);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTrigramSearch(db, ORGANIZATION_SEARCH);
  for (const table of [
    'organization_service_record',
    'fitness_organization',
    'guider_article',
    'sport_guider_activity',
    'sport_guider_cell',
    'sport_guider_name_gram',
    'sport_guider',
    'guider_station',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
