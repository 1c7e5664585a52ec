/**
 * The editorial back office (docs/decisions/content-management.md; modules/content-admin): columns (栏目)
 * with their number of review stages, the accounts' roles per column (and optional area), content items
 * and their versions, and the marks of public rows that were withdrawn or deleted (answered 410).
 * The five article-like columns are created here with 3 review stages (三审三校), one per public table.
 * Types and meaning: ../tables/content-admin.ts. Frozen at the time of writing; identifiers and values
 * are constants, no input reaches this SQL.
 */
import type { Kysely } from 'kysely';
import { withIdColumn } from './column-types.js';

const COLUMNS = [
  { code: 'news', name: '新闻动态', kind: 'news' },
  { code: 'notice', name: '通知公告', kind: 'notice' },
  { code: 'regulation', name: '政策法规', kind: 'regulation' },
  { code: 'guidance', name: '咨询指导', kind: 'guidance' },
  { code: 'fitness_case', name: '健身工作案例', kind: 'fitness_case' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cms_column')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('review_stages', 'integer', (c) => c.notNull().defaultTo(3))
    .execute();
  await (db as Kysely<{ cms_column: (typeof COLUMNS)[number] & { review_stages: number } }>)
    .insertInto('cms_column')
    .values(COLUMNS.map((c) => ({ ...c, review_stages: 3 })))
    .execute();

  await withIdColumn(db, db.schema.createTable('cms_grant'))
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('column_code', 'text', (c) => c.notNull())
    .addColumn('area_code', 'text')
    .execute();
  await db.schema.createIndex('cms_grant_account_idx').on('cms_grant').column('account_id').execute();

  await withIdColumn(db, db.schema.createTable('cms_item'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('column_code', 'text', (c) => c.notNull())
    .addColumn('area_code', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('stage', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('latest_version', 'integer', (c) => c.notNull())
    .addColumn('published_version', 'integer')
    .addColumn('public_id', 'integer')
    .addColumn('scheduled_at', 'text')
    .addColumn('reason', 'text')
    .addColumn('check_override', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('cms_item_column_idx')
    .on('cms_item')
    .columns(['column_code', 'status', 'updated_at desc', 'id desc'])
    .execute();
  await db.schema.createIndex('cms_item_order_idx').on('cms_item').columns(['updated_at desc', 'id desc']).execute();
  await db.schema.createIndex('cms_item_due_idx').on('cms_item').columns(['status', 'scheduled_at']).execute();
  // One item per public row: instances adopting the seed's rows at the same time cannot both take one.
  await db.schema.createIndex('cms_item_public_key').on('cms_item').columns(['kind', 'public_id']).unique().execute();

  await withIdColumn(db, db.schema.createTable('cms_version'))
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('version_no', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text', (c) => c.notNull())
    .addColumn('publish_time', 'text')
    .addColumn('fields_json', 'text', (c) => c.notNull())
    .addColumn('attachments_json', 'text', (c) => c.notNull())
    .addColumn('digest', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('cms_version_item_no_key', ['item_id', 'version_no'])
    .execute();

  await db.schema
    .createTable('content_gone')
    .addColumn('tbl', 'text', (c) => c.notNull())
    .addColumn('row_id', 'integer', (c) => c.notNull())
    .addColumn('gone_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_gone_pkey', ['tbl', 'row_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['content_gone', 'cms_version', 'cms_item', 'cms_grant', 'cms_column'])
    await db.schema.dropTable(table).ifExists().execute();
}
