/**
 * db/sqlite-backup.ts: a backup taken while another connection keeps writing is consistent and holds
 * every row committed before it started; restoring it into a fresh database gives the same row counts.
 * (SQLite only: PostgreSQL has postgres-backup.test.ts.)
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type PortalDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';
import { backupSqlite, countRows, restoreSqlite } from './sqlite-backup.js';

let dir: string;
let live: PortalDatabase;
const liveFile = () => join(dir, 'portal.sqlite');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portal-backup-'));
  live = openDatabase(liveFile());
  await migrateToLatest(live.db);
});
afterAll(async () => {
  await live.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const auditRow = (i: number) => ({
  time: new Date(Date.UTC(2026, 10, 24, 0, 0, i % 60)).toISOString(),
  action: 'login_failed',
  user_name: `writer-${i}`,
  ip: '127.0.0.1',
  result: 'bad_password',
  detail: '备份测试'.repeat(20),
});

it('backs up under write load, and the restore has the backup row counts', async () => {
  for (let i = 0; i < 2_000; i += 50)
    await live.db
      .insertInto('audit_log')
      .values(Array.from({ length: 50 }, (_, k) => auditRow(i + k)))
      .execute();

  let writing = true;
  let written = 0;
  const writer = (async () => {
    while (writing) {
      await live.db.insertInto('audit_log').values(auditRow(written)).execute();
      written += 1;
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  const backupFile = join(dir, 'backup.sqlite');
  const backedUp = await backupSqlite(liveFile(), backupFile);
  writing = false;
  await writer;

  expect(written, 'rows written while the backup ran').toBeGreaterThan(0);
  const audit = (counts: { table: string; rows: number }[]) => counts.find((c) => c.table === 'audit_log')?.rows ?? 0;
  expect(audit(backedUp)).toBeGreaterThanOrEqual(2_000);
  expect(audit(backedUp)).toBeLessThanOrEqual(2_000 + written);
  expect(backedUp.map((c) => c.table)).toContain('news');

  const restoredFile = join(dir, 'restored.sqlite');
  const restored = await restoreSqlite(backupFile, restoredFile);
  expect(restored).toEqual(backedUp);
  expect(countRows(restoredFile)).toEqual(backedUp);
});

it('refuses to overwrite an existing backup and to restore a file that is not a database', async () => {
  const existing = join(dir, 'backup.sqlite');
  await expect(backupSqlite(liveFile(), existing)).rejects.toThrow('already exists');
  const notADatabase = join(dir, 'not-a-database.sqlite');
  rmSync(notADatabase, { force: true });
  writeFileSync(notADatabase, 'plain text, not SQLite');
  await expect(restoreSqlite(notADatabase, join(dir, 'x.sqlite'))).rejects.toThrow();
});
