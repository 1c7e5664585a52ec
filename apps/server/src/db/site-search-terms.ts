/**
 * The structured search terms of the kinds answered from their tables (docs/decisions/site-search.md
 * "National size"; table site_search_term, migrations 0020, 0028, 0036 and 0037): per item, `n:` + every
 * two-character substring of its lower-cased name, `k:` + its kind code (a facility's kind, a venue's
 * organ type, an organisation's kind), `s:` + each sport offered or played, `d:` + each division code of
 * its place (an event's: its venue's); venues, events (matches, trainings) and construction projects also
 * `w:` + each Chinese word of 2+ characters of the name (jieba's search mode: nameWords), the words
 * did-you-mean corrects towards (the index reads them at a full build); events and projects also `t:` + every
 * two-character substring of their second line (an event's organiser, a project's address); venues,
 * facilities, organisations and races `t:` + each pair of adjacent Chinese characters of their address after
 * the division names it begins with (addressGrams: the `d:` codes already match those). Migrations 0020,
 * 0028, 0036 and 0037 fill them for the rows present when they ran.
 *
 * - itemTerms: the terms of one item (pure);
 * - writeItemTerms(db, kind, ids): replaces the terms of some items of one TERM_KINDS kind from their rows,
 *   inside the command that wrote them (the exchange entities' afterBatch: modules/data-exchange/entities),
 *   so a pushed item is searchable on every instance as soon as the command commits. Absent ids lose their
 *   terms (a deleted item). writeFacilityTerms is its facility case; writeEventTermsOfVenues replaces the
 *   terms of the events held at some venues (their place is the venue's).
 * - fillItemTerms(db, kind): writes the terms of every item of a kind, in pages (the seed's pass after its
 *   bulk insert of the rows; the table's rows of that kind are assumed absent).
 * Errors: a database error rejects (the caller's transaction rolls back).
 */
import type { Kysely } from 'kysely';
import type { SiteSearchKind } from '@portal/contracts/site-search.codes';
import { indexTerms } from '../lib/search-segment.js';
import { bulkInsert } from './bulk-insert.js';
import type { Database } from './database.js';

/**
 * Term prefixes: name gram, sport, division code, the item's own kind code, name word, and gram of the
 * second line's text (an event's organiser, a project's address: what the index matched of them) or of an
 * address (venues, facilities, organisations, races: addressGrams).
 */
export const TERM = { gram: 'n:', sport: 's:', division: 'd:', kind: 'k:', word: 'w:', text: 't:' } as const;

/** The kinds whose terms are written (the site search's table kinds). */
export const TERM_KINDS = [
  'venue',
  'facility',
  'race',
  'organization',
  'match',
  'training',
  'buildProject',
] as const satisfies readonly SiteSearchKind[];
export type TermKind = (typeof TERM_KINDS)[number];

/** Ids per statement (below every driver's parameter limit). */
const ID_CHUNK = 500;

/** Every distinct two-character substring of `text` lower-cased (a one-character text: none). */
export function nameGrams(text: string): string[] {
  const chars = [...text.toLowerCase()];
  const grams = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i += 1) grams.add(chars[i]! + chars[i + 1]!);
  return [...grams];
}

/** The terms of one item: its name's grams, its kind, its sports, its place's division codes (module comment). */
export function itemTerms(
  name: string,
  kind: string,
  sports: Iterable<string>,
  divisionCodes: Iterable<string>,
): string[] {
  const terms = new Set<string>(nameGrams(name).map((g) => TERM.gram + g));
  if (kind) terms.add(TERM.kind + kind);
  for (const sport of sports) if (sport) terms.add(TERM.sport + sport);
  for (const code of divisionCodes) if (code) terms.add(TERM.division + code);
  return [...terms];
}

const CJK_WORD = /^[\u3400-\u9fff]{2,}$/u;
const CJK_CHAR = /^[\u3400-\u9fff]$/u;

