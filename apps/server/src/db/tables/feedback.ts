/**
 * Kysely table types. Citizen feedback (意见反馈, spec §2 /main/feedback, §7 "Feedback") and which feedback each
 * agency account handles. Composed into the Database interface of ../database.ts, which states the conventions.
 */
import type { Generated } from 'kysely';

/** One submission. Status columns: see packages/contracts/src/feedback.codes.ts FEEDBACK_STATUSES. */
export interface FeedbackTable {
  id: Generated<number>;
  accept_no: string; // 受理编号, unique, random (feedback.codes.ts)
  type: string; // consult | suggest | complaint | correction
  title: string;
  content: string; // plain text, never rendered as HTML
  name: string; // shown to agency users only
  phone: string; // as entered (digits and '-'); every response masks it
  organ_id: number | null; // the venue of the venue variant; null for the public variant
  status: string; // accepted | processing | replied | closed
  reply: string | null;
  reply_unit: string | null; // organ_name of the agency account that replied
  created_at: string; // ISO UTC
  processing_at: string | null;
  replied_at: string | null;
  closed_at: string | null;
  /** hex SHA-256 of phone + content: duplicate suppression looks it up within a window. */
  dedup_key: string;
  /** The ALTCHA challenge's nonce: unique, so a solved challenge serves one submission only. */
  challenge_id: string;
  /** Wrong phone tails given with this 受理编号 since the last lock (look-up brute force). */
  lookup_failures: number;
  lookup_locked_until: string | null; // ISO UTC
}

/**
 * Which feedback an agency account handles (docs/decisions/feedback.md "Feedback"): kind 'all' (every submission),
 * 'area' (venue feedback of venues in division area_code), 'venue' (feedback about venue organ_id). An account
 * may have several rows (their union); an agency account without rows handles nothing.
 */
/** Which inbox a scope row serves: citizen feedback, repair reports, the review of venues' yearly figures. */
export type { ScopeSection } from '@portal/contracts/account-scopes.codes';

export interface FeedbackScopeTable {
  id: Generated<number>;
  account_id: number;
  kind: string; // all | area | venue
  area_code: string | null;
  organ_id: number | null;
  /** Which inbox the row scopes: 'feedback', 'facility' (migration 0013) or 'venueYear' (review, 0035); modules/area/agency-scope.ts. */
  section: Generated<string>;
}
