/**
 * Builds the in-memory fitness-map index (./map-index.ts) from table `map_point` (issue 4: "building the
 * index from the database <= 5 minutes"). Plain Kysely, the same on SQLite and PostgreSQL:
 *   1. `select map_type, count(*) ... group by map_type` sizes the typed arrays exactly;
 *   2. (id, map_type, lng, lat) is read in id order, PAGE_ROWS rows a page (keyset: `id > last`), so no
 *      cursor is held open and only one page of row objects exists at a time;
 *   3. each type's points are sorted by quadtree key (radix sort) into its layer.
 * It yields to the event loop after every page and every layer (setImmediate), so the server keeps
 * answering (/healthz, other routes) while it builds. `signal.aborted` stops it between pages
 * (rejects with an AbortError) — the routes' onClose uses that before the database closes.
 * Map types outside 1-6 are ignored. Rows added while it runs may be missed (see MapIndexBuilder).
 */
import type { Kysely } from 'kysely';
import { MAP_TYPES, type MapType } from '@portal/contracts/fitness-map';
import type { Database } from '../../db/schema.js';
import { MapIndex, MapIndexBuilder, type TypeLayer } from './map-index.js';

export const PAGE_ROWS = 20_000;

export interface LoadProgress {
  rows: number;
  total: number;
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
  const counts = await db
    .selectFrom('map_point')
    .select(['map_type', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('map_type')
    .execute();
  const builder = new MapIndexBuilder();
  let total = 0;
  for (const row of counts) {
    const mapType = Number(row.map_type) as MapType;
    if (!MAP_TYPES.includes(mapType)) continue;
    builder.reserve(mapType, Number(row.n));
    total += Number(row.n);
  }

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
    onProgress?.({ rows, total });
    if (page.length < PAGE_ROWS) break;
    after = page[page.length - 1]!.id;
    await nextTurn();
  }

  const layers: TypeLayer[] = [];
  for (const mapType of builder.mapTypes) {
    await nextTurn();
    throwIfAborted(signal);
    layers.push(builder.finishLayer(mapType));
  }
  return new MapIndex(layers);
}
