/**
 * Passenger-flow endpoints (spec §2 /passengerflow, §9;
 * integrators' guide: docs/passenger-flow-integration.md).
 *
 * - POST /api/data/passengerFlow/push — venues' own systems; no session, header `venue-key`; body PushBody
 *   -> PushResult. Checks, in this order:
 *   429 more than FLOW_PUSH_RATE_LIMIT_PER_MINUTE requests a minute for one key (or one IP without a key);
 *   401 missing or unknown key; 400 bad body (JSON only; field named; numbers must be JSON numbers);
 *   404 unknown organId; 403 the key belongs to another venue;
 *   409 outside the window (too early: the hour has not ended; closed: after H:10:00) — push-window.ts;
 *   200 created | unchanged (same count again, nothing written) | updated (corrected in the window).
 * - GET /api/data/passengerFlow/ranking?date=&areaCode=&organType=&pageNum=&pageSize= -> RankingPage
 *   (date defaults to today in Asia/Shanghai; rank = absolute position; ties by organId asc).
 * - GET /api/data/passengerFlow/latestDate -> LatestFlowDate: the latest day up to today with any flow
 *   (null before the first push) and today, both Beijing days; /passengerflow opens on it.
 * - GET /api/data/passengerFlow/venues?keyword=&areaCode=&pageNum=&pageSize= -> Page<FlowVenue>.
 * - GET /api/data/passengerFlow/{organId}?date= -> VenueFlowDay (24 hours, count null where not pushed).
 * The GETs need the public session like every data endpoint; unknown areaCode / organId -> 404.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '@portal/contracts/envelope';
import { Page } from '@portal/contracts/paging';
import {
  FlowVenue,
  FlowVenueQuery,
  LatestFlowDate,
  PushBody,
  PushHeaders,
  PushResult,
  RankingPage,
  RankingQuery,
  VenueFlowDay,
  VenueFlowQuery,
} from '@portal/contracts/passenger-flow';
import { VENUE_KEY_HEADER } from '@portal/contracts/passenger-flow.codes';
import { OrganIdParams } from '@portal/contracts/venue';
import type { FastifyRequest } from 'fastify';
import { ApiError, notFound, unauthorized } from '../../lib/api-error.js';
import { errorResponses, ok, okWith, READ_ERRORS } from '../../lib/envelope.js';
import { shanghaiToday } from '../../lib/shanghai-time.js';
import { looksLikeToken, sha256Hex } from '../../lib/tokens.js';
import { loadDivisions, venueAreaColumn, type DivisionMap } from '../area/divisions.js';
import { findOrganIdByKey, listFlowKeyHashes } from './flow-key.repository.js';
import { recordHourCount, recordLatePush } from './flow-push.repository.js';
import { flowVenuePage, latestFlowDate, rankingPage, venueDayHours, venueName } from './flow-read.repository.js';
import { presentFlowVenue, presentRankingItem, presentVenueFlowDay } from './passenger-flow.presenter.js';
import { nonNumericPushField, pushBodyError, pushFieldError } from './push-body-errors.js';
import { checkPushWindow } from './push-window.js';

const TAG = 'passenger-flow';

/** Push requests allowed per minute and key (per IP for requests without a well-formed key). */
export const FLOW_PUSH_RATE_LIMIT_PER_MINUTE = 60;

const PUSH_MESSAGES = {
  created: '客流数据已接收',
  unchanged: '客流数据已接收（与已有数据相同，未作变更）',
  updated: '客流数据已更正',
} as const;

/**
 * Rate-limit buckets of pushes: a venue's key has its own bucket (many venues may push from one address,
 * e.g. a provincial platform); anything else — no key, a malformed one, or a well-formed key that is not
 * a stored key — shares the client address's bucket, so random well-formed keys cannot open fresh
 * buckets to bypass the limit. The stored key hashes are read once, at the first push (one small row per
 * reporting venue); a key stored later by the flow-key CLI joins when it first authenticates.
 */
class PushBuckets {
  private knownKeyHashes: Promise<Set<string>> | undefined;

  constructor(private readonly loadKeyHashes: () => Promise<string[]>) {}

  private known(): Promise<Set<string>> {
    this.knownKeyHashes ??= this.loadKeyHashes().then(
      (hashes) => new Set(hashes),
      (error: unknown) => {
        this.knownKeyHashes = undefined;
        throw error;
      },
    );
    return this.knownKeyHashes;
  }

  /** Records a key hash that has just authenticated a push. */
  async remember(keyHash: string): Promise<void> {
    (await this.known()).add(keyHash);
  }

  /** The bucket of a push request (@fastify/rate-limit keyGenerator). */
  readonly bucketOf = async (request: FastifyRequest): Promise<string> => {
    const key = request.headers[VENUE_KEY_HEADER];
    if (looksLikeToken(key)) {
      const keyHash = sha256Hex(key);
      if ((await this.known()).has(keyHash)) return `key:${keyHash}`;
    }
    return `ip:${request.ip}`;
  };
}

/** The area filter of an areaCode (undefined without one); 404 '行政区划不存在或已删除' for an unknown code. */
function areaOf(divisions: DivisionMap, areaCode: string | undefined) {
  return areaCode === undefined ? undefined : { column: venueAreaColumn(divisions, areaCode), code: areaCode };
}

const passengerFlowRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The venue whose key authenticated a push request. */
  const keyOwner = new WeakMap<FastifyRequest, number>();
  const pushBuckets = new PushBuckets(() => listFlowKeyHashes(app.db));

  app.post(
    '/api/data/passengerFlow/push',
    {
      schema: {
        summary: '场馆推送小时客流（整点后 10 分钟内）',
        description:
          '请求头 venue-key 携带场馆推送密钥。统计 H-1 时至 H 时的客流只在北京时间 H:00:00 至 H:10:00 接收；' +
          '同一时段重复推送相同人次返回 unchanged，窗口内推送不同人次以最后一次为准（updated）。详见 docs/passenger-flow-integration.md。',
        tags: [TAG],
        // No session: the venue-key header is the credential (declared under headers).
        security: [],
        headers: PushHeaders,
        body: PushBody,
        response: { 200: Envelope(PushResult), ...errorResponses(400, 401, 403, 404, 409, 413, 429) },
      },
      config: {
        auth: 'none',
        rateLimit: { max: FLOW_PUSH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000, keyGenerator: pushBuckets.bucketOf },
      },
      schemaErrorFormatter: pushBodyError,
      // The key is checked after the rate limit (onRequest) and before the body is even parsed: an
      // unauthenticated caller learns nothing else.
      preParsing: async (request, _reply, payload) => {
        const key = request.headers[VENUE_KEY_HEADER];
        if (key === undefined || key === '') throw unauthorized(`缺少场馆推送密钥（请求头 ${VENUE_KEY_HEADER}）`);
        const organId = await findOrganIdByKey(app.db, key);
        if (organId === undefined) throw unauthorized(`场馆推送密钥无效或已停用（请求头 ${VENUE_KEY_HEADER}）`);
        keyOwner.set(request, organId);
        await pushBuckets.remember(sha256Hex(key as string));
        return payload;
      },
      preValidation: async (request) => {
        if (!/^application\/json\b/i.test(request.headers['content-type'] ?? ''))
          throw new ApiError(400, '请求内容类型应为 application/json');
        const field = nonNumericPushField(request.body);
        if (field) throw pushFieldError(field);
      },
    },
    async (request) => {
      const now = app.clock();
      const { organId, flowDate, hour, count } = request.body;
      if ((await venueName(app.db, organId)) === undefined) throw notFound('场馆');
      if (keyOwner.get(request) !== organId)
        throw new ApiError(403, `该推送密钥不属于场馆 ${organId}，不能推送其客流数据`);
      const window = checkPushWindow(flowDate, hour, now);
      if (window.state === 'closed') await recordLatePush(app.db, { organId, flowDate, hour }, now);
      if (window.state !== 'open') throw new ApiError(409, window.message);
      const result = await recordHourCount(app.db, { organId, flowDate, hour, count }, now);
      return okWith(PUSH_MESSAGES[result], { organId, flowDate, hour, count, result, acceptedAt: now.toISOString() });
    },
  );

  app.get(
    '/api/data/passengerFlow/ranking',
    {
      schema: {
        summary: '当日场馆客流排行（默认今天，北京时间）',
        tags: [TAG],
        querystring: RankingQuery,
        response: { 200: Envelope(RankingPage), ...READ_ERRORS },
      },
    },
    async (request) => {
      const { pageNum, pageSize, areaCode, organType } = request.query;
      const date = request.query.date ?? shanghaiToday(app.clock());
      const divisions = await loadDivisions(app.db);
      const data = await rankingPage(
        app.db,
        date,
        { area: areaOf(divisions, areaCode), organType },
        { pageNum, pageSize },
      );
      const offset = (pageNum - 1) * pageSize;
      return ok({
        date,
        reportingVenues: data.reportingVenues,
        nationalTotal: data.nationalTotal,
        list: data.rows.map((row, i) => presentRankingItem(row, offset + i + 1, divisions)),
        total: data.total,
        pageNum,
        pageSize,
      });
    },
  );

  app.get(
    '/api/data/passengerFlow/latestDate',
    {
      schema: {
        summary: '最近一个有客流数据的日期（不晚于今天，北京时间）',
        tags: [TAG],
        response: { 200: Envelope(LatestFlowDate), ...errorResponses(401) },
      },
    },
    async () => {
      const today = shanghaiToday(app.clock());
      return ok({ date: await latestFlowDate(app.db, today), today });
    },
  );

  app.get(
    '/api/data/passengerFlow/venues',
    {
      schema: {
        summary: '已接入客流推送的场馆',
        tags: [TAG],
        querystring: FlowVenueQuery,
        response: { 200: Envelope(Page(FlowVenue)), ...READ_ERRORS },
      },
    },
    async (request) => {
      const { pageNum, pageSize, keyword, areaCode } = request.query;
      const divisions = await loadDivisions(app.db);
      const { total, rows } = await flowVenuePage(
        app.db,
        { keyword, area: areaOf(divisions, areaCode) },
        { pageNum, pageSize },
      );
      return ok({ list: rows.map((row) => presentFlowVenue(row, divisions)), total, pageNum, pageSize });
    },
  );

  app.get(
    '/api/data/passengerFlow/:organId',
    {
      schema: {
        summary: '单个场馆某日 24 小时客流',
        tags: [TAG],
        params: OrganIdParams,
        querystring: VenueFlowQuery,
        response: { 200: Envelope(VenueFlowDay), ...READ_ERRORS },
      },
    },
    async (request) => {
      const { organId } = request.params;
      const date = request.query.date ?? shanghaiToday(app.clock());
      const [name, rows] = await Promise.all([venueName(app.db, organId), venueDayHours(app.db, organId, date)]);
      if (name === undefined) throw notFound('场馆');
      return ok(presentVenueFlowDay({ organId, name, date }, rows));
    },
  );
};

export default passengerFlowRoutes;
