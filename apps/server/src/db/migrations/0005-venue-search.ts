/**
 * Venue search indexes (issue 3: /api/data/v2/venue/search and /api/data/venue/search; queries in
 * ../venue-text-search.ts and modules/venue-search):
 *
 * - keyword over name and address: SQLite external-content FTS5 table `venue_fts` (trigram) kept in
 *   step by triggers and rebuilt once here; PostgreSQL pg_trgm GIN indexes on venue.name and
 *   venue.address (the extension is installed by migration 0002);
 * - list order "large venues first, then organId" and the division filters without organType:
 *   venue (province_code, is_large, organ_id) and venue (is_large, organ_id), so a page is read in
 *   order from an index and stops at the page end.
 *
 * Frozen at the time of writing; identifiers are constants, no input reaches this SQL.
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './column-types.js';

const COLUMNS = ['name', 'address'] as const;

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
  await db.schema
    .createIndex('venue_province_order_idx')
    .on('venue')
    .columns(['province_code', 'is_large', 'organ_id'])
    .execute();
  await db.schema.createIndex('venue_order_idx').on('venue').columns(['is_large', 'organ_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('venue_order_idx').ifExists().execute();
  await db.schema.dropIndex('venue_province_order_idx').ifExists().execute();
  if (isPostgres(db)) {
    for (const column of COLUMNS) await sql`drop index if exists ${sql.id(`venue_${column}_trgm_idx`)}`.execute(db);
  } else {
    for (const suffix of ['ai', 'ad', 'au']) await sql.raw(`drop trigger if exists venue_fts_${suffix}`).execute(db);
    await sql.raw('drop table if exists venue_fts').execute(db);
  }
}
