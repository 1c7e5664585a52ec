/**
 * Waiting for the fitness map's in-memory index (docs/decisions/fitness-map.md "Fitness map") in a benchmark run.
 *
 * Why: the server builds the index in the background after start-up (modules/fitness-map/map-index.holder.ts;
 * the sort runs in a worker thread, but the keyset page reads and the worker's share of the two cores
 * still cost). Figures meant for a server at steady state (the venue search load, the flow ranking, the
 * crowd run) start measuring once GET /api/data/fitnessMap/summary says `ready`; the fitness-map bench
 * times that wait as the index build and measures the news list during it.
 */
import { apiGet } from '../test-support/portal-api.js';

/** GET /api/data/fitnessMap/summary's data. */
export interface MapIndexSummary {
  ready: boolean;
  total: number;
  counts: Record<string, number>;
  buildMs: number;
}

/**
 * Polls the summary every 100 ms until the index is ready; resolves with the last summary and the
 * milliseconds waited. Throws after `timeoutMs` (default 10 minutes).
 */
export async function waitForMapIndex(
  baseUrl: string,
  token: string,
  timeoutMs = 10 * 60_000,
): Promise<{ summary: MapIndexSummary; waitedMs: number }> {
  const started = performance.now();
  for (;;) {
    const summary = await apiGet<MapIndexSummary>(baseUrl, token, '/api/data/fitnessMap/summary');
    const waitedMs = performance.now() - started;
    if (summary.ready) return { summary, waitedMs };
    if (waitedMs > timeoutMs)
      throw new Error(`the fitness map index was not built within ${timeoutMs / 60_000} minutes`);
    await new Promise((done) => setTimeout(done, 100));
  }
}
