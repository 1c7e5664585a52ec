/**
 * The equipment service (spec §7 "Equipment service"; the facilities token, "Other GETs"):
 *
 * - GET  /api/data/equipService/token -> FacilityToken (no-store). The calls below need it in the
 *   `equip-token` header; without a valid one they answer 401 (./facility-token.ts).
 * - POST /api/data/equipService/{venue|path|budao|qixing|other}/list, JSON FacilityListBody
 *   -> FacilityListData: the facilities of the list's kinds (contracts EQUIP_SERVICE_LIST_KINDS; a body
 *   `kind` outside them -> 400 naming `kind`).
 * - POST /api/data/equipService/field/list (FieldListBody) -> Page<FacilityField>;
 *   POST /api/data/equipService/certification/list (CertificationListBody) -> Page<Certification>.
 * - GET  /api/data/equipService/{field|equipment|certification}/{id} -> FacilityField | EquipmentPiece |
 *   Certification; 404 for an unknown id.
 * The spec's list names stay as path segments. POST answers are cached 60 s on the canonical form of the
 * body (lib/http/canonical-key.ts), GET answers 2 s per URL (a piece's 报修中 shows quickly).
 * Unknown body properties, bad types and out-of-range paging answer 400 naming the field.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '@portal/contracts/envelope';
import {
  Certification,
  CertificationListBody,
  EquipmentPiece,
  FacilityField,
  FacilityIdParams,
  FacilityListBody,
  FacilityListData,
  FacilityToken,
  FieldListBody,
} from '@portal/contracts/facility';
import { EQUIP_SERVICE_LIST_KINDS, FACILITY_TOKEN_HEADER } from '@portal/contracts/facility.codes';
import { Page } from '@portal/contracts/paging';
import { badRequest, notFound } from '../../lib/api-error.js';
import { errorResponses, ok } from '../../lib/envelope.js';
import { canonicalKey } from '../../lib/http/canonical-key.js';
import { sendCached } from '../../lib/http/response-cache.js';
import { tableCache } from '../../data/cached-tables.js';
import { countyCodeRange, loadDivisions } from '../area/divisions.js';
import { dayNumberOf, dayStringOf } from '../../lib/shanghai-time.js';
import { facilityList } from './facility-list.js';
import { presentCertification, presentField, presentPiece } from './facility.presenter.js';
import { FACILITY_CACHE_TTL_MS, FACILITY_TABLES } from './facility.routes.js';
import {
  findCertification,
  findEquipment,
  findField,
  searchCertifications,
  searchFields,
} from './facility.repository.js';
import { issueFacilityToken, requireFacilityToken } from './facility-token.js';

const TAGS = ['facility'];
const PREFIX = '/api/data/equipService';
const CACHE_ENTRIES = 5_000;
const TOKEN_HEADERS = {
  type: 'object',
  properties: { [FACILITY_TOKEN_HEADER]: { type: 'string', maxLength: 200, description: '设施服务令牌' } },
} as const;
const SERVICE_ERRORS = errorResponses(400, 401, 404);

const LIST_NAMES = {
  venue: '场馆设施',
  path: '全民健身路径',
  budao: '步道',
  qixing: '骑行绿道',
  other: '其他设施',
} as const;

const equipServiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const lists = tableCache(app.db, FACILITY_TABLES, { maxEntries: CACHE_ENTRIES, ttlMs: FACILITY_CACHE_TTL_MS });
  const items = tableCache(app.db, FACILITY_TABLES, { maxEntries: CACHE_ENTRIES, ttlMs: FACILITY_CACHE_TTL_MS });
  const shanghaiToday = () => dayStringOf(dayNumberOf(app.clock()));
  const guard = async (request: { headers: Record<string, unknown> }) =>
    requireFacilityToken(app, request.headers[FACILITY_TOKEN_HEADER]);

  app.get(
    `${PREFIX}/token`,
    {
      schema: {
        summary: '获取设施服务令牌（器材服务接口在 equip-token 请求头中携带）',
        tags: TAGS,
        response: { 200: Envelope(FacilityToken), ...errorResponses(401, 503) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await issueFacilityToken(app));
    },
  );

  for (const list of Object.keys(LIST_NAMES) as (keyof typeof LIST_NAMES)[]) {
    const kinds = EQUIP_SERVICE_LIST_KINDS[list];
    app.post(
      `${PREFIX}/${list}/list`,
      {
        schema: {
          summary: `${LIST_NAMES[list]}分页列表（JSON 请求体）`,
          tags: TAGS,
          headers: TOKEN_HEADERS,
          body: FacilityListBody,
          response: { 200: Envelope(FacilityListData), ...SERVICE_ERRORS },
        },
      },
      async (request, reply) => {
        await guard(request);
        const { kind, ...body } = request.body;
        if (kind !== undefined && !kinds.includes(kind)) throw badRequest('kind', `须为 ${kinds.join('、')} 之一`);
        return sendCached(lists, canonicalKey(request.routeOptions.url ?? '', request.body), reply, () =>
          facilityList(app.db, { ...body, kinds: kind ? [kind] : kinds }),
        );
      },
    );
  }

  app.post(
    `${PREFIX}/field/list`,
    {
      schema: {
        summary: '运动场地分页列表（JSON 请求体）',
        tags: TAGS,
        headers: TOKEN_HEADERS,
        body: FieldListBody,
        response: { 200: Envelope(Page(FacilityField)), ...SERVICE_ERRORS },
      },
    },
    async (request, reply) => {
      await guard(request);
      const q = request.body;
      return sendCached(lists, canonicalKey(request.routeOptions.url ?? '', q), reply, async () => {
        const divisions = await loadDivisions(app.db);
        const { rows, total } = await searchFields(
          app.db,
          {
            range: q.areaCode ? countyCodeRange(divisions, q.areaCode) : undefined,
            keyword: q.keyword?.trim() || undefined,
            sport: q.sport?.trim() || undefined,
            condition: q.condition === 'repairing' || q.condition === 'reported' ? undefined : q.condition,
            facilityId: q.facilityId,
            organId: q.organId,
          },
          { offset: (q.pageNum - 1) * q.pageSize, limit: q.pageSize },
        );
        return { list: rows.map((r) => presentField(r, divisions)), total, pageNum: q.pageNum, pageSize: q.pageSize };
      });
    },
  );

  app.post(
    `${PREFIX}/certification/list`,
    {
      schema: {
        summary: '器材认证记录分页列表（JSON 请求体）',
        tags: TAGS,
        headers: TOKEN_HEADERS,
        body: CertificationListBody,
        response: { 200: Envelope(Page(Certification)), ...SERVICE_ERRORS },
      },
    },
    async (request, reply) => {
      await guard(request);
      const q = request.body;
      const today = shanghaiToday();
      return sendCached(lists, `${canonicalKey(request.routeOptions.url ?? '', q)}\n${today}`, reply, async () => {
        const { rows, total } = await searchCertifications(
          app.db,
          { keyword: q.keyword?.trim() || undefined, valid: q.valid, today },
          { offset: (q.pageNum - 1) * q.pageSize, limit: q.pageSize },
        );
        return {
          list: rows.map((r) => presentCertification(r, today)),
          total,
          pageNum: q.pageNum,
          pageSize: q.pageSize,
        };
      });
    },
  );

  app.get(
    `${PREFIX}/field/:id`,
    {
      schema: {
        summary: '运动场地详情',
        tags: TAGS,
        headers: TOKEN_HEADERS,
        params: FacilityIdParams,
        response: { 200: Envelope(FacilityField), ...SERVICE_ERRORS },
      },
    },
    async (request, reply) => {
      await guard(request);
      return sendCached(items, `field:${request.params.id}`, reply, async () => {
        const [row, divisions] = await Promise.all([findField(app.db, request.params.id), loadDivisions(app.db)]);
        if (!row) throw notFound('场地');
        return presentField(row, divisions);
      });
    },
  );

  app.get(
    `${PREFIX}/equipment/:id`,
    {
      schema: {
        summary: '健身器材详情（含状况与报修中状态）',
        tags: TAGS,
        headers: TOKEN_HEADERS,
        params: FacilityIdParams,
        response: { 200: Envelope(EquipmentPiece), ...SERVICE_ERRORS },
      },
    },
    async (request, reply) => {
      await guard(request);
      return sendCached(items, `equipment:${request.params.id}`, reply, async () => {
        const [row, divisions] = await Promise.all([findEquipment(app.db, request.params.id), loadDivisions(app.db)]);
        if (!row) throw notFound('健身器材');
        return presentPiece(row, divisions);
      });
    },
  );

  app.get(
    `${PREFIX}/certification/:id`,
    {
      schema: {
        summary: '器材认证记录详情',
        tags: TAGS,
        headers: TOKEN_HEADERS,
        params: FacilityIdParams,
        response: { 200: Envelope(Certification), ...SERVICE_ERRORS },
      },
    },
    async (request, reply) => {
      await guard(request);
      const today = shanghaiToday();
      return sendCached(items, `certification:${request.params.id}:${today}`, reply, async () => {
        const row = await findCertification(app.db, request.params.id);
        if (!row) throw notFound('认证记录');
        return presentCertification(row, today);
      });
    },
  );
};

export default equipServiceRoutes;
