/**
 * Agency actions on feedback go to the security audit trail (table `audit_log`, the one the auth module
 * writes logins and single sign-on to), so who read, answered or closed which case, and who listed which
 * filters, can be traced (PIPL: access to personal information is recorded). Details carry ids and
 * filters only, never names, phones or text.
 */
import type { Kysely } from 'kysely';
import { appendAuditLog, type AuditEntry } from '../../db/audit-log.js';
import type { Database } from '../../db/database.js';

export type FeedbackAuditAction = 'feedback_list' | 'feedback_read' | 'feedback_reply' | 'feedback_close';

export interface FeedbackAuditEntry extends AuditEntry {
  action: FeedbackAuditAction;
}

/** Appends one row to audit_log (db/audit-log.ts). */
export async function auditFeedback(db: Kysely<Database>, entry: FeedbackAuditEntry): Promise<void> {
  await appendAuditLog(db, entry);
}
