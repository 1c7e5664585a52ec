/**
 * Builds the menu tree of GET /api/data/site/searchMenu from flat site_menu rows (spec §3 tab/menu
 * item: title, path, children, hidden, divided). Siblings keep the order of `rows` (callers pass them
 * sorted); `hidden` and `divided` become booleans; `children` appears only when an item has some.
 * Rows whose parent does not exist are dropped with their subtree (never shown at the top level).
 */
import type { MenuItem } from '@portal/contracts/site';
import type { SiteMenuRow } from './site-menu.repository.js';

export function buildMenuTree(rows: readonly SiteMenuRow[]): MenuItem[] {
  const childrenOf = new Map<number | null, SiteMenuRow[]>();
  for (const row of rows) {
    const siblings = childrenOf.get(row.parent_id) ?? [];
    siblings.push(row);
    childrenOf.set(row.parent_id, siblings);
  }
  // `seen` guards against a parent cycle in bad data.
  const seen = new Set<number>();
  const build = (parentId: number | null): MenuItem[] =>
    (childrenOf.get(parentId) ?? [])
      .filter((row) => !seen.has(row.id) && seen.add(row.id))
      .map((row) => {
        const item: MenuItem = {
          title: row.title,
          path: row.path,
          hidden: row.hidden === 1,
          divided: row.divided === 1,
        };
        const children = build(row.id);
        if (children.length > 0) item.children = children;
        return item;
      });
  return build(null);
}
