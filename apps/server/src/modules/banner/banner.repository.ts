/** Home carousel slides (banner table) in display order: sort asc, then id. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

export type BannerRow = Awaited<ReturnType<typeof listBanners>>[number];

export async function listBanners(db: Kysely<Database>) {
  return db
    .selectFrom('banner')
    .select(['id', 'title', 'media_id', 'link_path'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
