/**
 * A small time-bounded cache of serialized JSON bodies, and `sendCached` that answers a GET through it
 * (content lists and details, venue search and details, evaluations, sports authorities).
 *
 * Why: CMS content changes only when an article is published, yet the first pages and the popular
 * details are requested constantly. Decoding the Chinese text from the database, presenting it,
 * serializing it and encoding it back to UTF-8 costs several times Fastify's own work per request;
 * a body kept for TTL_MS skips all of it (`npm run bench` target: >= 40 % of hello-world requests/s).
 * Freshness: a write drops the entries of the caches that read its tables on every instance
 * (`clear`, called by data/cached-tables.ts when a table's version grows: docs/decisions/data-spine.md);
 * the TTL only bounds answers that depend on the clock (open now, today's events) and memory.
 *
 * Keys are the request URL (path + raw query), so a hit can only repeat the answer to the identical,
 * already validated request. Bounded to `maxEntries`; the least recently used entry goes first (lru-cache:
 * docs/decisions/server-conventions.md "Bounded caches").
 *
 * Compressed copies: browsers ask for `gzip, deflate, br, zstd`, and compressing the body again on every
 * request cut the news list from 24,000 to 6,400 requests/s. So an entry also keeps each encoding's
 * compressed body, made when a request first asks for it (./compressed-copies.ts), and sendCached sends
 * it with its content-encoding; @fastify/compress passes an answer that already has one.
 */
import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import { ok } from '../envelope.js';
import { CompressedCopies } from './compressed-copies.js';
import { COMPRESS_THRESHOLD_BYTES, negotiateEncoding, type ContentEncoding } from './content-encoding.js';

/** One cached answer: its JSON body with the compressed copies made so far, and when it expires. */
interface Entry {
  copies: CompressedCopies;
  until: number;
}

export const RESPONSE_CACHE_TTL_MS = 2_000;

export class ResponseCache {
  private readonly entries: LRUCache<string, Entry>;
  /** Bodies being computed, by key: concurrent misses of one key share one computation (see `load`). */
  private readonly pending = new Map<string, Promise<Buffer>>();
  /** Grows with every `clear` and `hold`: a computation that started before one does not store its body. */
  private epoch = 0;
  /** Open holds (see `hold`): while any is open the cache answers nothing and stores nothing. */
  private holds = 0;

  constructor(
    maxEntries = 500,
    private readonly ttlMs = RESPONSE_CACHE_TTL_MS,
  ) {
    this.entries = new LRUCache({ max: maxEntries });
  }

  /** The body stored under `key` if still fresh. */
  get(key: string): Buffer | undefined {
    return this.entry(key)?.copies.body;
  }

  /**
   * The fresh body under `key` compressed with `encoding` (./compressed-copies.ts: quickly for the first
   * ask, refined for later ones); undefined when the key has no fresh entry.
   */
  getEncoded(key: string, encoding: ContentEncoding): Buffer | undefined {
    return this.entry(key)?.copies.get(encoding);
  }

  private entry(key: string): Entry | undefined {
    if (this.holds > 0) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= performance.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
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
      const startedIn = this.epoch;
      running = compute().then((body) => {
        if (startedIn === this.epoch && this.holds === 0) this.set(key, body);
        return body;
      });
      this.pending.set(key, running);
      const forget = () => this.pending.delete(key);
      running.then(forget, forget);
    }
    return running;
  }

  /**
   * Drops every entry (the data behind them changed). Computations running now still answer their own
   * waiters but are not stored, since they may have read the data before the change.
   */
  clear(): void {
    this.epoch += 1;
    this.entries.clear();
    this.pending.clear();
  }

  /**
   * Stops answering from the cache until the returned release is called (holds nest): for a caller that
   * learns which entries a change made stale only after reading the database (`deleteWhere` then). Waiters
   * on computations already running get their answers, which are not stored, as after `clear`.
   */
  hold(): () => void {
    this.epoch += 1;
    this.holds += 1;
    this.pending.clear();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holds -= 1;
    };
  }

  /** Drops the entries whose key `stale` answers true for (the rest stay, with their freshness). */
  deleteWhere(stale: (key: string) => boolean): void {
    for (const key of [...this.entries.keys()]) if (stale(key)) this.entries.delete(key);
  }

  set(key: string, body: Buffer): void {
    this.entries.set(key, { copies: new CompressedCopies(body), until: performance.now() + this.ttlMs });
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends `ok(await load())` (lib/envelope.ts) serialized with the route's 200 schema,
 * from `cache` under `key` when fresh (keys: the request URL, plus whatever else the answer depends on),
 * compressed as the request's accept-encoding asks (the cached copy; `vary: accept-encoding` always).
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
  reply.type(JSON_TYPE).header('vary', 'accept-encoding');
  const encoding =
    body.length >= COMPRESS_THRESHOLD_BYTES ? negotiateEncoding(reply.request.headers['accept-encoding']) : null;
  // The entry may have expired between load and here; then the body goes as it is.
  const encoded = encoding ? cache.getEncoded(key, encoding) : undefined;
  if (encoding && encoded) reply.header('content-encoding', encoding).send(encoded);
  else reply.send(body);
  return reply;
}
