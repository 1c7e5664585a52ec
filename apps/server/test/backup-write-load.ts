/**
 * The write load of the backup suites (db/sqlite-backup.test.ts, db/postgres-backup.test.ts): audit rows
 * written before a backup and by a writer that keeps inserting while it runs.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/database.js';

/** The `i`-th audit row (about 250 bytes of text). */
export const auditRow = (i: number) => ({
  time: new Date(Date.UTC(2026, 10, 24, 0, 0, i % 60)).toISOString(),
  action: 'login_failed',
  user_name: `writer-${i}`,
  ip: '127.0.0.1',
  result: 'bad_password',
  detail: '备份测试'.repeat(20),
});

/** Inserts `count` audit rows in batches of 50. */
export async function insertAuditRows(db: Kysely<Database>, count: number): Promise<void> {
  for (let i = 0; i < count; i += 50)
    await db
      .insertInto('audit_log')
      .values(Array.from({ length: Math.min(50, count - i) }, (_, k) => auditRow(i + k)))
      .execute();
}

/** Audit rows of a backup's row counts. */
export const auditCount = (counts: { table: string; rows: number }[]) =>
  counts.find((c) => c.table === 'audit_log')?.rows ?? 0;

/** Starts a writer inserting one audit row at a time; `stop()` ends it and resolves with the rows it wrote. */
export function startWriter(db: Kysely<Database>): { written(): number; stop(): Promise<number> } {
  let writing = true;
  let written = 0;
  const writer = (async () => {
    while (writing) {
      await db.insertInto('audit_log').values(auditRow(written)).execute();
      written += 1;
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  return {
    written: () => written,
    async stop() {
      writing = false;
      await writer;
      return written;
    },
  };
}
