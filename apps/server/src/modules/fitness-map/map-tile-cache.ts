/**
 * Serialized and compressed answers of the tile endpoint (GET /api/data/fitnessMap/tile/{z}/{x}/{y}),
 * kept per tile and per type filter, and dropped exactly when a point of that tile changes
 * (docs/decisions/data-spine.md "Map tiles").
 *
 * Why: at national size a cluster answer computed and brotli-compressed anew for every viewport was most of
 * the map's cost (p95 71-116 ms at 20 clients; 43 ms without compression). A tile is the same request for
 * every visitor who looks at that area, so its answer is computed and compressed once, then served as
 * stored bytes with an ETag that browsers, nginx or a CDN can revalidate.
 *
 * Freshness without a time limit: every index the holder installs gets a generation number (in order), and
 * the holder reports the positions that changed (./map-index.holder.ts IndexChangeListener). A changed
 * position marks its tile at every zoom with the new generation; a full build marks every tile. A stored
 * answer serves only while it was computed from an index at least as new as its tile's mark, so an answer
 * computed from the old index in the moment before the new one is installed is never kept. Memory: at most
 * MAX_TILE_ANSWERS answers (least recently used dropped first, by lru-cache) and MAX_MARKS tile marks (beyond it every
 * tile is marked at once, which costs one recomputation per tile).
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { MAP_MAX_ZOOM } from '@portal/contracts/fitness-map.codes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CompressedCopies } from '../../lib/http/compressed-copies.js';
import { COMPRESS_THRESHOLD_BYTES, negotiateEncoding, type ContentEncoding } from '../../lib/http/content-encoding.js';
import type { MapIndex } from './map-index.js';
import { mercatorX, mercatorY, tileIndex } from '@portal/contracts/map-tiles.codes';

/** Stored answers, all tiles and filters together (a few KB each). */
export const MAX_TILE_ANSWERS = 20_000;
/** Tile marks kept before everything is marked at once (19 per changed position). */
export const MAX_MARKS = 200_000;

/** One stored answer: its JSON body, its ETag and its compressed copies (made when asked). */
export interface TileAnswer {
  readonly body: Buffer;
  /** A strong ETag of the body (the same bytes give the same tag on every instance). */
  readonly etag: string;
  readonly generation: number;
  readonly encoded: CompressedCopies;
}

/** "z/x/y", the key of a tile's mark. */
const tileKey = (z: number, x: number, y: number) => `${z}/${x}/${y}`;

export class MapTileCache {
  private readonly generations = new WeakMap<MapIndex, number>();
  private lastGeneration = 0;
  /** Answers computed from an index older than this are stale everywhere (a full build). */
  private floor = 0;
  private readonly marks = new Map<string, number>();
  private readonly answers = new LRUCache<string, TileAnswer>({ max: MAX_TILE_ANSWERS });

  /** The holder installs `index` next; `changed`: lng, lat pairs of changed points, or null for all. */
  indexChanged(index: MapIndex, changed: readonly number[] | null): void {
    const generation = ++this.lastGeneration;
    this.generations.set(index, generation);
    if (changed === null || this.marks.size + (changed.length / 2) * (MAP_MAX_ZOOM + 1) > MAX_MARKS) {
      this.floor = generation;
      this.marks.clear();
      return;
    }
    for (let i = 0; i < changed.length; i += 2) {
      const x = mercatorX(changed[i]!);
      const y = mercatorY(changed[i + 1]!);
      for (let z = 0; z <= MAP_MAX_ZOOM; z += 1)
        this.marks.set(tileKey(z, tileIndex(x, z), tileIndex(y, z)), generation);
    }
  }

  /**
   * The stored answer for tile z/x/y and `filter` (the canonical types text) when it is still current,
   * else the answer `compute` makes from `index`, stored. `compute` returns the JSON body.
   */
  answer(index: MapIndex, z: number, x: number, y: number, filter: string, compute: () => Buffer): TileAnswer {
    const tile = tileKey(z, x, y);
    const key = `${tile}?${filter}`;
    const stored = this.answers.get(key);
    const current = Math.max(this.floor, this.marks.get(tile) ?? 0);
    if (stored && stored.generation >= current) return stored;
    // The copies keep the body in a buffer of its own size (lib/exact-bytes.ts); the answer shares it.
    const encoded = new CompressedCopies(compute());
    const answer: TileAnswer = {
      body: encoded.body,
      etag: `"${createHash('sha256').update(encoded.body).digest('base64url').slice(0, 22)}"`,
      generation: this.generations.get(index) ?? 0,
      encoded,
    };
    this.answers.set(key, answer);
    return answer;
  }

  /** `answer`'s body in `encoding` (lib/http/compressed-copies.ts), or the body itself. */
  static encoded(
    answer: TileAnswer,
    encoding: ContentEncoding | null,
  ): { body: Buffer; encoding: ContentEncoding | null } {
    if (encoding === null || answer.body.length < COMPRESS_THRESHOLD_BYTES)
      return { body: answer.body, encoding: null };
    return { body: answer.encoded.get(encoding), encoding };
  }

  /** Answers stored now (for tests and /healthz details). */
  get size(): number {
    return this.answers.size;
  }
}

/**
 * Sends a tile answer: 304 when the request's If-None-Match is its ETag, else its body compressed as the
 * request's accept-encoding asks (lib/http/compressed-copies.ts), with `Cache-Control: public, max-age=maxAgeSeconds` and
 * `Vary: accept-encoding`. Resolves with the reply, which the handler returns (as sendCached).
 */
export function sendTileAnswer<R extends FastifyReply>(
  request: FastifyRequest,
  reply: R,
  answer: TileAnswer,
  maxAgeSeconds: number,
): R {
  reply
    .type('application/json; charset=utf-8')
    .header('vary', 'accept-encoding')
    .header('etag', answer.etag)
    .header('cache-control', `public, max-age=${maxAgeSeconds}`);
  if (request.headers['if-none-match'] === answer.etag) {
    reply.code(304).send();
    return reply;
  }
  const encoding =
    answer.body.length >= COMPRESS_THRESHOLD_BYTES ? negotiateEncoding(request.headers['accept-encoding']) : null;
  if (encoding === null) reply.send(answer.body);
  else reply.header('content-encoding', encoding).send(answer.encoded.get(encoding));
  return reply;
}
