/**
 * `npm run backup -- [--to FILE]` and `npm run restore -- FILE [--force]` for the database named by
 * DATABASE_URL (default data/portal.sqlite; README "Backups"), SQLite or PostgreSQL. Without a build:
 * `npx tsx apps/server/src/backup-cli.ts backup`.
 *
 * - backup: a consistent copy while the server runs (db/sqlite-backup.ts), by default to
 *   <database folder>/backups/portal-<UTC time>.sqlite; prints the file, then each table's row count.
 * - restore: the server must be stopped; refuses an existing database without --force; checks the
 *   backup's integrity, copies it in, prints the row counts.
 * PostgreSQL (a postgres:// DATABASE_URL): pg_dump / pg_restore (db/postgres-backup.ts), by default to
 *   data/backups/portal-<UTC time>.dump; restore refuses a database that already has tables without --force.
 * Exit codes: 0 done, 1 failure (a refused PostgreSQL restore included), 2 bad arguments or a refused SQLite restore.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from './config.js';
import { backupPostgres, restorePostgres } from './db/postgres-backup.js';
import { backupSqlite, restoreSqlite, type TableCount } from './db/sqlite-backup.js';

const USAGE =
  'usage: npm run backup -- [--to FILE]\n       npm run restore -- FILE [--force]   (stop the server first)';

function printCounts(counts: TableCount[]): void {
  for (const { table, rows } of counts) process.stdout.write(`${table}\t${rows}\n`);
}

/** The backup or restore of a PostgreSQL DATABASE_URL; 2 for bad arguments. */
async function postgresCommand(
  command: string | undefined,
  file: string | undefined,
  rest: string[],
  options: { to?: string; force?: boolean },
): Promise<number> {
  const database = loadConfig().databaseUrl;
  if (command === 'backup' && file === undefined && rest.length === 0) {
    const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
    const target = resolve(options.to ?? join('data', 'backups', `portal-${stamp}.dump`));
    mkdirSync(dirname(target), { recursive: true });
    const counts = await backupPostgres(database, target);
    console.error(`backup of the PostgreSQL database written to ${target}`);
    process.stdout.write(`${target}\n`);
    printCounts(counts);
    return 0;
  }
  if (command === 'restore' && file !== undefined && rest.length === 0 && options.to === undefined) {
    printCounts(await restorePostgres(file, database, options.force === true));
    console.error(`${basename(file)} restored into the PostgreSQL database`);
    return 0;
  }
  console.error(USAGE);
  return 2;
}

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: { to: { type: 'string' }, force: { type: 'boolean', default: false }, help: { type: 'boolean' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const [command, file, ...rest] = parsed.positionals;
  if (parsed.values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const database = loadConfig().databaseUrl;
  const postgres = /^postgres(ql)?:\/\//.test(database);
  try {
    if (postgres) return await postgresCommand(command, file, rest, parsed.values);
    if (command === 'backup' && file === undefined && rest.length === 0) {
      const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
      const target = resolve(parsed.values.to ?? join(dirname(database), 'backups', `portal-${stamp}.sqlite`));
      mkdirSync(dirname(target), { recursive: true });
      const counts = await backupSqlite(database, target);
      console.error(`backup of ${database} written to ${target}`);
      process.stdout.write(`${target}\n`);
      printCounts(counts);
      return 0;
    }
    if (command === 'restore' && file !== undefined && rest.length === 0 && parsed.values.to === undefined) {
      if (existsSync(database) && !parsed.values.force) {
        console.error(`${database} exists: stop the server, then run again with --force to replace it`);
        return 2;
      }
      mkdirSync(dirname(resolve(database)), { recursive: true });
      printCounts(await restoreSqlite(file, database));
      console.error(`${basename(file)} restored into ${database}`);
      return 0;
    }
  } catch (error) {
    console.error(`${command}: failed: ${(error as Error).message}`);
    return 1;
  }
  console.error(USAGE);
  return 2;
}

process.exitCode = await main(process.argv.slice(2));
