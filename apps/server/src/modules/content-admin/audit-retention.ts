/**
 * Audit retention (docs/decisions/content-management.md "Audit search, export and retention"): audit rows
 * are kept at least 180 days (等保 2.0, GB/T 22239-2019 8.1.4.3: 审计记录留存不少于六个月; the config refuses
 * a shorter AUDIT_RETENTION_DAYS at start). Every instance purges the rows older than the retention once at
 * start and then every hour, on the app clock; the delete is idempotent, so instances purging at once are
 * harmless. One spine command (data/commands.ts), so the purge is a write like any other.
 */
import type { Kysely } from 'kysely';
import { AUDIT_RETENTION_MIN_DAYS } from '@portal/contracts/content-admin-ops.codes';
import { runCommand } from '../../data/commands.js';
import type { Database } from '../../db/database.js';
import type { PortalApp } from '../../types.js';

const DAY_MS = 86_400_000;
/** How often each instance purges. */
export const PURGE_EVERY_MS = 3_600_000;

/**
 * Deletes the audit rows older than `retentionDays` before `now`; resolves with how many went. Throws for a
 * retention under 180 days (a second guard behind the config's).
 */
export function purgeAuditLog(db: Kysely<Database>, now: Date, retentionDays: number): Promise<number> {
  if (!Number.isInteger(retentionDays) || retentionDays < AUDIT_RETENTION_MIN_DAYS)
    throw new Error(`audit retention must be at least ${AUDIT_RETENTION_MIN_DAYS} days, got ${retentionDays}`);
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
  return runCommand(db, { tables: ['audit_log'], at: now }, async (trx) => {
    const result = await trx.deleteFrom('audit_log').where('time', '<', cutoff).executeTakeFirst();
    const deleted = Number(result.numDeletedRows);
    return { value: deleted, changed: deleted > 0 };
  });
}

/** Starts `app`'s hourly purge (stopped when the app closes); a failed purge is logged and retried next hour. */
export function startAuditPurge(app: PortalApp): void {
  const purge = () =>
    purgeAuditLog(app.db, app.clock(), app.config.auditRetentionDays)
      .then((n) => {
        if (n > 0) app.log.info({ deleted: n }, 'audit rows past retention purged');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'audit purge failed'));
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= purge().finally(() => (running = null));
  };
  const timer = setInterval(tick, PURGE_EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => tick());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
