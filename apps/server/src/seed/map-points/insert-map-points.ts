/**
 * Chunked INSERTs of map points from a lazy (sync or async) source, for millions of rows: the SQL of a
 * full chunk is compiled by Kysely once and reused with each chunk's bound values (CompiledQuery.raw),
 * so the national seed does not rebuild a 14,000-parameter statement 6,000 times; SQLite's statement
 * cache (db/sqlite-statement-cache.ts) then prepares it once too. Only one chunk is held in memory.
 * Run it inside a transaction. Returns how many rows it wrote.
 */
import { CompiledQuery, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { MapPointTable } from '../../db/tables/fitness-map.js';

/** Every column, in the order the values are bound. */
const COLUMNS = [
  'id',
  'map_type',
  'kind',
  'name',
  'address',
  'lng',
  'lat',
  'province_code',
  'city_code',
  'county_code',
  'phone',
  'open_hours',
  'organ_id',
  'match_id',
] as const satisfies readonly (keyof MapPointTable)[];

/** Rows per statement: 14,000 bound values, under SQLite's 32,766 and PostgreSQL's 65,535. */
const CHUNK_ROWS = 1000;

/** A map_point row with its explicit id (the seed numbers every row). */
export type MapPointRow = Insertable<MapPointTable> & { id: number };

export async function insertMapPoints(
  db: Kysely<Database>,
  rows: Iterable<MapPointRow> | AsyncIterable<MapPointRow>,
): Promise<number> {
  const template = Array.from({ length: CHUNK_ROWS }, () => Object.fromEntries(COLUMNS.map((c) => [c, null])));
  const chunkSql = db
    .insertInto('map_point')
    .values(template as never)
    .compile().sql;
  let values: unknown[] = [];
  let pending: MapPointRow[] = [];
  let written = 0;
  for await (const row of rows) {
    pending.push(row);
    for (const column of COLUMNS) values.push(row[column] ?? null);
    if (pending.length === CHUNK_ROWS) {
      await db.executeQuery(CompiledQuery.raw(chunkSql, values));
      written += CHUNK_ROWS;
      values = [];
      pending = [];
    }
  }
  if (pending.length > 0) {
    await db.insertInto('map_point').values(pending).execute();
    written += pending.length;
  }
  return written;
}
