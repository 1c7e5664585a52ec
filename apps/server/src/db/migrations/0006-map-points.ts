/**
 * Fitness map points (spec §3 map types): table `map_point`, one row per point
 * the national fitness map shows — venues (map types 1-4, linked to `venue` by organ_id when the venue
 * has a page), events and activities (5, at the venue of a `venue_match`, linked by match_id) and venues
 * and equipment (6, with a sub-kind such as 'fitness_path' 全民健身路径). Types and units: ../tables/fitness-map.ts.
 *
 * Indexes: only the links (organ_id, match_id; partial, non-null only). The clustering and nearby index is built in memory
 * from (id, map_type, lng, lat) at start-up (modules/fitness-map/map-index.ts), so no spatial index is
 * kept here; every index on a 6-million-row table costs seed time and disk for each insert.
 *
 * Frozen at the time of writing; identifiers are constants, no input reaches this SQL.
 */
import { sql, type Kysely } from 'kysely';
import { withIdColumn } from './column-types.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('map_point'))
    .addColumn('map_type', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('province_code', 'text', (c) => c.notNull())
    .addColumn('city_code', 'text', (c) => c.notNull())
    .addColumn('county_code', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('open_hours', 'text')
    .addColumn('organ_id', 'integer')
    .addColumn('match_id', 'integer')
    .execute();
  // Partial: most points (national bulk, facilities) link to nothing, and need no index entry.
  for (const column of ['organ_id', 'match_id'] as const) {
    await db.schema
      .createIndex(`map_point_${column}_idx`)
      .on('map_point')
      .column(column)
      .where(sql.ref(column), 'is not', null)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('map_point').ifExists().execute();
}
