/**
 * A small time-bounded cache of serialized JSON bodies, and `sendCached` that answers a GET through it
 * (content lists and details, venue search and details, evaluations, sports authorities).
 *
 * Why: CMS content changes only when an article is published, yet the first pages and the popular
 * details are requested constantly. Decoding the Chinese text from the database, presenting it,
 * serializing it and encoding it back to UTF-8 costs several times Fastify's own work per request;
 * a body kept for TTL_MS skips all of it (`npm run bench` target: >= 40 % of hello-world requests/s).
 * Staleness is bounded: a published or edited article shows within TTL_MS (2 s) on every instance.
 *
 * Keys are the request URL (path + raw query), so a hit can only repeat the answer to the identical,
 * already validated request. Bounded to `maxEntries`; the least recently used entry goes first.
 */
import type { FastifyReply } from 'fastify';
import { ok } from '../envelope.js';
import { sendEncoded } from './encoded-body.js';

export const RESPONSE_CACHE_TTL_MS = 2_000;

export class ResponseCache {
  private readonly entries = new Map<string, { body: Buffer; until: number }>();
  /** Bodies being computed, by key: concurrent misses of one key share one computation (see `load`). */
  private readonly pending = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly maxEntries = 500,
    private readonly ttlMs = RESPONSE_CACHE_TTL_MS,
  ) {}

  /** The body stored under `key` if still fresh. */
  get(key: string): Buffer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= performance.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Re-insert: Map order is the recency order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  /**
   * The fresh body under `key`, else the body `compute` makes, stored under `key`. While one computation
   * of a key runs, other callers for the key wait for it instead of starting their own: when a popular
   * entry expires (or, for keys holding the clock minute, when the minute turns) every connection asking
   * for it would otherwise repeat the same database work at once. A failed computation is not stored;
   * all its waiters get the error.
   */
  async load(key: string, compute: () => Promise<Buffer>): Promise<Buffer> {
    const fresh = this.get(key);
    if (fresh) return fresh;
    let running = this.pending.get(key);
    if (!running) {
      running = compute().then((body) => {
        this.set(key, body);
        return body;
      });
      this.pending.set(key, running);
      const forget = () => this.pending.delete(key);
      running.then(forget, forget);
    }
    return running;
  }

  set(key: string, body: Buffer): void {
    this.entries.delete(key);
    this.entries.set(key, { body, until: performance.now() + this.ttlMs });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends `ok(await load())` (lib/envelope.ts) serialized with the route's 200 schema,
 * from `cache` under `key` when fresh (keys: the request URL, plus whatever else the answer depends on).
 * Errors thrown by `load` propagate and are never cached.
 *
 * Resolves with `reply`, and the handler must return it (`return sendCached(...)`): an async handler
 * that resolves with undefined after send() races @fastify/compress's asynchronous onSend, and
 * compressed bodies over ~8 KB went out empty.
 */
export async function sendCached<R extends FastifyReply>(
  cache: ResponseCache,
  key: string,
  reply: R,
  load: () => Promise<unknown>,
): Promise<R> {
  const body =
    cache.get(key) ?? (await cache.load(key, async () => Buffer.from(reply.serialize(ok(await load())) as string)));
  // A fresh body's br/gzip copy is made once and reused while the body is cached (./encoded-body.ts).
  sendEncoded(reply.type(JSON_TYPE), body);
  return reply;
}
