/**
 * Chunked multi-row INSERTs of value arrays, for the writers of many rows: the seed's millions of rows
 * (seed/facility, seed/sport-guider) and the site search's terms of an exchange batch
 * (./site-search-terms.ts: ~40 rows per facility, so a 1,000-row import chunk writes ~40,000).
 * Rows are value arrays in `columns` order, so the callers build no objects per row, and Kysely builds no
 * operation node per value: the SQL text of a statement of n rows is compiled by Kysely once per dialect,
 * table, columns and n (kept here) and run with each chunk's bound values (CompiledQuery.raw; SQLite's
 * statement cache, ./sqlite-statement-cache.ts, then prepares it once). Every value is a bound parameter.
 * Chunks are CHUNK_SIZES rows long (the last ones shorter in steps of a tenth), so only a few distinct
 * texts exist whatever the row counts. Only one chunk is held in memory. Run it inside a transaction.
 * Errors: a database error rejects (the caller's transaction rolls back).
 */
import { CompiledQuery, type DialectAdapter, type Kysely } from 'kysely';
import type { Database } from './database.js';

/** Bound values per statement: under SQLite's 32,766 and PostgreSQL's 65,535. */
const MAX_VALUES = 30_000;

/** SQL texts by `table(columns)/n`, per dialect (a transaction shares its database's adapter). */
const texts = new WeakMap<DialectAdapter, Map<string, string>>();

/** The INSERT of `n` rows of `columns` into `table` in the dialect of `db`, compiled once. */
function insertSql(db: Kysely<Database>, table: string, columns: readonly string[], n: number): string {
  const adapter = db.getExecutor().adapter;
  let known = texts.get(adapter);
  if (!known) texts.set(adapter, (known = new Map()));
  const key = `${table}(${columns.join(',')})/${n}`;
  let text = known.get(key);
  if (text === undefined) {
    const template = Array.from({ length: n }, () => Object.fromEntries(columns.map((c) => [c, null])));
    text = db
      .insertInto(table as keyof Database)
      .values(template as never)
      .compile().sql;
    known.set(key, text);
  }
  return text;
}

/**
 * Inserts `rows` (value arrays in `columns` order) into `table` in chunks; resolves with the row count.
 * Chunks of up to 1,000 rows (fewer for wide tables: MAX_VALUES), a remainder in chunks of a tenth, a
 * hundredth … of that, so at most four distinct statements per table and columns.
 */
export async function bulkInsert<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  columns: readonly (keyof Database[T] & string)[],
  rows: Iterable<readonly unknown[]>,
): Promise<number> {
  const chunkRows = Math.min(1000, Math.floor(MAX_VALUES / columns.length));
  let values: unknown[] = [];
  let inChunk = 0;
  let written = 0;
  const flush = async (n: number) => {
    const count = n * columns.length;
    await db.executeQuery(CompiledQuery.raw(insertSql(db, table, columns, n), values.slice(0, count)));
    values = values.slice(count);
    inChunk -= n;
    written += n;
  };
  for (const row of rows) {
    for (const value of row) values.push(value);
    inChunk += 1;
    if (inChunk === chunkRows) await flush(chunkRows);
  }
  for (let size = Math.ceil(chunkRows / 10); inChunk > 0; size = Math.max(1, Math.ceil(size / 10)))
    while (inChunk >= size) await flush(size);
  return written;
}
