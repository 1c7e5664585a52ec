/**
 * The site search's national kinds, answered from their own tables (docs/decisions/site-search.md
 * "National size"): facilities today (TABLE_KINDS), matched through site_search_term
 * (db/site-search-terms.ts), never held in memory.
 *
 * A query's words (./site-search.rank.ts parseQuery) are AND-ed, as in the index; a word matches a
 * facility when
 * - its name holds the word (a seek of the word's first and last two-character grams, then a LIKE check of
 *   the name; a one-character word: the LIKE check alone, bounded by the other words),
 * - the word names a division (full or without its suffix: 朝阳区, 朝阳) its place lies in (`d:` terms;
 *   the names resolve against the divisions in memory),
 * - the word is a sport one of its fields offers (`s:` terms),
 * - the facility's kind name holds the word (绿道, 滑冰场, 步道), or the word is one of the kind's label
 *   words (健身设施: every facility),
 * - or the word splits over the index's vocabulary (羽毛球馆 = 羽毛球 + 馆) into parts that each match.
 *
 * At most SITE_SEARCH_COUNT_CAP rows per kind are read (exact names first, then names that begin with the
 * keyword, then by id; with a position, nearest first), and only those are scored: per word the BM25F
 * weight of the fields it matched (name, sport or kind, place; ./site-search.index.ts termWeight) with the
 * word's document frequency in the index, doubled when the name holds the whole keyword, so they rank with
 * the index's documents by the same tiers and scale (./site-search.rank.ts compareRanked). Errors: a
 * database error rejects.
 */
import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import { SITE_SEARCH_COUNT_CAP, type SiteSearchKind } from '@portal/contracts/site-search.codes';
import { FACILITY_KIND_NAMES, type FacilityKind } from '@portal/contracts/facility.codes';
import { changeFeedOf } from '../../data/change-feed.js';
import type { Database } from '../../db/database.js';
import type { MapPointTable } from '../../db/tables/fitness-map.js';
import { escapeLike } from '../../db/text-search.js';
import { areaNameOf, loadDivisions, type DivisionMap } from '../area/divisions.js';
import { ENTITY_WORDS, SEARCH_FIELDS, type SiteSearchRow } from './site-search.documents.js';
import { nameKey, termWeight, type SiteSearchIndex } from './site-search.index.js';
import { metresBetween, splitOverVocabulary, type ParsedQuery, type Position } from './site-search.rank.js';
import { divisionNameForms } from './site-search.sources.js';
import { indexTerms } from './site-search.segment.js';
import { nameGrams, TERM } from '../../db/site-search-terms.js';

/** The kinds answered from their tables (the in-memory index leaves them out). */
export const TABLE_KINDS = ['facility'] as const satisfies readonly SiteSearchKind[];

/**
 * The tables whose writes change the table path's answers: the terms (written with every facility the
 * write path changes), the names and places (map_point), the sports (facility_field), the divisions'
 * names. `facility` itself is left out: its other writes (a repair report's recount) change no answer.
 */
export const TABLE_PATH_TABLES = ['site_search_term', 'map_point', 'facility_field', 'division'] as const;

/** A row found in a table, with what ranking it needs. */
export interface TableHit {
  row: SiteSearchRow;
  /** nameKey of the title. */
  name: string;
  score: number;
  lng: number;
  lat: number;
  distance?: number;
}

export interface TableSearch {
  /** The rows read (at most SITE_SEARCH_COUNT_CAP per kind), unordered. */
  hits: TableHit[];
  counts: Partial<Record<SiteSearchKind, number>>;
  /** Query words found in names (highlights). */
  terms: string[];
  /** Whether a word is a sport of the tables' items (entity intent). */
  namesSport: boolean;
}

/** How one query word may match (module comment). */
interface WordPlan {
  word: string;
  codes: string[];
  sport: boolean;
  kinds: FacilityKind[];
  /** A label word of the kind: matches every item. */
  label: boolean;
  parts: WordPlan[] | null;
}

const LABEL_WORDS: ReadonlySet<string> = new Set(indexTerms('健身设施'));
const FACILITY_KINDS = Object.keys(FACILITY_KIND_NAMES) as FacilityKind[];

/** Division name (full and short) -> codes, per division map. */
const divisionNames = new WeakMap<DivisionMap, Map<string, string[]>>();

function codesNamed(divisions: DivisionMap, word: string): string[] {
  let names = divisionNames.get(divisions);
  if (!names) {
    names = new Map();
    for (const [code, { name }] of divisions) {
      for (const form of divisionNameForms(name)) names.set(form, [...(names.get(form) ?? []), code]);
    }
    divisionNames.set(divisions, names);
  }
  return names.get(word) ?? [];
}

