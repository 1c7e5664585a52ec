/**
 * GET /healthz (no session): the database answered `select 1` -> 200 with data `{ db: 'up', redis }`;
 * otherwise 503. `redis` is the cluster bus's state (apps/server/src/plugins/cluster-bus.ts): 'off' without
 * REDIS_URL (one instance), 'up', or 'down' while Redis is unreachable — the instance keeps serving then
 * (sessions read from the database, rate limits counted locally), so 'down' does not make the answer 503.
 */
import { Type, type Static } from 'typebox';

export const HealthData = Type.Object({
  db: Type.Literal('up'),
  redis: Type.Union([Type.Literal('off'), Type.Literal('up'), Type.Literal('down')]),
});
export type HealthData = Static<typeof HealthData>;

/** One in-memory read model of an instance (apps/server/src/data/read-model.ts ReadModelReport). */
export const ReadModelStatus = Type.Object({
  name: Type.String({ description: '读模型名称' }),
  state: Type.Union([Type.Literal('idle'), Type.Literal('building'), Type.Literal('ready'), Type.Literal('failed')]),
  size: Type.Union([Type.Integer(), Type.Null()], { description: '条目数（行、点、单元）' }),
  buildMs: Type.Union([Type.Integer(), Type.Null()], { description: '最近一次完整构建耗时（毫秒）' }),
  builds: Type.Integer({ description: '启动以来完整构建次数' }),
  updates: Type.Integer({ description: '启动以来增量更新次数' }),
  ageSeconds: Type.Union([Type.Integer(), Type.Null()], { description: '距上次刷新（秒）' }),
});
export type ReadModelStatus = Static<typeof ReadModelStatus>;

/**
 * GET /healthz/details (operators; no session, no personal data): the instance's process figures and each
 * read model's state, size and build time, so an operator sees which model is building or failed and how
 * fresh each is. Always 200 while the process answers.
 */
export const HealthDetails = Type.Object({
  redis: HealthData.properties.redis,
  uptimeSeconds: Type.Integer(),
  rssBytes: Type.Integer({ description: '进程常驻内存（字节）' }),
  heapUsedBytes: Type.Integer(),
  /** V8's heap as reserved (heapUsedBytes is the part in use). */
  heapTotalBytes: Type.Integer(),
  /** Memory of typed arrays and Buffers (the read models' columns, outside the V8 heap; part of rssBytes). */
  arrayBuffersBytes: Type.Integer(),
  /** Full collections run after large read-model builds: how many, the last pause (ms) and heap it freed. */
  heapSettles: Type.Object({
    count: Type.Integer(),
    lastPauseMs: Type.Union([Type.Integer(), Type.Null()]),
    lastFreedBytes: Type.Union([Type.Integer(), Type.Null()]),
  }),
  readModels: Type.Array(ReadModelStatus),
});
export type HealthDetails = Static<typeof HealthDetails>;
