/**
 * Venue events (matches, trainings) and construction projects answered from their tables too
 * (docs/decisions/site-search.md "Events and construction projects on the table path"): their
 * site_search_term rows (migration 0020's table), filled here for the rows already present, set-based as
 * 0028 filled venues, organisations and races: `n:` + every two-character substring of the lower-cased
 * name (substr and length count characters on both dialects), `t:` + every two-character substring of the
 * lower-cased second line (an event's organiser, a project's address: the index matched them), `s:` + an
 * event's sport, `k:` + a project's kind code, `d:` + the province, city and county codes (an event's: its
 * venue's, through organ_id), and `w:` + each Chinese word of 2+ characters of the name, cut by jieba here
 * in pages (lib/search-segment.ts; the same filter as ../site-search-terms.ts nameWords, repeated so this
 * fill stays as written). The seed and the exchange's write path (../site-search-terms.ts) write them from
 * then on; the down deletes them.
 *
 * Frozen at the time of writing; identifiers are constants, no input reaches this SQL.
 */
import { sql, type Kysely } from 'kysely';
import { indexTerms } from '../../lib/search-segment.js';
import { isPostgres } from './column-types.js';

const CJK_WORD = /^[\u3400-\u9fff]{2,}$/u;
const PAGE = 1000;

/** Each kind's table, its `k:` or `s:` column, its second line's column, and whether its place is its venue's. */
const KINDS = [
  { kind: 'match', table: 'venue_match', code: null, sport: 'sport', text: 'organiser', venuePlace: true },
  { kind: 'training', table: 'venue_training', code: null, sport: 'sport', text: 'organiser', venuePlace: true },
  { kind: 'buildProject', table: 'build_project', code: 'kind', sport: null, text: 'address', venuePlace: false },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // A gram a name holds twice is written once: SQLite's INSERT OR IGNORE, PostgreSQL's ON CONFLICT DO NOTHING.
  const [insert, ignore] = isPostgres(db)
    ? [sql`insert into`, sql`on conflict do nothing`]
    : [sql`insert or ignore into`, sql``];
  for (const { kind, table, code, sport, text, venuePlace } of KINDS) {
    const from = sql.table(table);
    for (const [prefix, column] of [
      ['n:', 'name'],
      ['t:', text],
    ] as const) {
      const ref = sql.ref(column);
      const longest = await sql<{ n: number | null }>`select max(length(${ref})) as n from ${from}`.execute(db);
      const maxLength = Number(longest.rows[0]?.n ?? 0);
      for (let start = 1; start < maxLength; start += 1) {
        await sql`${insert} site_search_term (kind, term, id)
          select ${kind}, ${prefix} || substr(lower(${ref}), ${start}, 2), id
          from ${from} where length(${ref}) >= ${start + 1}
          ${ignore}`.execute(db);
      }
    }
    if (code) {
      await sql`${insert} site_search_term (kind, term, id)
        select ${kind}, 'k:' || ${sql.ref(code)}, id from ${from} where ${sql.ref(code)} <> '' ${ignore}`.execute(db);
    }
    if (sport) {
      await sql`${insert} site_search_term (kind, term, id)
        select ${kind}, 's:' || ${sql.ref(sport)}, id from ${from} where ${sql.ref(sport)} <> ''
        ${ignore}`.execute(db);
    }
    for (const column of ['province_code', 'city_code', 'county_code']) {
      const place = sql.ref(`${venuePlace ? 'v' : 'e'}.${column}`);
      const venue = venuePlace ? sql`inner join venue v on v.organ_id = e.organ_id` : sql``;
      await sql`${insert} site_search_term (kind, term, id)
        select ${kind}, 'd:' || ${place}, e.id from ${from} e ${venue} where ${place} <> ''
        ${ignore}`.execute(db);
    }
    await nameWords(db, kind, table, insert, ignore);
  }
}

/** The `w:` name words of every row of `table`, cut by jieba in pages of PAGE rows. */
async function nameWords(
  db: Kysely<unknown>,
  kind: string,
  table: string,
  insert: ReturnType<typeof sql>,
  ignore: ReturnType<typeof sql>,
) {
  for (let after = 0; ;) {
    const { rows } = await sql<{ id: number; name: string }>`select id, name from ${sql.table(table)}
      where id > ${after} order by id limit ${PAGE}`.execute(db);
    if (rows.length === 0) return;
    const values = rows.flatMap((r) =>
      [...new Set(indexTerms(r.name).filter((w) => CJK_WORD.test(w)))].map(
        (word) => sql`(${kind}, ${`w:${word}`}, ${Number(r.id)})`,
      ),
    );
    for (let at = 0; at < values.length; at += 300) {
      await sql`${insert} site_search_term (kind, term, id) values ${sql.join(values.slice(at, at + 300))} ${ignore}`.execute(
        db,
      );
    }
    after = Number(rows.at(-1)!.id);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from site_search_term where kind in ('match', 'training', 'buildProject')`.execute(db);
}
