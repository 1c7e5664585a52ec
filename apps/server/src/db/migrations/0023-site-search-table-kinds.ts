/**
 * More of the site search's national kinds answered from their tables (docs/decisions/site-search.md
 * "National size: the table path"): fitness organisations and community-games races get their
 * site_search_term rows (migration 0020's table), filled here for the rows already present, set-based as
 * 0020 filled the facilities (`n:` + every two-character substring of the lower-cased name; substr and
 * length count characters on both dialects; `k:` + an organisation's kind code; `s:` + a race's sport;
 * `d:` + the province, city and county codes). The seed and the exchange's write path
 * (../site-search-terms.ts) write them from then on.
 *
 * Frozen at the time of writing; identifiers are constants, no input reaches this SQL.
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './column-types.js';

/** Each kind's table, id column and, when it has one, its `k:` and `s:` columns. */
const KINDS = [
  { kind: 'organization', table: 'fitness_organization', id: 'id', code: 'kind', sport: null },
  { kind: 'race', table: 'games_race', id: 'id', code: null, sport: 'sport' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // A gram a name holds twice is written once: SQLite's INSERT OR IGNORE, PostgreSQL's ON CONFLICT DO NOTHING.
  const [insert, ignore] = isPostgres(db)
    ? [sql`insert into`, sql`on conflict do nothing`]
    : [sql`insert or ignore into`, sql``];
  for (const { kind, table, id, code, sport } of KINDS) {
    const from = sql.table(table);
    const itemId = sql.ref(id);
    const longest = await sql<{ n: number | null }>`select max(length(name)) as n from ${from}`.execute(db);
    const maxLength = Number(longest.rows[0]?.n ?? 0);
    for (let start = 1; start < maxLength; start += 1) {
      await sql`${insert} site_search_term (kind, term, id)
        select ${kind}, 'n:' || substr(lower(name), ${start}, 2), ${itemId}
        from ${from} where length(name) >= ${start + 1}
        ${ignore}`.execute(db);
    }
    if (code) {
      await sql`${insert} site_search_term (kind, term, id)
        select ${kind}, 'k:' || cast(${sql.ref(code)} as text), ${itemId} from ${from} ${ignore}`.execute(db);
    }
    if (sport) {
      await sql`${insert} site_search_term (kind, term, id)
        select ${kind}, 's:' || ${sql.ref(sport)}, ${itemId} from ${from} where ${sql.ref(sport)} <> ''
        ${ignore}`.execute(db);
    }
    for (const column of ['province_code', 'city_code', 'county_code']) {
      await sql`${insert} site_search_term (kind, term, id)
        select ${kind}, 'd:' || ${sql.ref(column)}, ${itemId} from ${from} where ${sql.ref(column)} <> ''
        ${ignore}`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from site_search_term where kind in ('organization', 'race')`.execute(db);
}
