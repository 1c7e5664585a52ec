/**
 * DDL of a substring search index over text columns of one table, for migrations (0005 venue, 0007
 * map_point); the queries that use it live in ../venue-text-search.ts and modules/fitness-map.
 *
 * - SQLite: an external-content FTS5 table `<table>_fts` over `columns` with the trigram tokenizer
 *   (rowid = the table's integer key), kept in step by insert/delete/update triggers
 *   `<table>_fts_ai|ad|au`, and rebuilt once for the rows already present;
 * - PostgreSQL: one pg_trgm GIN index `<table>_<column>_trgm_idx` per column, in the schema where
 *   migration 0002 installed the extension; the planner uses them for LIKE '%…%' of >= 3 characters.
 *
 * Migrations are frozen: this helper must keep emitting exactly this SQL. Identifiers are the
 * migrations' constants; no input reaches it.
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './column-types.js';

export interface TrigramSearchTarget {
  table: string;
  /** The integer primary key (the FTS5 rowid). */
  key: string;
  columns: readonly string[];
}

/** PostgreSQL part alone: one pg_trgm GIN index per column (also for a column added to a table that has its FTS5 twin). */
export async function createPostgresTrigramIndexes(
  db: Kysely<unknown>,
  { table, columns }: Pick<TrigramSearchTarget, 'table' | 'columns'>,
): Promise<void> {
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  const schema = rows[0]?.schema ?? 'public';
  for (const column of columns) {
    await sql`create index if not exists ${sql.id(`${table}_${column}_trgm_idx`)} on ${sql.table(table)}
      using gin (${sql.ref(column)} ${sql.id(schema, 'gin_trgm_ops')})`.execute(db);
  }
}

async function createSqlite(db: Kysely<unknown>, { table, key, columns }: TrigramSearchTarget): Promise<void> {
  const fts = `${table}_fts`;
  const cols = columns.join(', ');
  const newValues = columns.map((c) => `new.${c}`).join(', ');
  const oldValues = columns.map((c) => `old.${c}`).join(', ');
  const statements = [
    `create virtual table ${fts} using fts5(${cols}, content='${table}', content_rowid='${key}', tokenize='trigram')`,
    `create trigger ${fts}_ai after insert on ${table} begin
       insert into ${fts}(rowid, ${cols}) values (new.${key}, ${newValues});
     end`,
    `create trigger ${fts}_ad after delete on ${table} begin
       insert into ${fts}(${fts}, rowid, ${cols}) values ('delete', old.${key}, ${oldValues});
     end`,
    `create trigger ${fts}_au after update of ${cols} on ${table} begin
       insert into ${fts}(${fts}, rowid, ${cols}) values ('delete', old.${key}, ${oldValues});
       insert into ${fts}(rowid, ${cols}) values (new.${key}, ${newValues});
     end`,
    `insert into ${fts}(${fts}) values ('rebuild')`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** Creates the search index of `target` on the database's dialect. */
export async function createTrigramSearch(db: Kysely<unknown>, target: TrigramSearchTarget): Promise<void> {
  await (isPostgres(db) ? createPostgresTrigramIndexes(db, target) : createSqlite(db, target));
}

/** Drops what createTrigramSearch made (if present). */
export async function dropTrigramSearch(db: Kysely<unknown>, { table, columns }: TrigramSearchTarget): Promise<void> {
  if (isPostgres(db)) {
    for (const column of columns) await sql`drop index if exists ${sql.id(`${table}_${column}_trgm_idx`)}`.execute(db);
  } else {
    for (const suffix of ['ai', 'ad', 'au']) await sql.raw(`drop trigger if exists ${table}_fts_${suffix}`).execute(db);
    await sql.raw(`drop table if exists ${table}_fts`).execute(db);
  }
}
