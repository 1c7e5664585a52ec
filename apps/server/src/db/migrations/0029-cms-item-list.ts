/**
 * The back office's item list at 200,000 items (docs/decisions/content-management.md "Item list at scale";
 * target p99 <= 50 ms, bench/content-admin-list.ts):
 * - `cms_item_status_order_idx` (status, updated_at desc, id desc) and `cms_item_kind_order_idx` (kind, …):
 *   a status or kind filter reads its first page in list order from the index instead of sorting every
 *   match (28 ms for 140,000 published items before);
 * - `cms_item_area_order_idx` (area_code, updated_at desc, id desc) and `cms_item_column_area_idx`
 *   (column_code, area_code, …): a provincial or city editor's items are one key range of area_code (the
 *   repository asks `area_code >= '33' and area_code < '34'`, not LIKE, so both dialects seek it), alone or
 *   within a column;
 * - a trigram index on the title (SQLite FTS5 `cms_item_fts` with triggers, PostgreSQL pg_trgm GIN), so a
 *   rare keyword of 3+ characters reads its matches instead of scanning every title (db/text-search.ts);
 * - SQLite: `cms_item_title_idx` (title), so counting a common or short keyword's LIKE scans the narrow index
 *   rather than the rows (half the time at 200,000 items).
 *
 * Frozen at the time of writing; identifiers are constants, no input reaches this SQL.
 */
import type { Kysely } from 'kysely';
import { isPostgres } from './column-types.js';
import { createTrigramSearch, dropTrigramSearch } from './trigram-search.js';

const TITLE_SEARCH = { table: 'cms_item', key: 'id', columns: ['title'] } as const;
const ORDER_INDEXES = [
  ['cms_item_status_order_idx', 'status'],
  ['cms_item_kind_order_idx', 'kind'],
  ['cms_item_area_order_idx', 'area_code'],
] as const;
const SQLITE_TITLE_INDEX = 'cms_item_title_idx';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, column] of ORDER_INDEXES)
    await db.schema.createIndex(name).on('cms_item').columns([column, 'updated_at desc', 'id desc']).execute();
  await db.schema
    .createIndex('cms_item_column_area_idx')
    .on('cms_item')
    .columns(['column_code', 'area_code', 'updated_at desc', 'id desc'])
    .execute();
  await createTrigramSearch(db, TITLE_SEARCH);
  if (!isPostgres(db)) await db.schema.createIndex(SQLITE_TITLE_INDEX).on('cms_item').column('title').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex(SQLITE_TITLE_INDEX).ifExists().execute();
  await dropTrigramSearch(db, TITLE_SEARCH);
  await db.schema.dropIndex('cms_item_column_area_idx').ifExists().execute();
  for (const [name] of ORDER_INDEXES) await db.schema.dropIndex(name).ifExists().execute();
}
