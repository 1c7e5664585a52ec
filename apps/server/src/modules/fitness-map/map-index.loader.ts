/**
 * Builds the in-memory fitness-map index (./map-index.ts) from table `map_point` (target: the index is built from the
 * database in <= 5 minutes; figures in docs/benchmarks.md "Fitness map"). Plain Kysely, the same on SQLite and
 * PostgreSQL:
 *   1. (id, map_type, lng, lat) is read in id order, PAGE_ROWS rows a page (keyset: `id > last`), so no
 *      cursor is held open and only one page of row objects exists at a time; the arrays are sized by
 *      max(id) (no count(*) first: on SQLite a count of 6 million rows holds the event loop for seconds);
 *   2. the points are sorted by quadtree key (radix sort) into the index in a worker thread
 *      (./map-index.sorter.ts), so the sort never holds the event loop.
 * It yields to the event loop after every page (setImmediate; a page of PAGE_ROWS rows takes a few ms to
 * read on SQLite, whose reads are synchronous), so the server keeps answering while it builds.
 * `signal.aborted` stops it between pages or ends the worker (rejects with an AbortError) — the routes'
 * onClose uses that before the database closes.
 * Map types outside 1-6 are ignored. Rows added or changed while it runs may be missed.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { MapIndexBuilder } from './map-index.builder.js';
import { MapIndex } from './map-index.js';
import { sortInWorker } from './map-index.sorter.js';

/** Rows a page: small enough that reading one (synchronous on SQLite) holds the event loop a few ms. */
export const PAGE_ROWS = 5_000;
/** The most points the arrays are sized for up front (they grow beyond). */
const MAX_PRESIZE = 16_000_000;

export interface LoadProgress {
  /** Rows read so far. */
  rows: number;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new DOMException('map index build aborted', 'AbortError');
}

/** Reads every map point and returns the index; see the module comment. */
export async function loadMapIndex(
  db: Kysely<Database>,
  options: { signal?: AbortSignal; onProgress?: (progress: LoadProgress) => void } = {},
): Promise<MapIndex> {
  const { signal, onProgress } = options;
  // Sized by max(id) (an index lookup; the seed numbers points 1..n), so the arrays rarely grow.
  const top = await db
    .selectFrom('map_point')
    .select((eb) => eb.fn.max('id').as('top'))
    .executeTakeFirst();
  const builder = new MapIndexBuilder(Math.min(Number(top?.top ?? 0), MAX_PRESIZE));
  let after = 0;
  let rows = 0;
  for (;;) {
    throwIfAborted(signal);
    const page = await db
      .selectFrom('map_point')
      .select(['id', 'map_type', 'lng', 'lat'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE_ROWS)
      .execute();
    for (const p of page) builder.add(p.id, p.map_type, Number(p.lng), Number(p.lat));
    rows += page.length;
    onProgress?.({ rows });
    if (page.length < PAGE_ROWS) break;
    after = page[page.length - 1]!.id;
    await nextTurn();
  }

  throwIfAborted(signal);
  return new MapIndex(await sortInWorker(builder.takePoints(), signal));
}
