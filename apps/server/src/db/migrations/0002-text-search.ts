/**
 * Chinese keyword search indexes (DESIGN.md "Data"; queries in ../text-search.ts).
 *
 * - SQLite: one external-content FTS5 table `<table>_fts` per searchable table with the `trigram`
 *   tokenizer (substring match for >= 3 characters), kept in step by insert/delete/update triggers,
 *   and rebuilt once here so rows written before this migration are indexed too.
 * - PostgreSQL: the pg_trgm extension (installed in `public` if missing) and one GIN trigram index per
 *   searchable column, which ILIKE '%...%' uses. Kysely's migrator holds a database-wide advisory lock,
 *   so concurrent migrations (e.g. parallel test schemas) cannot race on `create extension`.
 *
 * The table/column list is a frozen copy of TEXT_SEARCH_TARGETS at the time of writing: a migration
 * must not change when later code does. Identifiers are constants; no input reaches this SQL.
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './column-types.js';

const TARGETS = [
  { table: 'news', columns: ['title', 'summary'] },
  { table: 'notice', columns: ['title', 'summary'] },
  { table: 'regulation', columns: ['title', 'document_number', 'issuing_body'] },
] as const;

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  // The extension may already live in another schema; the operator class is found there.
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  const schema = rows[0]?.schema ?? 'public';
  for (const { table, columns } of TARGETS) {
    for (const column of columns) {
      await sql`create index if not exists ${sql.id(`${table}_${column}_trgm_idx`)} on ${sql.table(table)}
        using gin (${sql.ref(column)} ${sql.id(schema, 'gin_trgm_ops')})`.execute(db);
    }
  }
}

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  for (const { table, columns } of TARGETS) {
    const fts = `${table}_fts`;
    const cols = columns.join(', ');
    const newValues = columns.map((c) => `new.${c}`).join(', ');
    const oldValues = columns.map((c) => `old.${c}`).join(', ');
    const statements = [
      `create virtual table ${fts} using fts5(${cols}, content='${table}', content_rowid='id', tokenize='trigram')`,
      `create trigger ${table}_fts_ai after insert on ${table} begin
         insert into ${fts}(rowid, ${cols}) values (new.id, ${newValues});
       end`,
      `create trigger ${table}_fts_ad after delete on ${table} begin
         insert into ${fts}(${fts}, rowid, ${cols}) values ('delete', old.id, ${oldValues});
       end`,
      // Only edits of indexed columns touch the index (view_count updates do not).
      `create trigger ${table}_fts_au after update of ${cols} on ${table} begin
         insert into ${fts}(${fts}, rowid, ${cols}) values ('delete', old.id, ${oldValues});
         insert into ${fts}(rowid, ${cols}) values (new.id, ${newValues});
       end`,
      `insert into ${fts}(${fts}) values ('rebuild')`,
    ];
    for (const statement of statements) await sql.raw(statement).execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await (isPostgres(db) ? upPostgres(db) : upSqlite(db));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table, columns } of TARGETS) {
    if (isPostgres(db)) {
      for (const column of columns)
        await sql`drop index if exists ${sql.id(`${table}_${column}_trgm_idx`)}`.execute(db);
    } else {
      for (const suffix of ['ai', 'ad', 'au'])
        await sql.raw(`drop trigger if exists ${table}_fts_${suffix}`).execute(db);
      await sql.raw(`drop table if exists ${table}_fts`).execute(db);
    }
  }
}
