/**
 * After rows were inserted with explicit ids (the seed does this so references and re-seeds are
 * stable), PostgreSQL's identity sequences still start at 1 and the next generated id would collide.
 * `syncIdentitySequences` moves each sequence past the table's largest id. SQLite needs nothing:
 * AUTOINCREMENT tracks explicit ids in sqlite_sequence by itself.
 *
 * Dialect-specific SQL lives in src/db only (DESIGN.md "Data"). Table and column names come from the
 * caller's constants, passed as identifiers (sql.table / sql.ref) and as bound text values.
 */
import { sql, type Kysely } from 'kysely';
import type { Database, DialectName } from './database.js';

export async function syncIdentitySequences(
  db: Kysely<Database>,
  dialect: DialectName,
  targets: ReadonlyArray<{ table: keyof Database & string; column: string }>,
): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const { table, column } of targets) {
    await sql`select setval(pg_get_serial_sequence(${table}, ${column}), coalesce(max(${sql.ref(column)}), 0) + 1, false)
      from ${sql.table(table)}`.execute(db);
  }
}
