/**
 * Storage of file imports (tables exchange_import, exchange_import_row, exchange_import_grant; migration
 * 0026; docs/decisions/data-exchange.md "File import"). Writes go through runSimpleCommand with the two
 * import tables; the public rows themselves are written by the batch command (../batch.command.ts).
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ImportCounts, ImportOutcome, ImportRow } from '@portal/contracts/exchange-import';
import { IMPORT_OUTCOMES, IMPORT_SAMPLE_ROWS } from '@portal/contracts/exchange-import.codes';
import type { Database } from '../../../db/database.js';
import { bulkInsert } from '../../../db/bulk-insert.js';
import { runSimpleCommand } from '../../../data/commands.js';
import type { Selectable } from 'kysely';
import type { ExchangeImportRowTable, ExchangeImportTable } from '../../../db/tables/data-exchange.js';

const TABLES = ['exchange_import', 'exchange_import_row'] as const;
export type ImportRecord = Selectable<ExchangeImportTable>;

/** One row as stored: the item read from the file and its outcome. */
export interface StoredRow {
  rowNo: number;
  sourceId: string;
  /** The item as JSON, or null for a row refused before the batch (a repeated sourceId). */
  item: Record<string, unknown> | null;
  /** '' while the dry run has not reached the row. */
  outcome: ImportOutcome | '';
  field?: string;
  value?: string;
  reason?: string;
}

