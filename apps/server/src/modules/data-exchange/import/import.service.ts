/**
 * The file import of the data exchange (docs/decisions/data-exchange.md "File import"): the rows of a CSV
 * or XLSX file (./import-file.ts, ./import-cells.ts) go through exactly the push API's batch command
 * (../batch.command.ts: per-row check, entity check, upsert, revisions), IMPORT_CHUNK_ROWS rows per command,
 * on behalf of the entity's owning system with app key `import:<id>`.
 *
 * - createImport stores the rows read from the file; runPreview (in the background) dry-runs every chunk
 *   (the batch command rolled back), storing each row's preview outcome and the progress.
 * - applyImport (in the background): the same chunks written, progress (`done`) stored after each; the
 *   per-row outcomes are stored for the status and the error file.
 * A sourceId repeated in the file is rejected at its later rows before any batch (so a dry run of separate
 * chunks and the applied run agree).
 */
import type { Kysely } from 'kysely';
import type { BatchResult, RowResult } from '@portal/contracts/data-exchange';
import type { ImportOutcome, ImportStatus } from '@portal/contracts/exchange-import';
import { APPLIED_STATUSES, IMPORT_CHUNK_ROWS } from '@portal/contracts/exchange-import.codes';
import type { Database } from '../../../db/database.js';
import { applyBatch } from '../batch.command.js';
import type { ExchangeEntity } from '../entities/exchange-entity.js';
import { cellOfField, itemOfCells } from './import-cells.js';
import type { FileRow } from './import-file.js';
import {
  countsOf,
  finishImport,
  findImport,
  insertImport,
  refusedBeforeBatch,
  rowsToApply,
  samplesOf,
  startApplying,
  storeOutcomes,
  type ImportRecord,
  type StoredRow,
} from './import.repository.js';

export const REPEATED_IN_FILE = '文件中重复出现（以第一次出现的行为准）';

/** The outcome of one batch row as stored. */
function outcomeOf(rowNo: number, item: Record<string, unknown>, r: RowResult): Omit<StoredRow, 'item' | 'sourceId'> {
  const outcome = r.result as ImportOutcome;
  if (outcome !== 'rejected') return { rowNo, outcome };
  return { rowNo, outcome, field: r.field, value: cellOfField(item, r.field), reason: r.reason };
}

/** Runs `rows` through the batch command in chunks (dry run or written), handing each chunk's outcomes to `each`. */
async function runChunks(
  db: Kysely<Database>,
  entity: ExchangeEntity,
  importId: number | undefined,
  rows: readonly { rowNo: number; item: Record<string, unknown> }[],
  now: () => Date,
  dryRun: boolean,
): Promise<Omit<StoredRow, 'item' | 'sourceId'>[]> {
  const writer = { system: entity.contract.system, appKey: `import:${importId ?? 'preview'}` };
  const out: Omit<StoredRow, 'item' | 'sourceId'>[] = [];
  for (let i = 0; i < rows.length; i += IMPORT_CHUNK_ROWS) {
    const chunk = rows.slice(i, i + IMPORT_CHUNK_ROWS);
    const result: BatchResult = await applyBatch(
      db,
      entity,
      writer,
      { items: chunk.map((r) => r.item), deleted: [] },
      now(),
      { dryRun },
    );
    chunk.forEach((r, k) => out.push(outcomeOf(r.rowNo, r.item, result.items[k]!)));
  }
  return out;
}

/**
 * Reads `fileRows` as items of `entity` and stores the import (status previewing; a sourceId repeated in
 * the file rejected at its later rows); resolves with its id. The dry run follows (runPreview).
 */
export async function createImport(
  db: Kysely<Database>,
  entity: ExchangeEntity,
  who: { accountId: number; userName: string },
  fileName: string,
  fileRows: readonly FileRow[],
  now: Date,
): Promise<number> {
  const seen = new Set<string>();
  const rows: StoredRow[] = fileRows.map(({ rowNo, cells }) => {
    const sourceId = cells.sourceId ?? '';
    if (sourceId !== '' && seen.has(sourceId))
      return {
        rowNo,
        sourceId,
        item: null,
        outcome: 'rejected',
        field: 'sourceId',
        value: sourceId,
        reason: REPEATED_IN_FILE,
      };
    seen.add(sourceId);
    return { rowNo, sourceId, item: itemOfCells(entity.contract.item, cells), outcome: '' };
  });
  return insertImport(
    db,
    {
      entity: entity.contract.entity,
      system: entity.contract.system,
      account_id: who.accountId,
      user_name: who.userName,
      file_name: fileName.slice(0, 200),
      total: rows.length,
      created_at: now.toISOString(),
    },
    rows,
  );
}

/**
 * Runs the stored rows of import `id` through the batch command chunk by chunk: a dry run (`column`
 * 'preview', rolled back) or for real ('result'), storing each chunk's outcomes and the progress; ends
 * the import previewed/previewFailed or applied/failed. Chunks written before a failure stay written:
 * applying again is safe (their rows answer unchanged).
 */
async function runStored(
  db: Kysely<Database>,
  entity: ExchangeEntity,
  id: number,
  column: 'preview' | 'result',
  now: () => Date,
): Promise<void> {
  const dryRun = column === 'preview';
  try {
    let after = 0;
    let done = await refusedBeforeBatch(db, id);
    for (;;) {
      const chunk = await rowsToApply(db, id, after, IMPORT_CHUNK_ROWS);
      if (chunk.length === 0) break;
      const outcomes = await runChunks(db, entity, id, chunk, now, dryRun);
      done += chunk.length;
      await storeOutcomes(db, id, column, outcomes, done);
      after = chunk[chunk.length - 1]!.rowNo;
    }
    await finishImport(db, id, dryRun ? 'previewed' : 'applied', now());
  } catch (error) {
    await finishImport(db, id, dryRun ? 'previewFailed' : 'failed', now());
    throw error;
  }
}

/** The dry run of import `id` (status previewing). */
export function runPreview(db: Kysely<Database>, entity: ExchangeEntity, id: number, now: () => Date) {
  return runStored(db, entity, id, 'preview', now);
}

/** Writes import `id` (the caller has moved it to applying with startApplying). */
export function applyImport(db: Kysely<Database>, entity: ExchangeEntity, id: number, now: () => Date) {
  return runStored(db, entity, id, 'result', now);
}

export { startApplying };

/** The status of import `record` as the API answers it. */
export async function importStatus(db: Kysely<Database>, record: ImportRecord): Promise<ImportStatus> {
  const applied = APPLIED_STATUSES.includes(record.status as ImportStatus['status']);
  return {
    id: record.id,
    entity: record.entity,
    system: record.system,
    fileName: record.file_name,
    status: record.status as ImportStatus['status'],
    total: record.total,
    done: record.done,
    preview: await countsOf(db, record.id, 'preview'),
    applied: applied ? await countsOf(db, record.id, 'result') : { created: 0, updated: 0, unchanged: 0, rejected: 0 },
    samples: await samplesOf(db, record.id, applied ? 'result' : 'preview'),
    createdAt: record.created_at,
    finishedAt: record.finished_at,
  };
}

export { findImport };
