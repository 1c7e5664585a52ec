/**
 * Reads of the column registry (docs/decisions/content-management.md "Columns and freshness"): every column
 * with its published count and last publication. A published item's time is its published version's
 * publish time (what the public row shows), else the item's last change (a version published "now").
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

export interface ColumnStatsRow {
  code: string;
  name: string;
  kind: string;
  review_stages: number;
  cadence_days: number;
  published: number;
  last_published: string | null;
}

/** Every column, by code, with its published items' count and latest publish time (ISO text or null). */
export async function listColumnStats(db: Kysely<Database>): Promise<ColumnStatsRow[]> {
  const stats = db
    .selectFrom('cms_item as i')
    .leftJoin('cms_version as v', (j) =>
      j.onRef('v.item_id', '=', 'i.id').onRef('v.version_no', '=', 'i.published_version'),
    )
    .where('i.status', '=', 'published')
    .groupBy('i.column_code')
    .select([
      'i.column_code',
      sql<number>`count(*)`.as('published'),
      sql<string | null>`max(coalesce(v.publish_time, i.updated_at))`.as('last_published'),
    ])
    .as('s');
  const rows = await db
    .selectFrom('cms_column as c')
    .leftJoin(stats, 's.column_code', 'c.code')
    .select(['c.code', 'c.name', 'c.kind', 'c.review_stages', 'c.cadence_days', 's.published', 's.last_published'])
    .orderBy('c.code')
    .execute();
  return rows.map((r) => ({ ...r, published: Number(r.published ?? 0), last_published: r.last_published ?? null }));
}

/** The number of items (any state) of column `code`. */
export async function countColumnItems(db: Kysely<Database>, code: string): Promise<number> {
  const row = await db
    .selectFrom('cms_item')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('column_code', '=', code)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