/** Whether account `accountId` may import for `system`. */
export async function mayImport(db: Kysely<Database>, accountId: number, system: string): Promise<boolean> {
  const row = await db
    .selectFrom('exchange_import_grant')
    .select('system')
    .where('account_id', '=', accountId)
    .where('system', '=', system)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Stores the head of an import whose file is still streaming in: status `uploading` (not answered by the
 * API, not resumed by a sweep; see dropAbandonedUploads), total 0 until finishUpload. Resolves with its id.
 */
export async function insertUploading(
  db: Kysely<Database>,
  head: Omit<
    ImportRecord,
    'id' | 'status' | 'done' | 'total' | 'finished_at' | 'heartbeat_at' | 'preview_counts' | 'result_counts' | 'failure'
  >,
): Promise<number> {
  return runSimpleCommand(db, { tables: TABLES }, async (trx) => {
    const { id } = await trx
      .insertInto('exchange_import')
      .values({
        ...head,
        status: 'uploading',
        total: 0,
        done: 0,
        finished_at: null,
        heartbeat_at: head.created_at,
        preview_counts: null,
        result_counts: null,
        failure: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  });
}

/** The columns of a stored row, in the order of the value arrays insertRows writes. */
const ROW_COLUMNS = [
  'import_id',
  'row_no',
  'source_id',
  'item',
  'preview',
  'result',
  'field',
  'value',
  'reason',
] as const satisfies readonly (keyof ExchangeImportRowTable)[];

/**
 * Stores a chunk of rows of uploading import `id` (preview '' until the dry run reaches them) and the
 * heartbeat `now`. Value arrays through db/bulk-insert.ts, like the other writers of many rows (a million-row
 * file is a thousand of these chunks).
 */
export async function insertRows(db: Kysely<Database>, id: number, rows: readonly StoredRow[], now: Date) {
  await runSimpleCommand(db, { tables: TABLES }, async (trx) => {
    await bulkInsert(
      trx,
      'exchange_import_row',
      ROW_COLUMNS,
      rows.map((r) => [
        id,
        r.rowNo,
        r.sourceId.slice(0, 64),
        JSON.stringify(r.item),
        r.outcome,
        null,
        r.field ?? null,
        r.value?.slice(0, 500) ?? null,
        r.reason ?? null,
      ]),
    );
    await trx.updateTable('exchange_import').set({ heartbeat_at: now.toISOString() }).where('id', '=', id).execute();
  });
}

/**
 * Ends the upload of import `id` with `total` rows stored, `refused` of them before the batch: previewing
 * (the dry run follows), its counts so far those rejected rows.
 */
export async function finishUpload(db: Kysely<Database>, id: number, total: number, refused: number, now: Date) {
  await runSimpleCommand(db, { tables: TABLES }, (trx) =>
    trx
      .updateTable('exchange_import')
      .set({
        status: 'previewing',
        total,
        heartbeat_at: now.toISOString(),
        preview_counts: JSON.stringify({ ...noCounts(), rejected: refused }),
      })
      .where('id', '=', id)
      .where('status', '=', 'uploading')
      .execute(),
  );
}

/** Deletes import `id` and its rows (an upload refused midway). */
export async function deleteImport(db: Kysely<Database>, id: number) {
  await runSimpleCommand(db, { tables: TABLES }, async (trx) => {
    await trx.deleteFrom('exchange_import_row').where('import_id', '=', id).execute();
    await trx.deleteFrom('exchange_import').where('id', '=', id).execute();
  });
}

/** Uploads whose heartbeat is older than `staleBefore` (ISO UTC): their instance stopped mid-upload. */
export async function abandonedUploads(db: Kysely<Database>, staleBefore: string): Promise<number[]> {
  const rows = await db
    .selectFrom('exchange_import')
    .select('id')
    .where('status', '=', 'uploading')
    .where('heartbeat_at', '<', staleBefore)
    .execute();
  return rows.map((r) => r.id);
}

export function findImport(db: Kysely<Database>, id: number): Promise<ImportRecord | undefined> {
  return db.selectFrom('exchange_import').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Moves import `id` from previewed (or failed) to applying and marks the rows refused before the batch as
 * rejected; false when another request moved it first.
 */
export async function startApplying(db: Kysely<Database>, id: number, now: Date): Promise<boolean> {
  return runSimpleCommand(db, { tables: TABLES }, async (trx) => {
    const moved = await trx
      .updateTable('exchange_import')
      .set({ status: 'applying', finished_at: null, failure: null, heartbeat_at: now.toISOString() })
      .where('id', '=', id)
      .where('status', 'in', ['previewed', 'failed'])
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return false;
    await trx
      .updateTable('exchange_import_row')
      .set({ result: 'rejected' })
      .where('import_id', '=', id)
      .where('item', '=', 'null')
      .execute();
    return true;
  });
}

/** How many rows of import `id` were refused before the batch (counted as done when applying starts). */
export async function refusedBeforeBatch(db: Kysely<Database>, id: number): Promise<number> {
  const row = await db
    .selectFrom('exchange_import_row')
    .select(sql<number>`count(*)`.as('n'))
    .where('import_id', '=', id)
    .where('item', '=', 'null')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The next `limit` rows of import `id` to send, after row `afterRowNo` (rows refused before the batch are skipped). */
export async function rowsToApply(
  db: Kysely<Database>,
  id: number,
  afterRowNo: number,
  limit: number,
  notYetApplied = false,
): Promise<{ rowNo: number; item: Record<string, unknown> }[]> {
  let query = db
    .selectFrom('exchange_import_row')
    .select(['row_no', 'item'])
    .where('import_id', '=', id)
    .where('row_no', '>', afterRowNo)
    .where('item', '!=', 'null');
  // A resumed apply skips the rows of chunks already committed (their result is stored with them).
  if (notYetApplied) query = query.where('result', 'is', null);
  const rows = await query.orderBy('row_no').limit(limit).execute();
  return rows.map((r) => ({ rowNo: r.row_no, item: JSON.parse(r.item) as Record<string, unknown> }));
}

/** Stores one chunk's outcomes in `column` (the dry run's or the applied) and the progress `done`. */
export async function storeOutcomes(
  db: Kysely<Database>,
  id: number,
  column: 'preview' | 'result',
  rows: readonly Omit<StoredRow, 'item' | 'sourceId'>[],
  done: number,
  now: Date,
): Promise<void> {
  await runSimpleCommand(db, { tables: TABLES }, (trx) => writeOutcomes(trx, id, column, rows, done, now));
}

/**
 * Writes one chunk's outcomes, the progress `done` and the heartbeat `now` of import `id` in `trx`: for an
 * apply, the batch's own transaction (applyBatch `alongside`), so a row has a stored result exactly when
 * its chunk is committed, and a resumed apply starts at the first row without one.
 */
export async function writeOutcomes(
  trx: Transaction<Database>,
  id: number,
  column: 'preview' | 'result',
  rows: readonly Omit<StoredRow, 'item' | 'sourceId'>[],
  done: number,
  now: Date,
): Promise<void> {
  // Accepted rows carry only their outcome: one UPDATE per outcome for the chunk, not one per row (1,000
  // statements a chunk were ~8 % of an import's time; docs/decisions/data-exchange.md "File import of a
  // million rows"). Rejected rows, each with its own field and reason, keep one UPDATE each.
  const plain = new Map<string, number[]>();
  for (const r of rows) {
    if (r.outcome === 'rejected' || r.field !== undefined || r.reason !== undefined) {
      await trx
        .updateTable('exchange_import_row')
        .set({
          [column]: r.outcome,
          field: r.field ?? null,
          value: r.value?.slice(0, 500) ?? null,
          reason: r.reason ?? null,
        })
        .where('import_id', '=', id)
        .where('row_no', '=', r.rowNo)
        .execute();
      continue;
    }
    const rowNos = plain.get(r.outcome) ?? [];
    if (rowNos.length === 0) plain.set(r.outcome, rowNos);
    rowNos.push(r.rowNo);
  }
  for (const [outcome, rowNos] of plain)
    for (let at = 0; at < rowNos.length; at += 1000)
      await trx
        .updateTable('exchange_import_row')
        .set({ [column]: outcome, field: null, value: null, reason: null })
        .where('import_id', '=', id)
        .where('row_no', 'in', rowNos.slice(at, at + 1000))
        .execute();
  const counted = COUNTS_COLUMN[column];
  const head = await trx.selectFrom('exchange_import').select(counted).where('id', '=', id).executeTakeFirstOrThrow();
  const counts = parseCounts(head[counted]) ?? noCounts();
  for (const r of rows) if (r.outcome !== '') counts[r.outcome] += 1;
  await trx
    .updateTable('exchange_import')
    .set({ done, heartbeat_at: now.toISOString(), [counted]: JSON.stringify(counts) })
    .where('id', '=', id)
    .execute();
}

/** The head column holding the counts of each outcome column. */
const COUNTS_COLUMN = { preview: 'preview_counts', result: 'result_counts' } as const;

const noCounts = (): ImportCounts => ({ created: 0, updated: 0, unchanged: 0, rejected: 0 });

/** Stored counts (JSON ImportCounts), or undefined when none are stored. */
function parseCounts(json: string | null): ImportCounts | undefined {
  return json === null ? undefined : { ...noCounts(), ...(JSON.parse(json) as Partial<ImportCounts>) };
}

/**
 * The counts of import `record` by its preview's or its applied outcome: the ones kept with its chunks, or
 * (an import made before migration 0038) counted from its rows.
 */
export async function storedCounts(
  db: Kysely<Database>,
  record: ImportRecord,
  column: 'preview' | 'result',
): Promise<ImportCounts> {
  return parseCounts(record[COUNTS_COLUMN[column]]) ?? countsOf(db, record.id, column);
}

/**
 * Sets the counts kept for `column` of import `id` as a phase starts: a dry run starts over from the rows
 * refused before the batch (`refused`, all rejected); an apply from its rows' stored results (the refused
 * ones, and on a resumed apply those of the committed chunks).
 */
export async function startCounting(db: Kysely<Database>, id: number, column: 'preview' | 'result', refused = 0) {
  const counts = column === 'preview' ? { ...noCounts(), rejected: refused } : await countsOf(db, id, column);
  await runSimpleCommand(db, { tables: TABLES }, (trx) =>
    trx
      .updateTable('exchange_import')
      .set({ [COUNTS_COLUMN[column]]: JSON.stringify(counts) })
      .where('id', '=', id)
      .execute(),
  );
}

/** The tables writeOutcomes writes (declared by the batch command that runs it). */
export const IMPORT_TABLES = TABLES;

/** How many rows of import `id` have a stored applied result (committed chunks and rows refused before the batch). */
export async function appliedSoFar(db: Kysely<Database>, id: number): Promise<number> {
  const row = await db
    .selectFrom('exchange_import_row')
    .select(sql<number>`count(*)`.as('n'))
    .where('import_id', '=', id)
    .where('result', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Imports left running (`applying` or `previewing`) whose heartbeat is older than `staleBefore` (ISO UTC),
 * or that have none: their instance stopped midway. See claimInterrupted.
 */
export async function interruptedImports(db: Kysely<Database>, staleBefore: string): Promise<ImportRecord[]> {
  return db
    .selectFrom('exchange_import')
    .selectAll()
    .where('status', 'in', ['applying', 'previewing'])
    .where((eb) => eb.or([eb('heartbeat_at', 'is', null), eb('heartbeat_at', '<', staleBefore)]))
    .orderBy('id')
    .execute();
}

/**
 * Claims interrupted import `record` for this instance (its heartbeat set to `now`) if no other instance
 * claimed it since it was read (compare-and-set on the heartbeat read); true when claimed.
 */
export async function claimInterrupted(db: Kysely<Database>, record: ImportRecord, now: Date): Promise<boolean> {
  return runSimpleCommand(db, { tables: TABLES }, async (trx) => {
    const claimed = await trx
      .updateTable('exchange_import')
      .set({ heartbeat_at: now.toISOString() })
      .where('id', '=', record.id)
      .where('status', '=', record.status)
      .where((eb) =>
        record.heartbeat_at === null ? eb('heartbeat_at', 'is', null) : eb('heartbeat_at', '=', record.heartbeat_at),
      )
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1;
  });
}

/**
 * Ends the dry run (previewed, progress back to 0; or previewFailed) or the apply (applied or failed) of
 * import `id` at `at`; `failure`: the Chinese reason of a failed one.
 */
export async function finishImport(
  db: Kysely<Database>,
  id: number,
  status: 'previewed' | 'previewFailed' | 'applied' | 'failed',
  at: Date,
  failure: string | null = null,
) {
  await runSimpleCommand(db, { tables: TABLES }, (trx) =>
    trx
      .updateTable('exchange_import')
      .set(status === 'previewed' ? { status, done: 0, failure } : { status, failure, finished_at: at.toISOString() })
      .where('id', '=', id)
      .execute(),
  );
}

/** The counts of import `id` by its preview's or its applied outcome. */
export async function countsOf(db: Kysely<Database>, id: number, column: 'preview' | 'result'): Promise<ImportCounts> {
  const rows = await db
    .selectFrom('exchange_import_row')
    .select([column, sql<number>`count(*)`.as('n')])
    .where('import_id', '=', id)
    .groupBy(column)
    .execute();
  const counts = noCounts();
  for (const r of rows) {
    const outcome = r[column as 'preview'] as ImportOutcome | null;
    if (outcome && outcome in counts) counts[outcome] = Number(r.n);
  }
  return counts;
}

/** The first IMPORT_SAMPLE_ROWS rows of each outcome of `column`. */
export async function samplesOf(
  db: Kysely<Database>,
  id: number,
  column: 'preview' | 'result',
): Promise<Record<ImportOutcome, ImportRow[]>> {
  const entries = await Promise.all(
    IMPORT_OUTCOMES.map(async (outcome) => {
      const rows = await db
        .selectFrom('exchange_import_row')
        .select(['row_no', 'source_id', 'field', 'value', 'reason'])
        .where('import_id', '=', id)
        .where(column, '=', outcome)
        .orderBy('row_no')
        .limit(IMPORT_SAMPLE_ROWS)
        .execute();
      return [outcome, rows.map(presentRow)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<ImportOutcome, ImportRow[]>;
}

function presentRow(r: {
  row_no: number;
  source_id: string;
  field: string | null;
  value: string | null;
  reason: string | null;
}): ImportRow {
  return {
    rowNo: r.row_no,
    sourceId: r.source_id,
    ...(r.field === null ? {} : { field: r.field }),
    ...(r.value === null ? {} : { value: r.value }),
    ...(r.reason === null ? {} : { reason: r.reason }),
  };
}

/** Every rejected row of import `id` (the applied outcome once applied, else the preview's), in file order. */
export async function rejectedRows(
  db: Kysely<Database>,
  id: number,
  column: 'preview' | 'result',
): Promise<ImportRow[]> {
  const rows = await db
    .selectFrom('exchange_import_row')
    .select(['row_no', 'source_id', 'field', 'value', 'reason'])
    .where('import_id', '=', id)
    .where(column, '=', 'rejected')
    .orderBy('row_no')
    .execute();
  return rows.map(presentRow);
}
