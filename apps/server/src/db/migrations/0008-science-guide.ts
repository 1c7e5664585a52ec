/**
 * Science fitness guidance (科学健身指导): table `science_guide` (lectures, encyclopedia entries,
 * nutrition, teaching videos, plans; one `kind` column) with its list index (kind, publish_date, id) for
 * GET /api_/ow/information/guidance/list (newest first within a kind) and (publish_date, id) for the
 * list of all kinds; keyword search over title and summary through the trigram scheme of
 * ./trigram-search.ts (1-2 characters use LIKE). Table `fitness_station` (monitoring stations) with
 * indexes on its division codes; nearest-first reads the whole (small) table's coordinates.
 *
 * Frozen at the time of writing; identifiers are constants, no input reaches this SQL.
 */
import type { Kysely } from 'kysely';
import { withIdColumn } from './column-types.js';
import { createTrigramSearch, dropTrigramSearch } from './trigram-search.js';

const SCIENCE_GUIDE_SEARCH = { table: 'science_guide', key: 'id', columns: ['title', 'summary'] } as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('science_guide'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('speaker', 'text', (c) => c.notNull())
    .addColumn('publish_date', 'text', (c) => c.notNull())
    .addColumn('media', 'text', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('age_group', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('weeks', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('video_url', 'text')
    .addColumn('captions_url', 'text')
    .addColumn('content_html', 'text', (c) => c.notNull())
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('science_guide_kind_idx')
    .on('science_guide')
    .columns(['kind', 'publish_date', 'id'])
    .execute();
  await db.schema
    .createIndex('science_guide_publish_idx')
    .on('science_guide')
    .columns(['publish_date', 'id'])
    .execute();
  await createTrigramSearch(db, SCIENCE_GUIDE_SEARCH);

  await withIdColumn(db, db.schema.createTable('fitness_station'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('area_code', 'text', (c) => c.notNull())
    .addColumn('city_code', 'text', (c) => c.notNull())
    .addColumn('province_code', 'text', (c) => c.notNull())
    .addColumn('area_name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('opening_hours', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('booking_note', 'text', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .execute();
  for (const column of ['area_code', 'city_code', 'province_code'] as const) {
    await db.schema
      .createIndex(`fitness_station_${column}_idx`)
      .on('fitness_station')
      .columns([column, 'id'])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTrigramSearch(db, SCIENCE_GUIDE_SEARCH);
  await db.schema.dropTable('fitness_station').ifExists().execute();
  await db.schema.dropTable('science_guide').ifExists().execute();
}
