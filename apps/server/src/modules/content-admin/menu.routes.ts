/**
 * The site menu in the back office (docs/content-management-api.md "Site menu"; spec §3: the server menu
 * replaces the web app's default tabs):
 * - GET /api/admin/menu -> MenuItem[] (the whole tree, hidden items included)
 * - PUT /api/admin/menu {items} -> the saved tree; replaces the menu at once (menu.commands.ts, audited)
 * Both for the site admin (`admin` on every column) only: 403 otherwise (refused attempts audited too);
 * 400 naming the field (a title over 20 characters, a path not starting with '/').
 */
import { Envelope } from '@portal/contracts/envelope';
import { MenuItem } from '@portal/contracts/site';
import { AdminMenuBody } from '@portal/contracts/site-menu-admin';
import { Type } from 'typebox';
import { badRequest } from '../../lib/api-error.js';
import { ok, okWith } from '../../lib/envelope.js';
import type { PortalApp } from '../../types.js';
import { buildMenuTree } from '../content/site-menu.js';
import { listMenuRows } from '../content/site-menu.repository.js';
import { ERRORS, TAG, type AdminAccess } from './content-admin.access.js';
import { isSiteAdmin } from './columns.routes.js';
import { replaceMenu } from './menu.commands.js';

const MENU = '/api/admin/menu';

/** Registers the menu routes on `app` with the back office's access checks. */
export function registerMenuRoutes(app: PortalApp, access: AdminAccess): void {
  const { callerOf, refuse } = access;
  const tree = async () => buildMenuTree(await listMenuRows(app.db));

  app.get(
    MENU,
    {
      schema: {
        summary: '网站菜单（站点管理员）',
        tags: [TAG],
        response: { 200: Envelope(Type.Array(MenuItem)), ...ERRORS },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      if (!isSiteAdmin(caller)) await refuse(caller.actor, 'site_menu_read', 'menu', 403, '需要站点管理员权限');
      return ok(await tree());
    },
  );

  app.put(
    MENU,
    {
      schema: {
        summary: '保存网站菜单（整棵替换，立即生效；站点管理员）',
        tags: [TAG],
        body: AdminMenuBody,
        response: { 200: Envelope(Type.Array(MenuItem)), ...ERRORS },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      if (!isSiteAdmin(caller)) await refuse(caller.actor, 'site_menu_update', 'menu', 403, '需要站点管理员权限');
      const { items } = request.body;
      for (const [i, item] of items.entries()) {
        if (!item.title.trim()) throw badRequest(`items.${i}.title`, '不能为空');
        for (const [j, child] of (item.children ?? []).entries())
          if (!child.title.trim()) throw badRequest(`items.${i}.children.${j}.title`, '不能为空');
      }
      await replaceMenu(app.db, items, caller.actor);
      return okWith('菜单已保存', await tree());
    },
  );
}