/** Which of `words` are sports of a table kind's items (one index seek per word). */
async function sportsAmong(db: Kysely<Database>, words: readonly string[]): Promise<Set<string>> {
  if (words.length === 0) return new Set();
  const rows = await db
    .selectFrom('site_search_term')
    .select('term')
    .distinct()
    .where('kind', 'in', TABLE_KINDS)
    .where(
      'term',
      'in',
      words.map((w) => TERM.sport + w),
    )
    .execute();
  return new Set(rows.map((r) => r.term.slice(TERM.sport.length)));
}

function planWord(word: string, divisions: DivisionMap, sports: ReadonlySet<string>, parts: string[] | null): WordPlan {
  const usable = [...word].length >= 2 || (ENTITY_WORDS as readonly string[]).includes(word);
  return {
    word,
    codes: codesNamed(divisions, word),
    sport: sports.has(word),
    kinds: usable ? FACILITY_KINDS.filter((k) => FACILITY_KIND_NAMES[k].includes(word)) : [],
    label: LABEL_WORDS.has(word),
    parts: parts === null ? null : parts.map((part) => planWord(part, divisions, sports, null)),
  };
}

/**
 * A rough relative size of the rows a word plan matches (no count is read): a county's terms are few, a
 * province's many; a kind or a sport spans a large share of the country; a two-character name gram is
 * common, a longer name rare; a one-character name is a LIKE scan. Only the order matters.
 */
function breadth(plan: WordPlan, divisions: DivisionMap): number {
  if (plan.label) return Infinity;
  const byLevel: Record<number, number> = { 1: 300, 2: 30, 3: 3 };
  let size = plan.codes.reduce((sum, code) => sum + (byLevel[divisions.get(code)?.level ?? 3] ?? 3), 0);
  if (plan.sport) size += 500;
  size += plan.kinds.length * 1000;
  const chars = [...plan.word].length;
  size += chars < 2 ? 100_000 : chars === 2 ? 50 : 5;
  if (plan.parts) size += Math.min(...plan.parts.map((part) => breadth(part, divisions)));
  return size;
}

/**
 * The facilities holding any of `terms`. `drive`: as an id set (`f.id in (…)`), which the planner can read
 * the facilities from (SQLite by rowid, ORed across alternatives); else as a probe of each row already read
 * (`exists`, one seek of the (kind, term, id) key per term), so a broad term (a kind, a sport, a province)
 * that does not lead is never read whole.
 */
function termIds(kind: SiteSearchKind, terms: readonly string[], drive: boolean): RawBuilder<boolean> {
  return drive
    ? sql<boolean>`f.id in (select id from site_search_term where kind = ${kind} and term in (${sql.join(terms)}))`
    : sql<boolean>`exists (select 1 from site_search_term t where t.kind = ${kind} and t.term in (${sql.join(terms)}) and t.id = f.id)`;
}

function facilityCondition(plan: WordPlan, drive: boolean): RawBuilder<boolean> | null {
  if (plan.label) return null;
  const alternatives: RawBuilder<boolean>[] = [];
  const terms = [
    ...plan.codes.map((code) => TERM.division + code),
    ...(plan.sport ? [TERM.sport + plan.word] : []),
    ...plan.kinds.map((kind) => TERM.kind + kind),
  ];
  if (terms.length > 0) alternatives.push(termIds('facility', terms, drive));
  const like = sql<boolean>`lower(p.name) like ${`%${escapeLike(plan.word.toLowerCase())}%`} escape '\\'`;
  const grams = nameGrams(plan.word);
  if (grams.length === 0) alternatives.push(like);
  else if (grams.length === 1 && [...plan.word].length === 2)
    alternatives.push(termIds('facility', [TERM.gram + grams[0]!], drive));
  else {
    // Driving, the first gram leads; the last (and the LIKE) only check the rows it finds.
    const seeks = [...new Set([grams[0]!, grams.at(-1)!])].map((g, i) =>
      termIds('facility', [TERM.gram + g], drive && i === 0),
    );
    alternatives.push(sql<boolean>`(${sql.join([...seeks, like], sql` and `)})`);
  }
  if (plan.parts) {
    const conditions = plan.parts.map((part, i) => facilityCondition(part, drive && i === 0));
    if (conditions.some((c) => c === null)) return null;
    alternatives.push(sql<boolean>`(${sql.join(conditions as RawBuilder<boolean>[], sql` and `)})`);
  }
  return sql<boolean>`(${sql.join(alternatives, sql` or `)})`;
}

