/**
 * Stored files (media table): the seeded SVG images and article attachments served by
 * GET /api_/ow/file/{id}. Rows are immutable — a changed file is stored under a new id — which is what
 * lets the route answer with a year-long Cache-Control and a size-based ETag.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { MediaTable } from '../../db/tables/file.js';

export type MediaRow = Selectable<MediaTable>;

/** The media row with its bytes, or undefined for an unknown id. */
export async function findMedia(db: Kysely<Database>, id: number): Promise<MediaRow | undefined> {
  return db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
}
