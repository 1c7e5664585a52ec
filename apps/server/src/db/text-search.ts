/**
 * Chinese keyword search over the CMS tables (DESIGN.md "Data": SQLite FTS5 trigram + LIKE for 1-2
 * character queries; PostgreSQL pg_trgm GIN + ILIKE). This file and migration 0002 hold all the
 * dialect-specific search SQL; route modules only call `withKeyword` / `keywordCondition`.
 *
 * Semantics on both dialects: case-insensitive substring match of the trimmed keyword in ANY of the
 * target's columns. On SQLite a keyword of >= 3 characters (Unicode code points) goes through the
 * external-content FTS5 table `<table>_fts` (trigram index); 1-2 characters cannot form a trigram, so
 * they use LIKE with `%`, `_` and `\` escaped. On PostgreSQL ILIKE is always used; for >= 3 characters
 * the planner answers it from the pg_trgm GIN indexes.
 * All values are bound parameters; identifiers come from the constant targets below, never from input.
 */
import { sql, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database, DialectName } from './database.js';

/**
 * A searchable table: its columns, and (SQLite) the FTS5 table mirroring them. fitness_organization's
 * index (name) comes from migration 0009, not from TEXT_SEARCH_TARGETS; the venue events', construction
 * projects' and races' indexes from migration 0014 (the site search).
 */
export interface TextSearchTarget {
  table:
    | 'news'
    | 'notice'
    | 'regulation'
    | 'science_guide'
    | 'fitness_organization'
    | 'venue_match'
    | 'venue_training'
    | 'build_project'
    | 'games_race'
    | 'cms_item';
  columns: readonly string[];
}

/**
 * The searchable tables and columns; migration 0002 built the FTS tables and GIN indexes of the first three
 * from a frozen copy of this, migration 0008 those of science_guide, 0014 those of venue_match to games_race,
 * 0029 the back office's cms_item (title).
 */
export const TEXT_SEARCH_TARGETS = {
  news: { table: 'news', columns: ['title', 'summary'] },
  notice: { table: 'notice', columns: ['title', 'summary'] },
  regulation: { table: 'regulation', columns: ['title', 'document_number', 'issuing_body'] },
  science_guide: { table: 'science_guide', columns: ['title', 'summary'] },
  venue_match: { table: 'venue_match', columns: ['name', 'organiser', 'sport'] },
  venue_training: { table: 'venue_training', columns: ['name', 'organiser', 'sport'] },
  build_project: { table: 'build_project', columns: ['name', 'address'] },
  games_race: { table: 'games_race', columns: ['name', 'venue_name', 'sport'] },
  cms_item: { table: 'cms_item', columns: ['title'] },
} as const satisfies Record<string, TextSearchTarget>;

/** Name of the FTS5 table of `table` (SQLite). */
export const ftsTableOf = (table: string) => `${table}_fts`;

/** `%`, `_` and the escape character itself, made literal for LIKE ... ESCAPE '\'. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The keyword as one FTS5 phrase (double quotes doubled), so operators in it are plain text. */
function ftsPhrase(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

function likeAnyColumn(target: TextSearchTarget, keyword: string, operator: 'like' | 'ilike'): Expression<SqlBool> {
  return likeAnyOf(target.table, target.columns, keyword, operator);
}

function likeAnyOf(
  table: string,
  columns: readonly string[],
  keyword: string,
  operator: 'like' | 'ilike',
): Expression<SqlBool> {
  const pattern = `%${escapeLike(keyword)}%`;
  const op = sql.raw(operator);
  const parts = columns.map((c) => sql`${sql.ref(`${table}.${c}`)} ${op} ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

/**
 * "Row of `table` has `keyword` in one of `columns`" without a text index, case-insensitive the way each
 * dialect does it cheaply: SQLite's LIKE (ASCII case folding, no lower() call per row), PostgreSQL's
 * ILIKE. `table` and `columns` are constants; `keyword` is trimmed and non-empty.
 */
export function substringCondition(
  dialect: DialectName,
  table: string,
  columns: readonly string[],
  keyword: string,
): Expression<SqlBool> {
  return likeAnyOf(table, columns, keyword, dialect === 'postgres' ? 'ilike' : 'like');
}

/**
 * The condition "row of `target` matches `keyword`" for `dialect`. `keyword` must be trimmed and
 * non-empty (callers skip blank keywords); its length is checked by the route schema (<= 50).
 */
export function keywordCondition(dialect: DialectName, target: TextSearchTarget, keyword: string): Expression<SqlBool> {
  if (dialect === 'postgres') return likeAnyColumn(target, keyword, 'ilike');
  if ([...keyword].length < 3) return likeAnyColumn(target, keyword, 'like');
  const fts = sql.table(ftsTableOf(target.table));
  return sql<SqlBool>`${sql.ref(`${target.table}.id`)} in (select rowid from ${fts} where ${fts} match ${ftsPhrase(keyword)})`;
}

/**
 * How many rows of `target` the FTS5 trigram index matches for `keyword` (SQLite, 3+ characters), counting no
 * further than `limit`: a cheap probe (it reads at most `limit` row ids of the index) to tell a rare keyword,
 * which the index answers best, from a common one, where scanning the rows in list order finds a page sooner
 * than sorting every match (modules/content-admin/content-admin.repository.ts listItems).
 */
export async function ftsMatchesUpTo(
  db: Kysely<Database>,
  target: TextSearchTarget,
  keyword: string,
  limit: number,
): Promise<number> {
  const fts = sql.table(ftsTableOf(target.table));
  const { rows } = await sql<{
    n: number;
  }>`select count(*) as n from (select rowid from ${fts} where ${fts} match ${ftsPhrase(keyword)} limit ${limit})`.execute(
    db,
  );
  return Number(rows[0]?.n ?? 0);
}

/** `qb` with the keyword condition added (unchanged when `keyword` is blank or missing). */
export function withKeyword<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  dialect: DialectName,
  target: TextSearchTarget,
  keyword: string | undefined,
): SelectQueryBuilder<DB, TB, O> {
  const trimmed = keyword?.trim();
  return trimmed ? qb.where(keywordCondition(dialect, target, trimmed)) : qb;
}
