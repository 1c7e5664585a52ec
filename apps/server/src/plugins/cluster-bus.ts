/**
 * What several server instances share (README "Several instances"; docs/decisions/security.md "Sessions, tokens and
 * headers"): with REDIS_URL set, one ioredis connection for commands (the rate limits' store, @fastify/rate-limit's
 * Redis store) and one for publish/subscribe, so that a logout on one instance is refused by every instance at once
 * (channel `portal:session-revoked`, the session's token hash: each instance drops it from its 5 s validation cache),
 * and `portal:data-changed`, the versions of the tables a command wrote (data/change-feed.ts), so every instance's read
 * models and response caches follow each write. Without REDIS_URL (one instance, the default) the bus delivers to this
 * instance only and rate limits stay in memory: no Redis is needed for `npm start`.
 *
 * Redis going away must not take the site down (docs/decisions/resilience.md "Redis"):
 * - `publish` never throws: the message is delivered here at once and kept in an outbox that is sent when
 *   the command connection is back (at-least-once; every message of the portal is idempotent);
 * - `listening` is false from the moment the subscriber connection drops until it has subscribed again:
 *   messages of other instances may be missed meanwhile, so their consumers must not trust what the
 *   messages keep fresh (the session store reads the database instead of its cache);
 * - `onReconnect(handler)` runs each time the subscriber starts listening after a time of not listening
 *   (an outage, and the first connection too: what was published before it was not heard either), so a
 *   consumer can re-check what it may have missed (the session store drops its cache; read models
 *   re-check their versions). Handlers must be cheap and idempotent;
 * - connection errors are logged once per outage ('lost', then 'back'), never per event or per retry;
 * - ioredis retries for ever, at most RETRY_MAX_DELAY_MS apart, so an instance rejoins within a second of
 *   Redis returning.
 *
 * `createClusterBus(url, logger)` is called by buildApp before any plugin (the rate-limit store needs the
 * connection); `close()` ends both connections and runs on app close. A message from this instance is
 * delivered to its own handlers directly, and Redis's echo of it is ignored (instance id).
 */
import { randomUUID } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';

export type BusChannel = 'session-revoked' | 'data-changed';
type Handler = (message: string) => void;

/** The state /healthz reports: 'off' without REDIS_URL; 'down' while either connection is away. */
export type BusState = 'off' | 'up' | 'down';

/** The logger the bus writes its outage lines to (pino's shape; buildApp hands over `app.log`). */
export interface BusLogger {
  warn(object: object, message: string): void;
  info(message: string): void;
}

const CHANNEL_PREFIX = 'portal:';
const CHANNELS: readonly BusChannel[] = ['session-revoked', 'data-changed'];
/** Reconnect attempts back off 100, 200, … ms up to this, for ever (ioredis `retryStrategy`). */
export const RETRY_MAX_DELAY_MS = 1_000;
/** Messages kept while the command connection is away; beyond this the oldest go (consumers re-check anyway). */
const OUTBOX_LIMIT = 10_000;

