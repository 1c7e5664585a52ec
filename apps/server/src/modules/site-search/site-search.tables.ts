/**
 * The site search's national kinds, answered from their own tables (docs/decisions/site-search.md
 * "National size"): venues, facilities, organisations, races, venue events (matches, trainings) and
 * construction projects (./site-search.table-kinds.ts TABLE_KINDS; each
 * kind's SQL is its TableSource there), matched through site_search_term (db/site-search-terms.ts), never
 * held in memory.
 *
 * A query's words (./site-search.rank.ts parseQuery) are AND-ed, as in the index; a word matches an
 * item when
 * - its name holds the word (a seek of the word's first and last two-character grams, then a LIKE check of
 *   the name; a one-character word: the LIKE check alone, bounded by the other words), or its `t:` text
 *   does, the same way through its `t:` grams (an event's organiser; a project's, venue's, facility's,
 *   organisation's or race's address: TableSource.text),
 * - the word names a division (full or without its suffix: 朝阳区, 朝阳) its place lies in (`d:` terms;
 *   the names resolve against the divisions in memory),
 * - the word is a sport it offers or plays (`s:` terms),
 * - the name of its kind code holds the word (绿道, 滑冰场, 步道; 篮球协会), or the word is one of its
 *   kind's label words (健身设施: every facility; 健身组织; 运动会; 赛事活动; 培训; 建设项目),
 * - (venues) a word of 2+ Latin letters is inside the pinyin initials of its name (tyg),
 * - or the word splits over the index's vocabulary (羽毛球馆 = 羽毛球 + 馆) into parts that each match.
 *
 * At most SITE_SEARCH_COUNT_CAP rows per kind are read (names that begin with the keyword first, then by
 * id; with a position, only the kinds with one, nearest first), and only those are scored: per word the BM25F
 * weight of the fields it matched (name, sport or kind, place, `t:` text; ./site-search.index.ts
 * termWeight) with the word's document frequency in the index, doubled when the name holds the whole
 * keyword, so they rank with the index's documents by the same tiers and scale (./site-search.rank.ts
 * compareRanked). Errors: a database error rejects.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { SITE_SEARCH_COUNT_CAP, type SiteSearchKind } from '@portal/contracts/site-search.codes';
import { changeFeedOf } from '../../data/change-feed.js';
import type { Database } from '../../db/database.js';
import { escapeLike } from '../../db/text-search.js';
import { isInitialsQuery } from '../../lib/pinyin-initials.js';
import { loadDivisions, type DivisionMap } from '../area/divisions.js';
import { ENTITY_WORDS, SEARCH_FIELDS, type SiteSearchRow } from './site-search.documents.js';
import { nameKey, termWeight, type SiteSearchIndex } from './site-search.index.js';
import { metresBetween, splitOverVocabulary, type ParsedQuery, type Position } from './site-search.rank.js';
import { divisionNameForms } from './site-search.sources.js';
import { queryWords } from './site-search.segment.js';
import { TABLE_KINDS, TABLE_SOURCES, type TableRow, type TableSource } from './site-search.table-kinds.js';
import { nameGrams, TERM } from '../../db/site-search-terms.js';

export { TABLE_KINDS } from './site-search.table-kinds.js';

/**
 * The tables whose writes change the table path's answers: the terms (written with every item the write
 * path changes), the rows shown (venue, map_point, fitness_organization, games_race, venue_match,
 * venue_training, build_project), the sports (facility_field), the divisions' names. `facility` itself is
 * left out: its other writes (a repair report's recount) change no answer.
 */
export const TABLE_PATH_TABLES = [
  'site_search_term',
  'venue',
  'map_point',
  'facility_field',
  'fitness_organization',
  'games_race',
  'venue_match',
  'venue_training',
  'build_project',
  'division',
] as const;

/** A row found in a table, with what ranking it needs. */
export interface TableHit {
  row: SiteSearchRow;
  /** nameKey of the title. */
  name: string;
  score: number;
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

/** How one query word may match (module comment); the kind codes and labels are the source's. */
interface WordPlan {
  word: string;
  codes: string[];
  sport: boolean;
  /** Long enough to look for in kind names (2+ characters or a venue word). */
  usable: boolean;
  parts: WordPlan[] | null;
}

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
  return {
    word,
    codes: codesNamed(divisions, word),
    sport: sports.has(word),
    usable: [...word].length >= 2 || (ENTITY_WORDS as readonly string[]).includes(word),
    parts: parts === null ? null : parts.map((part) => planWord(part, divisions, sports, null)),
  };
}

