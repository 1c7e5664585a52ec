/**
 * Kysely table types of the data exchange with the filling systems (migration 0019;
 * docs/decisions/data-exchange.md). Composed into the Database interface of ../database.ts.
 */
import type { Generated } from 'kysely';

/** A client system's signing key; `secret` is the HMAC key itself (read server-side only). */
export interface ExchangeClientTable {
  app_key: string;
  system: string; // spec §6 system code, e.g. 'js365_equ'
  secret: string;
  created_at: string; // ISO UTC
  revoked_at: string | null;
}

/** A nonce seen from a key; rows older than the replay window are pruned. */
export interface ExchangeNonceTable {
  app_key: string;
  nonce: string;
  seen_at: string; // ISO UTC
}

/** Which portal row a client's record became. */
export interface ExchangeSourceTable {
  system: string;
  entity: string; // contracts exchange/<entity>.ts `entity`, e.g. 'facility'
  source_id: string;
  portal_id: number;
}

/** One accepted change (state = the pushed record as JSON) or tombstone (deleted = 1). */
export interface ExchangeRevisionTable {
  id: Generated<number>;
  system: string;
  entity: string;
  source_id: string;
  portal_id: number;
  received_at: string;
  state: string;
  deleted: number; // 0/1
  // --- added by migration 0022 ---
  app_key: string; // the exchange_client key that pushed it
  valid_from: string; // ISO UTC: the item's validFrom, else received_at
}

/** Refused exchange rows per (Beijing day, system, entity, province, field) (migration 0024). */
export interface ExchangeRejectionDayTable {
  day: string; // 'YYYY-MM-DD', Asia/Shanghai
  system: string;
  entity: string;
  province_code: string; // '' when the row named no known county
  field: string; // the refused field, e.g. 'countyCode'; 'deleted' for a refused deletion
  row_count: number;
  last_reason: string; // the Chinese reason of the latest refusal counted
}

/** Accepted exchange rows counted per (Beijing day, system, entity, province) (migration 0030). */
export interface ExchangeReceivedDayTable {
  day: string; // 'YYYY-MM-DD', Asia/Shanghai
  system: string;
  entity: string;
  province_code: string; // '' when the row named no known place
  row_count: number;
}

// --- migration 0026: file imports (docs/decisions/data-exchange.md "File import") ---

/** One uploaded file. status: previewed | applying | applied | failed. */
export interface ExchangeImportTable {
  id: Generated<number>;
  entity: string;
  system: string;
  account_id: number;
  user_name: string;
  file_name: string;
  status: string;
  total: number; // rows read from the file
  done: number; // rows applied so far
  created_at: string; // ISO UTC
  finished_at: string | null;
  /** ISO UTC: the running instance's last sign of life (migration 0032); an old one on a running import = cut off. */
  heartbeat_at: string | null;
  /** JSON ImportCounts of the dry run / the apply so far (migration 0038); null before the phase started. */
  preview_counts: string | null;
  result_counts: string | null;
  /** The Chinese reason of a failed dry run or apply (migration 0038). */
  failure: string | null;
}

/** One row of an imported file. preview/result: created | updated | unchanged | rejected. */
export interface ExchangeImportRowTable {
  import_id: number;
  row_no: number; // the file's line (header = 1)
  source_id: string;
  item: string; // JSON of the item read from the row
  preview: string; // the dry run's outcome
  result: string | null; // the applied outcome
  field: string | null; // rejected: the column
  value: string | null; // rejected: the cell as read
  reason: string | null; // rejected: Chinese reason
}

/** An agency account may import the entities of `system`. */
export interface ExchangeImportGrantTable {
  account_id: number;
  system: string;
}