/**
 * The `t:` grams of an address (docs/decisions/site-search.md "Addresses"): every distinct pair of adjacent
 * Chinese characters (U+3400-U+9FFF) of `address` after the names of `places` it begins with, each stripped
 * in turn (province, city, county: 北京市朝阳区青年路110号 -> 青年 年路). The stripped names are matched by the
 * `d:` codes already, and pairs holding a digit, a letter or a sign (110号) are not what people search an
 * address by: both would only grow the table (1.66 M facilities nationally). Migration 0037 makes the same
 * grams in SQL; an empty address or place name: none stripped or made.
 */
export function addressGrams(address: string, places: readonly string[]): string[] {
  let rest = address;
  for (const place of places) if (place && rest.startsWith(place)) rest = rest.slice(place.length);
  const chars = [...rest];
  const grams = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i += 1) {
    if (CJK_CHAR.test(chars[i]!) && CJK_CHAR.test(chars[i + 1]!)) grams.add(chars[i]! + chars[i + 1]!);
  }
  return [...grams];
}

/** The words of a name did-you-mean may correct towards: Chinese words of 2+ characters (jieba search mode). */
export function nameWords(name: string): string[] {
  return [...new Set(indexTerms(name).filter((word) => CJK_WORD.test(word)))];
}

/** An item's province, city and county codes. */
type Place = { province_code: string; city_code: string; county_code: string };
const codesOf = (r: Place) => [r.province_code, r.city_code, r.county_code];

/** What an item's terms are made of. */
export interface TermItem {
  id: number;
  name: string;
  kind: string;
  sports: string[];
  codes: string[];
  /** Name words written as `w:` terms (venues, events, construction projects). */
  words?: string[];
  /** Text whose grams are written as `t:` terms (an event's organiser, a project's address). */
  text?: string;
  /** An address whose addressGrams are written as `t:` terms, with the names of its place (province first). */
  address?: { text: string; places: string[] };
}

/** Every term of `item` (module comment), in the order the writers insert them. */
export function termsOfItem(item: TermItem): string[] {
  return [
    ...new Set([
      ...itemTerms(item.name, item.kind, item.sports, item.codes),
      ...(item.words ?? []).map((word) => TERM.word + word),
      ...nameGrams(item.text ?? '').map((gram) => TERM.text + gram),
      ...(item.address ? addressGrams(item.address.text, item.address.places) : []).map((gram) => TERM.text + gram),
    ]),
  ];
}

/** Division code -> name, for the codes of `rows` (an address's place names: addressGrams). */
export async function placeNames(db: Kysely<Database>, rows: readonly Place[]): Promise<Map<string, string>> {
  const codes = [...new Set(rows.flatMap(codesOf))].filter(Boolean);
  const names = new Map<string, string>();
  for (let i = 0; i < codes.length; i += ID_CHUNK) {
    const found = await db
      .selectFrom('division')
      .select(['code', 'name'])
      .where('code', 'in', codes.slice(i, i + ID_CHUNK))
      .execute();
    for (const r of found) names.set(r.code, r.name);
  }
  return names;
}

/** An item's address with its place's names (TermItem.address), from `names` (placeNames). */
export const addressOf = (text: string, r: Place, names: ReadonlyMap<string, string>) => ({
  text,
  places: codesOf(r).map((code) => names.get(code) ?? ''),
});