/** The source's kind codes whose names hold the word. */
const kindCodes = (source: TableSource, plan: WordPlan) =>
  plan.usable ? Object.keys(source.codeNames).filter((code) => source.codeNames[code]!.includes(plan.word)) : [];

/** Whether the word names every item of the source's kind. */
const isLabel = (source: TableSource, plan: WordPlan) => source.labels.has(plan.word);

/**
 * A rough relative size of the rows a word plan matches (no count is read): a county's terms are few, a
 * province's many; a kind or a sport spans a large share of the country; a two-character name gram is
 * common, a longer name rare; a one-character name is a LIKE scan. Only the order matters.
 */
function breadth(source: TableSource, plan: WordPlan, divisions: DivisionMap): number {
  if (isLabel(source, plan)) return Infinity;
  const byLevel: Record<number, number> = { 1: 300, 2: 30, 3: 3 };
  let size = plan.codes.reduce((sum, code) => sum + (byLevel[divisions.get(code)?.level ?? 3] ?? 3), 0);
  if (plan.sport) size += 500;
  size += kindCodes(source, plan).length * 1000;
  const chars = [...plan.word].length;
  size += chars < 2 ? 100_000 : chars === 2 ? 50 : 5;
  if (plan.parts) size += Math.min(...plan.parts.map((part) => breadth(source, part, divisions)));
  return size;
}

/**
 * The items holding any of `terms`. `drive`: as an id set (`id in (…)`), which the planner can read the
 * items from (SQLite by rowid, ORed across alternatives); else as a probe of each row already read
 * (`exists`, one seek of the (kind, term, id) key per term), so a broad term (a kind, a sport, a province)
 * that does not lead is never read whole.
 */
function termIds(source: TableSource, terms: readonly string[], drive: boolean): RawBuilder<boolean> {
  const id = sql.ref(source.id);
  return drive
    ? sql<boolean>`${id} in (select id from site_search_term where kind = ${source.kind} and term in (${sql.join(terms)}))`
    : sql<boolean>`exists (select 1 from site_search_term t where t.kind = ${source.kind} and t.term in (${sql.join(terms)}) and t.id = ${id})`;
}

/**
 * The rows whose `column` (the name, or the second line) holds `word`, through its grams under `prefix`
 * (`n:`, `t:`): a two-character word is one gram; a longer one seeks its first and last gram (driving, the
 * first leads; the last and the LIKE only check the rows it finds), then a LIKE; a one-character word is
 * the LIKE alone.
 */
function textCondition(
  source: TableSource,
  word: string,
  prefix: string,
  column: string,
  drive: boolean,
): RawBuilder<boolean> {
  const like = sql<boolean>`lower(${sql.ref(column)}) like ${`%${escapeLike(word.toLowerCase())}%`} escape '\\'`;
  const grams = nameGrams(word);
  if (grams.length === 0) return like;
  if (grams.length === 1 && [...word].length === 2) return termIds(source, [prefix + grams[0]!], drive);
  const seeks = [...new Set([grams[0]!, grams.at(-1)!])].map((g, i) => termIds(source, [prefix + g], drive && i === 0));
  return sql<boolean>`(${sql.join([...seeks, like], sql` and `)})`;
}

/** The condition of one word plan on the source's rows (module comment); null: every row matches. */
function wordCondition(source: TableSource, plan: WordPlan, drive: boolean): RawBuilder<boolean> | null {
  if (isLabel(source, plan)) return null;
  const alternatives: RawBuilder<boolean>[] = [];
  const terms = [
    ...plan.codes.map((code) => TERM.division + code),
    ...(plan.sport ? [TERM.sport + plan.word] : []),
    ...kindCodes(source, plan).map((code) => TERM.kind + code),
  ];
  if (terms.length > 0) alternatives.push(termIds(source, terms, drive));
  alternatives.push(textCondition(source, plan.word, TERM.gram, source.name, drive));
  if (source.text) alternatives.push(textCondition(source, plan.word, TERM.text, source.text.column, drive));
  if (source.initials && isInitialsQuery(plan.word)) {
    alternatives.push(
      sql<boolean>`${sql.ref(source.initials)} like ${`%${escapeLike(plan.word.toLowerCase())}%`} escape '\\'`,
    );
  }
  if (plan.parts) {
    const conditions = plan.parts.map((part, i) => wordCondition(source, part, drive && i === 0));
    if (conditions.some((c) => c === null)) return null;
    alternatives.push(sql<boolean>`(${sql.join(conditions as RawBuilder<boolean>[], sql` and `)})`);
  }
  return sql<boolean>`(${sql.join(alternatives, sql` or `)})`;
}

