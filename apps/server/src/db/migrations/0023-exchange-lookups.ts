/**
 * Indexes of the data exchange's per-row look-ups (docs/decisions/data-exchange.md "Validation",
 * "Provenance"): the likely-duplicate check reads the records of an entity by exact name (venue, map point,
 * race, build project), and the public detail pages read a record's latest revision by (entity, portal id).
 * Without them each pushed row would scan the table (map points: the national bulk).
 *
 * Frozen at the time of writing; identifiers are constants, no input reaches this SQL.
 */
import type { Kysely } from 'kysely';

const NAME_INDEXES = [
  ['venue_name_idx', 'venue'],
  ['map_point_name_idx', 'map_point'],
  ['games_race_name_idx', 'games_race'],
  ['build_project_name_idx', 'build_project'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table] of NAME_INDEXES) await db.schema.createIndex(name).on(table).column('name').execute();
  await db.schema
    .createIndex('exchange_revision_portal_idx')
    .on('exchange_revision')
    .columns(['entity', 'portal_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('exchange_revision_portal_idx').execute();
  for (const [name] of NAME_INDEXES) await db.schema.dropIndex(name).execute();
}
