/**
 * Administrative divisions (GB/T 2260) for GET /api/data/area/search: a division by code, and the
 * children of a division (or the provinces) with a flag telling whether each has children itself.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

export interface AreaRow {
  code: string;
  name: string;
  level: number;
  parent_code: string | null;
  lng: number;
  lat: number;
  has_children: number | boolean; // 0/1 on SQLite, boolean on PostgreSQL
}

/** True when a division with this code exists. */
export async function divisionExists(db: Kysely<Database>, code: string): Promise<boolean> {
  const row = await db.selectFrom('division').select('code').where('code', '=', code).executeTakeFirst();
  return row !== undefined;
}

/** Children of `parentCode` (provinces when null), ordered by code. */
export async function listChildren(db: Kysely<Database>, parentCode: string | null): Promise<AreaRow[]> {
  return db
    .selectFrom('division as d')
    .select(['d.code', 'd.name', 'd.level', 'd.parent_code', 'd.lng', 'd.lat'])
    .select((eb) =>
      eb
        .exists(eb.selectFrom('division as c').select(sql.lit(1).as('one')).whereRef('c.parent_code', '=', 'd.code'))
        .as('has_children'),
    )
    .where((eb) => (parentCode === null ? eb('d.parent_code', 'is', null) : eb('d.parent_code', '=', parentCode)))
    .orderBy('d.code')
    .execute();
}
