/**
 * The national fitness map's endpoints (spec §2 /fitnessMap, §3 map types; docs/decisions/fitness-map.md "Fitness
 * map"). Shapes in packages/contracts/src/fitness-map.ts; all need a session (session-auth default).
 *
 * - GET /api/data/fitnessMap/cluster?bbox=minLng,minLat,maxLng,maxLat&zoom=0..18&types=1,2,6
 *     -> MapClusterData: clusters with counts and single points, at most 500 markers; counts add up to
 *        the points inside the box (./map-index.ts).
 * - GET /api/data/fitnessMap/tile/{z}/{x}/{y}?types=1,2,6 (public, no session)
 *     -> MapClusterData of one XYZ tile (MapIndex.tile), served from the tile cache (./map-tile-cache.ts)
 *        as stored, compressed bytes with a strong ETag (304 on If-None-Match) and
 *        `Cache-Control: public, max-age=TILE_MAX_AGE_S`; x or y outside zoom z's tiles -> 400.
 * - GET /api/data/fitnessMap/nearby?lng=&lat=&radius=5000&types=&limit=20
 *     -> MapNearbyData: nearest first by haversine distance (metres, 0.1 m), all within `radius`.
 * - GET /api/data/fitnessMap/search?keyword=&types=&pageNum=1&pageSize=10
 *     -> MapSearchData: name or address contains the keyword (1-50 characters), in id order.
 * - GET /api/data/fitnessMap/point/{id} -> MapPointDetail: the popup, with today's open status of a
 *     venue (venue-status engine), a match's dates and status, or a facility's daily hours.
 * - GET /api/data/fitnessMap/summary -> whether the index is ready, points per map type, build time.
 *
 * Errors: bad bbox / zoom / lng / lat / radius / types / limit / keyword -> 400 naming the parameter;
 * unknown point -> 404 '地图点位不存在或已删除'; cluster and nearby while the in-memory index is still
 * being built after start-up -> 503 '健身地图数据正在加载，请稍后再试' (./map-index.holder.ts).
 * Options (tests): `loadIndex` replaces the database loader.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '@portal/contracts/envelope';
import {
  MapClusterData,
  MapClusterQuery,
  MapNearbyData,
  MapNearbyQuery,
  MapPointDetail,
  MapPointParams,
  MapSearchData,
  MapSearchQuery,
  MapSummary,
  MapTileParams,
  MapTileQuery,
} from '@portal/contracts/fitness-map';
import { MAP_TYPES } from '@portal/contracts/fitness-map.codes';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/api-error.js';
import { errorResponses, ok } from '../../lib/envelope.js';
import { shanghaiToday } from '../../lib/shanghai-time.js';
import { eventStatus } from '../venue/event-status.js';
import { loadDivisions } from '../area/divisions.js';
import { presentVenueBasic } from '../venue/venue.presenter.js';
import { loadStatuses } from '../venue-status/venue-status.repository.js';
import { checkTile, parseBbox, parseKeyword, parseTypes } from './fitness-map.params.js';
import { presentNearbyItem, presentPointDetail, presentPointItem, presentPointMatch } from './fitness-map.presenter.js';
import {
  findFacilityCondition,
  findMatch,
  findPoint,
  findPointsByIds,
  findVenueBasicRow,
  searchPoints,
} from './fitness-map.repository.js';
import { presentFacilityCondition } from '../../lib/facility-condition.js';
import { MapIndexHolder, type IndexLoader } from './map-index.holder.js';
import { sendTileAnswer } from './map-tile-cache.js';
import { sendCached } from '../../lib/http/response-cache.js';
import { PointBatcher } from './point-batcher.js';

/**
 * Seconds a browser, nginx or a CDN may reuse a tile answer without asking again: within the spine's
 * visibility target for a map point (a change shows on every instance within 5 s, docs/benchmarks.md);
 * after it they revalidate with the ETag, which costs a 304 when nothing changed.
 */
export const TILE_MAX_AGE_S = 5;

/** Cluster and nearby read the in-memory index: 503 while it is being built. */
const INDEX_ERRORS = errorResponses(400, 401, 503);

/** Holders by database, so tests and benchmarks can wait for the index (see fitnessMapIndex). */
const holders = new WeakMap<Kysely<Database>, MapIndexHolder>();

/** The index holder of the app using `app.db` (tests: `await fitnessMapIndex(app).whenReady()`). */
export function fitnessMapIndex(app: Pick<FastifyInstance, 'db'>): MapIndexHolder {
  const holder = holders.get(app.db);
  if (!holder) throw new Error('the fitness-map routes are not registered on this app');
  return holder;
}

export interface FitnessMapOptions {
  loadIndex?: IndexLoader;
}

