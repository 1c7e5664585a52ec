/**
 * Keyword condition for the venue event and video lists (issue 3): the trimmed keyword is a
 * case-insensitive substring of any of the given columns. Standard SQL on both dialects:
 * `lower(column) like '%keyword%' escape '\'` with %, _ and \ in the keyword made literal
 * (db/text-search.ts escapeLike), so 1-2 Chinese characters work and the keyword is a bound parameter.
 * These tables have no trigram index; a full scan of the filtered rows is what this costs.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import { escapeLike } from '../../db/text-search.js';

/** `(lower(c1) like p escape '\' or lower(c2) like p ...)`; `columns` are constant qualified names. */
export function keywordMatch(columns: readonly string[], keyword: string): Expression<SqlBool> {
  const pattern = `%${escapeLike(keyword.toLowerCase())}%`;
  const parts = columns.map((c) => sql`lower(${sql.ref(c)}) like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}
