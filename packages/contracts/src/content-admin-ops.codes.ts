/**
 * Codes of the back office's operations pages (docs/decisions/content-management.md "Columns and freshness",
 * "Audit search, export and retention"): column freshness states, cadence limits and audit retention.
 * Plain data, shared by the server and the web.
 */

/**
 * Freshness of a column on the app clock: `empty` no published item (国办秘函〔2019〕19号 fails an empty
 * column), `red` overdue (older than its cadence, or than the inspection's 14 days), `amber` due within
 * the last quarter of that limit, `green` otherwise.
 */
export const COLUMN_STATES = ['green', 'amber', 'red', 'empty'] as const;
export type ColumnState = (typeof COLUMN_STATES)[number];

/** Chinese labels of the states (shown beside the colour: never colour only). */
export const COLUMN_STATE_LABELS: Readonly<Record<ColumnState, string>> = {
  green: '正常',
  amber: '即将超期',
  red: '已超期',
  empty: '空栏目',
};

/** Cadence limits (days between updates). */
export const CADENCE_MIN_DAYS = 1;
export const CADENCE_MAX_DAYS = 365;

/** Audit rows are kept at least this many days (等保 2.0: 审计记录留存不少于六个月). */
export const AUDIT_RETENTION_MIN_DAYS = 180;
/** The most rows one export answers (a narrower filter gets the rest). */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;
