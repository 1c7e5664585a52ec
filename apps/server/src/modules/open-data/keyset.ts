/**
 * Reading a dataset in key order without loading it whole (the files' generation): a keyset window of rows
 * after the last key seen, BATCH_ROWS at a time, so each batch costs the same at any table size. Keys are
 * column references ('v.organ_id', or several for a composite key, compared as a row value, which SQLite and
 * PostgreSQL both accept). Parameterised SQL only. The row API reads the generated files (./row-index.ts).
 */
import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Kysely } from 'kysely';
import type { DatasetRow } from '@portal/contracts/open-data';
import type { Database } from '../../db/database.js';
import type { DatasetDefinition } from './dataset.types.js';

/** Rows per database read while generating files. */
export const BATCH_ROWS = 2000;

/** Which rows to read: after a key (none: from the first), at most `limit`. */
export interface RowWindow {
  after?: readonly (string | number)[];
  limit: number;
}

/** `qb` ordered by `keys`, restricted to `window`. */
export function windowed<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  keys: readonly string[],
  window: RowWindow,
): SelectQueryBuilder<DB, TB, O> {
  let q = qb;
  for (const key of keys) q = q.orderBy(sql.ref(key));
  if (window.after) {
    const left = sql.join(keys.map((k) => sql.ref(k)));
    const right = sql.join(window.after.map((v) => sql`${v}`));
    q = q.where(keys.length === 1 ? sql<SqlBool>`${left} > ${right}` : sql<SqlBool>`(${left}) > (${right})`);
  }
  return q.limit(window.limit);
}

/** The `fetch` of a KeysetSource over `query`: its rows in `keys` order within a window. */
export function keysetQuery<DB, TB extends keyof DB, O>(
  query: (db: Kysely<Database>) => SelectQueryBuilder<DB, TB, O>,
  keys: readonly string[],
) {
  return {
    fetch: (db: Kysely<Database>, window: RowWindow) => windowed(query(db), keys, window).execute(),
  };
}

/** The raw row type of a keysetQuery. */
export type RowOf<Q extends { fetch: (...args: never[]) => Promise<readonly unknown[]> }> = Awaited<
  ReturnType<Q['fetch']>
>[number];

/** What a keyset dataset supplies: its raw read, its key and its presenter. */
export interface KeysetSource<Raw> {
  fetch(db: Kysely<Database>, window: RowWindow): Promise<Raw[]>;
  keyOf(raw: Raw): (string | number)[];
  present(db: Kysely<Database>, raws: Raw[]): Promise<DatasetRow[]>;
}

/** The `rows` of a DatasetDefinition over a keyset source. */
export function keysetAccess<Raw>(source: KeysetSource<Raw>): Pick<DatasetDefinition, 'rows'> {
  return {
    async *rows(db) {
      let after: (string | number)[] | undefined;
      for (;;) {
        const raws = await source.fetch(db, { after, limit: BATCH_ROWS });
        if (raws.length === 0) return;
        yield* await source.present(db, raws);
        if (raws.length < BATCH_ROWS) return;
        after = source.keyOf(raws[raws.length - 1] as Raw);
      }
    },
  };
}
