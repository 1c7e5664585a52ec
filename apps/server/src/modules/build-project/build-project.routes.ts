/**
 * Construction projects 建设项目 (spec §7). For each kind (venueEquipment 场地设施, gymCenter 全民健身中心,
 * ice 冰雪场地, sportsPark 体育公园; contracts build-project.codes BUILD_KINDS), and across the four kinds:
 *
 * - GET /api/data/build/{kind}/info/search?pageNum&pageSize&areaCode&status&year&keyword
 *   GET /api/data/build/info/search?...&kind
 *   -> Page<BuildListItem>, newest plan first. areaCode: a province, city or county code; status: approved /
 *   building / completed / inUse; year: year of the investment plan; keyword: name or responsible unit.
 * - GET /api/data/build/{kind}/info/{id}, GET /api/data/build/info/{id} -> BuildDetail (timeline with photo
 *   addresses, the venue a project in use became). A project of another kind answers 404 on a kind's path.
 * - GET /api/data/build/{kind}/summary?status&year, GET /api/data/build/summary?status&year&kind
 *   -> BuildSummary: national totals and every province's (the list pages' chart and table; not named
 *   by the spec, named in its style).
 *
 * Errors: invalid query or id -> 400 naming the field; areaCode that is not a division -> 404 '行政区划不存在或已删除'; unknown id
 * -> 404 '建设项目不存在或已删除'. All routes need a session. Answers are kept 60 s per URL (lib/http/response-cache.ts, at most
 * 2,000 URLs): projects change only when the filling system (js365_build, spec §6) reports a step, a few times a year
 * per project, so a minute of staleness is harmless, while the search URLs (kinds x divisions x statuses x years) are
 * many: with the content lists' 2 s, each popular URL would be recomputed every 2 s
 * (docs/decisions/construction-projects.md).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BuildAllSearchQuery,
  type BuildAllSearchQuery as BuildAllSearch,
  BuildDetail,
  BuildIdParams,
  BuildListItem,
  BuildSearchQuery,
  BuildSummary,
  BuildSummaryAllQuery,
  type BuildSummaryAllQuery as BuildSummaryAll,
  BuildSummaryQuery,
} from '@portal/contracts/build-project';
import { BUILD_KIND_NAMES, BUILD_KINDS, type BuildKind } from '@portal/contracts/build-project.codes';
import { Envelope } from '@portal/contracts/envelope';
import { Page } from '@portal/contracts/paging';
import { notFound } from '../../lib/api-error.js';
import { READ_ERRORS } from '../../lib/envelope.js';
import { sendCached, type ResponseCache } from '../../lib/http/response-cache.js';
import { tableCache } from '../../data/cached-tables.js';
import type { PortalApp } from '../../types.js';
import { loadDivisions, venueAreaColumn } from '../area/divisions.js';
import { registerBuildProjectPages } from './build-project.pages.js';
import { presentProject, presentProjectDetail, presentSummary } from './build-project.presenter.js';
import { findProject, searchProjects, summarizeProjects, type ProjectFilters } from './build-project.repository.js';

const TAGS = ['build-project'];
const CACHE_TTL_MS = 60_000;
const CACHE_ENTRIES = 2_000;
const LABEL = '建设项目';

/** A search's query as the repository's filters (blank keyword dropped, areaCode resolved to its column). */
async function filtersOf(
  app: PortalApp,
  q: { kind?: BuildKind; areaCode?: string; status?: ProjectFilters['status']; year?: number; keyword?: string },
): Promise<ProjectFilters> {
  const area =
    q.areaCode === undefined
      ? undefined
      : { column: venueAreaColumn(await loadDivisions(app.db), q.areaCode), code: q.areaCode };
  return { kind: q.kind, area, status: q.status, year: q.year, keyword: q.keyword?.trim() || undefined };
}

/**
 * The three routes under `prefix` ('/api/data/build' or '/api/data/build/{kind}'); `kind` fixes the kind
 * (undefined: the query's `kind`, any).
 */
function registerRoutes(app: PortalApp, cache: ResponseCache, prefix: string, kind: BuildKind | undefined): void {
  const name = kind ? `${BUILD_KIND_NAMES[kind]}项目` : LABEL;
  const searchQuery = kind ? BuildSearchQuery : BuildAllSearchQuery;
  const summaryQuery = kind ? BuildSummaryQuery : BuildSummaryAllQuery;

  app.get(
    `${prefix}/info/search`,
    {
      schema: {
        summary: `${name}查询`,
        tags: TAGS,
        querystring: searchQuery,
        response: { 200: Envelope(Page(BuildListItem)), ...READ_ERRORS },
      },
    },
    async (request, reply) =>
      sendCached(cache, request.url, reply, async () => {
        // On a kind's path the query has no kind: it reads as the all-kinds query without one.
        const q: BuildAllSearch = request.query;
        const [filters, divisions] = await Promise.all([
          filtersOf(app, { ...q, kind: kind ?? q.kind }),
          loadDivisions(app.db),
        ]);
        const { rows, total } = await searchProjects(app.db, filters, q);
        return {
          list: rows.map((row) => presentProject(row, divisions)),
          total,
          pageNum: q.pageNum,
          pageSize: q.pageSize,
        };
      }),
  );

  app.get(
    `${prefix}/info/:id`,
    {
      schema: {
        summary: `${name}详情`,
        tags: TAGS,
        params: BuildIdParams,
        response: { 200: Envelope(BuildDetail), ...READ_ERRORS },
      },
    },
    async (request, reply) =>
      sendCached(cache, request.url, reply, async () => {
        const [found, divisions] = await Promise.all([
          findProject(app.db, request.params.id, kind),
          loadDivisions(app.db),
        ]);
        if (!found) throw notFound(LABEL);
        return presentProjectDetail(found, divisions);
      }),
  );

  app.get(
    `${prefix}/summary`,
    {
      schema: {
        summary: `${name}分省汇总`,
        tags: TAGS,
        querystring: summaryQuery,
        response: { 200: Envelope(BuildSummary), ...READ_ERRORS },
      },
    },
    async (request, reply) =>
      sendCached(cache, request.url, reply, async () => {
        const q: BuildSummaryAll = request.query;
        const [rows, divisions] = await Promise.all([
          summarizeProjects(app.db, { kind: kind ?? q.kind, status: q.status, year: q.year }),
          loadDivisions(app.db),
        ]);
        return presentSummary(rows, divisions);
      }),
  );
}

const buildProjectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // One cache per app instance (tests build many apps).
  const cache = tableCache(app.db, ['build_project', 'build_project_progress', 'venue', 'division'], {
    maxEntries: CACHE_ENTRIES,
    ttlMs: CACHE_TTL_MS,
  });
  registerRoutes(app, cache, '/api/data/build', undefined);
  for (const kind of BUILD_KINDS) registerRoutes(app, cache, `/api/data/build/${kind}`, kind);
  registerBuildProjectPages(app);
};

export default buildProjectRoutes;
