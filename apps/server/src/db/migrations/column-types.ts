/**
 * Dialect-aware column helpers for migrations: one migration text serves SQLite and PostgreSQL.
 */
import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

/** True when `db` talks to PostgreSQL (decided from the adapter Kysely was built with). */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter.constructor.name.startsWith('Postgres');
}

/** Adds an auto-assigned integer primary key `id` (SQLite autoincrement, PostgreSQL identity). */
export function withIdColumn<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
  name = 'id',
): CreateTableBuilder<T, never> {
  return isPostgres(db)
    ? table.addColumn(name, 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn(name, 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Binary column type: bytea on PostgreSQL, blob on SQLite. */
export function blobType(db: Kysely<unknown>) {
  return isPostgres(db) ? sql`bytea` : sql`blob`;
}
