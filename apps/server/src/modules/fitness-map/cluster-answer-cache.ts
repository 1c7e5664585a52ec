/**
 * Answers of the bbox endpoint (GET /api/data/fitnessMap/cluster, spec §7) kept per request URL and per
 * installed map index, serialized and compressed once (lib/http/response-cache.ts).
 *
 * Why: the page asks for tiles (./map-tile-cache.ts), but the spec's bbox endpoint is what other clients
 * and the home page's whole-country view ask, with the same few URLs again and again; computing the
 * clusters and brotli-compressing them anew cost about three news lists per request (docs/benchmarks.md
 * "Crowd"). Freshness: the key holds the index's number, and every index the holder installs (a full build
 * or a merge of changed points, docs/decisions/data-spine.md "Map tiles") gets a new one, so an answer is
 * never served from an older index than the one installed; entries of old indexes are never asked again and
 * leave by least-recent use or their lifetime.
 */
import { ResponseCache } from '../../lib/http/response-cache.js';
import type { MapIndex } from './map-index.js';

/** Answers kept at most (a few KB each) and their lifetime in ms. */
const MAX_ANSWERS = 2_000;
const ANSWER_TTL_MS = 60_000;

export class ClusterAnswerCache {
  readonly answers = new ResponseCache(MAX_ANSWERS, ANSWER_TTL_MS);
  private readonly numbers = new WeakMap<MapIndex, number>();
  private lastNumber = 0;

  /** The cache key of `url` answered from `index`: `${index number}|${url}`. */
  keyOf(index: MapIndex, url: string): string {
    let number = this.numbers.get(index);
    if (number === undefined) {
      number = ++this.lastNumber;
      this.numbers.set(index, number);
    }
    return `${number}|${url}`;
  }
}
