/**
 * The file import of the data exchange (docs/decisions/data-exchange.md "File import"): the rows of a CSV
 * or XLSX file (./import-file.ts, ./import-cells.ts) go through exactly the push API's batch command
 * (../batch.command.ts: per-row check, entity check, upsert, revisions), IMPORT_CHUNK_ROWS rows per command,
 * on behalf of the entity's owning system with app key `import:<id>`.
 *
 * - ImportUpload (./import-upload.ts) stores the rows read from the file; runPreview (in the background) dry-runs every chunk
 *   (the batch command rolled back), storing each row's preview outcome and the progress.
 * - applyImport (in the background): the same chunks written, progress (`done`) stored after each; the
 *   per-row outcomes are stored for the status and the error file.
 * A sourceId repeated in the file is rejected at its later rows before any batch (so a dry run of separate
 * chunks and the applied run agree).
 */
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { Kysely, Transaction } from 'kysely';
import type { BatchResult, RowResult } from '@portal/contracts/data-exchange';
import type { ImportOutcome, ImportStatus } from '@portal/contracts/exchange-import';
import { APPLIED_STATUSES, IMPORT_CHUNK_ROWS } from '@portal/contracts/exchange-import.codes';
import type { Database } from '../../../db/database.js';
import { ApiError } from '../../../lib/api-error.js';
import { applyBatch } from '../batch.command.js';
import type { ExchangeEntity } from '../entities/exchange-entity.js';
import { cellOfField } from './import-cells.js';
import {
  appliedSoFar,
  claimInterrupted,
  IMPORT_TABLES,
  interruptedImports,
  writeOutcomes,
  finishImport,
  findImport,
  refusedBeforeBatch,
  rowsToApply,
  samplesOf,
  startApplying,
  startCounting,
  storedCounts,
  storeOutcomes,
  type ImportRecord,
  type StoredRow,
} from './import.repository.js';

/** The outcome of one batch row as stored. */
function outcomeOf(rowNo: number, item: Record<string, unknown>, r: RowResult): Omit<StoredRow, 'item' | 'sourceId'> {
  const outcome = r.result as ImportOutcome;
  if (outcome !== 'rejected') return { rowNo, outcome };
  return { rowNo, outcome, field: r.field, value: cellOfField(item, r.field), reason: r.reason };
}

/**
 * Runs one chunk of stored rows through the batch command (dry run or written) and resolves with its
 * outcomes. `alongside` (an apply) runs in the batch's transaction with the outcomes, to store them there.
 */
async function runChunk(
  db: Kysely<Database>,
  entity: ExchangeEntity,
  importId: number,
  chunk: readonly { rowNo: number; item: Record<string, unknown> }[],
  now: Date,
  dryRun: boolean,
  alongside?: (trx: Transaction<Database>, outcomes: ChunkOutcome[]) => Promise<void>,
): Promise<ChunkOutcome[]> {
  const writer = { system: entity.contract.system, appKey: `import:${importId}` };
  const outcomes = (result: BatchResult) => chunk.map((r, k) => outcomeOf(r.rowNo, r.item, result.items[k]!));
  const result = await applyBatch(
    db,
    entity,
    writer,
    { items: chunk.map((r) => r.item), deleted: [] },
    now,
    alongside === undefined
      ? { dryRun }
      : { dryRun, alongside: { tables: IMPORT_TABLES, run: (trx, written) => alongside(trx, outcomes(written)) } },
  );
  return outcomes(result);
}

type ChunkOutcome = Omit<StoredRow, 'item' | 'sourceId'>;

/**
 * Runs the stored rows of import `id` through the batch command chunk by chunk: a dry run (`column`
 * 'preview', rolled back) or for real ('result'), storing each chunk's outcomes and the progress; ends
 * the import previewed/previewFailed or applied/failed (with failureReason). Chunks written before a failure
 * stay written: applying again is safe (their rows answer unchanged). Rejects with the failure once the
 * import is marked (the caller logs it; it never reaches the process: routes' inBackground).
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
    // An apply resumes after the chunks already committed (their rows carry a result; none on a first run
    // but the rows refused before the batch); a dry run, which committed nothing, starts over.
    let done = dryRun ? await refusedBeforeBatch(db, id) : await appliedSoFar(db, id);
    await startCounting(db, id, column, done);
    for (;;) {
      const chunk = await rowsToApply(db, id, after, IMPORT_CHUNK_ROWS, !dryRun);
      if (chunk.length === 0) break;
      done += chunk.length;
      const progress = done;
      if (dryRun) {
        const outcomes = await runChunk(db, entity, id, chunk, now(), true);
        await storeOutcomes(db, id, column, outcomes, progress, now());
      } else {
        // Outcomes and progress commit with the chunk's rows (docs/decisions/data-exchange.md "File import:
        // interrupted imports").
        const at = now();
        await runChunk(db, entity, id, chunk, at, false, (trx, outcomes) =>
          writeOutcomes(trx, id, column, outcomes, progress, at),
        );
      }
      after = chunk[chunk.length - 1]!.rowNo;
      // On SQLite every query of a chunk runs synchronously and resolves as a microtask, so without this
      // turn a whole dry run or apply (minutes at a million rows) never lets the event loop read a request:
      // the site stopped answering, and a connection kept alive across it was reset when it ended
      // (docs/decisions/data-exchange.md "File import of a million rows").
      await yieldToLoop();
    }
    await finishImport(db, id, dryRun ? 'previewed' : 'applied', now());
  } catch (error) {
    await finishImport(db, id, dryRun ? 'previewFailed' : 'failed', now(), failureReason(error));
    throw error;
  }
}

/**
 * The Chinese reason stored with a failed dry run or apply: an ApiError's own message, else a general one
 * (the details go to the log, not to the page).
 */
export function failureReason(error: unknown): string {
  if (error instanceof ApiError) return error.msg;
  return '服务器处理时出错（详情已记入日志），可稍后重试';
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

/**
 * Finds the imports cut off mid-run (status applying/previewing, heartbeat older than `staleMs` before
 * `now`; config EXCHANGE_IMPORT_STALE_MS), claims each (one instance wins) and hands it to `resume` with its entity: an apply resumes at
 * its first uncommitted chunk, a dry run starts over (docs/decisions/data-exchange.md "File import:
 * interrupted imports"). An import of an entity no longer served is marked failed. Resolves with the
 * ids claimed.
 */
export async function resumeInterrupted(
  db: Kysely<Database>,
  entities: readonly ExchangeEntity[],
  now: Date,
  staleMs: number,
  resume: (record: ImportRecord, entity: ExchangeEntity) => void,
): Promise<number[]> {
  const stale = new Date(now.getTime() - staleMs).toISOString();
  const claimed: number[] = [];
  for (const record of await interruptedImports(db, stale)) {
    if (!(await claimInterrupted(db, record, now))) continue;
    claimed.push(record.id);
    const entity = entities.find((e) => e.contract.entity === record.entity);
    if (entity === undefined)
      await finishImport(
        db,
        record.id,
        record.status === 'previewing' ? 'previewFailed' : 'failed',
        now,
        '该数据类型已不支持导入',
      );
    else resume(record, entity);
  }
  return claimed;
}

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
    preview: await storedCounts(db, record, 'preview'),
    applied: applied ? await storedCounts(db, record, 'result') : { created: 0, updated: 0, unchanged: 0, rejected: 0 },
    samples: await samplesOf(db, record.id, applied ? 'result' : 'preview'),
    createdAt: record.created_at,
    finishedAt: record.finished_at,
    failure: record.failure,
  };
}

export { findImport };
