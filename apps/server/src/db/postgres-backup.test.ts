/**
 * db/postgres-backup.ts (PostgreSQL only; skipped on SQLite, whose backups sqlite-backup.test.ts covers):
 * a dump taken while another connection keeps writing has the row counts of its snapshot, and restoring it
 * into a new database gives the same counts; a restore over a database with tables needs force.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type PortalDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';
import { auditCount, insertAuditRows, startWriter } from '../../test/backup-write-load.js';
import { databaseUrlOn, runAdmin } from '../../test/postgres-admin.js';
import { backupPostgres, restorePostgres } from './postgres-backup.js';

const adminUrl = process.env.DATABASE_URL ?? '';
const onPostgres = /^postgres(ql)?:\/\//.test(adminUrl);

const urlOf = (name: string) => databaseUrlOn(adminUrl, name);
const admin = (statement: string) => runAdmin(adminUrl, statement);

describe.runIf(onPostgres)('PostgreSQL backup and restore', () => {
  const suffix = randomBytes(4).toString('hex');
  const source = `portal_backup_${suffix}`;
  const restored = `portal_restored_${suffix}`;
  let dir: string;
  let live: PortalDatabase;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'portal-pg-backup-'));
    await admin(`create database ${source}`);
    await admin(`create database ${restored}`);
    live = openDatabase(urlOf(source), { poolSize: 2 });
    await migrateToLatest(live.db);
  }, 60_000);
  afterAll(async () => {
    await live.destroy();
    await admin(`drop database if exists ${source} with (force)`);
    await admin(`drop database if exists ${restored} with (force)`);
    rmSync(dir, { recursive: true, force: true });
  });

  it('dumps under write load, and a new database restored from it has equal row counts', async () => {
    await insertAuditRows(live.db, 2_000);
    const writer = startWriter(live.db);
    const dump = join(dir, 'portal.dump');
    const backedUp = await backupPostgres(urlOf(source), dump);
    // Keep writing a moment after the dump, then stop.
    const after = writer.written();
    while (writer.written() < after + 5) await new Promise((resolve) => setTimeout(resolve, 5));
    const written = await writer.stop();

    expect(written, 'rows written while the dump ran').toBeGreaterThan(0);
    const audit = auditCount;
    expect(audit(backedUp)).toBeGreaterThanOrEqual(2_000);
    expect(audit(backedUp)).toBeLessThan(2_000 + written);
    expect(backedUp.map((c) => c.table)).toContain('news');

    expect(await restorePostgres(dump, urlOf(restored), false)).toEqual(backedUp);
    // Again over the restored tables: refused without force, replaced with it.
    await expect(restorePostgres(dump, urlOf(restored), false)).rejects.toThrow('--force');
    expect(await restorePostgres(dump, urlOf(restored), true)).toEqual(backedUp);
  }, 120_000);
});