/** A venue's `sports` column (a JSON array of names); anything else: none. */
export function parseSports(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

type Reader = (db: Kysely<Database>, ids: readonly number[]) => Promise<TermItem[]>;

/**
 * Events (matches or trainings) of `ids`, or with `by: 'organ_id'` those held at the venues `ids`: their
 * sport, and their venue's place (an event has no place of its own).
 */
async function eventItems(
  db: Kysely<Database>,
  kind: 'match' | 'training',
  ids: readonly number[],
  by: 'id' | 'organ_id' = 'id',
): Promise<TermItem[]> {
  // Both event tables have these columns; the cast only names one of them for the query builder's types.
  const table = (kind === 'match' ? 'venue_match' : 'venue_training') as 'venue_match';
  const rows = await db
    .selectFrom(`${table} as e`)
    .leftJoin('venue as v', 'v.organ_id', 'e.organ_id')
    .select(['e.id', 'e.name', 'e.sport', 'e.organiser', 'v.province_code', 'v.city_code', 'v.county_code'])
    .where(`e.${by}`, 'in', ids)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    kind: '',
    sports: [r.sport],
    codes: [r.province_code ?? '', r.city_code ?? '', r.county_code ?? ''],
    words: nameWords(r.name),
    text: r.organiser,
  }));
}

/** The rows of `ids` of each kind, as TermItems. */
const READERS: Record<TermKind, Reader> = {
  async facility(db, ids) {
    const [rows, fields] = await Promise.all([
      db
        .selectFrom('facility as f')
        .innerJoin('map_point as p', 'p.id', 'f.id')
        .select(['f.id', 'f.kind', 'p.name', 'p.address', 'f.province_code', 'f.city_code', 'f.county_code'])
        .where('f.id', 'in', ids)
        .execute(),
      db.selectFrom('facility_field').select(['facility_id', 'sport']).where('facility_id', 'in', ids).execute(),
    ]);
    const sportsOf = new Map<number, string[]>();
    for (const field of fields) {
      const id = Number(field.facility_id);
      sportsOf.set(id, [...(sportsOf.get(id) ?? []), field.sport]);
    }
    const names = await placeNames(db, rows);
    return rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      kind: r.kind,
      sports: sportsOf.get(Number(r.id)) ?? [],
      codes: codesOf(r),
      address: addressOf(r.address, r, names),
    }));
  },
  async venue(db, ids) {
    const rows = await db
      .selectFrom('venue')
      .select(['organ_id', 'name', 'organ_type', 'sports', 'address', 'province_code', 'city_code', 'county_code'])
      .where('organ_id', 'in', ids)
      .execute();
    const names = await placeNames(db, rows);
    return rows.map((r) => ({
      id: Number(r.organ_id),
      name: r.name,
      kind: String(r.organ_type),
      sports: parseSports(r.sports),
      codes: codesOf(r),
      words: nameWords(r.name),
      address: addressOf(r.address, r, names),
    }));
  },
  async race(db, ids) {
    const rows = await db
      .selectFrom('games_race')
      .select(['id', 'name', 'sport', 'address', 'province_code', 'city_code', 'county_code'])
      .where('id', 'in', ids)
      .execute();
    const names = await placeNames(db, rows);
    return rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      kind: '',
      sports: [r.sport],
      codes: codesOf(r),
      address: addressOf(r.address, r, names),
    }));
  },
  async organization(db, ids) {
    const rows = await db
      .selectFrom('fitness_organization')
      .select(['id', 'name', 'kind', 'address', 'province_code', 'city_code', 'county_code'])
      .where('id', 'in', ids)
      .execute();
    const names = await placeNames(db, rows);
    return rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      kind: String(r.kind),
      sports: [],
      codes: codesOf(r),
      address: addressOf(r.address, r, names),
    }));
  },
  match: (db, ids) => eventItems(db, 'match', ids),
  training: (db, ids) => eventItems(db, 'training', ids),
  async buildProject(db, ids) {
    const rows = await db
      .selectFrom('build_project')
      .select(['id', 'name', 'kind', 'address', 'province_code', 'city_code', 'county_code'])
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      kind: r.kind,
      sports: [],
      codes: codesOf(r),
      words: nameWords(r.name),
      text: r.address,
    }));
  },
};

/** Writes the terms of the items `ids` of `kind` (at most ID_CHUNK ids); `replace`: their old rows go first. */
async function writeChunk(db: Kysely<Database>, kind: TermKind, ids: readonly number[], replace: boolean) {
  if (replace) await db.deleteFrom('site_search_term').where('kind', '=', kind).where('id', 'in', ids).execute();
  return insertTerms(db, kind, await READERS[kind](db, ids));
}

