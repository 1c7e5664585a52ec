/**
 * Sends cached JSON answers already compressed: lib/http/response-cache keeps each answer's serialized
 * body, and this keeps its brotli and gzip forms beside it (per body, so a refreshed entry gets new
 * ones), so a cache hit costs no compression. Browsers always ask for compression
 * (`accept-encoding: gzip, deflate, br, zstd`), and @fastify/compress would otherwise compress the same
 * cached body again on every request — measured as most of a hit's cost on the race lists. A reply that
 * already carries Content-Encoding is passed through by @fastify/compress unchanged.
 *
 * Negotiation: br when the request accepts it, else gzip, else the plain body; bodies under
 * COMPRESS_THRESHOLD bytes go plain (as @fastify/compress's default threshold). Vary: accept-encoding.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope.js';
import type { ResponseCache } from '../../lib/http/response-cache.js';

export const COMPRESS_THRESHOLD = 1024;
/** Brotli quality 5: within a few per cent of 11's size on these JSON bodies, at a fraction of its time. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

type Encoding = 'br' | 'gzip';
const variants = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();

/** The encoding to answer with for an accept-encoding header (q=0 refuses), or null for none. */
export function pickEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => q === undefined || !/^q=0(\.0+)?$/.test(q.trim()))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

function compressed(body: Buffer, encoding: Encoding): Buffer {
  let entry = variants.get(body);
  if (!entry) variants.set(body, (entry = {}));
  return (entry[encoding] ??= encoding === 'br' ? brotliCompressSync(body, BROTLI_OPTIONS) : gzipSync(body));
}

/**
 * Sends `ok(await load())` through `cache` under `key` (lib/http/response-cache.ts sendCached's contract:
 * errors from `load` propagate and are never cached; return the reply), compressed as negotiated.
 */
export async function sendCachedCompressed<R extends FastifyReply>(
  cache: ResponseCache,
  key: string,
  request: FastifyRequest,
  reply: R,
  load: () => Promise<unknown>,
): Promise<R> {
  const body =
    cache.get(key) ?? (await cache.load(key, async () => Buffer.from(reply.serialize(ok(await load())) as string)));
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const encoding = body.length < COMPRESS_THRESHOLD ? null : pickEncoding(request.headers['accept-encoding']);
  if (encoding === null) return reply.send(body);
  return reply.header('content-encoding', encoding).send(compressed(body, encoding));
}
