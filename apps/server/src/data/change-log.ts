/**
 * The change log (docs/decisions/data-spine.md): a version per table in `data_change`, bumped inside the
 * writing transaction, and a journal of the rows each command wrote in `data_change_row`.
 *
 * A version only ever grows, so "the model was built at version 7 and the table is now at 9" is all any
 * instance needs to know that it is stale, whichever instance wrote and whether or not the bus message
 * reached it. Tables never written through a command have no row: their version is 0.
 *
 * The journal is pruned (pruneJournal, hourly from the change feed): only the last JOURNAL_KEEP_ROWS rows
 * stay. The highest pruned position is kept as the version of the journal's own name, 'data_change_row',
 * in `data_change`, so a reader whose position is older learns that changes are missing (rowChangesSince
 * answers null) and rebuilds instead of applying a partial list.
 */
import { randomInt } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/database.js';

/** A table of the portal's schema, by its name in the Database interface. */
export type TableName = keyof Database & string;

/** Versions by table name; a table absent from the map is at version 0. */
export type VersionMap = ReadonlyMap<string, number>;

/** One table's new version after a commit. */
export interface TableVersion {
  table: string;
  version: number;
}

/** What a command wrote to one table's rows, for the row journal. */
export interface RowChanges {
  table: TableName;
  /** Row ids written (inserted or updated). */
  upserted?: readonly number[];
  /** Row ids deleted. */
  deleted?: readonly number[];
}

/** Journal rows kept by pruneJournal: about 17 hours of 1,000 map-point changes a minute. */
export const JOURNAL_KEEP_ROWS = 1_000_000;
/** The `data_change` row whose version is the highest pruned journal position. */
const PRUNED_MARK = 'data_change_row';

/** Rows inserted per statement into the journal (SQLite's parameter limit is 32,766; 6 per row). */
const JOURNAL_BATCH = 1_000;

/**
 * Adds one to the version of each table in `tables` (creating it at 1) inside `trx`, journals `rows`
 * with the new versions, and returns the new versions. Runs the upserts one table at a time in name
 * order, so two concurrent commands lock the rows of `data_change` in the same order (no deadlock).
 */
export async function bumpVersions(
  trx: Transaction<Database>,
  tables: readonly TableName[],
  changedAt: string,
  rows: readonly RowChanges[] = [],
): Promise<TableVersion[]> {
  const names = [...new Set([...tables, ...rows.map((r) => r.table)])].sort();
  const versions: TableVersion[] = [];
  for (const table of names) {
    const row = await trx
      .insertInto('data_change')
      .values({ tbl: table, version: 1, changed_at: changedAt })
      .onConflict((oc) =>
        oc.column('tbl').doUpdateSet((eb) => ({
          version: eb(eb.ref('data_change.version'), '+', 1),
          changed_at: changedAt,
        })),
      )
      .returning('version')
      .executeTakeFirstOrThrow();
    versions.push({ table, version: Number(row.version) });
  }
  const versionOf = new Map(versions.map((v) => [v.table, v.version]));
  const journal = rows.flatMap(({ table, upserted = [], deleted = [] }) => [
    ...upserted.map((id) => ({ tbl: table, row_id: id, version: versionOf.get(table)!, op: 'upsert', changed_at: changedAt })),
    ...deleted.map((id) => ({ tbl: table, row_id: id, version: versionOf.get(table)!, op: 'delete', changed_at: changedAt })),
  ]);
  for (let i = 0; i < journal.length; i += JOURNAL_BATCH) {
    await trx
      .insertInto('data_change_row')
      .values(journal.slice(i, i + JOURNAL_BATCH))
      .execute();
  }
  return versions;
}

/**
 * The `data_change` row whose version is this database's identity: a random number written once (within
 * the version column's 32-bit integer on PostgreSQL), which
 * the change feed puts on its bus messages, so that deployments (or test databases) sharing one Redis
 * ignore each other's versions.
 */
const IDENTITY_MARK = '~database';
/** Rows of `data_change` that are marks, not tables. */
const MARKS = [PRUNED_MARK, IDENTITY_MARK];

/** Every table's version (one small read: a row per table ever written; the marks left out). */
export async function readVersions(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db.selectFrom('data_change').select(['tbl', 'version']).where('tbl', 'not in', MARKS).execute();
  return new Map(rows.map((r) => [r.tbl, Number(r.version)]));
}

