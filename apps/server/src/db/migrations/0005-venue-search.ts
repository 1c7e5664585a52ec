/**
 * Venue search indexes (issue 3: /api/data/v2/venue/search and /api/data/venue/search; queries in
 * ../venue-text-search.ts and modules/venue-search):
 *
 * - keyword over name and address: SQLite external-content FTS5 table `venue_fts` (trigram) kept in
 *   step by triggers and rebuilt once here; PostgreSQL pg_trgm GIN indexes on venue.name and
 *   venue.address (the extension is installed by migration 0002);
 * - list order "large venues first, then organId" (is_large desc, organ_id asc): indexes that end in
 *   that order after the equality filters the list page uses (organType + province, organType alone,
 *   province alone, none), so a page is read in order from an index and stops at the page end instead
 *   of sorting every match (which with openNow means probing the schedule of every match first).
 *   Cities and counties hold few venues; their (organ_type, city_code/county_code) indexes of 0004
 *   and a small sort suffice;
 * - venue_schedule_slot (organ_id, day_kind, start_minute, end_minute, fee_kind, area) replaces
 *   0004's venue_schedule_slot_lookup_idx (the same columns without `area`): the open-now filter's
 *   probes use it as before, and the status loader reads a page's slots from the index alone, in
 *   order (modules/venue-status loadOpening) instead of visiting ~20 scattered table rows per venue;
 * - venue_schedule_slot (day_kind, end_minute): "the latest end of any slot of a day kind" in one index
 *   step, which lets the open-now filter skip its midnight-crossing probe once every crossing slot of
 *   yesterday has ended (modules/venue-search/open-now-filter.ts).
 *
 * Frozen at the time of writing; identifiers are constants, no input reaches this SQL.
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './column-types.js';

const COLUMNS = ['name', 'address'] as const;

/** Equality filters first, then the list order (is_large desc, organ_id). */
const ORDER_INDEXES = [
  { name: 'venue_type_province_order_idx', columns: ['organ_type', 'province_code', 'is_large desc', 'organ_id'] },
  { name: 'venue_type_order_idx', columns: ['organ_type', 'is_large desc', 'organ_id'] },
  { name: 'venue_province_order_idx', columns: ['province_code', 'is_large desc', 'organ_id'] },
  { name: 'venue_order_idx', columns: ['is_large desc', 'organ_id'] },
] as const;

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  const schema = rows[0]?.schema ?? 'public';
  for (const column of COLUMNS) {
    await sql`create index if not exists ${sql.id(`venue_${column}_trgm_idx`)} on venue
      using gin (${sql.ref(column)} ${sql.id(schema, 'gin_trgm_ops')})`.execute(db);
  }
}

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  const cols = COLUMNS.join(', ');
  const newValues = COLUMNS.map((c) => `new.${c}`).join(', ');
  const oldValues = COLUMNS.map((c) => `old.${c}`).join(', ');
  const statements = [
    `create virtual table venue_fts using fts5(${cols}, content='venue', content_rowid='organ_id', tokenize='trigram')`,
    `create trigger venue_fts_ai after insert on venue begin
       insert into venue_fts(rowid, ${cols}) values (new.organ_id, ${newValues});
     end`,
    `create trigger venue_fts_ad after delete on venue begin
       insert into venue_fts(venue_fts, rowid, ${cols}) values ('delete', old.organ_id, ${oldValues});
     end`,
    `create trigger venue_fts_au after update of ${cols} on venue begin
       insert into venue_fts(venue_fts, rowid, ${cols}) values ('delete', old.organ_id, ${oldValues});
       insert into venue_fts(rowid, ${cols}) values (new.organ_id, ${newValues});
     end`,
    `insert into venue_fts(venue_fts) values ('rebuild')`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await (isPostgres(db) ? upPostgres(db) : upSqlite(db));
  for (const { name, columns } of ORDER_INDEXES) {
    await db.schema
      .createIndex(name)
      .on('venue')
      .columns([...columns])
      .execute();
  }
  await db.schema
    .createIndex('venue_schedule_slot_cover_idx')
    .on('venue_schedule_slot')
    .columns(['organ_id', 'day_kind', 'start_minute', 'end_minute', 'fee_kind', 'area'])
    .execute();
  await db.schema.dropIndex('venue_schedule_slot_lookup_idx').execute();
  await db.schema
    .createIndex('venue_schedule_slot_day_end_idx')
    .on('venue_schedule_slot')
    .columns(['day_kind', 'end_minute'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('venue_schedule_slot_day_end_idx').ifExists().execute();
  await db.schema
    .createIndex('venue_schedule_slot_lookup_idx')
    .on('venue_schedule_slot')
    .columns(['organ_id', 'day_kind', 'start_minute', 'end_minute', 'fee_kind'])
    .execute();
  await db.schema.dropIndex('venue_schedule_slot_cover_idx').ifExists().execute();
  for (const { name } of ORDER_INDEXES) await db.schema.dropIndex(name).ifExists().execute();
  if (isPostgres(db)) {
    for (const column of COLUMNS) await sql`drop index if exists ${sql.id(`venue_${column}_trgm_idx`)}`.execute(db);
  } else {
    for (const suffix of ['ai', 'ad', 'au']) await sql.raw(`drop trigger if exists venue_fts_${suffix}`).execute(db);
    await sql.raw('drop table if exists venue_fts').execute(db);
  }
}
