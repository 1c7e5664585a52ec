/**
 * SQLite covering indexes for the article-like lists (news, notice, guidance, fitness case).
 *
 * Why: in these tables the list's order column (publish_time / sort) and some list columns sit after
 * `content_html` in the row, so reading a list row walks the HTML's overflow pages — most of the time
 * of a list request. An index holding the order key, id and every list column answers the page query
 * from the index alone (EXPLAIN: "USING COVERING INDEX"). Regulation needs none: its list columns all
 * precede content_html.
 * PostgreSQL needs none either: large text is stored out of line (TOAST), so heap rows stay small, and
 * btree entries have a size limit that long summaries could exceed.
 * Column lists mirror the list columns of the route modules at the time of writing.
 */
import type { Kysely } from 'kysely';
import { isPostgres } from './column-types.js';

const INDEXES = [
  { table: 'news', columns: ['publish_time', 'id', 'title', 'summary', 'source', 'category', 'cover_media_id'] },
  { table: 'notice', columns: ['publish_time', 'id', 'title', 'summary', 'source', 'category'] },
  { table: 'guidance', columns: ['sort', 'id', 'name', 'summary', 'publish_time'] },
  { table: 'fitness_case', columns: ['sort', 'id', 'name', 'region', 'summary', 'publish_time', 'cover_media_id'] },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  for (const { table, columns } of INDEXES) {
    await db.schema
      .createIndex(`${table}_list_cover_idx`)
      .on(table)
      .columns([...columns])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  for (const { table } of INDEXES) await db.schema.dropIndex(`${table}_list_cover_idx`).ifExists().execute();
}