export interface ClusterBus {
  /** The command connection for @fastify/rate-limit's store, or null without REDIS_URL. */
  readonly redis: Redis | null;
  /**
   * True while every other instance's messages reach this one: always without Redis; with Redis, while
   * the subscriber is connected and subscribed. Read on the hot path (a property, no I/O).
   */
  readonly listening: boolean;
  /** 'off' (no REDIS_URL), 'up' (both connections ready) or 'down'. */
  state(): BusState;
  /** Delivers `message` to every instance's handlers of `channel`, this one's synchronously. Never throws. */
  publish(channel: BusChannel, message: string): Promise<void>;
  /** Calls `handler` for each message on `channel`, from any instance. */
  subscribe(channel: BusChannel, handler: Handler): void;
  /**
   * Calls `handler` each time the subscriber starts listening (first connection, and after each outage):
   * messages of other instances may have been missed before. Never called without REDIS_URL.
   */
  onReconnect(handler: () => void): void;
  /** Resolves once the subscriber listens (at once without Redis). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** Logs 'lost' at the first error of an outage and 'back' at its end: one pair of lines per outage. */
function outageLog(logger: BusLogger) {
  let down = false;
  return {
    lost(error: Error) {
      if (down) return;
      down = true;
      logger.warn(
        { err: { message: error.message, code: (error as { code?: unknown }).code } },
        'Redis 不可用：注销改查数据库，限流改用本实例内存计数，恢复后自动重连',
      );
    },
    back() {
      if (!down) return;
      down = false;
      logger.info('Redis 已恢复：集群消息与共享限流已重新启用');
    },
  };
}

/** A bus over Redis at `url`, or this instance alone when `url` is ''. */
export function createClusterBus(url: string, logger: BusLogger): ClusterBus {
  const handlers = new Map<BusChannel, Handler[]>();
  const reconnectHandlers: Array<() => void> = [];
  const deliver = (channel: BusChannel, message: string) => {
    for (const handler of handlers.get(channel) ?? []) handler(message);
  };
  const subscribe = (channel: BusChannel, handler: Handler) =>
    void handlers.set(channel, [...(handlers.get(channel) ?? []), handler]);
  const onReconnect = (handler: () => void) => void reconnectHandlers.push(handler);
  if (!url) {
    return {
      redis: null,
      listening: true,
      state: () => 'off',
      publish: async (channel, message) => deliver(channel, message),
      subscribe,
      onReconnect,
      ready: async () => {},
      close: async () => {},
    };
  }

  const instanceId = randomUUID();
  const log = outageLog(logger);
  const options: RedisOptions = {
    connectTimeout: 500,
    retryStrategy: (attempt) => Math.min(attempt * 100, RETRY_MAX_DELAY_MS),
  };
  // Commands fail at once while disconnected (no offline queue, no retry of a command in flight): a rate
  // limit then counts locally and a publish waits in the outbox, instead of holding the request.
  const redis = new Redis(url, { ...options, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
  // The subscriber subscribes itself on every 'ready' (below), so ioredis's own resubscribe is off.
  const subscriber = new Redis(url, { ...options, autoResubscribe: false });
  let listening = false;
  let closing = false;
  let markReady: () => void = () => {};
  const firstListen = new Promise<void>((resolve) => (markReady = resolve));

  const outbox: Array<[BusChannel, string]> = [];
  const send = (channel: BusChannel, message: string) =>
    redis.publish(`${CHANNEL_PREFIX}${channel}`, `${instanceId} ${message}`);
  const flushOutbox = async () => {
    while (outbox.length > 0 && redis.status === 'ready') {
      const [channel, message] = outbox[0]!;
      try {
        await send(channel, message);
        outbox.shift();
      } catch {
        return; // Down again: the next 'ready' flushes the rest.
      }
    }
  };
  const upIfBoth = () => {
    if (listening && redis.status === 'ready') log.back();
  };

  for (const connection of [redis, subscriber]) {
    connection.on('error', (error: Error) => {
      if (!closing) log.lost(error);
    });
  }
  redis.on('ready', () => {
    upIfBoth();
    void flushOutbox();
  });
  redis.on('close', () => {
    if (!closing) log.lost(new Error('Redis command connection closed'));
  });
  subscriber.on('close', () => {
    listening = false;
    if (!closing) log.lost(new Error('Redis subscriber connection closed'));
  });
  subscriber.on('ready', () => {
    subscriber.subscribe(...CHANNELS.map((name) => `${CHANNEL_PREFIX}${name}`)).then(
      () => {
        listening = true;
        upIfBoth();
        for (const handler of reconnectHandlers) handler();
        markReady();
      },
      // The connection dropped again before the subscription: the next 'ready' retries.
      (error: unknown) => log.lost(error instanceof Error ? error : new Error(String(error))),
    );
  });
  subscriber.on('message', (channel: string, raw: string) => {
    const separator = raw.indexOf(' ');
    if (separator < 0 || raw.slice(0, separator) === instanceId) return;
    deliver(channel.slice(CHANNEL_PREFIX.length) as BusChannel, raw.slice(separator + 1));
  });

  return {
    redis,
    get listening() {
      return listening;
    },
    state: () => (listening && redis.status === 'ready' ? 'up' : 'down'),
    async publish(channel, message) {
      deliver(channel, message);
      try {
        await send(channel, message);
      } catch (error) {
        log.lost(error instanceof Error ? error : new Error(String(error)));
        if (outbox.length >= OUTBOX_LIMIT) outbox.shift();
        outbox.push([channel, message]);
      }
    },
    subscribe,
    onReconnect,
    ready: () => firstListen,
    async close() {
      closing = true;
      subscriber.disconnect();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
