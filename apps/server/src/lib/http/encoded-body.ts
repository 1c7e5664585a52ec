/**
 * Compressed copies of cached response bodies (used by sendCached in ./response-cache.ts): a body that
 * stays cached for 2 s is sent hundreds of times, and @fastify/compress compressed it again for each
 * request (brotli of a 3.4 KB list page: ~0.2 ms of CPU, more than the rest of the cached answer).
 * Here each cached Buffer is compressed at most once per encoding; the copies live in a WeakMap keyed by
 * that Buffer, so they go when the cache drops the body.
 *
 * Same output contract as @fastify/compress with its defaults (app.ts): br (quality 4) preferred over
 * gzip, bodies under 1,024 bytes and requests with `x-no-compression` left alone, `Vary:
 * accept-encoding` on compressed answers. Encodings other than br and gzip (deflate) are left to the
 * plugin, which skips answers that already carry a content-encoding.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';

/** @fastify/compress's default threshold. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

type Encoding = 'br' | 'gzip';

const copies = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();

/** q-value of `encoding` in an Accept-Encoding header (0 when absent or refused). */
function quality(header: string, encoding: Encoding): number {
  for (const part of header.toLowerCase().split(',')) {
    const [token, ...params] = part.trim().split(';');
    if (token?.trim() !== encoding && !(encoding === 'gzip' && token?.trim() === 'x-gzip')) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q ? Number(q.slice(2)) || 0 : 1;
  }
  return 0;
}

/** The encoding to send from the cache for this Accept-Encoding header: br, else gzip, else none. */
export function cachedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const br = quality(header, 'br');
  const gzip = quality(header, 'gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return null;
}

function compressed(body: Buffer, encoding: Encoding): Buffer {
  let entry = copies.get(body);
  if (!entry) copies.set(body, (entry = {}));
  return (entry[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        })
      : gzipSync(body));
}

/**
 * Sends the cached `body`, compressed once per encoding when the request accepts br or gzip and the
 * body reaches the threshold; otherwise sends it as is (the plugin may still compress it).
 */
export function sendEncoded(reply: FastifyReply, body: Buffer): FastifyReply {
  const { headers } = reply.request;
  const encoding =
    body.length >= COMPRESS_THRESHOLD_BYTES && headers['x-no-compression'] === undefined
      ? cachedEncoding(headers['accept-encoding'])
      : null;
  if (!encoding) return reply.send(body);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  return reply.header('content-encoding', encoding).send(compressed(body, encoding));
}
