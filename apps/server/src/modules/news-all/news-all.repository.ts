/**
 * The all-news list (/vNewsAll): one newest-first page over every source of ./news-all.sources.ts, read as
 * a UNION ALL of one indexed, limited query per source.
 *
 * Each source's part applies the filters (year of publication in Asia/Shanghai, keyword) and reads its
 * first pageNum × pageSize rows in its own order (publish column desc, id desc: the sources' publish
 * indexes of migrations 0001/0003; guidance, a few dozen rows, has none and is read whole), so no part
 * reads more than a page can need; the outer query orders the union (publish time desc, then kind, then
 * id desc) and cuts the page. The total is the sum of each source's count, read in one statement of scalar
 * subqueries. A date-only publish column (regulations) counts from 00:00 UTC (08:00 Beijing) of its day,
 * which keeps it on the same calendar day in both time zones.
 * Identifiers come from the constant sources; every request value is a bound parameter.
 */
import { sql, type Kysely } from 'kysely';
import type { NewsAllKind } from '@portal/contracts/news-all.codes';
import type { Database, DialectName } from '../../db/database.js';
import { publishInstant } from '../../db/search-sources.js';
import { yearRange } from '../content/content.repository.js';
import type { NewsAllSource } from './news-all.sources.js';
import { withRunTimeTables } from '../../db/run-time-tables.js';

export interface NewsAllRow {
  kind: NewsAllKind;
  id: number;
  title: string;
  summary: string;
  publish_time: string;
}

export interface NewsAllSearch {
  kinds: readonly NewsAllSource[];
  year?: number;
  /** Trimmed, non-empty. */
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

function filtered(db: Kysely<Database>, dialect: DialectName, source: NewsAllSource, s: NewsAllSearch) {
  let qb = withRunTimeTables(db).selectFrom(source.table);
  if (s.year !== undefined) {
    const [from, to] = yearRange(s.year, source.time.kind);
    qb = qb.where(source.time.column, '>=', from).where(source.time.column, '<', to);
  }
  if (s.keyword !== undefined) qb = qb.where(source.match(dialect, s.keyword));
  return qb;
}

/** One page of the union in list order, and the number of matching items. */
export async function searchNewsAll(
  db: Kysely<Database>,
  dialect: DialectName,
  s: NewsAllSearch,
): Promise<{ rows: NewsAllRow[]; total: number }> {
  if (s.kinds.length === 0) return { rows: [], total: 0 };
  const offset = (s.pageNum - 1) * s.pageSize;
  // The sources name the real tables and columns (./news-all.sources.ts).
  const loose = withRunTimeTables(db);
  const parts = s.kinds.map((source) =>
    loose
      .selectFrom(
        filtered(db, dialect, source, s)
          .select([
            sql.lit(source.kind).as('kind'),
            sql.ref<number>('id').as('id'),
            sql.ref<string>(source.titleColumn).as('title'),
            sql.ref<string>(source.summaryColumn).as('summary'),
            publishInstant(source.time).as('publish_time'),
          ])
          .orderBy(source.time.column, 'desc')
          .orderBy('id', 'desc')
          .limit(offset + s.pageSize)
          .as(`part_${source.kind}`),
      )
      .selectAll(),
  );
  const union = parts.slice(1).reduce((all, part) => all.unionAll(part), parts[0]!);
  const [rows, counts] = await Promise.all([
    loose
      .selectFrom(union.as('u'))
      .selectAll()
      .orderBy('publish_time', 'desc')
      .orderBy('kind')
      .orderBy('id', 'desc')
      .limit(s.pageSize)
      .offset(offset)
      .execute(),
    // Every source's count in one statement (one round trip on PostgreSQL): scalar subqueries.
    loose
      .selectNoFrom(() =>
        s.kinds.map((source) =>
          filtered(db, dialect, source, s)
            .select(sql<number>`count(*)`.as('n'))
            .as(`count_${source.kind}`),
        ),
      )
      .executeTakeFirstOrThrow(),
  ]);
  return {
    // The run-time tables' index signature hides the union's selected columns (see parts above).
    rows: rows as unknown as NewsAllRow[],
    total: Object.values(counts).reduce<number>((sum, n) => sum + Number(n), 0),
  };
}
