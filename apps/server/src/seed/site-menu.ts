/**
 * The server menu (table `site_menu`, GET /api/data/site/searchMenu): the tab tree of spec §2 "Top tab
 * menu", the one tree of packages/contracts site-menu.codes.ts that the web app's default menu is too.
 * Dropdown parents carry their section path; hidden items have hidden: true; the evaluation entry
 * is set apart with divided: true. The cases tab has no children here: the web fills them from the
 * case list (spec §2). Flattened to rows with ids 1..n in tree order (parents before children).
 */
import type { Insertable } from 'kysely';
import type { MenuItem } from '@portal/contracts/site';
import { SITE_MENU } from '@portal/contracts/site-menu.codes';
import type { SiteMenuTable } from '../db/tables/site.js';

export function siteMenuRows(items: readonly MenuItem[] = SITE_MENU): Insertable<SiteMenuTable>[] {
  const rows: Insertable<SiteMenuTable>[] = [];
  const walk = (list: readonly MenuItem[], parentId: number | null) => {
    list.forEach((item, index) => {
      const id = rows.length + 1;
      rows.push({
        id,
        parent_id: parentId,
        title: item.title,
        path: item.path,
        hidden: item.hidden ? 1 : 0,
        divided: item.divided ? 1 : 0,
        sort: index + 1,
      });
      if (item.children) walk(item.children, id);
    });
  };
  walk(items, null);
  return rows;
}
