/**
 * Map point rows by id for the nearby answer (GET /api/data/fitnessMap/nearby, spec §7), kept in memory
 * and dropped exactly when a point changes (docs/decisions/data-spine.md "Map point rows").
 *
 * Why: the index finds the nearest points, but their names and addresses come from `map_point`. At
 * national size (6.5 M points, a 5.7 GB SQLite file) reading the 20 rows of an answer by id took most of
 * nearby's time under load (a CPU profile at 20 clients: ~20 % of the event loop in the SQLite driver,
 * 0.7 ms a query), and visitors in one area ask for the same points again and again.
 *
 * Freshness: the index holder tells this cache the ids of every point written since the previous index
 * (./map-index.holder.ts IndexChangeListener) before the new index serves, and a full build clears it. A
 * read that started before such a drop does not store its rows, so an old row never outlives its drop.
 * Memory: at most `maxRows` rows (least recently used dropped first, by lru-cache; ~0.5 KB each). A Map
 * re-inserted on every hit and trimmed with `keys().next()` was this module's first form: once the front
 * of the Map filled with deleted slots every trim walked them, and at national size that was a fifth of
 * nearby's event loop (docs/decisions/server-conventions.md "Bounded caches").
 */
import { LRUCache } from 'lru-cache';
import type { MapPointRow } from './fitness-map.repository.js';

/**
 * Rows kept by default: ~38 MB (384 bytes a row on the heap, measured at national size). Sized to hold the
 * answers of searches all over the country: the 20 nearest points around 4,000 places near the ~3,000
 * county seats (bench/map/viewports.ts randomNearbyPaths) are 70,091 distinct rows, and an LRU smaller than
 * the rows asked in turn keeps none of them (at 50,000 rows nearly every answer read the database again).
 */
export const MAX_POINT_ROWS = 100_000;

export class PointRowCache {
  private readonly rows: LRUCache<number, MapPointRow>;
  /** Grows with every drop: a read that began before one does not store its rows. */
  private epoch = 0;

  /** `read`: the rows of `ids` from the database (unknown ids skipped, any order). */
  constructor(
    private readonly read: (ids: readonly number[]) => Promise<MapPointRow[]>,
    maxRows = MAX_POINT_ROWS,
  ) {
    this.rows = new LRUCache({ max: maxRows });
  }

  /** The rows of `ids` (unknown ids skipped, in no particular order): kept ones, the rest read and kept. */
  async rowsOf(ids: readonly number[]): Promise<MapPointRow[]> {
    const found: MapPointRow[] = [];
    const missing: number[] = [];
    for (const id of ids) {
      const row = this.rows.get(id);
      if (row === undefined) missing.push(id);
      else found.push(row);
    }
    if (missing.length === 0) return found;
    const startedIn = this.epoch;
    const read = await this.read(missing);
    if (startedIn === this.epoch) for (const row of read) this.rows.set(Number(row.id), row);
    return found.concat(read);
  }

  /** Drops the rows of `ids` (points written), or every row for null (a full build of the index). */
  forget(ids: Iterable<number> | null): void {
    this.epoch += 1;
    if (ids === null) {
      this.rows.clear();
      return;
    }
    for (const id of ids) this.rows.delete(id);
  }

  /** Rows kept now (tests). */
  get size(): number {
    return this.rows.size;
  }
}
