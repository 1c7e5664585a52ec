/**
 * Kysely table types. Accounts, sessions, single-sign-on tickets and the security audit trail (spec §4, §6, §9).
 * Composed into the Database interface of ../database.ts, which states the column conventions.
 */
import type { Generated } from 'kysely';

/** Public-access and agency accounts. kind: 'public' | 'agency'. */
export interface AccountTable {
  id: Generated<number>;
  user_name: string;
  display_name: string;
  kind: string;
  organ_name: string; // the agency the user works for
  password_hash: string; // 'scrypt$N$r$p$salt$hash' (base64 parts)
  failed_count: number;
  locked_until: string | null; // ISO UTC
  created_at: string;
  disabled: Generated<number>; // 1: disabled by the site admin (no login, no session)
}

/** A session token (public access token or agency session). Only the SHA-256 of the token is stored. */
export interface SessionTable {
  token_hash: string; // hex sha256 of the random token
  kind: string; // 'public' | 'agency'
  account_id: number;
  created_at: string;
  last_used_at: string;
  expires_at: string; // absolute end (public: +14400 s; agency: +12 h)
}

/** One-time single-sign-on ticket for an external filling system (spec §6). Stored hashed. */
export interface SsoTicketTable {
  ticket_hash: string;
  app_id: string;
  account_id: number;
  issued_at: string;
  expires_at: string;
  used_at: string | null;
  used_ip: string | null;
}

/** Security audit trail: login, logout, login_failed, locked, sso_issued, sso_used, sso_rejected. */
export interface AuditLogTable {
  id: Generated<number>;
  time: string;
  action: string;
  user_name: string;
  ip: string;
  result: string; // 'ok' or a short reason
  detail: string;
}
