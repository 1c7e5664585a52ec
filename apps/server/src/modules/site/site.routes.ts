/**
 * GET /api/data/site/searchMenu (spec §7): the server menu that replaces the web app's default tabs
 * -> data: MenuItem[] tree (title, path, hidden, divided, children when present), in sort order.
 * Needs a session like every data endpoint (spec §8 excludes only login/check paths).
 * The answer is built and compressed once, in a table cache cleared on every instance when the menu is
 * saved (data/cached-tables.ts; the back office's menu page writes site_menu through the write path).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '@portal/contracts/envelope';
import { MenuItem } from '@portal/contracts/site';
import { Type } from 'typebox';
import { errorResponses } from '../../lib/envelope.js';
import { sendCached } from '../../lib/http/response-cache.js';
import { tableCache } from '../../data/cached-tables.js';
import { buildMenuTree } from '../content/site-menu.js';
import { listMenuRows } from '../content/site-menu.repository.js';

const siteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = tableCache(app.db, ['site_menu'], { maxEntries: 1 });
  app.get(
    '/api/data/site/searchMenu',
    {
      schema: {
        summary: '网站菜单',
        tags: ['site'],
        response: { 200: Envelope(Type.Array(MenuItem)), ...errorResponses(401) },
      },
    },
    async (_request, reply) => sendCached(cache, 'menu', reply, async () => buildMenuTree(await listMenuRows(app.db))),
  );
};

export default siteRoutes;
