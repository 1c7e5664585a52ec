/**
 * GET /api/data/area/search?parentCode= (spec §7): the children of a division code, or the provinces
 * when parentCode is omitted -> data: Area[] ordered by code, each with `hasChildren`.
 * Errors: parentCode not six digits -> 400 naming parentCode; a code that is not a division -> 404
 * '行政区划不存在或已删除'. A county answers an empty list.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '@portal/contracts/envelope';
import { Area, AreaSearchQuery } from '@portal/contracts/site';
import { Type } from 'typebox';
import { notFound } from '../../lib/api-error.js';
import { ok, READ_ERRORS } from '../../lib/envelope.js';
import { presentArea } from './area.presenter.js';
import { divisionExists, listChildren } from './area.repository.js';

const areaRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
    async (request) => {
      const parentCode = request.query.parentCode ?? null;
      const [exists, rows] = await Promise.all([
        parentCode === null ? true : divisionExists(app.db, parentCode),
        listChildren(app.db, parentCode),
      ]);
      if (!exists) throw notFound('行政区划');
      return ok(rows.map(presentArea));
    },
  );
};

export default areaRoutes;
