/**
 * Opens the portal database: Kysely over better-sqlite3 (default) or pg (`postgres://` URLs).
 * This is the only file that chooses a dialect (DESIGN.md "Data").
 *
 * - SQLite: WAL journal, foreign keys on, 5 s busy timeout; the file's folder is created if missing.
 * - PostgreSQL: a pool of `poolSize` connections; int8 (count(*)) and numeric are parsed to JS numbers.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';
import { withStatementCache } from './sqlite-statement-cache.js';

export type DialectName = 'sqlite' | 'postgres';

export interface PortalDatabase {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Closes the pool / file handle. */
  destroy(): Promise<void>;
}

/** Opens `url`: a `postgres://` / `postgresql://` URL, or a SQLite file path (':memory:' allowed). */
export function openDatabase(url: string, options: { poolSize?: number } = {}): PortalDatabase {
  if (/^postgres(ql)?:\/\//.test(url)) {
    // count(*) and bigint come back as strings by default; our counts fit in a double.
    pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
    pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
  }
  if (url !== ':memory:') mkdirSync(dirname(url), { recursive: true });
  const sqlite = new SQLite(url);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}
