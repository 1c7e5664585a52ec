/**
 * Site search reads (sources: ./site-search.sources.ts): the number of matches of every SQL source (up to
 * a cap) in one statement of scalar subqueries (one round trip on PostgreSQL), alongside the in-memory
 * sources' own counts, then the page's rows. The page walks the groups in source order, each in the
 * source's order, so a page is read from at most the few sources it spans, each with its own LIMIT/OFFSET
 * (or offset and limit of its in-memory index). Identifiers come from the constant sources; the query is
 * a bound parameter.
 */
import type { SiteSearchKind } from '@portal/contracts/site-search.codes';
import { sql, type Kysely } from 'kysely';
import type { Database, DialectName } from '../../db/database.js';
import {
  isMemorySource,
  type SiteSearchExtras,
  type SiteSearchHit,
  type SiteSearchSource,
  type SqlSiteSearchSource,
} from './site-search.sources.js';

/** Kysely sees the sources' tables through a loose shape; the sources name the real columns. */
type LooseDatabase = Record<string, Record<string, unknown>>;

/** A hit with its kind and how to read its time. */
export interface SiteSearchRow extends SiteSearchHit {
  kind: SiteSearchKind;
  timeKind: 'instant' | 'date' | null;
}

const loose = (db: Kysely<Database>) => db as unknown as Kysely<LooseDatabase>;

function matching(db: Kysely<Database>, dialect: DialectName, source: SqlSiteSearchSource, q: string) {
  return loose(db).selectFrom(source.table).where(source.match(dialect, q));
}

/**
 * Number of matches per source, in the sources' order, each counted up to `cap` (a count that reaches it
 * means "at least cap"): a common word matches most rows of the large tables, and counting them all would
 * scan them all. The SQL sources are counted in one statement, the in-memory ones meanwhile. `q` is
 * trimmed and non-empty.
 */
export async function countMatches(
  db: Kysely<Database>,
  dialect: DialectName,
  sources: readonly SiteSearchSource[],
  q: string,
  cap: number,
): Promise<number[]> {
  const tables = sources.filter((source): source is SqlSiteSearchSource => !isMemorySource(source));
  const [tableCounts, memoryCounts] = await Promise.all([
    countTableMatches(db, dialect, tables, q, cap),
    Promise.all(sources.map((source) => (isMemorySource(source) ? source.count(db, q, cap) : null))),
  ]);
  let next = 0;
  return memoryCounts.map((count) => count ?? tableCounts[next++]!);
}

/** countMatches of SQL sources: one statement of scalar subqueries. */
async function countTableMatches(
  db: Kysely<Database>,
  dialect: DialectName,
  sources: readonly SqlSiteSearchSource[],
  q: string,
  cap: number,
): Promise<number[]> {
  if (sources.length === 0) return [];
  const counts = await loose(db)
    .selectNoFrom(() =>
      sources.map((source, i) =>
        loose(db)
          .selectFrom(matching(db, dialect, source, q).select(sql.lit(1).as('one')).limit(cap).as('m'))
          .select(sql<number>`count(*)`.as('n'))
          .as(`n${i}`),
      ),
    )
    .executeTakeFirstOrThrow();
  return sources.map((_, i) => Number(counts[`n${i}`]));
}

/** Rows `offset`..`offset + limit` of one source's matches in its order. */
async function sourceRows(
  db: Kysely<Database>,
  dialect: DialectName,
  source: SiteSearchSource,
  q: string,
  offset: number,
  limit: number,
): Promise<SiteSearchRow[]> {
  if (isMemorySource(source)) {
    const hits = await source.rows(db, q, offset, limit);
    return hits.map((hit) => ({ ...hit, kind: source.kind, timeKind: null }));
  }
  const extras = Object.entries(source.extras ?? {}) as [keyof SiteSearchExtras, string][];
  let qb = matching(db, dialect, source, q).select([
    sql.ref<number>(source.key).as('id'),
    sql.ref<string>(source.titleColumn).as('title'),
    sql.ref<string>(source.summaryColumn).as('summary'),
    (source.time ? sql<string | null>`${sql.ref(source.time.column)}` : sql<string | null>`null`).as('time'),
    ...extras.map(([alias, column]) => sql.ref(column).as(alias)),
  ]);
  if (source.order === 'time' && source.time) qb = qb.orderBy(source.time.column, 'desc').orderBy(source.key, 'desc');
  else qb = qb.orderBy(source.key, source.order === 'newest-key' ? 'desc' : 'asc');
  const rows = await qb.limit(limit).offset(offset).execute();
  return rows.map((row) => ({
    ...(row as Omit<SiteSearchRow, 'kind' | 'timeKind'>),
    kind: source.kind,
    timeKind: source.time?.kind ?? null,
  }));
}

/**
 * The rows of page `pageNum` (size `pageSize`) of the groups in `sources` order, given each source's
 * count (`counts`, from countMatches).
 */
export async function pageOfMatches(
  db: Kysely<Database>,
  dialect: DialectName,
  sources: readonly SiteSearchSource[],
  counts: readonly number[],
  q: string,
  pageNum: number,
  pageSize: number,
): Promise<SiteSearchRow[]> {
  let skip = (pageNum - 1) * pageSize;
  let wanted = pageSize;
  const reads: Promise<SiteSearchRow[]>[] = [];
  sources.forEach((source, i) => {
    const count = counts[i] ?? 0;
    if (wanted === 0) return;
    if (skip >= count) {
      skip -= count;
      return;
    }
    const take = Math.min(wanted, count - skip);
    reads.push(sourceRows(db, dialect, source, q, skip, take));
    wanted -= take;
    skip = 0;
  });
  return (await Promise.all(reads)).flat();
}
