/**
 * Data exchange routes (数据交换; spec §6; contracts data-exchange.ts; docs/data-exchange.md). No session:
 * every request is signed (./signed-request.ts), checked before the body is parsed, so an unsigned caller
 * learns nothing else. Each app key may make EXCHANGE_RATE_LIMIT_PER_MINUTE requests a minute to each
 * route (429 beyond). A route serves only the key of its entity's owning system (others 403); routes are made per entity of
 * the registry (./entities/index.ts).
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BatchBody,
  BatchResult,
  ChangesPage,
  ChangesQuery,
  EXCHANGE_RATE_LIMIT_PER_MINUTE,
} from '@portal/contracts/data-exchange';
import { Envelope } from '@portal/contracts/envelope';
import { venueYearEntity } from '@portal/contracts/exchange/venue-year';
import { Page } from '@portal/contracts/paging';
import { ReviewFeedItem, ReviewFeedQuery } from '@portal/contracts/venue-year-review';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../lib/api-error.js';
import { errorResponses, ok } from '../../lib/envelope.js';
import { applyBatch } from './batch.command.js';
import { EXCHANGE_ENTITIES } from './entities/index.js';
import type { ExchangeEntity } from './entities/exchange-entity.js';
import { entityChanges } from './exchange-changes.repository.js';
import { findActiveClient, type ExchangeClient } from './exchange-client.repository.js';
import { reviewFeed } from './review/venue-year-review-feed.js';
import { verifySignedRequest } from './signed-request.js';

const TAG = '数据交换';
const SIGNED_HEADERS = '请求须携带 X-App-Key、X-Timestamp、X-Nonce、X-Signature 签名头（见 docs/data-exchange.md）。';

async function readAll(payload: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of payload) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const dataExchangeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const clientOf = new WeakMap<FastifyRequest, ExchangeClient>();

  /**
   * The rate-limit bucket of a request (@fastify/rate-limit keyGenerator, run before the signature check):
   * its X-App-Key when that names an active client, else its address, so made-up keys cannot each open a
   * fresh bucket. A key's requests count together on every instance (the limiter's Redis store).
   */
  const bucketOf = async (request: FastifyRequest): Promise<string> => {
    const appKey = request.headers['x-app-key'];
    if (typeof appKey === 'string' && appKey.length <= 128 && (await findActiveClient(app.db, appKey)))
      return `exchange-key:${appKey}`;
    return `exchange-ip:${request.ip}`;
  };
  const rateLimit = { max: EXCHANGE_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000, keyGenerator: bucketOf };

  /** Verifies the signature over the raw body and the key's system, then hands the bytes on to the parser. */
  const signed = async (entity: ExchangeEntity, request: FastifyRequest, payload: NodeJS.ReadableStream) => {
    const body = await readAll(payload);
    const path = request.url.split('?')[0]!;
    const client = await verifySignedRequest(
      app.db,
      { method: request.method, path, headers: request.headers },
      body,
      app.clock(),
    );
    const { system, label } = entity.contract;
    if (client.system !== system)
      throw new ApiError(403, `系统 ${client.system} 无权交换${label}数据（仅限 ${system}）`);
    clientOf.set(request, client);
    return Readable.from([body]);
  };

  for (const entity of EXCHANGE_ENTITIES) {
    const { entity: name, system, label } = entity.contract;
    app.post(
      `/api/exchange/v1/${name}/batch`,
      {
        schema: {
          summary: `${system} 批量推送${label}（新增、修改、删除）`,
          description: `${SIGNED_HEADERS}items 每行的字段见 docs/data-exchange.md（${name}）；每行单独返回 created/updated/unchanged/rejected；同一批次重复推送返回 unchanged。`,
          tags: [TAG],
          security: [],
          body: BatchBody,
          response: { 200: Envelope(BatchResult), ...errorResponses(400, 401, 403, 409, 413, 429) },
        },
        bodyLimit: 4 * 1024 * 1024,
        config: { auth: 'none', rateLimit },
        preParsing: async (request, _reply, payload) => signed(entity, request, payload),
      },
      async (request) => ok(await applyBatch(app.db, entity, clientOf.get(request)!, request.body, app.clock())),
    );

    app.get(
      `/api/exchange/v1/${name}/changes`,
      {
        schema: {
          summary: `读取${label}变更（含删除墓碑），游标分页`,
          description: `${SIGNED_HEADERS}since 为上一页的 next；每页至多 500 条。`,
          tags: [TAG],
          security: [],
          querystring: ChangesQuery,
          response: { 200: Envelope(ChangesPage), ...errorResponses(400, 401, 403, 429) },
        },
        config: { auth: 'none', rateLimit },
        preParsing: async (request, _reply, payload) => signed(entity, request, payload),
      },
      async (request) => ok(await entityChanges(app.db, name, request.query.since)),
    );

    if (name === venueYearEntity.entity)
      app.get(
        `/api/exchange/v1/${name}/reviews`,
        {
          schema: {
            summary: `读取${label}的审核状态与退回原因`,
            description: `${SIGNED_HEADERS}已填报=待审核，已审核=已公开，退回修改=见 reason，修改后重新推送。`,
            tags: [TAG],
            security: [],
            querystring: ReviewFeedQuery,
            response: { 200: Envelope(Page(ReviewFeedItem)), ...errorResponses(400, 401, 403, 429) },
          },
          config: { auth: 'none', rateLimit },
          preParsing: async (request, _reply, payload) => signed(entity, request, payload),
        },
        async (request) => ok(await reviewFeed(app.db, system, request.query)),
      );
  }
};

export default dataExchangeRoutes;
