/**
 * Fitness facilities 健身设施 (spec §2 /equipment/*, §7). Public reads (a session as every data route):
 *
 * - GET /api_/ruoyi/equipment/list?pageNum&pageSize&areaCode&kind&keyword&condition -> FacilityListData:
 *   all facilities in list order (county, kind, condition, id) with counts per kind (spec §7 path).
 * - GET /api_/ruoyi/equipment/detail?id= -> FacilityDetail: the facility (= map point of type 6), its
 *   fields and equipment pieces (spec §7 "With query id").
 * - GET /api/data/path/list?pageNum&pageSize&areaCode&keyword&condition, GET /api/data/path/detail?id=:
 *   the national fitness paths (全民健身路径; spec §7 "Other GETs"; under /api/data/path the web client
 *   never retries a 401, spec §8 "fitness-path sections").
 * - GET /api/data/equipment/traditional/list?...&category -> Page<EquipmentPiece> (traditional equipment).
 * - GET /api/data/facilityLayout?areaCode -> LayoutData (./facility-layout.ts).
 *
 * Errors: invalid query -> 400 naming the field; an unknown division -> 404 '行政区划不存在或已删除'; an
 * unknown id (or a path detail of another kind) -> 404 '健身设施不存在或已删除'. Answers are kept 60 s
 * per URL: facilities change when the filling system (js365_equ, spec §6) reports, and conditions when a
 * repair report is written or handled; details (with the pieces' 报修中) are kept 2 s only.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '@portal/contracts/envelope';
import {
  EquipmentListQuery,
  EquipmentPiece,
  FacilityDetail,
  FacilityIdQuery,
  FacilityListData,
  FacilityListQuery,
  LayoutData,
  LayoutQuery,
  PathListQuery,
} from '@portal/contracts/facility';
import { Page } from '@portal/contracts/paging';
import { notFound } from '../../lib/api-error.js';
import { READ_ERRORS } from '../../lib/envelope.js';
import { sendCached } from '../../lib/http/response-cache.js';
import { tableCache } from '../../data/cached-tables.js';
import type { PortalApp } from '../../types.js';
import { countyCodeRange, loadDivisions } from '../area/divisions.js';
import { facilityLayout } from './facility-layout.js';
import { facilityList } from './facility-list.js';
import { rebuildFacilitySnapshot } from './facility-snapshot.js';
import { findFacilityDetail } from './facility-detail.js';
import { registerFacilityPages } from './facility.pages.js';
import { presentPiece } from './facility.presenter.js';
import { searchEquipment } from './facility.repository.js';

const TAGS = ['facility'];
export const FACILITY_CACHE_TTL_MS = 60_000;
/**
 * The tables facility answers read: a repair report or an import that writes any of them clears the
 * facility caches on every instance (data/cached-tables.ts), so lists and details need no short TTL.
 */
export const FACILITY_TABLES = [
  'facility',
  'map_point',
  'facility_equipment',
  'facility_field',
  'facility_certification',
  'fix_report',
] as const;
const CACHE_ENTRIES = 5_000;
export const FACILITY_LABEL = '健身设施';

/** The detail of facility `id` (of `kind` when given), or 404. */
export async function facilityDetail(app: PortalApp, id: number, kind?: string): Promise<FacilityDetail> {
  const detail = await findFacilityDetail(app.db, id, kind);
  if (!detail) throw notFound(FACILITY_LABEL);
  return detail;
}

const facilityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = tableCache(app.db, FACILITY_TABLES, { maxEntries: CACHE_ENTRIES, ttlMs: FACILITY_CACHE_TTL_MS });
  // Build the list snapshot once the app is ready, in the background (start-up and /healthz do not wait;
  // a list request before it is built waits for the same build).
  app.addHook('onReady', async () => {
    rebuildFacilitySnapshot(app.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'facility snapshot build failed'),
    );
  });
  registerFacilityPages(app);
  // A report clears them (FACILITY_TABLES), so details show a piece's 报修中 at once on every instance.
  const details = tableCache(app.db, FACILITY_TABLES, { maxEntries: CACHE_ENTRIES, ttlMs: FACILITY_CACHE_TTL_MS });

  app.get(
    '/api_/ruoyi/equipment/list',
    {
      schema: {
        summary: '健身设施列表（地区、类型、关键词、状况筛选，含各类型数量）',
        tags: TAGS,
        querystring: FacilityListQuery,
        response: { 200: Envelope(FacilityListData), ...READ_ERRORS },
      },
    },
    async (request, reply) =>
      sendCached(cache, request.url, reply, () => {
        const { kind, ...q } = request.query;
        return facilityList(app.db, { ...q, kinds: kind ? [kind] : undefined });
      }),
  );

  app.get(
    '/api_/ruoyi/equipment/detail',
    {
      schema: {
        summary: '健身设施详情（含场地与器材）',
        tags: TAGS,
        querystring: FacilityIdQuery,
        response: { 200: Envelope(FacilityDetail), ...READ_ERRORS },
      },
    },
    async (request, reply) =>
      sendCached(details, `detail:${request.query.id}`, reply, () => facilityDetail(app, request.query.id)),
  );

  app.get(
    '/api/data/path/list',
    {
      schema: {
        summary: '全民健身路径列表',
        tags: TAGS,
        querystring: PathListQuery,
        response: { 200: Envelope(FacilityListData), ...READ_ERRORS },
      },
    },
    async (request, reply) =>
      sendCached(cache, request.url, reply, () => facilityList(app.db, { ...request.query, kinds: ['fitness_path'] })),
  );

  app.get(
    '/api/data/path/detail',
    {
      schema: {
        summary: '全民健身路径详情（含器材）',
        tags: TAGS,
        querystring: FacilityIdQuery,
        response: { 200: Envelope(FacilityDetail), ...READ_ERRORS },
      },
    },
    async (request, reply) =>
      sendCached(details, `path:${request.query.id}`, reply, () =>
        facilityDetail(app, request.query.id, 'fitness_path'),
      ),
  );

  app.get(
    '/api/data/equipment/traditional/list',
    {
      schema: {
        summary: '健身器材列表（默认传统健身器材）',
        tags: TAGS,
        querystring: EquipmentListQuery,
        response: { 200: Envelope(Page(EquipmentPiece)), ...READ_ERRORS },
      },
    },
    async (request, reply) =>
      sendCached(cache, request.url, reply, async () => {
        const q = request.query;
        const divisions = await loadDivisions(app.db);
        const { rows, total } = await searchEquipment(
          app.db,
          {
            range: q.areaCode ? countyCodeRange(divisions, q.areaCode) : undefined,
            keyword: q.keyword?.trim() || undefined,
            category: q.category ?? 'traditional',
            condition: q.condition,
            facilityId: q.facilityId,
          },
          { offset: (q.pageNum - 1) * q.pageSize, limit: q.pageSize },
        );
        return {
          list: rows.map((row) => presentPiece(row, divisions)),
          total,
          pageNum: q.pageNum,
          pageSize: q.pageSize,
        };
      }),
  );

  app.get(
    '/api/data/facilityLayout',
    {
      schema: {
        summary: '全民健身设施布局（按省、市、县统计各类设施数量与人均）',
        tags: TAGS,
        querystring: LayoutQuery,
        response: { 200: Envelope(LayoutData), ...READ_ERRORS },
      },
    },
    async (request, reply) =>
      sendCached(cache, request.url, reply, () => facilityLayout(app.db, request.query.areaCode)),
  );
};

export default facilityRoutes;
