/**
 * Sports authorities' yearly filled-in data of the free/low-fee opening programme (spec §7):
 *
 * - GET /api/data/sportsAuthority/fillIn/search?pageNum&pageSize&year&areaCode&status&keyword
 *   -> Page<SportsAuthorityFillIn>, newest year first, then by division code. areaCode (six digits) keeps
 *   the authority of that division and those below it; keyword matches the authority's name.
 * - GET /api/data/sportsAuthority/{organId}/{year} -> SportsAuthorityFillIn
 * - GET /api/data/sportsAuthority/years/{organId} -> number[] (years filled in, newest first; [] if none)
 *
 * Errors: bad parameters -> 400 naming the field (schemas of @portal/contracts); an areaCode that is not
 * a division -> 404 '行政区划不存在或已删除'; unknown organId -> 404
 * '体育行政部门不存在或已删除'; a year without data -> 404 '该体育行政部门 2019 年度暂无填报数据'.
 * All need a session. Answers are kept 2 s per URL (sendCached in lib/http/response-cache.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '@portal/contracts/envelope';
import { Page } from '@portal/contracts/paging';
import { SportsAuthorityFillIn, SportsAuthorityFillInQuery } from '@portal/contracts/sports-authority';
import { OrganIdParams, OrganYearParams, Years } from '@portal/contracts/venue';
import { ApiError, notFound } from '../../lib/api-error.js';
import { READ_ERRORS } from '../../lib/envelope.js';
import { sendCached } from '../../lib/http/response-cache.js';
import { tableCache } from '../../data/cached-tables.js';
import { requireKnownDivision } from '../area/divisions.js';
import { presentFillIn } from './sports-authority.presenter.js';
import { authorityExists, findFillIn, listFillInYears, searchFillIns } from './sports-authority.repository.js';

const LABEL = '体育行政部门';

const sportsAuthorityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = tableCache(app.db, ['sports_authority', 'sports_authority_year', 'division']);

  app.get(
    '/api/data/sportsAuthority/fillIn/search',
    {
      schema: {
        summary: '体育行政部门年度填报数据查询',
        tags: ['sportsAuthority'],
        querystring: SportsAuthorityFillInQuery,
        response: { 200: Envelope(Page(SportsAuthorityFillIn)), ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      return sendCached(cache, request.url, reply, async () => {
        const { query } = request;
        await requireKnownDivision(app.db, query.areaCode);
        const { rows, total } = await searchFillIns(app.db, query);
        return { list: rows.map(presentFillIn), total, pageNum: query.pageNum, pageSize: query.pageSize };
      });
    },
  );

  app.get(
    '/api/data/sportsAuthority/years/:organId',
    {
      schema: {
        summary: '体育行政部门已填报年度',
        tags: ['sportsAuthority'],
        params: OrganIdParams,
        response: { 200: Envelope(Years), ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      return sendCached(cache, request.url, reply, async () => {
        const { organId } = request.params;
        const [exists, years] = await Promise.all([authorityExists(app.db, organId), listFillInYears(app.db, organId)]);
        if (!exists) throw notFound(LABEL);
        return years;
      });
    },
  );

  app.get(
    '/api/data/sportsAuthority/:organId/:year',
    {
      schema: {
        summary: '体育行政部门年度填报数据',
        tags: ['sportsAuthority'],
        params: OrganYearParams,
        response: { 200: Envelope(SportsAuthorityFillIn), ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      return sendCached(cache, request.url, reply, async () => {
        const { organId, year } = request.params;
        const row = await findFillIn(app.db, organId, year);
        if (row) return presentFillIn(row);
        if (!(await authorityExists(app.db, organId))) throw notFound(LABEL);
        throw new ApiError(404, `该${LABEL} ${year} 年度暂无填报数据`);
      });
    },
  );
};

export default sportsAuthorityRoutes;
