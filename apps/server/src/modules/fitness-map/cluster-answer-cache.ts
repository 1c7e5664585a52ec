/**
 * Answers of the bbox endpoint (GET /api/data/fitnessMap/cluster, spec §7) kept per request URL, serialized
 * and compressed once (lib/http/response-cache.ts), and dropped whenever the holder installs a new index.
 *
 * Why: the page asks for tiles (./map-tile-cache.ts), but the spec's bbox endpoint is what other clients
 * and the home page's whole-country view ask, with the same few URLs again and again; computing the
 * clusters and brotli-compressing them anew cost about three news lists per request (docs/benchmarks.md
 * "Crowd"). Freshness: the index holder tells this cache of every new index (a full build or an update with
 * changed points, docs/decisions/data-spine.md "Map tiles") before it serves, and every answer goes then;
 * a computation that was running does not store its answer (ResponseCache.clear), so an answer is never
 * kept from an older index than the one installed. Dropping them at once, rather than leaving answers of old
 * indexes to age out, keeps their memory free under a steady stream of writes (a new index every few seconds).
 */
import { ResponseCache } from '../../lib/http/response-cache.js';

/** Answers kept at most (a few KB each) and their lifetime in ms. */
const MAX_ANSWERS = 2_000;
const ANSWER_TTL_MS = 60_000;

export class ClusterAnswerCache {
  readonly answers = new ResponseCache(MAX_ANSWERS, ANSWER_TTL_MS);

  /** A new index is about to serve: every answer goes. */
  indexChanged(): void {
    this.answers.clear();
  }
}
