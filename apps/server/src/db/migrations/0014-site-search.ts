/**
 * Site search (modules/site-search):
 *
 * Trigram indexes (./trigram-search.ts: SQLite FTS5 + triggers, PostgreSQL pg_trgm GIN) on the large
 * sections that had none, over the columns the search reads: venue_match and venue_training (name,
 * organiser, sport), build_project (name, address), games_race (name, venue_name, sport). Queries of 3+
 * characters then read matches from the index instead of scanning ~100,000 rows per table at scale 33.
 *
 * Pinyin initials of venue names (`tyg` finds 体育馆; rule in lib/pinyin-initials.ts):
 * venue.name_initials (text, '' by default), filled here for the venues already present and by the seed
 * for new ones.
 *
 * A query matches when it is a substring of the initials. Index:
 * - SQLite: a b-tree on (name_initials): LIKE '%…%' cannot seek it, but the search reads the venues whose
 *   initials match as a scan of this narrow index (the key is the rowid) instead of the table rows;
 * - PostgreSQL: a pg_trgm GIN index, which answers LIKE '%…%' of 3+ letters (the extension comes from 0002).
 *
 * Frozen at the time of writing; identifiers are constants, no input reaches this SQL.
 */
import { sql, type Kysely } from 'kysely';
import { nameInitials } from '../../lib/pinyin-initials.js';
import { isPostgres } from './column-types.js';
import { createPostgresTrigramIndexes, createTrigramSearch, dropTrigramSearch } from './trigram-search.js';

/** The sections' searched columns (frozen copy of db/text-search.ts TEXT_SEARCH_TARGETS at this time). */
const SEARCH_TARGETS = [
  { table: 'venue_match', key: 'id', columns: ['name', 'organiser', 'sport'] },
  { table: 'venue_training', key: 'id', columns: ['name', 'organiser', 'sport'] },
  { table: 'build_project', key: 'id', columns: ['name', 'address'] },
  { table: 'games_race', key: 'id', columns: ['name', 'venue_name', 'sport'] },
] as const;

const INITIALS = { table: 'venue', columns: ['name_initials'] } as const;
const SQLITE_INDEX = 'venue_name_initials_idx';
/** Venues read and written per batch while filling the column. */
const BATCH = 2_000;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const target of SEARCH_TARGETS) await createTrigramSearch(db, target);
  await db.schema
    .alterTable('venue')
    .addColumn('name_initials', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const venues = db.withTables<{ venue: { organ_id: number; name: string; name_initials: string } }>();
  for (let after = 0; ;) {
    const rows = await venues
      .selectFrom('venue')
      .select(['organ_id', 'name'])
      .where('organ_id', '>', after)
      .orderBy('organ_id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      await venues
        .updateTable('venue')
        .set({ name_initials: nameInitials(row.name) })
        .where('organ_id', '=', row.organ_id)
        .execute();
    }
    after = rows[rows.length - 1]!.organ_id;
  }
  if (isPostgres(db)) await createPostgresTrigramIndexes(db, INITIALS);
  else await db.schema.createIndex(SQLITE_INDEX).on('venue').column('name_initials').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await sql`drop index if exists venue_name_initials_trgm_idx`.execute(db);
  else await db.schema.dropIndex(SQLITE_INDEX).ifExists().execute();
  await db.schema.alterTable('venue').dropColumn('name_initials').execute();
  for (const target of SEARCH_TARGETS) await dropTrigramSearch(db, target);
}