/**
 * Inserts the terms of `items` of `kind`; resolves with the rows written. A batch of 500 facilities writes
 * ~20,000 rows: as value arrays through bulkInsert (one compiled statement per 1,000 rows), not objects
 * through Kysely's per-value query nodes, which took a third of the term writing's time in an import
 * (docs/decisions/data-exchange.md "File import of a million rows").
 */
function insertTerms(db: Kysely<Database>, kind: TermKind, items: readonly TermItem[]): Promise<number> {
  return bulkInsert(db, 'site_search_term', ['kind', 'term', 'id'], termRows(kind, items));
}

/** The [kind, term, id] rows of `items`, made as they are inserted. */
function* termRows(kind: TermKind, items: readonly TermItem[]): Generator<readonly unknown[]> {
  for (const item of items) for (const term of termsOfItem(item)) yield [kind, term, item.id];
}

/** Replaces the terms of the items `ids` of `kind` (module comment); resolves with the rows written. */
export async function writeItemTerms(db: Kysely<Database>, kind: TermKind, ids: readonly number[]): Promise<number> {
  let written = 0;
  for (let i = 0; i < ids.length; i += ID_CHUNK)
    written += await writeChunk(db, kind, ids.slice(i, i + ID_CHUNK), true);
  return written;
}

/**
 * Replaces the terms of the events (matches and trainings) held at the venues `organIds`: their `d:` terms
 * are their venue's place, so a venue write that may move it calls this in its transaction too.
 */
export async function writeEventTermsOfVenues(db: Kysely<Database>, organIds: readonly number[]): Promise<number> {
  let written = 0;
  for (let i = 0; i < organIds.length; i += ID_CHUNK) {
    const venues = organIds.slice(i, i + ID_CHUNK);
    for (const kind of ['match', 'training'] as const) {
      const items = await eventItems(db, kind, venues, 'organ_id');
      for (let at = 0; at < items.length; at += ID_CHUNK) {
        const some = items.slice(at, at + ID_CHUNK);
        await db
          .deleteFrom('site_search_term')
          .where('kind', '=', kind)
          .where(
            'id',
            'in',
            some.map((item) => item.id),
          )
          .execute();
        written += await insertTerms(db, kind, some);
      }
    }
  }
  return written;
}

/** Replaces the terms of the facilities `ids` (writeItemTerms of facilities). */
export const writeFacilityTerms = (db: Kysely<Database>, ids: readonly number[]) => writeItemTerms(db, 'facility', ids);

/** The table and id column of each kind's items (fillItemTerms pages through them). */
const ID_COLUMNS = {
  facility: ['facility', 'id'],
  venue: ['venue', 'organ_id'],
  race: ['games_race', 'id'],
  organization: ['fitness_organization', 'id'],
  match: ['venue_match', 'id'],
  training: ['venue_training', 'id'],
  buildProject: ['build_project', 'id'],
} as const satisfies Record<TermKind, readonly [keyof Database, string]>;

/** Writes the terms of every item of `kind` (module comment); resolves with the rows written. */
export async function fillItemTerms(db: Kysely<Database>, kind: TermKind): Promise<number> {
  const [table, column] = ID_COLUMNS[kind];
  let written = 0;
  let after = 0;
  for (;;) {
    // Keyset pages; the cast names one of the tables for the query builder (each has an integer id column).
    const rows = await db
      .selectFrom(table as 'games_race')
      .select(`${column as 'id'} as id`)
      .where(column as 'id', '>', after)
      .orderBy(column as 'id')
      .limit(ID_CHUNK)
      .execute();
    if (rows.length === 0) return written;
    const ids = rows.map((r) => Number(r.id));
    written += await writeChunk(db, kind, ids, false);
    after = ids.at(-1)!;
  }
}
