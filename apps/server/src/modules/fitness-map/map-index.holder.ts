/**
 * The fitness-map index of one app instance and its life cycle (built in the background;
 * docs/ARCHITECTURE.md "Fitness map"): the routes start the build once the app is ready, without waiting for it, so
 * start-up and /healthz are not delayed; until it is built the index-backed endpoints (cluster, nearby) answer
 * 503 '健身地图数据正在加载，请稍后再试' (and 503 '健身地图数据加载失败，请稍后再试' after a failed build,
 * which is retried after RETRY_MS). Search and point details read the table and always work.
 *
 * The index is a snapshot of `map_point` when it was built: points added later appear after a restart
 * (or `rebuild()`), which keeps the old index serving until the new one is complete.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { ApiError } from '../../lib/api-error.js';
import type { MapIndex } from './map-index.js';
import { loadMapIndex } from './map-index.loader.js';

/** Waiting time before a failed build is tried again. */
export const RETRY_MS = 30_000;

/** The longest close() waits for a running build to stop. */
const CLOSE_WAIT_MS = 5_000;

export const LOADING_MESSAGE = '健身地图数据正在加载，请稍后再试';
export const FAILED_MESSAGE = '健身地图数据加载失败，请稍后再试';

export type IndexLoader = (db: Kysely<Database>, signal: AbortSignal) => Promise<MapIndex>;

export type IndexState = 'idle' | 'building' | 'ready' | 'failed';

export class MapIndexHolder {
  private index: MapIndex | null = null;
  private building: Promise<void> | null = null;
  private failed = false;
  private readonly abort = new AbortController();
  private retryTimer: NodeJS.Timeout | undefined;
  private readonly waiters: ((index: MapIndex) => void)[] = [];
  /** Milliseconds the last successful build took. */
  buildMs = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly onError: (error: unknown) => void,
    private readonly loader: IndexLoader = (db, signal) => loadMapIndex(db, { signal }),
  ) {}

  get state(): IndexState {
    if (this.index) return 'ready';
    if (this.building) return 'building';
    return this.failed ? 'failed' : 'idle';
  }

  /** Starts a build unless one is running; the current index (if any) keeps serving meanwhile. */
  rebuild(): void {
    if (this.building || this.abort.signal.aborted) return;
    clearTimeout(this.retryTimer);
    const started = performance.now();
    this.building = this.loader(this.db, this.abort.signal).then(
      (index) => {
        this.index = index;
        this.failed = false;
        this.buildMs = performance.now() - started;
        this.building = null;
        for (const resolve of this.waiters.splice(0)) resolve(index);
      },
      (error: unknown) => {
        this.building = null;
        if (this.abort.signal.aborted) return;
        this.failed = true;
        this.onError(error);
        this.retryTimer = setTimeout(() => this.rebuild(), RETRY_MS);
        this.retryTimer.unref();
      },
    );
  }

  /** The index, or a 503 ApiError while it is being built (or after a failed build). */
  require(): MapIndex {
    if (this.index) return this.index;
    throw new ApiError(503, this.failed ? FAILED_MESSAGE : LOADING_MESSAGE);
  }

  /** Resolves with the index once one is built (tests, benchmarks). */
  whenReady(): Promise<MapIndex> {
    if (this.index) return Promise.resolve(this.index);
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /**
   * Stops a running build (the loader checks between pages) and waits for it to settle, at most
   * CLOSE_WAIT_MS; no new build starts afterwards.
   */
  async close(): Promise<void> {
    this.abort.abort();
    clearTimeout(this.retryTimer);
    let timer: NodeJS.Timeout | undefined;
    const wait = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, CLOSE_WAIT_MS);
    });
    await Promise.race([this.building, wait]);
    clearTimeout(timer);
  }
}
