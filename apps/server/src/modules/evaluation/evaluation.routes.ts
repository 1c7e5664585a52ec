/**
 * Comprehensive evaluation of public venues' free/low-fee opening (综合评价; spec §2
 * /main/evaluation, §7 "a list of comprehensive evaluations"):
 *
 * - GET /api/data/comprehensiveEvaluation/search?pageNum&pageSize&year&areaCode&organType&grade&keyword&orderBy&order
 *   -> Page<EvaluationItem>. year defaults to the latest evaluated year (an empty page when nothing is
 *   evaluated); areaCode keeps venues of that province, city or county; orderBy score (default) |
 *   provinceRank | name, order desc (default) | asc; ties by organId.
 * - GET /api/data/comprehensiveEvaluation/years -> number[] (newest first)
 * - GET /api/data/comprehensiveEvaluation/summary?year&organType -> EvaluationSummary: venue count,
 *   average score and grade counts, nationally and per province (by code). Its counts equal the totals
 *   of the search with the same year/organType (and grade).
 *
 * Errors: bad parameters -> 400 naming the field; an areaCode that is not a division -> 404
 * '行政区划不存在或已删除'; a summary of a year without any evaluation -> 404
 * '2019 年度暂无综合评价结果' ('暂无综合评价结果' when nothing is evaluated). All need a session;
 * answers are kept 2 s per URL.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '@portal/contracts/envelope';
import {
  EvaluationItem,
  EvaluationSearchQuery,
  EvaluationSummary,
  EvaluationSummaryQuery,
} from '@portal/contracts/evaluation';
import { Page } from '@portal/contracts/paging';
import { Years } from '@portal/contracts/venue';
import { ApiError } from '../../lib/api-error.js';
import { READ_ERRORS } from '../../lib/envelope.js';
import { sendCached } from '../../lib/http/response-cache.js';
import { tableCache } from '../../data/cached-tables.js';
import { requireKnownDivision } from '../area/divisions.js';
import { registerEvaluationPage } from './evaluation.pages.js';
import { presentEvaluation, presentSummary } from './evaluation.presenter.js';
import {
  aggregateByProvince,
  latestEvaluatedYear,
  listEvaluatedYears,
  searchEvaluations,
  yearEvaluated,
} from './evaluation.repository.js';

const TAG = 'comprehensiveEvaluation';

const evaluationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = tableCache(app.db, ['venue_evaluation', 'venue', 'division']);
  registerEvaluationPage(app);

  app.get(
    '/api/data/comprehensiveEvaluation/search',
    {
      schema: {
        summary: '综合评价结果列表',
        tags: [TAG],
        querystring: EvaluationSearchQuery,
        response: { 200: Envelope(Page(EvaluationItem)), ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      return sendCached(cache, request.url, reply, async () => {
        const { pageNum, pageSize, year, orderBy = 'score', order = 'desc', ...filters } = request.query;
        await requireKnownDivision(app.db, filters.areaCode);
        const resolvedYear = year ?? (await latestEvaluatedYear(app.db));
        if (resolvedYear === undefined) return { list: [], total: 0, pageNum, pageSize };
        const { rows, total } = await searchEvaluations(
          app.db,
          { ...filters, year: resolvedYear },
          { orderBy, order },
          { pageNum, pageSize },
        );
        return { list: rows.map(presentEvaluation), total, pageNum, pageSize };
      });
    },
  );

  app.get(
    '/api/data/comprehensiveEvaluation/years',
    {
      schema: {
        summary: '已开展综合评价的年度',
        tags: [TAG],
        response: { 200: Envelope(Years), ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      return sendCached(cache, request.url, reply, () => listEvaluatedYears(app.db));
    },
  );

  app.get(
    '/api/data/comprehensiveEvaluation/summary',
    {
      schema: {
        summary: '综合评价结果汇总（全国及分省）',
        tags: [TAG],
        querystring: EvaluationSummaryQuery,
        response: { 200: Envelope(EvaluationSummary), ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      return sendCached(cache, request.url, reply, async () => {
        const { year, organType } = request.query;
        const resolvedYear = year ?? (await latestEvaluatedYear(app.db));
        if (resolvedYear === undefined) throw new ApiError(404, '暂无综合评价结果');
        const [evaluated, provinces] = await Promise.all([
          yearEvaluated(app.db, resolvedYear),
          aggregateByProvince(app.db, { year: resolvedYear, organType }),
        ]);
        if (!evaluated) throw new ApiError(404, `${resolvedYear} 年度暂无综合评价结果`);
        return presentSummary(resolvedYear, provinces);
      });
    },
  );
};

export default evaluationRoutes;
