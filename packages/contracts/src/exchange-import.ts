/**
 * File import of the data exchange in the back office (数据交换·文件导入; spec §6; docs/data-exchange.md
 * "File import"; docs/decisions/data-exchange.md "File import"). An agency account allowed for an entity's
 * owning system uploads a CSV or XLSX file; every row goes through the push API's per-row check and batch
 * command (dry run first, then applied in the background).
 *
 * - POST /api/admin/exchange/imports?entity= (multipart, field `file`) -> ImportStatus (status previewing;
 *   poll until previewed)
 * - GET  /api/admin/exchange/imports/{id} -> ImportStatus (poll while previewing or applying)
 * - POST /api/admin/exchange/imports/{id}/apply -> ImportStatus (status applying)
 * - GET  /api/admin/exchange/imports/{id}/errors.csv -> CSV (BOM): 行号, 列, 值, 原因
 * - GET  /api/admin/exchange/imports/template/{entity} -> CSV template (BOM)
 */
import { Type, type Static } from 'typebox';
import { IMPORT_STATUSES } from './exchange-import.codes.js';
import { literalUnion } from './literal-union.js';

export {
  IMPORT_API,
  IMPORT_CHUNK_ROWS,
  IMPORT_OUTCOME_NAMES,
  IMPORT_OUTCOMES,
  IMPORT_SAMPLE_ROWS,
  IMPORT_STATUSES,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  type ImportOutcome,
  type ImportState,
} from './exchange-import.codes.js';

export const ImportEntityQuery = Type.Object({
  entity: Type.String({ minLength: 1, maxLength: 32, description: '交换实体，如 facility' }),
});
export type ImportEntityQuery = Static<typeof ImportEntityQuery>;

export const ImportEntityParams = ImportEntityQuery;
export type ImportEntityParams = Static<typeof ImportEntityParams>;

export const ImportIdParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2147483647, description: '导入编号' }),
});
export type ImportIdParams = Static<typeof ImportIdParams>;

const Counts = Type.Object({
  created: Type.Integer(),
  updated: Type.Integer(),
  unchanged: Type.Integer(),
  rejected: Type.Integer(),
});
export type ImportCounts = Static<typeof Counts>;

export const ImportRow = Type.Object({
  rowNo: Type.Integer({ description: '文件中的行号（表头为第 1 行）' }),
  sourceId: Type.String(),
  field: Type.Optional(Type.String()),
  value: Type.Optional(Type.String()),
  reason: Type.Optional(Type.String()),
});
export type ImportRow = Static<typeof ImportRow>;

export const ImportStatus = Type.Object({
  id: Type.Integer(),
  entity: Type.String(),
  system: Type.String(),
  fileName: Type.String(),
  status: literalUnion(IMPORT_STATUSES),
  total: Type.Integer({ description: '文件中的数据行数' }),
  done: Type.Integer({ description: '已试运行（previewing）或已写入（applying 起）的行数' }),
  /** The dry run's counts. */
  preview: Counts,
  /** The applied counts (all zero before apply). */
  applied: Counts,
  /** The first rows of each outcome: the applied ones once applied, else the preview's. */
  samples: Type.Object({
    created: Type.Array(ImportRow),
    updated: Type.Array(ImportRow),
    unchanged: Type.Array(ImportRow),
    rejected: Type.Array(ImportRow),
  }),
  createdAt: Type.String({ description: 'ISO UTC' }),
  finishedAt: Type.Union([Type.String(), Type.Null()]),
  /** Why the dry run (previewFailed) or the apply (failed) stopped; null otherwise. */
  failure: Type.Union([Type.String({ description: '试运行或写入失败的原因' }), Type.Null()]),
});
export type ImportStatus = Static<typeof ImportStatus>;
export const ImportCsv = Type.Unsafe<Uint8Array | string>({ type: 'string', description: 'CSV（UTF-8，带 BOM）' });
