/**
 * Reading a dataset in key order without loading it whole: filters, a keyset window for the files (rows after
 * the last key seen, BATCH_ROWS at a time: constant cost per batch at any table size) and an offset window for
 * the row API's pageNum/pageSize. Keys are column references ('v.organ_id', or several for a composite key,
 * compared as a row value, which SQLite and PostgreSQL both accept). Parameterised SQL only.
 */
import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Kysely } from 'kysely';
import type { DatasetRow } from '@portal/contracts/open-data';
import type { Database } from '../../db/database.js';
import type { DatasetDefinition, RowFilters } from './dataset.types.js';

/** Rows per database read while generating files. */
export const BATCH_ROWS = 2000;

/** Which rows to read: after a key (files) or from an offset (row API), at most `limit`. */
export interface RowWindow {
  after?: readonly (string | number)[];
  offset?: number;
  limit: number;
}

/** `qb` with one `ref = value` condition per filter; `refs` maps a column name to its SQL reference. */
export function filtered<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  refs: Readonly<Record<string, string>>,
  filters: RowFilters,
): SelectQueryBuilder<DB, TB, O> {
  let q = qb;
  for (const [name, value] of Object.entries(filters)) {
    const ref = refs[name];
    if (ref) q = q.where(sql<SqlBool>`${sql.ref(ref)} = ${value}`);
  }
  return q;
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
  if (window.offset) q = q.offset(window.offset);
  return q.limit(window.limit);
}

/** The rows of `qb` matching `filters` (column refs `refs`) in `keys` order, restricted to `window`. */
export function readWindow<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  refs: Readonly<Record<string, string>>,
  filters: RowFilters,
  keys: readonly string[],
  window: RowWindow,
): ReturnType<SelectQueryBuilder<DB, TB, O>['execute']> {
  return windowed(filtered(qb, refs, filters), keys, window).execute();
}

/**
 * The `fetch` and `count` of a KeysetSource over `query`: its rows matching the filters (`refs`: column name ->
 * SQL reference) in `keys` order within a window, and how many match (countOf drops the select list).
 */
export function keysetQuery<DB, TB extends keyof DB, O>(
  query: (db: Kysely<Database>) => SelectQueryBuilder<DB, TB, O>,
  refs: Readonly<Record<string, string>>,
  keys: readonly string[],
) {
  return {
    fetch: (db: Kysely<Database>, filters: RowFilters, window: RowWindow) =>
      readWindow(query(db), refs, filters, keys, window),
    count: (db: Kysely<Database>, filters: RowFilters) => countFiltered(query(db), refs, filters),
  };
}

/** The raw row type of a keysetQuery. */
export type RowOf<Q extends { fetch: (...args: never[]) => Promise<readonly unknown[]> }> = Awaited<
  ReturnType<Q['fetch']>
>[number];

/** What a keyset dataset supplies: its raw read, its key, its presenter and its count. */
export interface KeysetSource<Raw> {
  fetch(db: Kysely<Database>, filters: RowFilters, window: RowWindow): Promise<Raw[]>;
  keyOf(raw: Raw): (string | number)[];
  present(db: Kysely<Database>, raws: Raw[]): Promise<DatasetRow[]>;
  count(db: Kysely<Database>, filters: RowFilters): Promise<number>;
}

/** The `rows`, `page` and `count` of a DatasetDefinition over a keyset source. */
export function keysetAccess<Raw>(source: KeysetSource<Raw>): Pick<DatasetDefinition, 'rows' | 'page' | 'count'> {
  return {
    async *rows(db) {
      let after: (string | number)[] | undefined;
      for (;;) {
        const raws = await source.fetch(db, {}, { after, limit: BATCH_ROWS });
        if (raws.length === 0) return;
        yield* await source.present(db, raws);
        if (raws.length < BATCH_ROWS) return;
        after = source.keyOf(raws[raws.length - 1] as Raw);
      }
    },
    page: async (db, filters, offset, limit) => source.present(db, await source.fetch(db, filters, { offset, limit })),
    count: (db, filters) => source.count(db, filters),
  };
}

/** count(*) of `qb` matching `filters` (column refs `refs`), as a number on both dialects. */
export function countFiltered<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  refs: Readonly<Record<string, string>>,
  filters: RowFilters,
): Promise<number> {
  return countOf(filtered(qb, refs, filters));
}

/** count(*) of a filtered query, as a number on both dialects. */
export async function countOf<DB, TB extends keyof DB, O>(qb: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const row = await qb
    .clearSelect()
    .select(sql<number | string>`count(*)`.as('n'))
    .executeTakeFirst();
  return Number((row as { n?: number | string } | undefined)?.n ?? 0);
}