/** A facility as its map point shows it (the columns the results read). */
type FacilityRow = Pick<
  Selectable<MapPointTable>,
  'id' | 'kind' | 'name' | 'address' | 'lng' | 'lat' | 'province_code' | 'city_code' | 'county_code'
>;

/** Half-widths in degrees of the boxes around a position tried in turn before an unbounded read (附近). */
const NEAR_BOXES = [0.05, 0.5, 5];

/**
 * The facilities matching every condition (at most `limit`; module comment). Without a position: the
 * names that begin with the keyword (found through its first gram), then the others in id order, so no read
 * sorts all the matches. With one: nearest first, from the first box whose `limit`-th row is nearer than
 * anything outside it can be, else unbounded.
 */
async function readFacilities(
  db: Kysely<Database>,
  conditions: readonly RawBuilder<boolean>[],
  key: string,
  position: Position | undefined,
  limit: number,
): Promise<FacilityRow[]> {
  const base = () => {
    let qb = db
      .selectFrom('facility as f')
      .innerJoin('map_point as p', 'p.id', 'f.id')
      .select([
        'f.id',
        'f.kind',
        'p.name',
        'p.address',
        'p.lng',
        'p.lat',
        'f.province_code',
        'f.city_code',
        'f.county_code',
      ]);
    for (const condition of conditions) qb = qb.where(condition);
    return qb;
  };
  if (position) {
    const cos = Math.cos((position.lat * Math.PI) / 180);
    const dx = sql`(p.lng - ${position.lng}) * ${cos}`;
    const dy = sql`(p.lat - ${position.lat})`;
    const near = (box: number | null) => {
      let qb = base();
      if (box !== null) {
        qb = qb
          .where('p.lng', '>=', position.lng - box)
          .where('p.lng', '<=', position.lng + box)
          .where('p.lat', '>=', position.lat - box)
          .where('p.lat', '<=', position.lat + box);
      }
      return qb
        .orderBy(sql`${dx} * ${dx} + ${dy} * ${dy}`)
        .orderBy('f.id')
        .limit(limit)
        .execute();
    };
    for (const box of NEAR_BOXES) {
      const rows = await near(box);
      const last = rows.at(-1);
      // Anything outside the box lies at least box * cos degrees (scaled) away.
      if (
        last &&
        rows.length >= limit &&
        Math.hypot((last.lng - position.lng) * cos, last.lat - position.lat) <= box * cos
      )
        return rows;
    }
    return near(null);
  }
  const grams = nameGrams(key);
  const prefixed =
    grams.length === 0
      ? []
      : await base()
          .where(termIds('facility', [TERM.gram + grams[0]!], conditions.length === 0))
          .where(sql<boolean>`lower(p.name) like ${`${escapeLike(key)}%`} escape '\\'`)
          .orderBy('f.id')
          .limit(limit)
          .execute();
  const rest = await base().orderBy('f.id').limit(limit).execute();
  const seen = new Set(prefixed.map((r) => Number(r.id)));
  return [...prefixed, ...rest.filter((r) => !seen.has(Number(r.id)))].slice(0, limit);
}

/** The sports of some facilities (their fields'). */
async function sportsOf(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, Set<string>>> {
  const sports = new Map<number, Set<string>>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('facility_field')
      .select(['facility_id', 'sport'])
      .where('facility_id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const r of rows) {
      const id = Number(r.facility_id);
      sports.set(id, (sports.get(id) ?? new Set()).add(r.sport));
    }
  }
  return sports;
}

/**
 * The BM25F weight of one word plan in a row (./site-search.index.ts termWeight): the fields it matched
 * (name; sport or kind; place), each once, at the collection's average lengths, with the word's document
 * frequency in the index (a word only the table kinds hold counts as rare); 0 when the plan does not match.
 * A split word weighs the sum of its parts when that is more.
 */
