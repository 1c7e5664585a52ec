/**
 * More of the site search's national kinds answered from their tables (docs/decisions/site-search.md
 * "National size: the table path"): venues, fitness organisations and community-games races get their
 * site_search_term rows (migration 0020's table), filled here for the rows already present, set-based as
 * 0020 filled the facilities (`n:` + every two-character substring of the lower-cased name; substr and
 * length count characters on both dialects; `k:` + a venue's organ type or an organisation's kind code;
 * `s:` + a race's sport or each of a venue's sports, from its JSON list; `d:` + the province, city and
 * county codes), and venues' `w:` name words cut by jieba here in pages (lib/search-segment.ts; the same
 * filter as ../site-search-terms.ts nameWords, repeated so this fill stays as written). The seed and the
 * exchange's write path (../site-search-terms.ts) write them from then on.
 *
 * Frozen at the time of writing; identifiers are constants, no input reaches this SQL.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { indexTerms } from '../../lib/search-segment.js';
import { isPostgres } from './column-types.js';

const CJK_WORD = /^[\u3400-\u9fff]{2,}$/u;
const PAGE = 1000;

/** Each kind's table, id column and, when it has one, its `k:` and `s:` columns. */
const KINDS = [
  { kind: 'venue', table: 'venue', id: 'organ_id', code: 'organ_type', sport: null },
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
    if (kind === 'venue') await venueSportsAndWords(db, insert, ignore);
    for (const column of ['province_code', 'city_code', 'county_code']) {
      await sql`${insert} site_search_term (kind, term, id)
        select ${kind}, 'd:' || ${sql.ref(column)}, ${itemId} from ${from} where ${sql.ref(column)} <> ''
        ${ignore}`.execute(db);
    }
  }
}

/** A venue's `s:` sports (its JSON list, expanded by each dialect's JSON function) and `w:` name words. */
async function venueSportsAndWords(db: Kysely<unknown>, insert: RawBuilder<unknown>, ignore: RawBuilder<unknown>) {
  const sports = isPostgres(db)
    ? sql`select 'venue', 's:' || s.value, v.organ_id from venue v
        cross join lateral json_array_elements_text(cast(v.sports as json)) as s(value) where s.value <> ''`
    : sql`select 'venue', 's:' || s.value, v.organ_id from venue v, json_each(v.sports) s where s.type = 'text' and s.value <> ''`;
  await sql`${insert} site_search_term (kind, term, id) ${sports} ${ignore}`.execute(db);
  for (let after = 0; ;) {
    const { rows } = await sql<{ organ_id: number; name: string }>`select organ_id, name from venue
      where organ_id > ${after} order by organ_id limit ${PAGE}`.execute(db);
    if (rows.length === 0) return;
    const values = rows.flatMap((r) =>
      [...new Set(indexTerms(r.name).filter((w) => CJK_WORD.test(w)))].map(
        (word) => sql`(${'venue'}, ${`w:${word}`}, ${Number(r.organ_id)})`,
      ),
    );
    for (let at = 0; at < values.length; at += 300) {
      await sql`${insert} site_search_term (kind, term, id) values ${sql.join(values.slice(at, at + 300))} ${ignore}`.execute(
        db,
      );
    }
    after = Number(rows.at(-1)!.organ_id);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from site_search_term where kind in ('venue', 'organization', 'race')`.execute(db);
}
