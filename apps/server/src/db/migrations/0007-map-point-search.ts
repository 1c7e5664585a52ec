/**
 * Fitness map keyword search index (issue 4 search "name or address contains the keyword"; queries in
 * modules/fitness-map/fitness-map.repository.ts searchPoints), the same scheme as venue search (0005):
 *
 * - SQLite: external-content FTS5 table `map_point_fts` (name, address) with the trigram tokenizer,
 *   kept in step by insert/delete/update triggers and rebuilt once here for rows already present;
 * - PostgreSQL: pg_trgm GIN indexes on map_point.name and map_point.address (the extension is
 *   installed by migration 0002), which the planner uses for LIKE '%…%' of >= 3 characters.
 *
 * Why (measured at national size, 6,078,500 points; docs/ARCHITECTURE.md, fitness map): a keyword of
 * >= 3 characters that matches nothing read the whole table (~0.9 s on SQLite, ~1.3 s on PostgreSQL
 * through HTTP); with the index, 1-5 ms. Cost: the SQLite file 955 -> 1,635 MB and its national seed
 * 24 -> 67 s (triggers per row); PostgreSQL +393 MB of GIN next to the 1,059 MB table and its seed
 * 76 -> 124 s. 1- and 2-character keywords cannot form a trigram and keep the LIKE scan.
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
    await sql`create index if not exists ${sql.id(`map_point_${column}_trgm_idx`)} on map_point
      using gin (${sql.ref(column)} ${sql.id(schema, 'gin_trgm_ops')})`.execute(db);
  }
}

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  const cols = COLUMNS.join(', ');
  const newValues = COLUMNS.map((c) => `new.${c}`).join(', ');
  const oldValues = COLUMNS.map((c) => `old.${c}`).join(', ');
  const statements = [
    `create virtual table map_point_fts using fts5(${cols}, content='map_point', content_rowid='id', tokenize='trigram')`,
    `create trigger map_point_fts_ai after insert on map_point begin
       insert into map_point_fts(rowid, ${cols}) values (new.id, ${newValues});
     end`,
    `create trigger map_point_fts_ad after delete on map_point begin
       insert into map_point_fts(map_point_fts, rowid, ${cols}) values ('delete', old.id, ${oldValues});
     end`,
    `create trigger map_point_fts_au after update of ${cols} on map_point begin
       insert into map_point_fts(map_point_fts, rowid, ${cols}) values ('delete', old.id, ${oldValues});
       insert into map_point_fts(rowid, ${cols}) values (new.id, ${newValues});
     end`,
    `insert into map_point_fts(map_point_fts) values ('rebuild')`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await (isPostgres(db) ? upPostgres(db) : upSqlite(db));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const column of COLUMNS) await sql`drop index if exists ${sql.id(`map_point_${column}_trgm_idx`)}`.execute(db);
  } else {
    for (const suffix of ['ai', 'ad', 'au']) await sql.raw(`drop trigger if exists map_point_fts_${suffix}`).execute(db);
    await sql.raw('drop table if exists map_point_fts').execute(db);
  }
}
