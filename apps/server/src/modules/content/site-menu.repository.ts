/** Rows of the server menu (site_menu), in display order: sort asc, then id (read by modules/site and the back office's menu editor). */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { SiteMenuTable } from '../../db/tables/site.js';

export type SiteMenuRow = Selectable<SiteMenuTable>;

export async function listMenuRows(db: Kysely<Database>): Promise<SiteMenuRow[]> {
  return db.selectFrom('site_menu').selectAll().orderBy('sort').orderBy('id').execute();
}
