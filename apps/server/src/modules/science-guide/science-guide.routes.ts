/**
 * Science fitness guidance (科学健身指导, spec §2 /scienceFitnessGuide/* and /exerciseStandard/*):
 *
 * - GET /api_/ow/information/guidance/list (spec §7) and .../detail?id (path ours; the spec names only the
 *   list): lectures, encyclopedia, nutrition, teaching videos and plans on the shared content routes —
 *   newest publish date first; filters kind, keyword (title, summary; 1-2 characters too), category
 *   (topic), level and ageGroup (plans). 404 '科学健身指导内容不存在或已删除'.
 * - GET /api_/ow/information/checkSite/list: monitoring stations by division and keyword, nearest-first
 *   with lng+lat (both or neither, else 400). Unknown areaCode -> 404 '行政区划不存在或已删除'.
 * - POST /api_/ow/information/assess: 综合评定 (./assessment.ts). The body is a visitor's body
 *   measurements (PIPL sensitive): it is neither stored nor logged (Fastify logs no bodies; the 400 of an
 *   out-of-range field names the field and the range, never the value), and the answer is not cached.
 *
 * All routes need a session (the session-auth plugin's default), like every data read of the portal.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '@portal/contracts/envelope';
import { catalogue } from '@portal/contracts/pages.codes';
import { Page } from '@portal/contracts/paging';
import {
  AssessmentInput,
  AssessmentResult,
  ScienceGuideDetail,
  ScienceGuideListItem,
  ScienceGuideListQuery,
  StationItem,
  StationListQuery,
} from '@portal/contracts/science-guide';
import type { ScienceGuideKind } from '@portal/contracts/science-guide.codes';
import { TEXT_SEARCH_TARGETS } from '../../db/text-search.js';
import { badRequest } from '../../lib/api-error.js';
import { errorResponses, ok, READ_ERRORS } from '../../lib/envelope.js';
import { sendCached } from '../../lib/http/response-cache.js';
import { tableCache } from '../../data/cached-tables.js';
import { registerContentPages } from '../content/content.pages.js';
import { registerContentRoutes } from '../content/content.routes.js';
import { assess } from './assessment.js';
import {
  presentGuideDetail,
  presentGuideItem,
  presentStation,
  type ScienceGuideListRow,
} from './science-guide.presenter.js';
import { listStations } from './station.repository.js';

const listColumns: (keyof ScienceGuideListRow)[] = [
  'id',
  'kind',
  'title',
  'summary',
  'category',
  'speaker',
  'publish_date',
  'media',
  'duration_minutes',
  'level',
  'age_group',
  'weeks',
];

/** The list page of each kind (spec §2 /scienceFitnessGuide/*), for the server-rendered first HTML. */
const SCIENCE_GUIDE_PAGES: ReadonlyArray<readonly [string, ScienceGuideKind]> = [
  [catalogue.fitnessTalk.path, 'talk'],
  [catalogue.fitnessKnowledge.path, 'knowledge'],
  [catalogue.fitnessNutrition.path, 'nutrition'],
  [catalogue.fitnessTeach.path, 'teach'],
  [catalogue.fitnessPlan.path, 'plan'],
];

const scienceGuideRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const source = registerContentRoutes(app, {
    prefix: '/api_/ow/information/guidance',
    label: '科学健身指导内容',
    tag: 'science-guide',
    source: {
      table: 'science_guide',
      ownerType: 'science_guide',
      orderColumn: 'publish_date',
      direction: 'desc',
      listColumns,
      detailColumns: [...listColumns, 'view_count', 'video_url', 'captions_url', 'content_html'],
      titleColumn: 'title',
      search: TEXT_SEARCH_TARGETS.science_guide,
      exact: { kind: 'kind', category: 'category', level: 'level', ageGroup: 'age_group' },
      neighbourPartition: 'kind',
    },
    listQuery: ScienceGuideListQuery,
    itemSchema: ScienceGuideListItem,
    detailSchema: ScienceGuideDetail,
    presentItem: presentGuideItem,
    presentDetail: presentGuideDetail,
  });
  registerContentPages(app, source, {
    lists: SCIENCE_GUIDE_PAGES.map(([path, kind]) => ({ path, filters: { kind } })),
    detail: catalogue.scienceGuideDetail.path,
    sitemapName: 'science-guide',
    summaryColumn: 'summary',
    bylineColumns: ['speaker', 'category'],
  });

  const stationCache = tableCache(app.db, ['fitness_station']);
  app.get(
    '/api_/ow/information/checkSite/list',
    {
      schema: {
        summary: '体质监测站点列表（按地区筛选，给出经纬度时由近到远）',
        tags: ['science-guide'],
        querystring: StationListQuery,
        response: { 200: Envelope(Page(StationItem)), ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      const { lng, lat, ...rest } = request.query;
      if ((lng === undefined) !== (lat === undefined)) {
        throw badRequest(lng === undefined ? 'lng' : 'lat', '经度和纬度需同时提供');
      }
      const point = lng !== undefined && lat !== undefined ? { lng, lat } : undefined;
      return sendCached(stationCache, request.url, reply, async () => {
        const { rows, total } = await listStations(app.db, { ...rest, point });
        return {
          list: rows.map((row) => presentStation(row, row.distanceKm)),
          total,
          pageNum: rest.pageNum,
          pageSize: rest.pageSize,
        };
      });
    },
  );

  app.post(
    '/api_/ow/information/assess',
    {
      // Computed per request and never cached (a person's figures): compressing its ~1.2 KB answer cost
      // more CPU than the whole computation (brotli ~0.2 ms against ~3 µs), for a few hundred bytes saved.
      compress: false,
      schema: {
        summary: '体质综合评定（国民体质测定标准 成年人部分 2003 年版；不保存、不记录所填数据）',
        tags: ['science-guide'],
        body: AssessmentInput,
        response: { 200: Envelope(AssessmentResult), ...errorResponses(400, 401) },
      },
    },
    async (request) => ok(assess(request.body as AssessmentInput)),
  );
};

export default scienceGuideRoutes;
