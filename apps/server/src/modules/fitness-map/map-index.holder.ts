/**
 * The fitness-map index of one app instance and its life cycle (docs/decisions/fitness-map.md "Fitness map",
 * docs/decisions/data-spine.md "Map index"): a read model (data/read-model.ts) of `map_point`.
 * - The routes start the first build once the app is ready, without waiting for it, so start-up and
 *   /healthz are not delayed; until it is built the index-backed endpoints (cluster, nearby) answer 503
 *   '健身地图数据正在加载，请稍后再试' (503 '健身地图数据加载失败，请稍后再试' after a failed build, which is
 *   tried again on a request at most every RETRY_MS).
 * - A command that writes map points (and journals their ids: data/change-log.ts) makes every instance
 *   apply the changed rows to its index as an overlay (./map-index.overlay.ts), without reading the table
 *   again; once the overlay holds OVERLAY_LIMIT points it is merged into a new store by one pass
 *   (./map-index.changes.ts) in a worker thread (./map-index.merger.ts), written into the store the merge
 *   before replaced (SpareIndex) when one is kept. A bulk write without a journal (the seed, an import run
 *   as one batch) rebuilds the whole index in the background. Either way the old index answers until the
 *   new one is complete.
 * Search and point details read the table and always work.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { journalledChanges, lastJournalId } from '../../data/change-log.js';
import { holderOf, RETRY_MS, type ReadModel, type ReadModelHolder } from '../../data/read-model.js';
import { ApiError } from '../../lib/api-error.js';
import { MapIndex } from './map-index.js';
import { applyToOverlay, OVERLAY_LIMIT, overlayAsChanges, overlayPoints } from './map-index.overlay.js';
import type { PointRow } from './map-index.changes.js';
import { mergeInWorker } from './map-index.merger.js';
import { loadMapIndex } from './map-index.loader.js';
import { MapTileCache } from './map-tile-cache.js';
import { ClusterAnswerCache } from './cluster-answer-cache.js';
import type { MapPointRow } from './fitness-map.repository.js';
import { PointRowCache } from './point-row-cache.js';

export const LOADING_MESSAGE = '健身地图数据正在加载，请稍后再试';
export const FAILED_MESSAGE = '健身地图数据加载失败，请稍后再试';

/** Above this many journalled point changes since the last update, a full build is cheaper. */
export const MAX_INCREMENTAL_CHANGES = 100_000;
/**
 * Shortest time between two updates of the index with point changes: a point shows within this plus an update
 * (<= 5 s). Each update remakes the overlay's small index of changed points (./map-index.overlay.ts).
 */
export const MERGE_INTERVAL_MS = 2_000;
/** Ids per read of the changed rows (below every driver's parameter limit). */
const ID_CHUNK = 500;

export type IndexLoader = (db: Kysely<Database>, signal: AbortSignal) => Promise<MapIndex>;

export type IndexState = 'idle' | 'building' | 'ready' | 'failed';

/** The current rows of `ids` (absent ids were deleted). */
async function readPointRows(db: Kysely<Database>, ids: readonly number[]): Promise<PointRow[]> {
  const rows: PointRow[] = [];
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    const page = await db
      .selectFrom('map_point')
      .select(['id', 'map_type', 'lng', 'lat'])
      .where('id', 'in', ids.slice(i, i + ID_CHUNK))
      .execute();
    for (const p of page) rows.push({ id: p.id, mapType: p.map_type, lng: Number(p.lng), lat: Number(p.lat) });
  }
  return rows;
}

/**
 * Told of every new index before it starts serving: `changed` holds the positions (lng, lat pairs, degrees)
 * of every point removed, added or moved since the previous index, and `changedIds` the ids of every point
 * written since then (moved or not); both null after a full build (anything may have changed). The tile
 * cache (./map-tile-cache.ts) drops the answers of those tiles, the row cache (./point-row-cache.ts) those
 * rows, the bbox answers (./cluster-answer-cache.ts) all of theirs.
 */
export type IndexChangeListener = (
  index: MapIndex,
  changed: readonly number[] | null,
  changedIds: ReadonlySet<number> | null,
) => void;

/**
 * An index that stopped serving is kept this long at most for the next merge to write into (then let go, so
 * a map without writes holds one index, not two).
 */
export const SPARE_KEEP_MS = 30_000;

/**
 * The index a merge replaced, kept for the next merge to write into (./map-index.builder.ts StoreWriter):
 * with two stores taking turns, a map under steady writes allocates nothing. An index is retired (queries
 * on it throw) only when the next merge starts, MERGE_INTERVAL_MS or more after it stopped serving:
 * requests read the index synchronously once they took it (the routes), so none reads it any more.
 */
class SpareIndex {
  private index: MapIndex | null = null;
  private timer: NodeJS.Timeout | null = null;

