/**
 * GET /healthz (no session): the database answered `select 1` -> 200 with data `{ db: 'up', redis }`;
 * otherwise 503. `redis` is the cluster bus's state (apps/server/src/plugins/cluster-bus.ts): 'off' without
 * REDIS_URL (one instance), 'up', or 'down' while Redis is unreachable — the instance keeps serving then
 * (sessions read from the database, rate limits counted locally), so 'down' does not make the answer 503.
 */
import { Type, type Static } from '@sinclair/typebox';

export const HealthData = Type.Object({
  db: Type.Literal('up'),
  redis: Type.Union([Type.Literal('off'), Type.Literal('up'), Type.Literal('down')]),
});
export type HealthData = Static<typeof HealthData>;
