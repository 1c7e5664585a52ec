/**
 * Substring filter on one name column for the section's small keyword searches (venue names in the
 * evaluation list, authority names in the fill-in search). Plain LIKE with `%`, `_` and `\` escaped
 * (db/text-search.ts escapeLike): the same SQL on SQLite and PostgreSQL; the keyword is a bound value.
 * These lists are filtered by year and division first, so no trigram index is needed.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import { escapeLike } from '../../db/text-search.js';

/** `column LIKE '%keyword%'` (keyword trimmed and non-empty; the caller skips blank keywords). */
export function nameContains(column: string, keyword: string): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} like ${`%${escapeLike(keyword)}%`} escape '\\'`;
}