  /** The spare, retired, for a merge to write into; null when there is none. */
  take(): MapIndex | null {
    const spare = this.index;
    this.index = null;
    spare?.retire();
    return spare;
  }

  /** Keeps `index` (just replaced by a merge) for the next merge, for SPARE_KEEP_MS. */
  keep(index: MapIndex): void {
    this.index = index;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.index = null;
      this.timer = null;
    }, SPARE_KEEP_MS);
    this.timer.unref();
  }

  /** Lets the spare go (a full build: its size may no longer fit, and old indexes should be freed). */
  drop(): void {
    this.index = null;
  }
}

/**
 * The map index as a read model, built by `loader` (module comment). `overlayLimit`: overlay points
 * (./map-index.overlay.ts overlayPoints) above which an update merges the overlay into a new store.
 */
export function mapIndexModel(
  loader: IndexLoader,
  onChange: IndexChangeListener = () => {},
  overlayLimit = OVERLAY_LIMIT,
): ReadModel<MapIndex> {
  const spare = new SpareIndex();
  return {
    name: 'fitness-map-index',
    tables: ['map_point'],
    // Changes come in batches: at 1,000 changes a minute an update holds ~30 of them.
    minRefreshIntervalMs: MERGE_INTERVAL_MS,
    async build(db, signal) {
      const index = await loader(db, signal);
      spare.drop();
      onChange(index, null, null);
      return index;
    },
    size: (index) => index.size,
    initialCursor: (db) => lastJournalId(db, 'map_point'),
    async update(db, index, since, versions) {
      const journalled = await journalledChanges(
        db,
        'map_point',
        since,
        versions.get('map_point') ?? 0,
        MAX_INCREMENTAL_CHANGES,
      );
      if (journalled === null) return null;
      if (journalled.ids.length === 0) return { value: index, cursor: since };
      const changedIds = new Set(journalled.ids);
      const rows = await readPointRows(db, [...changedIds]);
      const changed: number[] = [];
      let updated = applyToOverlay(index, changedIds, rows, changed);
      for (const row of rows) changed.push(row.lng, row.lat);
      if (overlayPoints(updated) > overlayLimit) {
        // The merge moves nothing a visitor sees (the overlay already shows every change), so the tile cache
        // is told of the changes above only.
        const { changedIds: merged, rows: current } = overlayAsChanges(updated);
        updated = (await mergeInWorker(new MapIndex(index.store), merged, current, spare.take())).index;
        spare.keep(index);
      }
      onChange(updated, changed, changedIds);
      return { value: updated, cursor: journalled.cursor };
    },
  };
}

/** The index of one app (module comment); routes read it synchronously through `require`. */
export class MapIndexHolder {
  private readonly holder: ReadModelHolder<MapIndex>;
  /** Compressed tile answers of this index (./map-tile-cache.ts), told of every change. */
  readonly tiles = new MapTileCache();
  /** Point rows for nearby answers (./point-row-cache.ts), told of every change. */
  readonly rows: PointRowCache;
  /** Stored bbox answers (./cluster-answer-cache.ts), dropped with every new index. */
  readonly clusters = new ClusterAnswerCache();

  /** `readPoints`: the map_point rows of some ids (the routes' reader: batched on PostgreSQL). */
  constructor(
    db: Kysely<Database>,
    readPoints: (ids: readonly number[]) => Promise<MapPointRow[]>,
    loader: IndexLoader = (db, signal) => loadMapIndex(db, { signal }),
  ) {
    this.rows = new PointRowCache(readPoints);
    this.holder = holderOf(
      db,
      mapIndexModel(loader, (index, changed, changedIds) => {
        this.tiles.indexChanged(index, changed);
        this.clusters.indexChanged();
        this.rows.forget(changedIds);
      }),
    );
  }

  get state(): IndexState {
    return this.holder.peek() ? 'ready' : this.holder.state;
  }

  /** Milliseconds the last full build took (0 before the first). */
  get buildMs(): number {
    return this.holder.report().buildMs ?? 0;
  }

  /** Starts a build or an update unless one is running; the current index (if any) keeps serving. */
  rebuild(): void {
    this.holder.refresh().catch(() => {});
  }

  /** The index, or a 503 ApiError while the first one is being built (or after a failed build). */
  require(): MapIndex {
    const index = this.holder.peek();
    if (index) return index;
    const state = this.holder.state;
    // After a failed build, a request starts the next try (at most every RETRY_MS: data/read-model.ts).
    if (state !== 'building') this.holder.get().catch(() => {});
    throw new ApiError(503, state === 'failed' ? FAILED_MESSAGE : LOADING_MESSAGE);
  }

  /** Resolves with the index once one is built (tests, benchmarks), trying again after failures. */
  async whenReady(): Promise<MapIndex> {
    for (;;) {
      const index = this.holder.peek();
      if (index) return index;
      try {
        return await this.holder.get();
      } catch {
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
  }
}
