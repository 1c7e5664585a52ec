/**
 * Backup and restore of a PostgreSQL database (README "Backups"; docs/decisions/security.md §4) with pg_dump / pg_restore
 * (the PostgreSQL client programs, on PATH: `apt-get install postgresql-client`, at least the server's
 * major version).
 *
 * Backup: a repeatable-read transaction exports its snapshot (pg_export_snapshot), counts every table's
 * rows in it, and `pg_dump -Fc --snapshot` dumps that same snapshot while the transaction stays open; so
 * the counts printed are exactly the dump's, even while the portal keeps writing.
 * Restore: `pg_restore --no-owner --exit-on-error --single-transaction` into the database of the URL; a
 * database that already holds the portal's tables is refused unless `force` (then `--clean --if-exists`
 * drops what the dump replaces). Resolves with the restored row counts.
 * Both count the base tables of the URL's current schema (search_path), by name.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import pg from 'pg';
import type { TableCount } from './sqlite-backup.js';

/** Runs a client program; rejects with its stderr when it exits non-zero or cannot start. */
function run(program: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (error) =>
      reject(new Error(`${program} could not start (${error.message}): install postgresql-client`)),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} exited ${code}: ${stderr.trim()}`)),
    );
  });
}

/** Row counts of every base table of the client's current schema, by name. */
async function countTables(client: pg.ClientBase): Promise<TableCount[]> {
  const tables = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: TableCount[] = [];
  for (const { name } of tables.rows) {
    const result = await client.query<{ rows: string }>(`select count(*) as rows from ${pg.escapeIdentifier(name)}`);
    counts.push({ table: name, rows: Number(result.rows[0]!.rows) });
  }
  return counts;
}

/** Dumps the database of `url` to `targetFile` (custom format; must not exist). Resolves with its row counts. */
export async function backupPostgres(url: string, targetFile: string): Promise<TableCount[]> {
  if (existsSync(targetFile)) throw new Error(`${targetFile} already exists`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin transaction isolation level repeatable read read only');
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]!.id;
    const counts = await countTables(client);
    await run('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--file=${targetFile}`, `--dbname=${url}`]);
    await client.query('commit');
    return counts;
  } finally {
    await client.end();
  }
}

/**
 * Restores the dump `backupFile` into the database of `url` (module comment); `force` replaces the
 * portal's tables when the database already has them. Resolves with the restored row counts.
 */
export async function restorePostgres(backupFile: string, url: string, force: boolean): Promise<TableCount[]> {
  if (!existsSync(backupFile)) throw new Error(`${backupFile} does not exist`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const existing = await countTables(client);
    if (existing.length > 0 && !force)
      throw new Error(
        'the database already holds tables: stop the server, then run again with --force to replace them',
      );
    await run('pg_restore', [
      '--no-owner',
      '--exit-on-error',
      '--single-transaction',
      ...(existing.length > 0 ? ['--clean', '--if-exists'] : []),
      `--dbname=${url}`,
      backupFile,
    ]);
    return await countTables(client);
  } finally {
    await client.end();
  }
}
