/**
 * The one way to write (docs/decisions/data-spine.md): `runCommand` runs the write in a transaction, bumps
 * the versions of the tables it declares in the same transaction (change-log.ts), and after the commit
 * tells this instance's read models and caches and every other instance (change-feed.ts). So a write is
 * durable before anyone hears of it, and nobody can hear of a write that rolled back.
 *
 * Modules write through their `<domain>.commands.ts`, which call this; the seed and importers call it in
 * bulk (one command per batch, no row journal).
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import { bumpVersions, type RowChanges, type TableName, type TableVersion } from './change-log.js';
import { changeFeedOf } from './change-feed.js';

/** What a command declares it writes. */
export interface CommandScope {
  /** Every table the command may write (their versions grow by one when it commits). */
  tables: readonly TableName[];
  /** When the change happened (ISO UTC); defaults to now. */
  at?: Date;
}

/** A command's result: what `write` returned (its `rows`, when given, are journalled). */
export interface Written<T> {
  value: T;
  /** Row ids written per table, journalled for the incremental read models and the change feed. */
  rows?: readonly RowChanges[];
  /** False when the command found nothing to change (an idempotent repeat): no version grows. */
  changed?: boolean;
  /**
   * The tables that did change, when fewer than the scope's (e.g. a batch that only counted refused rows
   * bumps its count table, not the entity's): their versions alone grow. Default: the whole scope.
   */
  tables?: readonly TableName[];
}

/**
 * Runs `write` in a transaction on `db`, bumps the scope's tables and journals the rows `write` reports,
 * commits, then publishes the new versions. Resolves with `write`'s value; rejects with `write`'s error
 * (nothing is bumped or published then).
 */
export async function runCommand<T>(
  db: Kysely<Database>,
  scope: CommandScope,
  write: (trx: Transaction<Database>) => Promise<Written<T>>,
): Promise<T> {
  const at = (scope.at ?? new Date()).toISOString();
  let versions: TableVersion[] = [];
  const value = await db.transaction().execute(async (trx) => {
    const written = await write(trx);
    if (written.changed !== false)
      versions = await bumpVersions(trx, written.tables ?? scope.tables, at, written.rows);
    return written.value;
  });
  if (versions.length > 0) await changeFeedOf(db).committed(versions);
  return value;
}

/** `runCommand` for a write that reports no rows: `write`'s value is the command's. */
export function runSimpleCommand<T>(
  db: Kysely<Database>,
  scope: CommandScope,
  write: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return runCommand(db, scope, async (trx) => ({ value: await write(trx) }));
}