/** Half-widths in degrees of the boxes around a position tried in turn before an unbounded read (附近). */
const NEAR_BOXES = [0.05, 0.5, 5];

/**
 * The source's rows matching every condition (at most `limit`; module comment). Without a position: the
 * names that begin with the keyword (found through its first gram), then the others in id order, so no
 * read sorts all the matches. With one: nearest first, from the first box whose `limit`-th row is nearer
 * than anything outside it can be, else unbounded.
 */
async function readRows(
  db: Kysely<Database>,
  source: TableSource,
  conditions: readonly RawBuilder<boolean>[],
  key: string,
  position: Position | undefined,
  limit: number,
): Promise<TableRow[]> {
  const base = () => {
    let qb = source.rows(db);
    for (const condition of conditions) qb = qb.where(condition);
    return qb;
  };
  const id = sql.ref(source.id);
  if (position && source.lng && source.lat) {
    const [lng, lat] = [sql.ref(source.lng), sql.ref(source.lat)];
    const cos = Math.cos((position.lat * Math.PI) / 180);
    const dx = sql`(${lng} - ${position.lng}) * ${cos}`;
    const dy = sql`(${lat} - ${position.lat})`;
    const near = (box: number | null) => {
      // An event whose venue is gone has no position: it is not "near" anything.
      let qb = base().where(lng, 'is not', null);
      if (box !== null) {
        qb = qb
          .where(sql<boolean>`${lng} >= ${position.lng - box} and ${lng} <= ${position.lng + box}`)
          .where(sql<boolean>`${lat} >= ${position.lat - box} and ${lat} <= ${position.lat + box}`);
      }
      return qb
        .orderBy(sql`${dx} * ${dx} + ${dy} * ${dy}`)
        .orderBy(id)
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
        Math.hypot((Number(last.lng) - position.lng) * cos, Number(last.lat) - position.lat) <= box * cos
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
          .where(termIds(source, [TERM.gram + grams[0]!], conditions.length === 0))
          .where(sql<boolean>`lower(${sql.ref(source.name)}) like ${`${escapeLike(key)}%`} escape '\\'`)
          .orderBy(id)
          .limit(limit)
          .execute();
  const rest = await base().orderBy(id).limit(limit).execute();
  const seen = new Set(prefixed.map((r) => Number(r.id)));
  return [...prefixed, ...rest.filter((r) => !seen.has(Number(r.id)))].slice(0, limit);
}

/**
 * The BM25F weight of one word plan in a row (./site-search.index.ts termWeight): the fields it matched
 * (name or its pinyin initials; sport or kind; place), each once, at the collection's average lengths,
 * with the word's document frequency in the index (a word only the table kinds hold counts as rare); 0
 * when the plan does not match. A split word weighs the sum of its parts when that is more.
 */
function wordWeight(
  source: TableSource,
  plan: WordPlan,
  row: TableRow,
  sports: ReadonlySet<string>,
  index: SiteSearchIndex,
  terms: Set<string>,
): number {
  const inName = row.name.toLowerCase().includes(plan.word.toLowerCase());
  if (inName) terms.add(plan.word);
  const inKind =
    isLabel(source, plan) ||
    (plan.sport && sports.has(plan.word)) ||
    kindCodes(source, plan).includes(String(row.code));
  const inArea = plan.codes.some((c) => c === row.province_code || c === row.city_code || c === row.county_code);
  const inText = source.text !== null && (row.text ?? row.summary).toLowerCase().includes(plan.word.toLowerCase());
  if (inText) terms.add(plan.word);
  const counts = SEARCH_FIELDS.map((f) =>
    Number(
      (f === 'title' && inName) ||
        (f === 'kind' && inKind) ||
        (f === 'area' && inArea) ||
        (f === source.text?.field && inText),
    ),
  );
  const n = index.docs.length - index.removed.size;
  let own = counts.some((c) => c > 0)
    ? termWeight(counts, index.averages, index.averages, index.postings.get(plan.word)?.docs.length ?? 0, n)
    : 0;
  // As the index scores an initials match (./site-search.rank.ts matchWord).
  if (own === 0 && row.initials && isInitialsQuery(plan.word) && row.initials.includes(plan.word.toLowerCase()))
    own = 1;
  if (!plan.parts) return own;
  const parts = plan.parts.map((part) => wordWeight(source, part, row, sports, index, terms));
  return parts.every((w) => w > 0)
    ? Math.max(
        own,
        parts.reduce((x, y) => x + y, 0),
      )
    : own;
}

/** One table kind's hits for the planned words (module comment). */
async function searchSource(
  db: Kysely<Database>,
  source: TableSource,
  index: SiteSearchIndex,
  plans: readonly WordPlan[],
  parsed: ParsedQuery,
  divisions: DivisionMap,
  near: Position | undefined,
  limit: number,
  terms: Set<string>,
): Promise<TableHit[]> {
  // The most selective word first: the planners drive the read from the first condition's id set.
  const byBreadth = [...plans].sort((a, b) => breadth(source, a, divisions) - breadth(source, b, divisions));
  const conditions = byBreadth
    .map((plan, i) => wordCondition(source, plan, i === 0))
    .filter((c): c is RawBuilder<boolean> => c !== null);
  const key = nameKey(parsed.keyword);
  const rows = await readRows(db, source, conditions, key, near, limit);
  const sportsById = await source.sportsOf(db, rows);
  return rows.map((r): TableHit => {
    const own = sportsById.get(Number(r.id)) ?? new Set<string>();
    const name = nameKey(r.name);
    const sum = plans.reduce((total, plan) => total + wordWeight(source, plan, r, own, index, terms), 0);
    // As the index's ranking: the whole keyword inside a name outweighs its words found apart.
    const whole = [...key].length >= 2 && name.includes(key) ? 2 : 1;
    const hit: TableHit = { row: source.result(divisions, r), name, score: sum * whole };
    if (near) hit.distance = metresBetween(near, { lng: Number(r.lng), lat: Number(r.lat) });
    return hit;
  });
}

/**
 * The table kinds' rows for `parsed` (module comment); `index` gives the vocabulary words split into
 * (羽毛球馆 = 羽毛球 + 馆); `position` only with the nearby intent (then only the rows of the kinds with a
 * position, TableSource.lng: venues, facilities, races, matches and trainings at their venue, construction
 * projects; nearest first); at most `limit` rows per kind (the count cap; 1 to ask whether anything
 * matches). Without words (附近 alone) only the places answer (venues and facilities: TableSource.place), as
 * the index's ENTITY_KINDS.
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
  const parts = parsed.keyword.split(/\s+/u).filter((part) => queryWords(part).length > 1);
  const splits = parsed.words.map((word) => splitOverVocabulary(index, word));
  const sports = await sportsAmong(db, [...new Set([...parts, ...parsed.words, ...splits.flatMap((s) => s ?? [])])]);
  // A sport the precise cut splits (水中健身 -> 水中 + 健身) is one word here, as in the index's sports field.
  const words = parsed.keyword
    .split(/\s+/u)
    .flatMap((part) => (sports.has(part) ? [part] : queryWords(part)))
    .filter((word) => parsed.words.includes(word) || sports.has(word));
  const plans = words.map((word) => planWord(word, divisions, sports, splitOverVocabulary(index, word)));
  const near = parsed.nearby ? position : undefined;
  const terms = new Set<string>();
  const hits: TableHit[] = [];
  const counts: Partial<Record<SiteSearchKind, number>> = {};
  for (const kind of TABLE_KINDS) {
    const source = TABLE_SOURCES[kind];
    if ((near && source.lng === null) || (plans.length === 0 && !source.place)) continue;
    const found = await searchSource(db, source, index, plans, parsed, divisions, near, limit, terms);
    hits.push(...found);
    counts[kind] = found.length;
  }
  return { hits, counts, terms: [...terms], namesSport: sports.size > 0 };
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
