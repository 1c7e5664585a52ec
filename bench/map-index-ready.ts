/**
 * Waiting for the fitness map's in-memory index (docs/ARCHITECTURE.md "Fitness map") in a benchmark run.
 *
 * Why: the server builds the index in the background after start-up (modules/fitness-map/map-index.holder.ts),
 * in chunks that hold the event loop for tens of milliseconds each. Figures meant for a server at steady
 * state (the venue search load, the flow ranking) start measuring once GET /api/data/fitnessMap/summary
 * says `ready`; the fitness-map bench times that wait as the index build.
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
