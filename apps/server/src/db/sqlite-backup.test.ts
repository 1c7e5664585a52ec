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
import { auditCount, insertAuditRows, startWriter } from '../../test/backup-write-load.js';
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

it('backs up under write load, and the restore has the backup row counts', async () => {
  await insertAuditRows(live.db, 2_000);
  const writer = startWriter(live.db);
  const backupFile = join(dir, 'backup.sqlite');
  const backedUp = await backupSqlite(liveFile(), backupFile);
  const written = await writer.stop();

  expect(written, 'rows written while the backup ran').toBeGreaterThan(0);
  const audit = auditCount;
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
