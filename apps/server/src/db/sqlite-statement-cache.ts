/**
 * A prepared-statement cache for better-sqlite3 under Kysely. Kysely's SQLite driver calls
 * `db.prepare(sql)` for every query; preparing costs more than running the small indexed queries of
 * the hot list and detail endpoints, and the same few SQL texts repeat (values are bound parameters).
 * This wrapper hands Kysely the same Statement for the same SQL text.
 *
 * Safe because Kysely runs a statement to completion (`all` / `run`) before the next query on the
 * single SQLite connection; only `iterate` (Kysely's `stream()`, unused here) could find a cached
 * statement busy. Bounded: past MAX_STATEMENTS distinct texts the cache starts over.
 */
import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

const MAX_STATEMENTS = 1000;

/** The `SqliteDatabase` Kysely needs, preparing each distinct SQL text once. */
export function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare: (sql: string) => {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (statements.size >= MAX_STATEMENTS) statements.clear();
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
