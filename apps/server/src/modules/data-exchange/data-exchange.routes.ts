/**
 * Data exchange routes (数据交换; spec §6; contracts data-exchange.ts; docs/data-exchange.md). No session:
 * every request is signed (./signed-request.ts), checked before the body is parsed, so an unsigned caller
 * learns nothing else. A route serves only its own system's key (others 403).
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ChangesPage,
  ChangesQuery,
  FacilityBatchBody,
  FacilityBatchResult,
  type ExchangeSystem,
} from '@portal/contracts/data-exchange';
import { Envelope } from '@portal/contracts/envelope';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../lib/api-error.js';
import { errorResponses, ok } from '../../lib/envelope.js';
import { facilityChanges } from './exchange-changes.repository.js';
import { applyFacilityBatch } from './facility-batch.command.js';
import type { ExchangeClient } from './exchange-client.repository.js';
import { verifySignedRequest } from './signed-request.js';

const TAG = '数据交换';
/** The facility entity's owner (spec §6: 器材设施填报系统). */
const FACILITY_SYSTEM: ExchangeSystem = 'js365_equ';
const SIGNED_HEADERS = '请求须携带 X-App-Key、X-Timestamp、X-Nonce、X-Signature 签名头（见 docs/data-exchange.md）。';

async function readAll(payload: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of payload) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const dataExchangeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const clientOf = new WeakMap<FastifyRequest, ExchangeClient>();

  /** Verifies the signature over the raw body, then hands the same bytes on to the parser. */
  const signed = async (request: FastifyRequest, payload: NodeJS.ReadableStream) => {
    const body = await readAll(payload);
    const path = request.url.split('?')[0]!;
    const client = await verifySignedRequest(
      app.db,
      { method: request.method, path, headers: request.headers },
      body,
      app.clock(),
    );
    if (client.system !== FACILITY_SYSTEM)
      throw new ApiError(403, `系统 ${client.system} 无权交换设施数据（仅限 ${FACILITY_SYSTEM}）`);
    clientOf.set(request, client);
    return Readable.from([body]);
  };

  app.post(
    '/api/exchange/v1/facility/batch',
    {
      schema: {
        summary: '器材设施填报系统批量推送设施（新增、修改、删除）',
        description: `${SIGNED_HEADERS}每行单独返回 created/updated/unchanged/rejected；同一批次重复推送返回 unchanged。`,
        tags: [TAG],
        security: [],
        body: FacilityBatchBody,
        response: { 200: Envelope(FacilityBatchResult), ...errorResponses(400, 401, 403, 409, 413) },
      },
      bodyLimit: 4 * 1024 * 1024,
      config: { auth: 'none' },
      preParsing: async (request, _reply, payload) => signed(request, payload),
    },
    async (request) => {
      const client = clientOf.get(request)!;
      return ok(await applyFacilityBatch(app.db, client.system, request.body, app.clock()));
    },
  );

  app.get(
    '/api/exchange/v1/facility/changes',
    {
      schema: {
        summary: '读取设施变更（含删除墓碑），游标分页',
        description: `${SIGNED_HEADERS}since 为上一页的 next；每页至多 500 条。`,
        tags: [TAG],
        security: [],
        querystring: ChangesQuery,
        response: { 200: Envelope(ChangesPage), ...errorResponses(400, 401, 403) },
      },
      config: { auth: 'none' },
      preParsing: async (request, _reply, payload) => signed(request, payload),
    },
    async (request) => ok(await facilityChanges(app.db, request.query.since)),
  );
};

export default dataExchangeRoutes;