function wordWeight(
  plan: WordPlan,
  row: FacilityRow,
  sports: ReadonlySet<string>,
  index: SiteSearchIndex,
  terms: Set<string>,
): number {
  const inName = row.name.toLowerCase().includes(plan.word.toLowerCase());
  if (inName) terms.add(plan.word);
  const inKind = plan.label || (plan.sport && sports.has(plan.word)) || plan.kinds.includes(row.kind as FacilityKind);
  const inArea = plan.codes.some((c) => c === row.province_code || c === row.city_code || c === row.county_code);
  const counts = SEARCH_FIELDS.map((f) =>
    Number((f === 'title' && inName) || (f === 'kind' && inKind) || (f === 'area' && inArea)),
  );
  const n = index.docs.length - index.removed.size;
  const own = counts.some((c) => c > 0)
    ? termWeight(counts, index.averages, index.averages, index.postings.get(plan.word)?.docs.length ?? 0, n)
    : 0;
  if (!plan.parts) return own;
  const parts = plan.parts.map((part) => wordWeight(part, row, sports, index, terms));
  return parts.every((w) => w > 0)
    ? Math.max(
        own,
        parts.reduce((x, y) => x + y, 0),
      )
    : own;
}

/** The result row of a facility (what its card shows: kind · place · address). */
function facilityResult(divisions: DivisionMap, r: FacilityRow): SiteSearchRow {
  const kindName = FACILITY_KIND_NAMES[r.kind as FacilityKind] ?? '';
  const areaName = areaNameOf(divisions, r.province_code, r.city_code, r.county_code);
  return {
    kind: 'facility',
    id: Number(r.id),
    title: r.name,
    summary: [kindName, areaName, r.address].filter(Boolean).join(' · '),
    time: null,
    timeKind: null,
    facility_kind: r.kind,
  };
}

/**
 * The table kinds' rows for `parsed` (module comment); `index` gives the vocabulary words split into
 * (羽毛球馆 = 羽毛球 + 馆); `position` only with the nearby intent (then only located rows, nearest first);
 * at most `limit` rows per kind (the count cap; 1 to ask whether anything matches).
 */
export async function searchTables(
  db: Kysely<Database>,
  index: SiteSearchIndex,
  parsed: ParsedQuery,
  position?: Position,
  limit: number = SITE_SEARCH_COUNT_CAP,
): Promise<TableSearch> {
  const none: TableSearch = { hits: [], counts: {}, terms: [], namesSport: false };
  if (parsed.words.length === 0 && !parsed.nearby) return none;
  const divisions = await loadDivisions(db);
  const splits = parsed.words.map((word) => splitOverVocabulary(index, word));
  const sports = await sportsAmong(db, [...new Set([...parsed.words, ...splits.flatMap((s) => s ?? [])])]);
  const plans = parsed.words.map((word, i) => planWord(word, divisions, sports, splits[i]!));
  // The most selective word first: the planners drive the read from the first condition's id set.
  const byBreadth = [...plans].sort((a, b) => breadth(a, divisions) - breadth(b, divisions));
  const conditions = byBreadth
    .map((plan, i) => facilityCondition(plan, i === 0))
    .filter((c): c is RawBuilder<boolean> => c !== null);
  const key = nameKey(parsed.keyword);
  const near = parsed.nearby ? position : undefined;
  const rows = await readFacilities(db, conditions, key, near, limit);
  const sportsById = await sportsOf(
    db,
    rows.map((r) => Number(r.id)),
  );
  const terms = new Set<string>();
  const hits = rows.map((r): TableHit => {
    const own = sportsById.get(Number(r.id)) ?? new Set<string>();
    const name = nameKey(r.name);
    const sum = plans.reduce((total, plan) => total + wordWeight(plan, r, own, index, terms), 0);
    // As the index's ranking: the whole keyword inside a name outweighs its words found apart.
    const whole = [...key].length >= 2 && name.includes(key) ? 2 : 1;
    const hit: TableHit = {
      row: facilityResult(divisions, r),
      name,
      score: sum * whole,
      lng: Number(r.lng),
      lat: Number(r.lat),
    };
    if (near) hit.distance = metresBetween(near, { lng: hit.lng, lat: hit.lat });
    return hit;
  });
  return {
    hits,
    counts: { facility: hits.length },
    terms: [...terms],
    namesSport: sports.size > 0,
  };
}

/** Per database: how many times the table path's tables have changed (answers kept are of one generation). */
const generations = new WeakMap<Kysely<Database>, { value: number }>();

/**
 * The generation of the table path's answers on `db`: grows when a version of TABLE_PATH_TABLES grows (a
 * commit here, or another instance's through the change feed: data/change-feed.ts), so rankings and
 * response caches kept for an older generation are not served (./site-search.service.ts, routes).
 */
export function tablesGeneration(db: Kysely<Database>): number {
  let generation = generations.get(db);
  if (!generation) {
    const counter = { value: 0 };
    generations.set(db, (generation = counter));
    changeFeedOf(db).onChange(TABLE_PATH_TABLES, () => {
      counter.value += 1;
    });
  }
  return generation.value;
}
