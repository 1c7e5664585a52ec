/**
 * `npm run backup -- [--to FILE]` and `npm run restore -- FILE [--force]` for the SQLite database named by
 * DATABASE_URL (default data/portal.sqlite; README "Backups"). Without a build:
 * `npx tsx apps/server/src/backup-cli.ts backup`.
 *
 * - backup: a consistent copy while the server runs (db/sqlite-backup.ts), by default to
 *   <database folder>/backups/portal-<UTC time>.sqlite; prints the file, then each table's row count.
 * - restore: the server must be stopped; refuses an existing database without --force; checks the
 *   backup's integrity, copies it in, prints the row counts.
 * PostgreSQL (a postgres:// DATABASE_URL) is backed up with pg_dump / pg_restore: the CLI says so and exits 2.
 * Exit codes: 0 done, 1 failure, 2 bad arguments or a PostgreSQL database.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from './config.js';
import { backupSqlite, restoreSqlite, type TableCount } from './db/sqlite-backup.js';

const USAGE =
  'usage: npm run backup -- [--to FILE]\n       npm run restore -- FILE [--force]   (stop the server first)';

function printCounts(counts: TableCount[]): void {
  for (const { table, rows } of counts) process.stdout.write(`${table}\t${rows}\n`);
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
  if (/^postgres(ql)?:\/\//.test(database)) {
    console.error(
      'DATABASE_URL is PostgreSQL: back up with pg_dump -Fc and restore with pg_restore (README "Backups").',
    );
    return 2;
  }
  try {
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
