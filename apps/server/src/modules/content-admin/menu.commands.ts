/**
 * The site menu's write (docs/decisions/content-management.md "Site menu"): one spine command over
 * `site_menu` that replaces the whole tree and writes its audit row (`site_menu_update`: item counts and
 * SHA-256 digests before and after) in the same transaction. The public menu (GET
 * /api/data/site/searchMenu) reads the table, so it shows the new menu at once.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AdminMenuBody } from '@portal/contracts/site-menu-admin';
import type { MenuItem } from '@portal/contracts/site';
import { runCommand } from '../../data/commands.js';
import { appendAuditLog } from '../../db/audit-log.js';
import type { Database } from '../../db/database.js';
import { buildMenuTree } from '../content/site-menu.js';
import { listMenuRows } from '../content/site-menu.repository.js';
import type { Actor } from './content-admin.commands.js';

/** First 12 hex digits of the SHA-256 of a menu tree, and its number of items. */
function fingerprint(tree: readonly MenuItem[]): string {
  const count = tree.reduce((n, item) => n + 1 + (item.children?.length ?? 0), 0);
  return `${count}:${createHash('sha256').update(JSON.stringify(tree)).digest('hex').slice(0, 12)}`;
}

/** Replaces the site menu with `items` (tabs in order, their children in order), audited. */
export function replaceMenu(db: Kysely<Database>, items: AdminMenuBody['items'], actor: Actor): Promise<void> {
  return runCommand(db, { tables: ['site_menu'], at: actor.now }, async (trx) => {
    const before = buildMenuTree(await listMenuRows(trx));
    await trx.deleteFrom('site_menu').execute();
    const flags = (item: { hidden?: boolean; divided?: boolean }) => ({
      hidden: item.hidden ? 1 : 0,
      divided: item.divided ? 1 : 0,
    });
    for (const [sort, item] of items.entries()) {
      const parent = await trx
        .insertInto('site_menu')
        .values({ parent_id: null, title: item.title.trim(), path: item.path, sort, ...flags(item) })
        .returning('id')
        .executeTakeFirstOrThrow();
      const children = item.children ?? [];
      if (children.length > 0)
        await trx
          .insertInto('site_menu')
          .values(
            children.map((child, i) => ({
              parent_id: parent.id,
              title: child.title.trim(),
              path: child.path,
              sort: i,
              ...flags(child),
            })),
          )
          .execute();
    }
    const after = buildMenuTree(await listMenuRows(trx));
    await appendAuditLog(trx, {
      time: actor.now,
      action: 'site_menu_update',
      userName: actor.userName,
      ip: actor.ip,
      result: 'ok',
      detail: `menu before=${fingerprint(before)} after=${fingerprint(after)}`,
    });
    return { value: undefined };
  });
}
