/**
 * A sitemap source over one table (registry.ts SitemapSource): blocks (id / block size) found by walking
 * the primary key block by block, entries by an indexed id range, so both answers are index scans (no
 * sort of the table) and a sitemap file streams a block in batches. Table and column names come only from the modules' constant specs; values are bound.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { SitemapBlock, SitemapSource } from './registry.js';
import { withRunTimeTables } from '../../db/run-time-tables.js';

/** A table's published rows as sitemap URLs. */
export interface TableSitemapSpec {
  /** Source name (registry rules), e.g. 'news'. */
  name: string;
  table: keyof Database & string;
  /** The integer primary key, e.g. 'id' or 'organ_id'. */
  idColumn: string;
  /** ISO date or instant column of the last modification (publish time when nothing later exists); null: none. */
  lastmodColumn: string | null;
  /** Further columns `path` needs (e.g. a venue's type). */
  columns?: readonly string[];
  /** The page address of a row. */
  path(row: Readonly<Record<string, unknown>>): string;
}

/** The largest id a 32-bit integer column holds. */
const MAX_ID = 2_147_483_647;

/** The SitemapSource of a table. */
export function tableSitemapSource(db: Kysely<Database>, spec: TableSitemapSpec): SitemapSource {
  // The spec names real tables and columns (the page catalogue's sitemap entries).
  const loose = withRunTimeTables(db);
  const id = sql.ref(spec.idColumn);
  const lastmod = spec.lastmodColumn === null ? sql`null` : sql.ref(spec.lastmodColumn);
  return {
    name: spec.name,
    // No join or filter reads another table: the source depends on its own table alone.
    tables: [spec.table],
    async blocks(blockSize) {
      // A walk along the primary key rather than `group by id / size`: SQLite sorts every id for that
      // GROUP BY (a temporary b-tree over the whole table, 0.4 s for 1.66 million facilities), while each
      // step here counts one id range of the index and finds the next block's first id by a seek.
      const size = Math.trunc(blockSize);
      const found: SitemapBlock[] = [];
      const first = await loose
        .selectFrom(spec.table)
        .select(sql<number | null>`min(${id})`.as('id'))
        .executeTakeFirst();
      let next = first?.id ?? null;
      while (next !== null) {
        const block = Math.floor(Number(next) / size);
        const end = (block + 1) * size;
        // Ids are 32-bit integers: PostgreSQL refuses a larger bound, so the last block has no upper one.
        const beyond = end <= MAX_ID;
        let range = loose.selectFrom(spec.table).where(spec.idColumn, '>=', block * size);
        if (beyond) range = range.where(spec.idColumn, '<', end);
        const row = await range
          .select([
            sql<number>`count(*)`.as('count'),
            sql<string | null>`max(${lastmod})`.as('lastmod'),
            (beyond
              ? sql<number | null>`(select min(${id}) from ${sql.table(spec.table)} where ${id} >= ${end})`
              : sql<number | null>`null`
            ).as('next'),
          ])
          .executeTakeFirstOrThrow();
        found.push({ block, count: Number(row.count), lastmod: row.lastmod === null ? null : String(row.lastmod) });
        next = row.next === null ? null : Number(row.next);
      }
      return found;
    },
    async entries(fromId, toId, afterId, limit) {
      // Ids are 32-bit integers: PostgreSQL refuses a larger bound for an integer column, so an open end
      // (Infinity) or a block past the range drops the bound or the query.
      if (fromId > MAX_ID) return [];
      let query = loose
        .selectFrom(spec.table)
        .select([sql.ref(spec.idColumn).as('id'), lastmod.as('lastmod'), ...(spec.columns ?? [])])
        .where(spec.idColumn, '>=', fromId)
        .where(spec.idColumn, '>', afterId);
      if (toId <= MAX_ID) query = query.where(spec.idColumn, '<', toId);
      const rows = await query.orderBy(spec.idColumn).limit(limit).execute();
      return rows.map((row) => ({
        id: Number(row.id),
        lastmod: row.lastmod === null || row.lastmod === undefined ? null : String(row.lastmod),
        path: spec.path(row),
      }));
    },
  };
}
