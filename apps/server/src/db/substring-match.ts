/**
 * Keyword condition for the small lists without a text index (venue events and videos, evaluations,
 * sports authorities, the flow venue picker): the trimmed keyword is a case-insensitive
 * substring of any of the given columns. Standard SQL on both dialects:
 * `lower(column) like '%keyword%' escape '\'` with %, _ and \ in the keyword made literal
 * (./text-search.ts escapeLike), so 1-2 Chinese characters work and the keyword is a bound parameter.
 * These lists are filtered by year, division or venue first, or are small; a scan of the filtered rows is
 * what this costs. (The CMS tables use the trigram indexes of ./text-search.ts instead.)
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import { escapeLike } from './text-search.js';

/**
 * `(lower(c1) like p escape '\' or lower(c2) like p ...)`; `columns` are constant qualified names, never
 * input; `keyword` is trimmed and non-empty (callers skip blank keywords).
 */
export function substringMatch(columns: readonly string[], keyword: string): Expression<SqlBool> {
  const pattern = `%${escapeLike(keyword.toLowerCase())}%`;
  const parts = columns.map((c) => sql`lower(${sql.ref(c)}) like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}
