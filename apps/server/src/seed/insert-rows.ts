/**
 * Chunked multi-row inserts for the seed. One INSERT per chunk keeps round trips few (speed: the
 * default seed must finish within 30 s) while staying under the bind-parameter limits: PostgreSQL
 * allows 65,535 per statement, SQLite (as compiled in better-sqlite3) 32,766.
 */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/database.js';

/** Bind parameters per statement we allow ourselves: under both dialects' limits with room to spare. */
const MAX_PARAMETERS = 30000;
/** Rows per statement even for narrow tables: very long statements gain nothing. */
const MAX_ROWS = 1000;

/**
 * Inserts `rows` (an array or a lazy iterable) into `table` in chunks and returns how many it wrote.
 * The chunk size follows from the column count of the first row. Run it inside a transaction.
 */
export async function insertRows<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: Iterable<Insertable<Database[T]>>,
): Promise<number> {
  let chunk: Insertable<Database[T]>[] = [];
  let chunkSize = 0;
  let written = 0;
  const flush = async () => {
    if (chunk.length === 0) return;
    // Kysely's values() typing for a generic table name is too wide to check here; rows are typed above.
    await db
      .insertInto(table)
      .values(chunk as never)
      .execute();
    written += chunk.length;
    chunk = [];
  };
  for (const row of rows) {
    if (chunkSize === 0) {
      chunkSize = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / Object.keys(row).length)));
    }
    chunk.push(row);
    if (chunk.length >= chunkSize) await flush();
  }
  await flush();
  return written;
}
