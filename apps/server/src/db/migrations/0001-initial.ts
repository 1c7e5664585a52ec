/**
 * Initial schema: divisions, venues, CMS content, media, menu, site parameters, accounts, sessions,
 * single-sign-on tickets and the audit log. Types: see ../tables/.
 */
import type { Kysely } from 'kysely';
import { blobType, withIdColumn } from './column-types.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('division')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('parent_code', 'text')
    .addColumn('province_code', 'text', (c) => c.notNull())
    .addColumn('city_code', 'text')
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('division_parent_idx').on('division').column('parent_code').execute();

  await withIdColumn(db, db.schema.createTable('venue'), 'organ_id')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('organ_type', 'integer', (c) => c.notNull())
    .addColumn('province_code', 'text', (c) => c.notNull())
    .addColumn('city_code', 'text', (c) => c.notNull())
    .addColumn('county_code', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull())
    .addColumn('floor_area', 'double precision', (c) => c.notNull())
    .addColumn('is_large', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('venue_type_province_idx').on('venue').columns(['organ_type', 'province_code']).execute();
  await db.schema.createIndex('venue_city_idx').on('venue').column('city_code').execute();
  await db.schema.createIndex('venue_county_idx').on('venue').column('county_code').execute();

  for (const table of ['news', 'notice'] as const) {
    let builder = withIdColumn(db, db.schema.createTable(table))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('author', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('content_html', 'text', (c) => c.notNull())
      .addColumn('publish_time', 'text', (c) => c.notNull())
      .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0));
    if (table === 'news') builder = builder.addColumn('cover_media_id', 'integer');
    await builder.execute();
    await db.schema.createIndex(`${table}_publish_idx`).on(table).columns(['publish_time', 'id']).execute();
  }

  await withIdColumn(db, db.schema.createTable('regulation'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('issuing_body', 'text', (c) => c.notNull())
    .addColumn('document_number', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('publish_date', 'text', (c) => c.notNull())
    .addColumn('effective_date', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('content_html', 'text', (c) => c.notNull())
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('regulation_publish_idx').on('regulation').columns(['publish_date', 'id']).execute();

  await withIdColumn(db, db.schema.createTable('guidance'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('content_html', 'text', (c) => c.notNull())
    .addColumn('publish_time', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withIdColumn(db, db.schema.createTable('fitness_case'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('content_html', 'text', (c) => c.notNull())
    .addColumn('cover_media_id', 'integer')
    .addColumn('publish_time', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withIdColumn(db, db.schema.createTable('media'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('body', blobType(db), (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('banner'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('media_id', 'integer', (c) => c.notNull())
    .addColumn('link_path', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withIdColumn(db, db.schema.createTable('attachment'))
    .addColumn('owner_type', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('media_id', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('attachment_owner_idx').on('attachment').columns(['owner_type', 'owner_id']).execute();

  await withIdColumn(db, db.schema.createTable('site_menu'))
    .addColumn('parent_id', 'integer')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('divided', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('param_conf')
    .addColumn('dict_key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('account'))
    .addColumn('user_name', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('organ_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('failed_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('session')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('session_expires_idx').on('session').column('expires_at').execute();

  await db.schema
    .createTable('sso_ticket')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('used_ip', 'text')
    .execute();

  await withIdColumn(db, db.schema.createTable('audit_log'))
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_time_idx').on('audit_log').column('time').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'audit_log',
    'sso_ticket',
    'session',
    'account',
    'param_conf',
    'site_menu',
    'attachment',
    'banner',
    'media',
    'fitness_case',
    'guidance',
    'regulation',
    'notice',
    'news',
    'venue',
    'division',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