/** This database's identity (see IDENTITY_MARK): written by the first instance that asks, read by the rest. */
export async function databaseIdentity(db: Kysely<Database>): Promise<number> {
  await db
    .insertInto('data_change')
    .values({ tbl: IDENTITY_MARK, version: randomInt(1, 2 ** 31 - 1), changed_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('tbl').doNothing())
    .execute();
  const row = await db
    .selectFrom('data_change')
    .select('version')
    .where('tbl', '=', IDENTITY_MARK)
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

/** One journalled row change. */
export interface RowChange {
  /** The journal's position: pass the last one seen as `afterId` to read on. */
  id: number;
  rowId: number;
  version: number;
  op: 'upsert' | 'delete';
}

/** The highest journal position pruneJournal deleted (0 when none). */
export async function journalPrunedThrough(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('data_change').select('version').where('tbl', '=', PRUNED_MARK).executeTakeFirst();
  return Number(row?.version ?? 0);
}

/**
 * Deletes every journal row but the newest `keep` (JOURNAL_KEEP_ROWS), recording the highest deleted
 * position first (in the same transaction) so no reader mistakes the gap for "no changes". Safe to run on
 * several instances at once: the mark only grows. Resolves with the rows deleted.
 */
export async function pruneJournal(db: Kysely<Database>, keep: number = JOURNAL_KEEP_ROWS): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const top = await trx
      .selectFrom('data_change_row')
      .select((eb) => eb.fn.max('id').as('m'))
      .executeTakeFirst();
    const through = Number(top?.m ?? 0) - keep;
    if (through <= (await journalPrunedThrough(trx))) return 0;
    await trx
      .insertInto('data_change')
      .values({ tbl: PRUNED_MARK, version: through, changed_at: new Date().toISOString() })
      .onConflict((oc) =>
        oc.column('tbl').doUpdateSet({
          version: sql<number>`case when data_change.version > ${through} then data_change.version else ${through} end`,
        }),
      )
      .execute();
    const deleted = await trx.deleteFrom('data_change_row').where('id', '<=', through).executeTakeFirst();
    return Number(deleted.numDeletedRows);
  });
}

/**
 * The journalled changes of `table` after journal position `afterId`, oldest first, at most `limit`.
 * A row changed twice appears twice; the last entry of a row id is its state. Null when the journal was
 * pruned past `afterId` (changes may be missing: the caller rebuilds).
 */
export async function rowChangesSince(
  db: Kysely<Database>,
  table: TableName,
  afterId: number,
  limit: number,
): Promise<RowChange[] | null> {
  if (afterId < (await journalPrunedThrough(db))) return null;
  const rows = await db
    .selectFrom('data_change_row')
    .select(['id', 'row_id', 'version', 'op'])
    .where('tbl', '=', table)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    rowId: Number(r.row_id),
    version: Number(r.version),
    op: r.op === 'delete' ? 'delete' : 'upsert',
  }));
}

/** The table version journalled at position `id` (0 when there is no such row: none yet, or pruned). */
export async function journalVersionAt(db: Kysely<Database>, id: number): Promise<number> {
  const row = await db.selectFrom('data_change_row').select('version').where('id', '=', id).executeTakeFirst();
  return Number(row?.version ?? 0);
}

/**
 * The ids of `table`'s rows journalled after position `since` (each once) and the position to read on
 * from, when they account for every write of the table up to `versionNow` (its version read before the
 * journal). Null when only a full rebuild will do: the journal was pruned past `since`, there are more
 * than `limit` changes, or a write that journalled no rows (a bulk seed or import) moved the version past
 * the journal. With no new rows, the journal's last version is that of the row at `since`: a command that
 * committed between the version read and an earlier journal read had its rows read then, and only its
 * version is new.
 */
export async function journalledChanges(
  db: Kysely<Database>,
  table: TableName,
  since: number,
  versionNow: number,
  limit: number,
): Promise<{ ids: number[]; cursor: number } | null> {
  const changes = await rowChangesSince(db, table, since, limit + 1);
  if (changes === null || changes.length > limit) return null;
  const journalled =
    changes.length > 0 ? changes.reduce((top, c) => Math.max(top, c.version), 0) : await journalVersionAt(db, since);
  if (versionNow > journalled) return null;
  return { ids: [...new Set(changes.map((c) => c.rowId))], cursor: changes.at(-1)?.id ?? since };
}

/**
 * The last journal position of `table`, or the pruned mark when that is later (0 when neither): where an
 * incremental model starts reading after a full build.
 */
export async function lastJournalId(db: Kysely<Database>, table: TableName): Promise<number> {
  const row = await db
    .selectFrom('data_change_row')
    .select((eb) => eb.fn.max('id').as('m'))
    .where('tbl', '=', table)
    .executeTakeFirst();
  return Math.max(Number(row?.m ?? 0), await journalPrunedThrough(db));
}
