/**
 * The site search matches the address of venues, facilities, fitness organisations and community-games races
 * too (docs/decisions/site-search.md "Addresses on the table path"): their `t:` terms in site_search_term
 * (migration 0020's table), filled here set-based for the rows already present, as
 * ../site-search-terms.ts addressGrams makes them: the address with the names of its province, city and
 * county stripped in turn when it begins with them (the `d:` codes match those already), then each pair of
 * adjacent characters that are both Chinese (U+3400-U+9FFF: SQLite's unicode(), PostgreSQL's ascii(), which
 * gives the code point of a UTF-8 text's first character) as `t:` + the pair; substr and length count
 * characters on both dialects. One statement per kind: the stripped addresses joined with the positions
 * 1..longest (a recursive CTE), so each table is read once. The seed and the exchange's write path
 * (../site-search-terms.ts) write them from then on; the down deletes them.
 *
 * Frozen at the time of writing; identifiers are constants, no input reaches this SQL.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from './column-types.js';

/** Each kind: its rows' id, address and place codes (`e.` is the table holding the codes). */
const KINDS = [
  { kind: 'venue', from: sql`venue e`, id: 'e.organ_id', address: 'e.address' },
  { kind: 'facility', from: sql`facility e inner join map_point p on p.id = e.id`, id: 'e.id', address: 'p.address' },
  { kind: 'organization', from: sql`fitness_organization e`, id: 'e.id', address: 'e.address' },
  { kind: 'race', from: sql`games_race e`, id: 'e.id', address: 'e.address' },
] as const;

/** `text` without `name` when it begins with it (a missing division: unchanged). */
const strip = (text: RawBuilder<unknown>, name: RawBuilder<unknown>) =>
  sql`case when ${name} is not null and substr(${text}, 1, length(${name})) = ${name}
    then substr(${text}, length(${name}) + 1) else ${text} end`;

export async function up(db: Kysely<unknown>): Promise<void> {
  // A pair an address holds twice is written once: SQLite's INSERT OR IGNORE, PostgreSQL's ON CONFLICT DO NOTHING.
  const [insert, ignore, codePoint] = isPostgres(db)
    ? [sql`insert into`, sql`on conflict do nothing`, sql`ascii`]
    : [sql`insert or ignore into`, sql``, sql`unicode`];
  const chinese = (at: RawBuilder<unknown>) => sql`${codePoint}(substr(a.rest, ${at}, 1)) between 13312 and 40959`;
  for (const { kind, from, id, address } of KINDS) {
    const rest = strip(strip(strip(sql.ref(address), sql`pn.name`), sql`cn.name`), sql`dn.name`);
    const longest = await sql<{ n: number | null }>`select max(length(${sql.ref(address)})) as n
      from ${from}`.execute(db);
    const maxLength = Number(longest.rows[0]?.n ?? 0);
    if (maxLength < 2) continue;
    await sql`${insert} site_search_term (kind, term, id)
      with recursive pos(n) as (select 1 union all select n + 1 from pos where n < ${maxLength - 1}),
      a as (
        select ${sql.ref(id)} as id, ${rest} as rest from ${from}
        left join division pn on pn.code = e.province_code
        left join division cn on cn.code = e.city_code
        left join division dn on dn.code = e.county_code
      )
      select ${kind}, 't:' || substr(a.rest, pos.n, 2), a.id from a inner join pos on pos.n < length(a.rest)
      where ${chinese(sql`pos.n`)} and ${chinese(sql`pos.n + 1`)}
      ${ignore}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from site_search_term where kind in ('venue', 'facility', 'organization', 'race')
    and term >= 't:' and term < 't;'`.execute(db);
}
