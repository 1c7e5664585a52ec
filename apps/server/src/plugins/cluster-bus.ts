/**
 * What several server instances share (README "Several instances"; docs/ARCHITECTURE.md): with REDIS_URL
 * set, one ioredis connection for commands (the rate limits' store, @fastify/rate-limit's Redis store)
 * and one for publish/subscribe, so that a logout on one instance is refused by every instance at once
 * (channel `portal:session-revoked`, the session's token hash: each instance drops it from its 5 s
 * validation cache), and `portal:data-changed`, the versions of the tables a command wrote
 * (data/change-feed.ts), so every instance's read models and response caches follow each write.
 * Without REDIS_URL (one instance, the default) the bus delivers to this instance only and rate limits
 * stay in memory: no Redis is needed for `npm start`.
 *
 * `createClusterBus(url)` is called by buildApp before any plugin (the rate-limit store needs the
 * connection); `close()` ends both connections and runs on app close. A message from this instance is
 * delivered to its own handlers directly, and Redis's echo of it is ignored (instance id).
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

export type BusChannel = 'session-revoked' | 'data-changed';
type Handler = (message: string) => void;

const CHANNEL_PREFIX = 'portal:';

export interface ClusterBus {
  /** The command connection for @fastify/rate-limit's store, or null without REDIS_URL. */
  readonly redis: Redis | null;
  /** Delivers `message` to every instance's handlers of `channel`, this one's synchronously. */
  publish(channel: BusChannel, message: string): Promise<void>;
  /** Calls `handler` for each message on `channel`, from any instance. */
  subscribe(channel: BusChannel, handler: Handler): void;
  /** Resolves once the subscriber listens (at once without Redis). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** A bus over Redis at `url`, or this instance alone when `url` is ''. */
export function createClusterBus(url: string): ClusterBus {
  const handlers = new Map<BusChannel, Handler[]>();
  const deliver = (channel: BusChannel, message: string) => {
    for (const handler of handlers.get(channel) ?? []) handler(message);
  };
  const subscribe = (channel: BusChannel, handler: Handler) =>
    void handlers.set(channel, [...(handlers.get(channel) ?? []), handler]);
  if (!url) {
    return {
      redis: null,
      publish: async (channel, message) => deliver(channel, message),
      subscribe,
      ready: async () => {},
      close: async () => {},
    };
  }

  const instanceId = randomUUID();
  // Rate limits must not hang a request while Redis is away: fail fast (and the store skips on error).
  const redis = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false });
  const subscriber = new Redis(url, { connectTimeout: 500, lazyConnect: false });
  const channels = (['session-revoked', 'data-changed'] as const).map((name) => `${CHANNEL_PREFIX}${name}`);
  const subscribed = subscriber.subscribe(...channels).then(() => undefined);
  subscriber.on('message', (channel: string, raw: string) => {
    const separator = raw.indexOf(' ');
    if (separator < 0 || raw.slice(0, separator) === instanceId) return;
    deliver(channel.slice(CHANNEL_PREFIX.length) as BusChannel, raw.slice(separator + 1));
  });
  return {
    redis,
    async publish(channel, message) {
      deliver(channel, message);
      await redis.publish(`${CHANNEL_PREFIX}${channel}`, `${instanceId} ${message}`);
    },
    subscribe,
    ready: () => subscribed,
    async close() {
      subscriber.disconnect();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
