/**
 * Backup and restore of the SQLite database (等保 requires backups; README "Backups"), with SQLite's
 * online backup API through better-sqlite3: a backup is a consistent copy taken while the server keeps
 * serving and writing (WAL: readers never block the writer).
 *
 * The first step opens the copy, the second copies every remaining page in one step, so a write landing
 * between steps can restart the copy at most once rather than on every step. A restore copies a backup
 * into the target the same way, after checking the backup's integrity; the server must be stopped (the
 * CLI refuses an existing target without --force).
 * PostgreSQL: postgres-backup.ts (pg_dump / pg_restore).
 */
import { existsSync, rmSync } from 'node:fs';
import SQLite from 'better-sqlite3';

/** Pages per step after the first: all of them (better-sqlite3's cap). */
const ALL_PAGES = 0x7fffffff;

export interface TableCount {
  table: string;
  rows: number;
}

/** Row counts of every table of a SQLite file (FTS shadow tables excluded), by name. */
export function countRows(file: string): TableCount[] {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const tables = db
      .prepare(
        "select name from sqlite_schema where type = 'table' and name not like 'sqlite_%' and sql not like 'CREATE VIRTUAL TABLE%' order by name",
      )
      .pluck()
      .all() as string[];
    const virtual = db
      .prepare("select name from sqlite_schema where type = 'table' and sql like 'CREATE VIRTUAL TABLE%'")
      .pluck()
      .all() as string[];
    // FTS5 keeps its index in shadow tables named <virtual>_data, _idx, _content, _docsize, _config.
    const shadow = (name: string) => virtual.some((v) => name.startsWith(`${v}_`));
    return tables
      .filter((name) => !shadow(name))
      .map((table) => ({
        table,
        rows: Number(
          db
            .prepare(`select count(*) from "${table.replaceAll('"', '""')}"`)
            .pluck()
            .get(),
        ),
      }));
  } finally {
    db.close();
  }
}

/** Copies the open database `source` into `targetFile` with the online backup API. */
async function copyInto(source: SQLite.Database, targetFile: string): Promise<void> {
  await source.backup(targetFile, { progress: () => ALL_PAGES });
}

/**
 * Writes a consistent copy of the SQLite database `sourceFile` to `targetFile` (which must not exist).
 * Safe while a server is using the source. Resolves with the copy's row counts.
 */
export async function backupSqlite(sourceFile: string, targetFile: string): Promise<TableCount[]> {
  if (existsSync(targetFile)) throw new Error(`${targetFile} already exists`);
  const source = new SQLite(sourceFile, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await copyInto(source, targetFile);
  } finally {
    source.close();
  }
  return countRows(targetFile);
}

/**
 * Replaces the SQLite database `targetFile` with the backup `backupFile` after an integrity check of the
 * backup. The server using the target must be stopped. Resolves with the restored row counts.
 * Throws when the backup is not a sound SQLite database.
 */
export async function restoreSqlite(backupFile: string, targetFile: string): Promise<TableCount[]> {
  const backup = new SQLite(backupFile, { readonly: true, fileMustExist: true });
  try {
    const check = backup.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`${backupFile} failed SQLite's quick_check: ${String(check)}`);
    // A stale write-ahead log of the old database must not be replayed over the restored pages.
    for (const suffix of ['-wal', '-shm']) rmSync(`${targetFile}${suffix}`, { force: true });
    await copyInto(backup, targetFile);
  } finally {
    backup.close();
  }
  return countRows(targetFile);
}
