/**
 * Social sports instructors (spec §2 /socialSportGuider/sportGuider, sportGuiderList, guiderDetail;
 * paths in the style of spec §7, contracts sport-guider.ts):
 *
 * - GET /api/data/sportGuider/search?pageNum&pageSize&name&areaCode&level&sport&stationId&lng&lat
 *   -> data { list: SportGuiderListItem[], total, pageNum, pageSize }. Order: by place (county code),
 *   level (国家级 first), sport, id; with lng+lat, nearest first: the instructors of the
 *   GUIDER_NEAREST_STATIONS stations nearest the visitor (within the division, if one is given), by
 *   the station's distance, then the same order.
 * - GET /api/data/sportGuider/{id} -> SportGuiderDetail (station with opening times, service record).
 * - GET /api/data/sportGuider/statistics -> counts by level, sport and province.
 * - GET /api/data/sportGuider/station/search?areaCode&keyword&pageNum&pageSize -> stations of a division.
 *
 * Errors: bad query -> 400 naming the field (schema; lng without lat and the reverse -> 400 naming the
 * missing one); unknown areaCode -> 404 '行政区划不存在或已删除'; unknown stationId -> 404
 * '服务站点不存在或已删除'; unknown id -> 404 '社会体育指导员不存在或已删除'. Needs a session.
 * Answers are cached per URL for CACHE_TTL_MS: instructor data change through the yearly registration,
 * not by the minute.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '@portal/contracts/envelope';
import { Page } from '@portal/contracts/paging';
import {
  GuiderIdParams,
  GuiderStationBasic,
  GuiderStationSearchQuery,
  SportGuiderDetail,
  SportGuiderListItem,
  SportGuiderSearchQuery,
  SportGuiderStatistics,
} from '@portal/contracts/sport-guider';
import { GUIDER_NEAREST_STATIONS } from '@portal/contracts/sport-guider.codes';
import { badRequest, notFound } from '../../lib/api-error.js';
import { READ_ERRORS } from '../../lib/envelope.js';
import { sendCached } from '../../lib/http/response-cache.js';
import { tableCache } from '../../data/cached-tables.js';
import { shanghaiToday } from '../../lib/shanghai-time.js';
import { countyCodeRange, loadDivisions } from '../area/divisions.js';
import { loadGuiderCells } from './guider-cells.js';
import { guiderStatistics, searchGuiders } from './guider-search.js';
import { presentGuiderDetail, presentStationBasic, serviceYears } from './sport-guider.presenter.js';
import { findGuider, findStations, searchStations } from './sport-guider.repository.js';

const CACHE_TTL_MS = 60_000;
/**
 * Instructor searches and details per client address per minute (docs/decisions/security.md §3: names, gender and station
 * of every instructor could be listed with 60 requests). A visitor browsing the list and a few details
 * stays far below; a script listing everyone is slowed to this pace.
 */
export const GUIDER_LIMIT_PER_MINUTE = 60;

const sportGuiderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = tableCache(
    app.db,
    [
      'sport_guider',
      'sport_guider_cell',
      'sport_guider_name_gram',
      'sport_guider_activity',
      'guider_station',
      'division',
    ],
    { maxEntries: 2_000, ttlMs: CACHE_TTL_MS },
  );
  const guiderLimit = { max: GUIDER_LIMIT_PER_MINUTE, timeWindow: 60_000 };

  app.get(
    '/api/data/sportGuider/search',
    {
      schema: {
        summary: '社会体育指导员查询',
        tags: ['sportGuider'],
        querystring: SportGuiderSearchQuery,
        response: { 200: Envelope(Page(SportGuiderListItem)), ...READ_ERRORS },
      },
      config: { rateLimit: guiderLimit },
    },
    async (request, reply) => {
      const { query } = request;
      if ((query.lng === undefined) !== (query.lat === undefined)) {
        throw query.lng === undefined ? badRequest('lng', '须与 lat 同时提供') : badRequest('lat', '须与 lng 同时提供');
      }
      return sendCached(cache, request.url, reply, () => searchGuiders(app.db, query, GUIDER_NEAREST_STATIONS));
    },
  );

  app.get(
    '/api/data/sportGuider/statistics',
    {
      schema: {
        summary: '社会体育指导员统计（按等级、项目、省份）',
        tags: ['sportGuider'],
        response: { 200: Envelope(SportGuiderStatistics), ...READ_ERRORS },
      },
    },
    async (request, reply) =>
      sendCached(cache, request.url, reply, async () =>
        guiderStatistics(await loadGuiderCells(app.db), await loadDivisions(app.db)),
      ),
  );

  app.get(
    '/api/data/sportGuider/station/search',
    {
      schema: {
        summary: '社会体育指导员服务站点查询',
        tags: ['sportGuider'],
        querystring: GuiderStationSearchQuery,
        response: { 200: Envelope(Page(GuiderStationBasic)), ...READ_ERRORS },
      },
    },
    async (request, reply) =>
      sendCached(cache, request.url, reply, async () => {
        const { query } = request;
        const divisions = await loadDivisions(app.db);
        const page = { pageNum: query.pageNum, pageSize: query.pageSize };
        const { rows, total } = await searchStations(
          app.db,
          countyCodeRange(divisions, query.areaCode),
          query.keyword?.trim() || undefined,
          page,
        );
        return { list: rows.map((r) => presentStationBasic(r, divisions)), total, ...page };
      }),
  );

  app.get(
    '/api/data/sportGuider/:id',
    {
      schema: {
        summary: '社会体育指导员详情',
        tags: ['sportGuider'],
        params: GuiderIdParams,
        response: { 200: Envelope(SportGuiderDetail), ...READ_ERRORS },
      },
      config: { rateLimit: guiderLimit },
    },
    async (request, reply) =>
      sendCached(cache, request.url, reply, async () => {
        const row = await findGuider(app.db, request.params.id);
        if (!row) throw notFound('社会体育指导员');
        const [stations, divisions] = await Promise.all([
          findStations(app.db, [Number(row.station_id)]),
          loadDivisions(app.db),
        ]);
        const station = stations.get(Number(row.station_id));
        if (!station) throw notFound('服务站点');
        const years = serviceYears(row.certified_date, shanghaiToday(app.clock()));
        return presentGuiderDetail(row, station, divisions, { serviceYears: years });
      }),
  );
};

export default sportGuiderRoutes;
