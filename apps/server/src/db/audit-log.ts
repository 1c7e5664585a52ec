/**
 * Appends one row to the security audit trail (table `audit_log`: logins, single sign-on, and the
 * agency inboxes' reads and updates — PIPL: access to personal information is recorded). Details carry
 * ids and filters only, never names, phones or text. Column limits as the auth module's writer.
 */
import type { Kysely } from 'kysely';
import type { Database } from './database.js';

export interface AuditEntry {
  time: Date;
  action: string;
  userName: string;
  /**
   * The client address (`request.ip`). Fastify reads it from the socket, so it is undefined once the
   * client has disconnected: the row is still written, with an empty address (as modules/auth's writer).
   */
  ip: string | undefined;
  /** 'ok' or a short reason ('closed', 'not_found'). */
  result: string;
  /** e.g. 'id=12 acceptNo=FK…' or 'status=accepted pageNum=1'. */
  detail: string;
}

export async function appendAuditLog(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      time: entry.time.toISOString(),
      action: entry.action,
      user_name: entry.userName.slice(0, 64),
      ip: (entry.ip ?? '').slice(0, 64),
      result: entry.result.slice(0, 64),
      detail: entry.detail.slice(0, 500),
    })
    .execute();
}
