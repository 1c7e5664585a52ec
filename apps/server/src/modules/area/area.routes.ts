/**
 * GET /api/data/area/search?parentCode= (spec §7): the children of a division code, or the provinces
 * when parentCode is omitted -> data: Area[] ordered by code, each with `hasChildren`.
 * Errors: parentCode not six digits -> 400 naming parentCode; a code that is not a division -> 404
 * '行政区划不存在或已删除'. A county answers an empty list.
 *
 * Answers are kept per URL, compressed once, in a table cache cleared on every instance when the divisions
 * change (data/cached-tables.ts): every list page's area picker asks for them, and compressing the province
 * list per request cost about three news lists (docs/benchmarks.md "Crowd").
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '@portal/contracts/envelope';
import { Area, AreaSearchQuery } from '@portal/contracts/site';
import { Type } from 'typebox';
import { notFound } from '../../lib/api-error.js';
import { READ_ERRORS } from '../../lib/envelope.js';
import { sendCached } from '../../lib/http/response-cache.js';
import { tableCache } from '../../data/cached-tables.js';
import { presentArea } from './area.presenter.js';
import { divisionExists, listChildren } from './area.repository.js';

const areaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = tableCache(app.db, ['division'], { maxEntries: 4_000 });
  app.get(
    '/api/data/area/search',
    {
      schema: {
        summary: '行政区划下级查询',
        tags: ['area'],
        querystring: AreaSearchQuery,
        response: { 200: Envelope(Type.Array(Area)), ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      const parentCode = request.query.parentCode ?? null;
      return sendCached(cache, request.url, reply, async () => {
        const [exists, rows] = await Promise.all([
          parentCode === null ? true : divisionExists(app.db, parentCode),
          listChildren(app.db, parentCode),
        ]);
        if (!exists) throw notFound('行政区划');
        return rows.map(presentArea);
      });
    },
  );
};

export default areaRoutes;
