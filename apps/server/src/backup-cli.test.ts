/**
 * backup-cli.ts, the program behind `npm run backup` / `npm run restore` (docs/decisions/security.md
 * "Backups on PostgreSQL"), run as a child process the way npm runs it: on SQLite always, and on PostgreSQL
 * when DATABASE_URL is a postgres:// URL. A backup prints the file, then each table's row count; a restore
 * into a new database prints the same counts; a restore over existing tables is refused without --force.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { insertAuditRows } from '../test/backup-write-load.js';
import { databaseUrlOn, runAdmin } from '../test/postgres-admin.js';

const CLI = fileURLToPath(new URL('./backup-cli.ts', import.meta.url));
const adminUrl = process.env.DATABASE_URL ?? '';
const onPostgres = /^postgres(ql)?:\/\//.test(adminUrl);

/** Runs the CLI with `args` against `databaseUrl`; its exit status and output. */
function runCli(databaseUrl: string, args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The `table<TAB>rows` lines of the CLI's output, as a map. */
function countsOf(stdout: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of stdout.split('\n')) {
    const match = /^(\w+)\t(\d+)$/.exec(line);
    if (match) counts.set(match[1]!, Number(match[2]));
  }
  return counts;
}

/** A migrated database at `url` holding `rows` audit rows. */
async function prepare(url: string, rows: number): Promise<void> {
  const database = openDatabase(url, { poolSize: 1 });
  try {
    await migrateToLatest(database.db);
    await insertAuditRows(database.db, rows);
  } finally {
    await database.destroy();
  }
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'portal-backup-cli-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run backup / restore on SQLite', () => {
  it('backs up with row counts and restores them into a new file; refuses an existing one without --force', async () => {
    const live = join(dir, 'live.sqlite');
    const restored = join(dir, 'restored.sqlite');
    const file = join(dir, 'portal.sqlite.bak');
    await prepare(live, 120);

    const backup = runCli(live, ['backup', '--to', file]);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout.split('\n')[0]).toBe(file);
    expect(existsSync(file)).toBe(true);
    const counts = countsOf(backup.stdout);
    expect(counts.get('audit_log')).toBe(120);

    const restore = runCli(restored, ['restore', file]);
    expect(restore.status, restore.stderr).toBe(0);
    expect(countsOf(restore.stdout)).toEqual(counts);

    const again = runCli(restored, ['restore', file]);
    expect(again.status).toBe(2);
    expect(again.stderr).toContain('--force');
  }, 300_000);
});

describe.runIf(onPostgres)('npm run backup / restore on PostgreSQL', () => {
  const suffix = randomBytes(4).toString('hex');
  const source = `portal_cli_backup_${suffix}`;
  const target = `portal_cli_restored_${suffix}`;
  const urlOf = (name: string) => databaseUrlOn(adminUrl, name);
  const admin = (statement: string) => runAdmin(adminUrl, statement);

  beforeAll(async () => {
    await admin(`create database ${source}`);
    await admin(`create database ${target}`);
  }, 60_000);
  afterAll(async () => {
    await admin(`drop database if exists ${source} with (force)`);
    await admin(`drop database if exists ${target} with (force)`);
  });

  it('dumps with row counts and restores them into a new database; refuses existing tables without --force', async () => {
    const file = join(dir, 'portal.dump');
    await prepare(urlOf(source), 120);

    const backup = runCli(urlOf(source), ['backup', '--to', file]);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout.split('\n')[0]).toBe(file);
    const counts = countsOf(backup.stdout);
    expect(counts.get('audit_log')).toBe(120);

    const restore = runCli(urlOf(target), ['restore', file]);
    expect(restore.status, restore.stderr).toBe(0);
    expect(countsOf(restore.stdout)).toEqual(counts);

    const again = runCli(urlOf(target), ['restore', file]);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('--force');
  }, 300_000);
});
