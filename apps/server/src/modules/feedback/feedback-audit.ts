/**
 * Agency actions on feedback go to the security audit trail (table `audit_log`, the one the auth module
 * writes logins and single sign-on to), so who read, answered or closed which case, and who listed which
 * filters, can be traced (PIPL: access to personal information is recorded). Details carry ids and
 * filters only, never names, phones or text.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

export type FeedbackAuditAction = 'feedback_list' | 'feedback_read' | 'feedback_reply' | 'feedback_close';

export interface FeedbackAuditEntry {
  time: Date;
  action: FeedbackAuditAction;
  userName: string;
  ip: string;
  /** 'ok' or a short reason ('closed', 'not_found'). */
  result: string;
  /** e.g. 'id=12 acceptNo=FK…' or 'status=accepted pageNum=1'. */
  detail: string;
}

/** Appends one row to audit_log (same column limits as the auth module's writer). */
export async function auditFeedback(db: Kysely<Database>, entry: FeedbackAuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      time: entry.time.toISOString(),
      action: entry.action,
      user_name: entry.userName.slice(0, 64),
      ip: entry.ip.slice(0, 64),
      result: entry.result.slice(0, 64),
      detail: entry.detail.slice(0, 500),
    })
    .execute();
}
