/**
 * GET /healthz (auth none; README "Quick start"): 200 `{ code: 200, msg: 'ok', data: { db: 'up', redis } }`
 * when the database answers `select 1` within HEALTH_TIMEOUT_MS, else 503 `{ code: 503, msg, data: null }`.
 * `redis` is the cluster bus's state ('off' without REDIS_URL, 'up', 'down'; contracts/health.ts): a
 * Redis outage does not make an instance unhealthy, it keeps serving (docs/decisions/resilience.md).
 * Used by `npm start`'s readiness measurement, load balancers and the browser journeys.
 *
 * GET /healthz/details (auth none; contracts/health.ts HealthDetails): memory, uptime and every read model's
 * state, size and build time (data/read-model.ts), for operators (docs/decisions/data-spine.md).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '@portal/contracts/envelope';
import { HealthData, HealthDetails } from '@portal/contracts/health';
import { readModelReports } from '../../data/read-model.js';
import { sql } from 'kysely';
import { ApiError } from '../../lib/api-error.js';
import { errorResponses, okWith } from '../../lib/envelope.js';
import { heapSettles } from '../../lib/heap-settle.js';

/** A pool waiting on an unreachable server would hang the probe: give up after 2 s. */
export const HEALTH_TIMEOUT_MS = 2_000;

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        summary: '健康检查（数据库可用性、Redis 状态）',
        tags: ['health'],
        response: { 200: Envelope(HealthData), ...errorResponses(503) },
      },
      config: { auth: 'none' },
      logLevel: 'warn',
    },
    async (request) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`database did not answer within ${HEALTH_TIMEOUT_MS} ms`)),
          HEALTH_TIMEOUT_MS,
        );
      });
      try {
        await Promise.race([sql`select 1`.execute(app.db), timeout]);
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unavailable');
        throw new ApiError(503, '数据库暂不可用');
      } finally {
        clearTimeout(timer);
      }
      return okWith('ok', { db: 'up' as const, redis: app.bus.state() });
    },
  );

  app.get(
    '/healthz/details',
    {
      schema: {
        summary: '运行状态详情（内存、各读模型的状态、规模与构建耗时）',
        tags: ['health'],
        response: { 200: Envelope(HealthDetails) },
      },
      config: { auth: 'none' },
      logLevel: 'warn',
    },
    async () => {
      const memory = process.memoryUsage();
      return okWith('ok', {
        redis: app.bus.state(),
        uptimeSeconds: Math.round(process.uptime()),
        rssBytes: memory.rss,
        heapUsedBytes: memory.heapUsed,
        heapTotalBytes: memory.heapTotal,
        arrayBuffersBytes: memory.arrayBuffers,
        heapSettles: heapSettles(),
        readModels: readModelReports(app.db),
      });
    },
  );
};

export default healthRoutes;
