/**
 * Venue opening section (spec §2, §3, §7, §9; docs/decisions/venue-opening.md): schedule slots, the national calendar,
 * closures, yearly open data, images, introductions, matches, trainings, sports authorities and their yearly data,
 * evaluations, videos and hourly passenger flow. Adds the fee and sports columns to `venue`. Types and units: see
 * ../tables/.
 */
import type { Kysely } from 'kysely';
import { withIdColumn } from './column-types.js';

const VENUE_COLUMNS: [
  name: string,
  type: 'text' | 'integer' | 'double precision',
  defaultValue: string | number | null,
][] = [
  ['sports', 'text', '[]'],
  ['has_outdoor', 'integer', 0],
  ['market_price', 'double precision', 0],
  ['low_fee_price', 'double precision', 0],
  ['concession_price', 'double precision', 0],
  ['cover_media_id', 'integer', null],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, type, defaultValue] of VENUE_COLUMNS) {
    await db.schema
      .alterTable('venue')
      .addColumn(name, type, (c) => (defaultValue === null ? c : c.notNull().defaultTo(defaultValue)))
      .execute();
  }
  await db.schema.createIndex('venue_type_city_idx').on('venue').columns(['organ_type', 'city_code']).execute();
  await db.schema.createIndex('venue_type_county_idx').on('venue').columns(['organ_type', 'county_code']).execute();

  await withIdColumn(db, db.schema.createTable('venue_schedule_slot'))
    .addColumn('organ_id', 'integer', (c) => c.notNull())
    .addColumn('day_kind', 'integer', (c) => c.notNull())
    .addColumn('start_minute', 'integer', (c) => c.notNull())
    .addColumn('end_minute', 'integer', (c) => c.notNull())
    .addColumn('fee_kind', 'text', (c) => c.notNull())
    .addColumn('area', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('venue_schedule_slot_lookup_idx')
    .on('venue_schedule_slot')
    .columns(['organ_id', 'day_kind', 'start_minute', 'end_minute', 'fee_kind'])
    .execute();

  await db.schema
    .createTable('calendar_day')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('venue_closure'))
    .addColumn('organ_id', 'integer', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('announced_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('venue_closure_venue_idx')
    .on('venue_closure')
    .columns(['organ_id', 'end_time'])
    .execute();

  await db.schema
    .createTable('venue_year_stat')
    .addColumn('organ_id', 'integer', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('open_days', 'integer', (c) => c.notNull())
    .addColumn('weekly_open_hours', 'double precision', (c) => c.notNull())
    .addColumn('free_open_hours', 'double precision', (c) => c.notNull())
    .addColumn('min_rest_day_hours', 'double precision', (c) => c.notNull())
    .addColumn('outdoor_free_hours', 'double precision')
    .addColumn('visitors_total', 'integer', (c) => c.notNull())
    .addColumn('visitors_by_month', 'text', (c) => c.notNull())
    .addColumn('events_held', 'integer', (c) => c.notNull())
    .addColumn('trainings_held', 'integer', (c) => c.notNull())
    .addColumn('subsidy_amount', 'double precision', (c) => c.notNull())
    .addColumn('filled_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('venue_year_stat_pk', ['organ_id', 'year'])
    .execute();

  await withIdColumn(db, db.schema.createTable('venue_image'))
    .addColumn('organ_id', 'integer', (c) => c.notNull())
    .addColumn('media_id', 'integer', (c) => c.notNull())
    .addColumn('caption', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('venue_image_venue_idx').on('venue_image').columns(['organ_id', 'sort']).execute();

  await withIdColumn(db, db.schema.createTable('venue_introduction'))
    .addColumn('organ_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content_html', 'text', (c) => c.notNull())
    .addColumn('publish_time', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('venue_introduction_venue_idx')
    .on('venue_introduction')
    .columns(['organ_id', 'kind', 'publish_time'])
    .execute();

  for (const table of ['venue_match', 'venue_training'] as const) {
    let builder = withIdColumn(db, db.schema.createTable(table))
      .addColumn('organ_id', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('sport', 'text', (c) => c.notNull())
      .addColumn('organiser', 'text', (c) => c.notNull())
      .addColumn('start_date', 'text', (c) => c.notNull())
      .addColumn('end_date', 'text', (c) => c.notNull())
      .addColumn('description_html', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull());
    builder =
      table === 'venue_match'
        ? builder
            .addColumn('level', 'text', (c) => c.notNull())
            .addColumn('participants', 'integer', (c) => c.notNull())
        : builder
            .addColumn('target', 'text', (c) => c.notNull())
            .addColumn('capacity', 'integer', (c) => c.notNull())
            .addColumn('fee', 'double precision', (c) => c.notNull());
    await builder.execute();
    await db.schema.createIndex(`${table}_venue_idx`).on(table).columns(['organ_id', 'start_date']).execute();
    await db.schema.createIndex(`${table}_dates_idx`).on(table).columns(['start_date', 'end_date']).execute();
  }

  await withIdColumn(db, db.schema.createTable('sports_authority'), 'organ_id')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('division_code', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sports_authority_division_idx').on('sports_authority').column('division_code').execute();

  await db.schema
    .createTable('sports_authority_year')
    .addColumn('organ_id', 'integer', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('venue_count', 'integer', (c) => c.notNull())
    .addColumn('large_venue_count', 'integer', (c) => c.notNull())
    .addColumn('subsidy_total', 'double precision', (c) => c.notNull())
    .addColumn('visitors_total', 'integer', (c) => c.notNull())
    .addColumn('events_total', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('filled_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sports_authority_year_pk', ['organ_id', 'year'])
    .execute();
  await db.schema.createIndex('sports_authority_year_year_idx').on('sports_authority_year').column('year').execute();

  await db.schema
    .createTable('venue_evaluation')
    .addColumn('organ_id', 'integer', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('score', 'double precision', (c) => c.notNull())
    .addColumn('grade', 'text', (c) => c.notNull())
    .addColumn('province_rank', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('venue_evaluation_pk', ['organ_id', 'year'])
    .execute();
  await db.schema.createIndex('venue_evaluation_year_idx').on('venue_evaluation').columns(['year', 'score']).execute();

  await withIdColumn(db, db.schema.createTable('venue_video'))
    .addColumn('organ_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('cover_media_id', 'integer')
    .addColumn('duration_seconds', 'integer', (c) => c.notNull())
    .addColumn('publish_time', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('venue_video_venue_idx')
    .on('venue_video')
    .columns(['organ_id', 'publish_time'])
    .execute();

  await db.schema
    .createTable('venue_flow_key')
    .addColumn('organ_id', 'integer', (c) => c.primaryKey())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('venue_flow_hour')
    .addColumn('organ_id', 'integer', (c) => c.notNull())
    .addColumn('flow_date', 'text', (c) => c.notNull())
    .addColumn('hour', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('pushed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('venue_flow_hour_pk', ['organ_id', 'flow_date', 'hour'])
    .execute();

  await db.schema
    .createTable('venue_flow_day')
    .addColumn('organ_id', 'integer', (c) => c.notNull())
    .addColumn('flow_date', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('venue_flow_day_pk', ['flow_date', 'organ_id'])
    .execute();
  // The day's ranking reads this index in order (total desc, organ_id asc) and stops at the page.
  await db.schema
    .createIndex('venue_flow_day_rank_idx')
    .on('venue_flow_day')
    .columns(['flow_date', 'total desc', 'organ_id'])
    .execute();
}
