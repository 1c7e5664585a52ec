/**
 * Security audit trail (table `audit_log`): every login, logout, failed login, lock,
 * and single-sign-on ticket issued, used or rejected, with time (ISO UTC), user, client IP and result.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

export type AuditAction = 'login' | 'logout' | 'login_failed' | 'locked' | 'sso_issued' | 'sso_used' | 'sso_rejected';

export interface AuditEntry {
  time: Date;
  action: AuditAction;
  /** As typed by the caller for failed logins (cut to 64 characters), else the account's user name. */
  userName: string;
  /**
   * The client address. Fastify's `request.ip` reads the socket, and is undefined once the client has
   * disconnected (a logout whose tab closed): the row is still written, with an empty address.
   */
  ip: string | undefined;
  /** 'ok' or a short reason code, e.g. 'bad_password', 'locked', 'expired'. */
  result: string;
  /** Free text, e.g. 'kind=agency' or 'appId=js365_park'. */
  detail?: string;
}

/** Appends one audit row. */
export async function writeAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      time: entry.time.toISOString(),
      action: entry.action,
      user_name: entry.userName.slice(0, 64),
      ip: (entry.ip ?? '').slice(0, 64),
      result: entry.result.slice(0, 64),
      detail: (entry.detail ?? '').slice(0, 500),
    })
    .execute();
}
