/**
 * A sitemap source over one table (registry.ts SitemapSource): blocks by integer division of the id,
 * entries by an indexed id range, so both answers are index scans and a sitemap file streams a block in
 * batches. Table and column names come only from the modules' constant specs; values are bound.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { SitemapSource } from './registry.js';

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

/** Kysely sees the tables through a loose shape; the spec names real columns. */
type LooseDatabase = Record<string, Record<string, unknown>>;

/** The SitemapSource of a table. */
export function tableSitemapSource(db: Kysely<Database>, spec: TableSitemapSpec): SitemapSource {
  const loose = db as unknown as Kysely<LooseDatabase>;
  const id = sql.ref(spec.idColumn);
  const lastmod = spec.lastmodColumn === null ? sql`null` : sql.ref(spec.lastmodColumn);
  return {
    name: spec.name,
    async blocks(blockSize) {
      const size = sql.lit(Math.trunc(blockSize));
      const rows = await loose
        .selectFrom(spec.table)
        .select([
          sql<number>`${id} / ${size}`.as('block'),
          sql<number>`count(*)`.as('count'),
          sql<string | null>`max(${lastmod})`.as('lastmod'),
        ])
        .groupBy(sql`${id} / ${size}`)
        .orderBy('block')
        .execute();
      return rows.map((row) => ({ block: Number(row.block), count: Number(row.count), lastmod: row.lastmod }));
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
