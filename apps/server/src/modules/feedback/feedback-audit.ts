/**
 * Agency actions on feedback go to the security audit trail (table `audit_log`, the one the auth module
 * writes logins and single sign-on to; written by area/agency-scope.ts auditedAgency through
 * db/audit-log.ts), so who read, answered or closed which case, and who listed which filters, can be
 * traced (PIPL: access to personal information is recorded), and who revealed which case's full phone
 * (`feedback_phone_reveal`, docs/personal-data.md). Details carry ids and filters only, never names, phones
 * or text.
 */

export type FeedbackAuditAction =
  'feedback_list' | 'feedback_read' | 'feedback_reply' | 'feedback_close' | 'feedback_phone_reveal';
