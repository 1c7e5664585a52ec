/**
 * Fitness organisations (spec §2 /fitnessOrganization/*; paths in the style of spec §7):
 * - GET /api/data/fitnessOrganization/search?pageNum&pageSize&category&kind&areaCode&keyword
 *   -> data { list: OrganizationListItem[], total, pageNum, pageSize }, order county code, kind, id;
 * - GET /api/data/fitnessOrganization/{id} -> OrganizationDetail (meeting time and place of sites and
 *   teams, up to SERVICE_RECORDS_SHOWN service records of volunteer organisations, masked contact).
 * Errors: bad query -> 400 naming the field; unknown areaCode -> 404 '行政区划不存在或已删除'; unknown
 * id -> 404 '健身组织不存在或已删除'. Needs a session. Cached per URL for 60 s (organisations are filled
 * in through the external systems, not by the minute).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '@portal/contracts/envelope';
import {
  OrganizationDetail,
  OrganizationIdParams,
  OrganizationListItem,
  OrganizationSearchQuery,
} from '@portal/contracts/fitness-organization';
import { SERVICE_RECORDS_SHOWN } from '@portal/contracts/fitness-organization.codes';
import { Page } from '@portal/contracts/paging';
import { notFound } from '../../lib/api-error.js';
import { READ_ERRORS } from '../../lib/envelope.js';
import { sendCached } from '../../lib/http/response-cache.js';
import { tableCache } from '../../data/cached-tables.js';
import { countyCodeRange, loadDivisions } from '../area/divisions.js';
import { presentOrganizationDetail, presentOrganizationItem } from './fitness-organization.presenter.js';
import { CountMemo } from './count-memo.js';
import { registerOrganizationPages } from './fitness-organization.pages.js';
import { findOrganization, findServiceRecords, searchOrganizations } from './fitness-organization.repository.js';

const CACHE_TTL_MS = 60_000;

const fitnessOrganizationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = tableCache(app.db, ['fitness_organization', 'organization_service_record', 'division'], {
    maxEntries: 2_000,
    ttlMs: CACHE_TTL_MS,
  });
  // One per app instance (tests build many apps against fresh databases).
  const counts = new CountMemo();
  registerOrganizationPages(app, counts);

  app.get(
    '/api/data/fitnessOrganization/search',
    {
      schema: {
        summary: '健身组织查询（按类别、类型、地区、关键词）',
        tags: ['fitnessOrganization'],
        querystring: OrganizationSearchQuery,
        response: { 200: Envelope(Page(OrganizationListItem)), ...READ_ERRORS },
      },
    },
    async (request, reply) =>
      sendCached(cache, request.url, reply, async () => {
        const { query } = request;
        const divisions = await loadDivisions(app.db);
        const page = { pageNum: query.pageNum, pageSize: query.pageSize };
        const filters = {
          category: query.category,
          kind: query.kind,
          range: query.areaCode ? countyCodeRange(divisions, query.areaCode) : undefined,
          keyword: query.keyword?.trim() || undefined,
        };
        const { rows, total } = await searchOrganizations(app.db, app.dialect, filters, page, counts);
        return { list: rows.map((row) => presentOrganizationItem(row, divisions)), total, ...page };
      }),
  );

  app.get(
    '/api/data/fitnessOrganization/:id',
    {
      schema: {
        summary: '健身组织详情',
        tags: ['fitnessOrganization'],
        params: OrganizationIdParams,
        response: { 200: Envelope(OrganizationDetail), ...READ_ERRORS },
      },
    },
    async (request, reply) =>
      sendCached(cache, request.url, reply, async () => {
        const row = await findOrganization(app.db, request.params.id);
        if (!row) throw notFound('健身组织');
        const [records, divisions] = await Promise.all([
          findServiceRecords(app.db, Number(row.id), SERVICE_RECORDS_SHOWN),
          loadDivisions(app.db),
        ]);
        return presentOrganizationDetail(row, divisions, records);
      }),
  );
};

export default fitnessOrganizationRoutes;
