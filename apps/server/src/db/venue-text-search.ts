/**
 * Keyword search over venue name and address (venue search "keyword"; DESIGN.md "Data": SQLite
 * FTS5 trigram + LIKE for 1-2 characters, PostgreSQL pg_trgm GIN + ILIKE). The dialect-specific SQL of
 * venue search lives here and in migration 0005 (which builds `venue_fts` / the GIN indexes).
 *
 * Semantics on both dialects: case-insensitive substring match of the trimmed keyword in the name OR
 * the address. SQLite: >= 3 characters (code points) through the external-content FTS5 table
 * `venue_fts` (trigram), fewer with LIKE ('%', '_' and '\' escaped). PostgreSQL: ILIKE, answered from the
 * pg_trgm indexes for >= 3 characters. Values are bound parameters; identifiers are constants.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { DialectName } from './database.js';
import { escapeLike } from './text-search.js';

/** Name of the FTS5 table mirroring venue(name, address) on SQLite (migration 0005). */
export const VENUE_FTS_TABLE = 'venue_fts';

/** Columns searched by the venue keyword. */
export const VENUE_KEYWORD_COLUMNS = ['name', 'address'] as const;

/**
 * "venue `alias` matches `keyword`" for `dialect`; `keyword` must be trimmed and non-empty (length is
 * checked by the route schema, <= 50). `alias` is the venue table's alias in the query (e.g. 'v').
 */
export function venueKeywordCondition(dialect: DialectName, alias: string, keyword: string): Expression<SqlBool> {
  if (dialect === 'sqlite' && [...keyword].length >= 3) {
    const phrase = `"${keyword.replaceAll('"', '""')}"`;
    const fts = sql.table(VENUE_FTS_TABLE);
    return sql<SqlBool>`${sql.ref(`${alias}.organ_id`)} in (select rowid from ${fts} where ${fts} match ${phrase})`;
  }
  const pattern = `%${escapeLike(keyword)}%`;
  const op = sql.raw(dialect === 'postgres' ? 'ilike' : 'like');
  const parts = VENUE_KEYWORD_COLUMNS.map((c) => sql`${sql.ref(`${alias}.${c}`)} ${op} ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}
