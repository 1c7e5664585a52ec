/**
 * Fitness map keyword search index (name or address contains the keyword; queries in
 * modules/fitness-map/fitness-map.repository.ts searchPoints), the same scheme as venue search (0005):
 *
 * - SQLite: external-content FTS5 table `map_point_fts` (name, address) with the trigram tokenizer,
 *   kept in step by insert/delete/update triggers and rebuilt once here for rows already present;
 * - PostgreSQL: pg_trgm GIN indexes on map_point.name and map_point.address (the extension is
 *   installed by migration 0002), which the planner uses for LIKE '%…%' of >= 3 characters.
 *
 * Why (measured at national size, 6,078,500 points; docs/decisions/fitness-map.md): a keyword of
 * >= 3 characters that matches nothing read the whole table (~0.9 s on SQLite, ~1.3 s on PostgreSQL
 * through HTTP); with the index, 1-5 ms. Cost: the SQLite file 955 -> 1,635 MB and its national seed
 * 24 -> 67 s (triggers per row); PostgreSQL +393 MB of GIN next to the 1,059 MB table and its seed
 * 76 -> 124 s. 1- and 2-character keywords cannot form a trigram and keep the LIKE scan.
 *
 * Frozen at the time of writing; identifiers are constants, no input reaches this SQL.
 */
import type { Kysely } from 'kysely';
import { createTrigramSearch, dropTrigramSearch } from './trigram-search.js';

const MAP_POINT_SEARCH = { table: 'map_point', key: 'id', columns: ['name', 'address'] } as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTrigramSearch(db, MAP_POINT_SEARCH);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTrigramSearch(db, MAP_POINT_SEARCH);
}
