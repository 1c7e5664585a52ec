/**
 * Site search at national size (docs/decisions/site-search.md "National size"): the kinds that grow with
 * the country are answered from their own tables through structured terms, not from the in-memory index.
 *
 * - site_search_term (kind, term, id), primary key (kind, term, id), index (kind, id): per item, `n:` + every
 *   two-character substring of its lower-cased name (a name match is a seek of one gram and a LIKE check of
 *   the few rows it finds, as sport_guider_name_gram serves the instructors), `k:` + its kind, `s:` + each
 *   sport offered, `d:` + the division codes of its place (province, city, county). Types:
 *   ../tables/site-search.ts.
 * - Filled here for the facilities already present, set-based (standard SQL on both dialects: substr and
 *   length count characters; a gram a name holds twice is written once); the seed and the
 *   facility write path (../site-search-terms.ts) write them from then on.
 *
 * Frozen at the time of writing; identifiers are constants, no input reaches this SQL.
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './column-types.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite: WITHOUT ROWID, so the rows are the primary key's b-tree alone (a rowid table would store every
  // row twice, in the table and in the key's index: ~24 million rows at the national facility count).
  await db.schema
    .createTable('site_search_term')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('site_search_term_pk', ['kind', 'term', 'id'])
    .$call((table) => (isPostgres(db) ? table : table.modifyEnd(sql`without rowid`)))
    .execute();
  await db.schema.createIndex('site_search_term_item_idx').on('site_search_term').columns(['kind', 'id']).execute();

  // A gram a name holds twice is written once: SQLite's INSERT OR IGNORE, PostgreSQL's ON CONFLICT DO NOTHING.
  const [insert, ignore] = isPostgres(db)
    ? [sql`insert into`, sql`on conflict do nothing`]
    : [sql`insert or ignore into`, sql``];
  const longest = await sql<{ n: number | null }>`select max(length(p.name)) as n
    from facility f join map_point p on p.id = f.id`.execute(db);
  const maxLength = Number(longest.rows[0]?.n ?? 0);
  for (let start = 1; start < maxLength; start += 1) {
    await sql`${insert} site_search_term (kind, term, id)
      select 'facility', 'n:' || substr(lower(p.name), ${start}, 2), f.id
      from facility f join map_point p on p.id = f.id where length(p.name) >= ${start + 1}
      ${ignore}`.execute(db);
  }
  await sql`${insert} site_search_term (kind, term, id)
    select distinct 'facility', 's:' || sport, facility_id from facility_field where facility_id is not null
    ${ignore}`.execute(db);
  await sql`${insert} site_search_term (kind, term, id)
    select 'facility', 'k:' || kind, id from facility ${ignore}`.execute(db);
  for (const column of ['province_code', 'city_code', 'county_code']) {
    await sql`${insert} site_search_term (kind, term, id)
      select 'facility', 'd:' || ${sql.ref(column)}, id from facility
      ${ignore}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_search_term').ifExists().execute();
}
