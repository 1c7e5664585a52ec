/**
 * Codes of the data exchange's file import (docs/data-exchange.md "File import"), shared by the server and
 * the web page /admin/exchange/import (no schema library: the web bundle imports this file).
 */

export const IMPORT_API = '/api/admin/exchange/imports';
/**
 * Largest accepted file (bytes): a 1,000,000-row facility CSV of the template's columns is about 180 MB,
 * so 400 MB leaves room for longer addresses and descriptions (docs/decisions/data-exchange.md "File import
 * of a million rows").
 */
export const MAX_IMPORT_BYTES = 400 * 1024 * 1024;
/** Most data rows in one file (a province's or the nation's fitness facilities). */
export const MAX_IMPORT_ROWS = 1_000_000;
/** The limits as the page, the API summary and the 400s state them: megabytes, and rows in 万 (10,000). */
export const MAX_IMPORT_MB = MAX_IMPORT_BYTES / 1024 / 1024;
export const MAX_IMPORT_WAN_ROWS = MAX_IMPORT_ROWS / 10_000;
/** Rows per batch command (the push API's MAX_BATCH_ROWS). */
export const IMPORT_CHUNK_ROWS = 1000;
/** Rows shown per outcome in the preview. */
export const IMPORT_SAMPLE_ROWS = 5;

export const IMPORT_OUTCOMES = ['created', 'updated', 'unchanged', 'rejected'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];
/** Chinese names of the outcomes (新增 · 更新 · 无变化 · 拒绝). */
export const IMPORT_OUTCOME_NAMES: Readonly<Record<ImportOutcome, string>> = {
  created: '新增',
  updated: '更新',
  unchanged: '无变化',
  rejected: '拒绝',
};

/**
 * previewing (the dry run runs in the background) -> previewed (or previewFailed) -> applying -> applied (or
 * failed, which may be applied again).
 */
export const IMPORT_STATUSES = ['previewing', 'previewed', 'previewFailed', 'applying', 'applied', 'failed'] as const;
/** The statuses whose counts and rows are the applied ones. */
export const APPLIED_STATUSES: readonly ImportState[] = ['applying', 'applied', 'failed'];
export type ImportState = (typeof IMPORT_STATUSES)[number];

/** The importable entities with their owning system and Chinese label, in the registry's order (a server test keeps it equal). */
export const IMPORT_ENTITIES = [
  { entity: 'venue', system: 'app_sync_js365', label: '场馆' },
  { entity: 'venueYear', system: 'app_sync_js365', label: '场馆年度开放数据' },
  { entity: 'match', system: 'app_sync_js365', label: '赛事活动' },
  { entity: 'training', system: 'app_sync_js365', label: '培训' },
  { entity: 'race', system: 'app_sync_js365', label: '运动会赛事' },
  { entity: 'facility', system: 'js365_equ', label: '设施' },
  { entity: 'park', system: 'js365_park', label: '体育公园' },
  { entity: 'equipment', system: 'cdqc_filling', label: '器材' },
  { entity: 'buildProject', system: 'js365_build', label: '建设项目' },
  { entity: 'instructor', system: 'js365_equ', label: '社会体育指导员' },
  { entity: 'organization', system: 'js365_equ', label: '健身组织' },
] as const;
