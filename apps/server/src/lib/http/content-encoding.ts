/**
 * HTTP response compression shared by the portal's own compressed answers (the response cache) and
 * @fastify/compress (every other answer), so both choose and compress alike.
 *
 * Browsers send `accept-encoding: gzip, deflate, br, zstd`. Node 24's zlib zstd is still
 * experimental (Stability 1), so the portal offers br, gzip and deflate, negotiated with @fastify/accept-negotiator (the library @fastify/compress
 * uses) with `*` and `x-gzip` read as gzip, as @fastify/compress does.
 *
 * Levels: an answer that is cached is compressed at a high level (brotli 8, gzip 8) once it is asked
 * again, in zlib's thread pool (./compressed-copies.ts); an answer computed per request (map viewports, nearby, searches) takes a level
 * that costs less than its query (brotli 3, gzip 3). Measured on this project's 2-core machine: a 12 KB
 * cluster answer takes 0.09 ms at brotli 3 (3.4 KB; quality 8: 0.38 ms, 3.3 KB), a 6 KB nearby answer
 * 0.04 ms (1.6 KB), against a few ms for the query itself. Bodies under
 * COMPRESS_THRESHOLD_BYTES go as they are (the @fastify/compress default).
 */
import { Negotiator } from '@fastify/accept-negotiator';
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  deflate,
  deflateSync,
  gzip,
  gzipSync,
  type BrotliOptions,
  type ZlibOptions,
} from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip' | 'deflate';

export const COMPRESS_THRESHOLD_BYTES = 1024;

const negotiator = new Negotiator<ContentEncoding | 'identity'>({
  supportedValues: ['br', 'gzip', 'deflate', 'identity'],
  cache: new Map(),
});

/** The encoding to answer with for an accept-encoding header, or null for the body as it is. */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const chosen = negotiator.negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip'));
  return chosen === null || chosen === 'identity' ? null : chosen;
}

/** Brotli options for JSON text at a quality (0-11). */
export const brotliOptionsAt = (quality: number): BrotliOptions => ({
  params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: quality },
});

/** @fastify/compress options for answers compressed per request (cheaper than their query). */
export const PER_REQUEST_COMPRESSION = {
  threshold: COMPRESS_THRESHOLD_BYTES,
  encodings: ['br', 'gzip', 'deflate'] as ContentEncoding[],
  brotliOptions: brotliOptionsAt(3),
  zlibOptions: { level: 3 } satisfies ZlibOptions,
};

/** The level of a stored answer's refined copy (./compressed-copies.ts). */
const CACHED_BROTLI = brotliOptionsAt(8);
const CACHED_ZLIB: ZlibOptions = { level: 8 };

/** `body` compressed with `encoding` at the per-request level, on the calling thread. */
export function compressPerRequest(body: Buffer, encoding: ContentEncoding): Buffer {
  if (encoding === 'br') return brotliCompressSync(body, PER_REQUEST_COMPRESSION.brotliOptions);
  const options = PER_REQUEST_COMPRESSION.zlibOptions;
  return encoding === 'gzip' ? gzipSync(body, options) : deflateSync(body, options);
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const deflateAsync = promisify(deflate);

/**
 * `body` compressed with `encoding` in zlib's thread pool, at the per-request level or the cached-answer
 * level (CACHED_BROTLI / CACHED_ZLIB): off the event loop, for answers that can wait for it.
 */
export function compressOffThread(
  body: Buffer,
  encoding: ContentEncoding,
  level: 'perRequest' | 'cached',
): Promise<Buffer> {
  if (encoding === 'br')
    return brotliAsync(body, level === 'cached' ? CACHED_BROTLI : PER_REQUEST_COMPRESSION.brotliOptions);
  const options = level === 'cached' ? CACHED_ZLIB : PER_REQUEST_COMPRESSION.zlibOptions;
  return encoding === 'gzip' ? gzipAsync(body, options) : deflateAsync(body, options);
}
