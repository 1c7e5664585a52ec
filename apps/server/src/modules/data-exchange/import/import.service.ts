/**
 * The file import of the data exchange (docs/decisions/data-exchange.md "File import"): the rows of a CSV
 * or XLSX file (./import-file.ts, ./import-cells.ts) go through exactly the push API's batch command
 * (../batch.command.ts: per-row check, entity check, upsert, revisions), IMPORT_CHUNK_ROWS rows per command,
 * on behalf of the entity's owning system with app key `import:<id>`.
 *
 * - previewImport: a dry run of every chunk (the batch command rolled back), stored with the rows.
 * - applyImport: the same chunks written, progress (`done`) stored after each; the per-row outcomes are
 *   stored for the status and the error file.
 * A sourceId repeated in the file is rejected at its later rows before any batch (so a dry run of separate
 * chunks and the applied run agree).
 */
import type { Kysely } from 'kysely';
import type { BatchResult, RowResult } from '@portal/contracts/data-exchange';
import type { ImportOutcome, ImportStatus } from '@portal/contracts/exchange-import';
import { IMPORT_CHUNK_ROWS } from '@portal/contracts/exchange-import.codes';
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
  storeApplied,
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
 * Reads `fileRows` as items of `entity`, dry-runs them and stores the import (status previewed); resolves
 * with its id.
 */
export async function previewImport(
  db: Kysely<Database>,
  entity: ExchangeEntity,
  who: { accountId: number; userName: string },
  fileName: string,
  fileRows: readonly FileRow[],
  now: () => Date,
): Promise<number> {
  const seen = new Set<string>();
  const stored: StoredRow[] = [];
  const toSend: { rowNo: number; item: Record<string, unknown> }[] = [];
  for (const { rowNo, cells } of fileRows) {
    const item = itemOfCells(entity.contract.item, cells);
    const sourceId = cells.sourceId ?? '';
    if (sourceId !== '' && seen.has(sourceId)) {
      stored.push({
        rowNo,
        sourceId,
        item: null,
        outcome: 'rejected',
        field: 'sourceId',
        value: sourceId,
        reason: REPEATED_IN_FILE,
      });
      continue;
    }
    seen.add(sourceId);
    stored.push({ rowNo, sourceId, item, outcome: 'rejected' });
    toSend.push({ rowNo, item });
  }
  const outcomes = new Map((await runChunks(db, entity, undefined, toSend, now, true)).map((o) => [o.rowNo, o]));
  const rows = stored.map((r) => (r.item === null ? r : { ...r, ...outcomes.get(r.rowNo)! }));
  return insertImport(
    db,
    {
      entity: entity.contract.entity,
      system: entity.contract.system,
      account_id: who.accountId,
      user_name: who.userName,
      file_name: fileName.slice(0, 200),
      total: rows.length,
      created_at: now().toISOString(),
    },
    rows,
  );
}

/**
 * Writes import `id` chunk by chunk (the caller has moved it to applying with startApplying), storing the
 * outcomes and the progress; ends it applied, or failed when a chunk throws (chunks written stay written:
 * applying again is safe, their rows answer unchanged).
 */
export async function applyImport(
  db: Kysely<Database>,
  entity: ExchangeEntity,
  id: number,
  now: () => Date,
): Promise<void> {
  try {
    let after = 0;
    let done = await refusedBeforeBatch(db, id);
    for (;;) {
      const chunk = await rowsToApply(db, id, after, IMPORT_CHUNK_ROWS);
      if (chunk.length === 0) break;
      const outcomes = await runChunks(db, entity, id, chunk, now, false);
      done += chunk.length;
      await storeApplied(db, id, outcomes, done);
      after = chunk[chunk.length - 1]!.rowNo;
    }
    await finishImport(db, id, 'applied', now());
  } catch (error) {
    await finishImport(db, id, 'failed', now());
    throw error;
  }
}

export { startApplying };

/** The status of import `record` as the API answers it. */
export async function importStatus(db: Kysely<Database>, record: ImportRecord): Promise<ImportStatus> {
  const applied = record.status !== 'previewed';
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
