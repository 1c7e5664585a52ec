/**
 * The rate limits' store (docs/decisions/resilience.md "Redis"): @fastify/rate-limit's RedisStore while
 * the bus's command connection is ready, so every instance counts into one budget per client; while Redis
 * is away, @fastify/rate-limit's own LocalStore (an in-memory LRU of 5,000 keys per route, per instance),
 * so the limits keep holding — per instance — instead of failing open. A Redis call that fails in flight
 * is counted locally too. Nothing to do on reconnect: the next call goes to Redis again (its counters for
 * the outage's minute start from what Redis still holds).
 *
 * Usage (app.ts): `register(rateLimit, { global: false, store: fallbackRateLimitStore(bus.redis, prefix) })`.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type Method = 'incr' | 'read';

/** What @fastify/rate-limit hands a store's constructor and `child` (the merged route parameters). */
interface StoreParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/** One store per route (via `child`): the shared Redis counter when Redis is ready, else the local one. */
class FallbackStore implements FastifyRateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly shared: RedisStore,
    private readonly local: LocalStore,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.count('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.count('read', key, callback, timeWindow, max);
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new FallbackStore(this.redis, this.shared.child(routeOptions), this.local.child(routeOptions));
  }

  private count(method: Method, key: string, callback: Callback, timeWindow: number, max: number): void {
    if (this.redis.status !== 'ready') return this.local[method](key, callback, timeWindow, max);
    this.shared[method](
      key,
      (error, result) => (error ? this.local[method](key, callback, timeWindow, max) : callback(null, result)),
      timeWindow,
      max,
    );
  }
}

/** The store constructor for @fastify/rate-limit's `store` option; keys in Redis start with `prefix`. */
export function fallbackRateLimitStore(redis: Redis, prefix: string): FastifyRateLimitStoreCtor {
  return class extends FallbackStore {
    constructor(params: StoreParams) {
      super(
        redis,
        new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, prefix),
        new LocalStore(params.continueExceeding, params.exponentialBackoff),
      );
    }
  };
}
