/**
 * Chunked INSERTs for the instructor seed's millions of rows: the SQL of a full chunk is compiled once
 * and reused with each chunk's values (CompiledQuery.raw; SQLite's statement cache then prepares it
 * once), the last partial chunk goes through Kysely. Rows are value arrays in `columns` order, so the
 * generators build no objects per row. Only one chunk is held in memory. Run it inside a transaction.
 */
import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

/** Bound values per statement: under SQLite's 32,766 and PostgreSQL's 65,535. */
const MAX_VALUES = 30_000;

export async function bulkInsert<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  columns: readonly (keyof Database[T] & string)[],
  rows: Iterable<readonly unknown[]>,
): Promise<number> {
  const chunkRows = Math.min(1000, Math.floor(MAX_VALUES / columns.length));
  const statement = (n: number) =>
    db
      .insertInto(table)
      .values(Array.from({ length: n }, () => Object.fromEntries(columns.map((c) => [c, null]))) as never)
      .compile().sql;
  const fullSql = statement(chunkRows);
  let values: unknown[] = [];
  let inChunk = 0;
  let written = 0;
  for (const row of rows) {
    for (const value of row) values.push(value);
    inChunk += 1;
    if (inChunk === chunkRows) {
      await db.executeQuery(CompiledQuery.raw(fullSql, values));
      written += inChunk;
      values = [];
      inChunk = 0;
    }
  }
  if (inChunk > 0) {
    await db.executeQuery(CompiledQuery.raw(statement(inChunk), values));
    written += inChunk;
  }
  return written;
}
