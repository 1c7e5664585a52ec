/**
 * A published section as a search reads it: one table with a title, a second line and (for dated sections)
 * a publish or start column, and how a keyword matches it. The all-news list (modules/news-all) lists its
 * sections as such sources (ARTICLE_SOURCES below); the site search indexes the same tables in memory since
 * docs/decisions/site-search.md (modules/site-search/site-search.read-model.ts). Identifiers are constants, never input; the
 * keyword is a bound parameter.
 */
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Database, DialectName } from './database.js';
import { keywordCondition, substringCondition, TEXT_SEARCH_TARGETS, type TextSearchTarget } from './text-search.js';

/** "A row matches `keyword`" (trimmed, non-empty) on `dialect`. */
export type SourceMatch = (dialect: DialectName, keyword: string) => Expression<SqlBool>;

export interface SearchSource<K extends string> {
  kind: K;
  table: keyof Database & string;
  /** The integer key (the detail page's id). */
  key: string;
  titleColumn: string;
  summaryColumn: string;
  /** Publish or start column: an ISO UTC instant or a YYYY-MM-DD day; null for undated sections (listed by key). */
  time: SourceTime | null;
  match: SourceMatch;
}

/** Publish or start column of a dated source. */
export interface SourceTime {
  column: string;
  kind: 'instant' | 'date';
}

/** A source whose rows all carry a publish column (the all-news list needs one). */
export type DatedSearchSource<K extends string> = SearchSource<K> & { time: SourceTime };

/** Matches through the table's trigram target (db/text-search.ts: FTS5 / pg_trgm, LIKE under 3 characters). */
export const byTextTarget =
  (target: TextSearchTarget): SourceMatch =>
  (dialect, keyword) =>
    keywordCondition(dialect, target, keyword);

/** Matches by substring of `columns` (db/text-search.ts substringCondition): tables without a text index. */
export const bySubstring =
  (table: string, columns: readonly string[]): SourceMatch =>
  (dialect, keyword) =>
    substringCondition(dialect, table, columns, keyword);

/** An article section with id, title, summary and an ISO publish instant, searched through its trigram target. */
const titled = <K extends keyof typeof TEXT_SEARCH_TARGETS>(
  kind: K,
  time: SourceTime = { column: 'publish_time', kind: 'instant' },
): DatedSearchSource<K> => ({
  kind,
  table: kind,
  key: 'id',
  titleColumn: 'title',
  summaryColumn: 'summary',
  time,
  match: byTextTarget(TEXT_SEARCH_TARGETS[kind]),
});

/** News, notices, policies (文号 and 发布机关 searched too) and the venue-informatisation guidance. */
export const ARTICLE_SOURCES = [
  titled('news'),
  titled('notice'),
  titled('regulation', { column: 'publish_date', kind: 'date' }),
  {
    kind: 'guidance',
    table: 'guidance',
    key: 'id',
    titleColumn: 'name',
    summaryColumn: 'summary',
    time: { column: 'publish_time', kind: 'instant' },
    match: bySubstring('guidance', ['name', 'summary']),
  } satisfies DatedSearchSource<'guidance'>,
] as const;

/** The source's publish column as an ISO UTC instant (a day counts from 00:00 UTC). */
export function publishInstant(time: SourceTime): RawBuilder<string> {
  const column = sql.ref(time.column);
  return time.kind === 'instant' ? sql<string>`${column}` : sql<string>`${column} || 'T00:00:00.000Z'`;
}
