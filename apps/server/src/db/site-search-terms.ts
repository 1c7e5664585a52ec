/**
 * The structured search terms of the kinds answered from their tables (docs/decisions/site-search.md
 * "National size"; table site_search_term, migrations 0020 and 0028): per item, `n:` + every
 * two-character substring of its lower-cased name, `k:` + its kind code (a facility's kind, a venue's
 * organ type, an organisation's kind), `s:` + each sport offered or played, `d:` + each division code of
 * its place; venues also `w:` + each Chinese word of 2+ characters of the name (jieba's search mode:
 * nameWords), the words did-you-mean corrects towards (the index reads them at a full build).
 *
 * - itemTerms: the terms of one item (pure);
 * - writeItemTerms(db, kind, ids): replaces the terms of some items of one TERM_KINDS kind from their rows,
 *   inside the command that wrote them (the exchange entities' afterBatch: modules/data-exchange/entities),
 *   so a pushed item is searchable on every instance as soon as the command commits. Absent ids lose their
 *   terms (a deleted item). writeFacilityTerms is its facility case.
 * - fillItemTerms(db, kind): writes the terms of every item of a kind, in pages (the seed's pass after its
 *   bulk insert of the rows; the table's rows of that kind are assumed absent).
 * Errors: a database error rejects (the caller's transaction rolls back).
 */
import type { Kysely } from 'kysely';
import type { SiteSearchKind } from '@portal/contracts/site-search.codes';
import { indexTerms } from '../lib/search-segment.js';
import type { Database } from './database.js';

/** Term prefixes: name gram, sport, division code, the item's own kind code. */
export const TERM = { gram: 'n:', sport: 's:', division: 'd:', kind: 'k:', word: 'w:' } as const;

/** The kinds whose terms are written (the site search's table kinds). */
export const TERM_KINDS = ['venue', 'facility', 'race', 'organization'] as const satisfies readonly SiteSearchKind[];
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

/** The words of a name did-you-mean may correct towards: Chinese words of 2+ characters (jieba search mode). */
export function nameWords(name: string): string[] {
  return [...new Set(indexTerms(name).filter((word) => CJK_WORD.test(word)))];
}

/** What an item's terms are made of. */
interface TermItem {
  id: number;
  name: string;
  kind: string;
  sports: string[];
  codes: string[];
  /** Name words written as `w:` terms (venues). */
  words?: string[];
}

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

const codesOf = (r: { province_code: string; city_code: string; county_code: string }) => [
  r.province_code,
  r.city_code,
  r.county_code,
];

/** The rows of `ids` of each kind, as TermItems. */
const READERS: Record<TermKind, Reader> = {
  async facility(db, ids) {
    const [rows, fields] = await Promise.all([
      db
        .selectFrom('facility as f')
        .innerJoin('map_point as p', 'p.id', 'f.id')
        .select(['f.id', 'f.kind', 'p.name', 'f.province_code', 'f.city_code', 'f.county_code'])
        .where('f.id', 'in', ids)
        .execute(),
      db.selectFrom('facility_field').select(['facility_id', 'sport']).where('facility_id', 'in', ids).execute(),
    ]);
    const sportsOf = new Map<number, string[]>();
    for (const field of fields) {
      const id = Number(field.facility_id);
      sportsOf.set(id, [...(sportsOf.get(id) ?? []), field.sport]);
    }
    return rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      kind: r.kind,
      sports: sportsOf.get(Number(r.id)) ?? [],
      codes: codesOf(r),
    }));
  },
  async venue(db, ids) {
    const rows = await db
      .selectFrom('venue')
      .select(['organ_id', 'name', 'organ_type', 'sports', 'province_code', 'city_code', 'county_code'])
      .where('organ_id', 'in', ids)
      .execute();
    return rows.map((r) => ({
      id: Number(r.organ_id),
      name: r.name,
      kind: String(r.organ_type),
      sports: parseSports(r.sports),
      codes: codesOf(r),
      words: nameWords(r.name),
    }));
  },
  async race(db, ids) {
    const rows = await db
      .selectFrom('games_race')
      .select(['id', 'name', 'sport', 'province_code', 'city_code', 'county_code'])
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) => ({ id: Number(r.id), name: r.name, kind: '', sports: [r.sport], codes: codesOf(r) }));
  },
  async organization(db, ids) {
    const rows = await db
      .selectFrom('fitness_organization')
      .select(['id', 'name', 'kind', 'province_code', 'city_code', 'county_code'])
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) => ({ id: Number(r.id), name: r.name, kind: String(r.kind), sports: [], codes: codesOf(r) }));
  },
};

/** Writes the terms of the items `ids` of `kind` (at most ID_CHUNK ids); `replace`: their old rows go first. */
async function writeChunk(db: Kysely<Database>, kind: TermKind, ids: readonly number[], replace: boolean) {
  if (replace) await db.deleteFrom('site_search_term').where('kind', '=', kind).where('id', 'in', ids).execute();
  const items = await READERS[kind](db, ids);
  const values = items.flatMap((r) =>
    [...itemTerms(r.name, r.kind, r.sports, r.codes), ...(r.words ?? []).map((word) => TERM.word + word)].map(
      (term) => ({ kind, term, id: r.id }),
    ),
  );
  for (let at = 0; at < values.length; at += 3 * ID_CHUNK) {
    await db
      .insertInto('site_search_term')
      .values(values.slice(at, at + 3 * ID_CHUNK))
      .execute();
  }
  return values.length;
}

/** Replaces the terms of the items `ids` of `kind` (module comment); resolves with the rows written. */
export async function writeItemTerms(db: Kysely<Database>, kind: TermKind, ids: readonly number[]): Promise<number> {
  let written = 0;
  for (let i = 0; i < ids.length; i += ID_CHUNK)
    written += await writeChunk(db, kind, ids.slice(i, i + ID_CHUNK), true);
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