const fitnessMapRoutes: FastifyPluginAsyncTypebox<FitnessMapOptions> = async (app, options) => {
  // PostgreSQL: one query for the point reads of requests that arrive together (./point-batcher.ts).
  // SQLite runs in-process: nothing to save, so each request reads its own.
  const batcher =
    app.dialect === 'postgres' ? new PointBatcher((ids) => findPointsByIds(app.db, 'postgres', ids)) : null;
  const readPoints = (ids: readonly number[]) =>
    batcher ? batcher.read(ids) : findPointsByIds(app.db, app.dialect, ids);
  const holder = new MapIndexHolder(app.db, readPoints, options.loadIndex);
  holders.set(app.db, holder);
  // After start-up, not during it: the first page of a national table takes a moment on SQLite.
  app.addHook('onReady', async () => {
    setImmediate(() => holder.rebuild());
  });
  // The holder closes with the app's read models (app.ts closeReadModels).
  app.addHook('onClose', async () => {
    if (holders.get(app.db) === holder) holders.delete(app.db);
  });

  app.get(
    '/api/data/fitnessMap/cluster',
    {
      schema: {
        summary: '健身地图聚合点（按视野和缩放级别）',
        tags: ['fitnessMap'],
        querystring: MapClusterQuery,
        response: { 200: Envelope(MapClusterData), ...INDEX_ERRORS },
      },
    },
    async (request, reply) => {
      const box = parseBbox(request.query.bbox);
      const types = parseTypes(request.query.types);
      const index = holder.require();
      return sendCached(holder.clusters.answers, request.url, reply, async () => {
        const result = index.cluster(box, request.query.zoom, types);
        return { zoom: result.zoom, total: result.total, clusters: result.clusters, points: result.points };
      });
    },
  );

  app.get(
    '/api/data/fitnessMap/tile/:z/:x/:y',
    {
      // Public map data, the same for every visitor: no session, so shared caches can keep it.
      config: { auth: 'none' },
      schema: {
        summary: '健身地图瓦片（按 z/x/y 瓦片的聚合点，可缓存）',
        tags: ['fitnessMap'],
        params: MapTileParams,
        querystring: MapTileQuery,
        response: { 200: Envelope(MapClusterData), ...errorResponses(400, 503) },
      },
    },
    async (request, reply) => {
      const { z, x, y } = request.params;
      checkTile(z, x, y);
      const types = parseTypes(request.query.types);
      const index = holder.require();
      const answer = holder.tiles.answer(index, z, x, y, types.join(','), () => {
        const result = index.tile(z, x, y, types);
        const data = { zoom: result.zoom, total: result.total, clusters: result.clusters, points: result.points };
        return Buffer.from(reply.serialize(ok(data)) as string);
      });
      return sendTileAnswer(request, reply, answer, TILE_MAX_AGE_S);
    },
  );

  app.get(
    '/api/data/fitnessMap/nearby',
    {
      schema: {
        summary: '附近的健身场地设施（按球面距离由近到远）',
        tags: ['fitnessMap'],
        querystring: MapNearbyQuery,
        response: { 200: Envelope(MapNearbyData), ...INDEX_ERRORS },
      },
    },
    async (request) => {
      const { lng, lat, radius, limit } = request.query;
      const types = parseTypes(request.query.types);
      const hits = holder.require().nearby(lng, lat, radius, types, limit);
      const [rows, divisions] = await Promise.all([holder.rows.rowsOf(hits.map((h) => h.id)), loadDivisions(app.db)]);
      const byId = new Map(rows.map((row) => [Number(row.id), row]));
      const list = hits.flatMap((hit) => {
        const row = byId.get(hit.id);
        return row ? [presentNearbyItem(row, divisions, hit.distance)] : [];
      });
      return ok({ lng, lat, radius, list });
    },
  );

  app.get(
    '/api/data/fitnessMap/search',
    {
      schema: {
        summary: '健身地图搜索（名称或地址）',
        tags: ['fitnessMap'],
        querystring: MapSearchQuery,
        response: { 200: Envelope(MapSearchData), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { pageNum, pageSize } = request.query;
      const keyword = parseKeyword(request.query.keyword);
      const types = parseTypes(request.query.types);
      const [found, divisions] = await Promise.all([
        searchPoints(app.db, app.dialect, { keyword, types, pageNum, pageSize }),
        loadDivisions(app.db),
      ]);
      const list = found.rows.map((row) => presentPointItem(row, divisions));
      return ok({ list, total: found.total, totalCapped: found.capped, pageNum, pageSize });
    },
  );

  app.get(
    '/api/data/fitnessMap/point/:id',
    {
      schema: {
        summary: '健身地图点位详情（弹窗）',
        tags: ['fitnessMap'],
        params: MapPointParams,
        response: { 200: Envelope(MapPointDetail), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const row = await findPoint(app.db, request.params.id);
      if (!row) throw notFound('地图点位');
      const at = app.clock();
      const divisions = await loadDivisions(app.db);
      const mapType = Number(row.map_type);
      const match = mapType === 5 && row.match_id !== null ? await findMatch(app.db, row.match_id) : undefined;
      const venueRow = row.organ_id !== null ? await findVenueBasicRow(app.db, row.organ_id) : undefined;
      const facility = mapType === 6 ? await findFacilityCondition(app.db, Number(row.id)) : undefined;
      const status =
        venueRow && mapType <= 4
          ? ((await loadStatuses(app.db, [Number(venueRow.organ_id)], at)).get(Number(venueRow.organ_id)) ?? null)
          : null;
      return ok(
        presentPointDetail(row, divisions, {
          at,
          status,
          venue: venueRow ? presentVenueBasic(venueRow, divisions) : null,
          match: match
            ? presentPointMatch(match, eventStatus(match.start_date, match.end_date, shanghaiToday(at)))
            : null,
          facility: facility ? presentFacilityCondition(facility) : null,
        }),
      );
    },
  );

  app.get(
    '/api/data/fitnessMap/summary',
    {
      schema: {
        summary: '健身地图索引状态与各类型点位数',
        tags: ['fitnessMap'],
        response: { 200: Envelope(MapSummary), ...errorResponses(401) },
      },
    },
    async () => {
      const ready = holder.state === 'ready';
      const counts = ready ? holder.require().counts() : Object.fromEntries(MAP_TYPES.map((t) => [t, 0]));
      const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
      return ok({ ready, total, counts, buildMs: Math.round(holder.buildMs) });
    },
  );
};

export default fitnessMapRoutes;
