/**
 * The site search's answers (contracts site-search.ts; docs/decisions/site-search.md):
 * - searchSite: GET /api_/ow/search/list's SiteSearchResult: one ranked list of the index's documents
 *   (./site-search.rank.ts: the articles) and the table kinds' rows (./site-search.tables.ts: venues,
 *   facilities, organisations, races, events and construction projects, read from their tables), merged by
 *   the same tiers and scores (compareRanked); kind groups with counts as filters,
 *   did-you-mean and zero-result suggestions (./site-search.did-you-mean.ts), the nearby intent;
 * - suggestSite: GET /api_/ow/search/suggest's first SITE_SEARCH_SUGGEST_SIZE titles of that list.
 * `q` is trimmed and non-empty (the route schema). Errors: a database error of the table path rejects.
 */
import type { SiteSearchResult, SiteSearchSuggestResult } from '@portal/contracts/site-search';
import { LRUCache } from 'lru-cache';
import {
  SITE_SEARCH_COUNT_CAP,
  SITE_SEARCH_KINDS,
  SITE_SEARCH_SUGGEST_SIZE,
  type SiteSearchKind,
} from '@portal/contracts/site-search.codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { correctedQuery, zeroResultSuggestions } from './site-search.did-you-mean.js';
import type { SiteSearchRow } from './site-search.documents.js';
import { nameKey, type SiteSearchIndex } from './site-search.index.js';
import { presentSiteSearchItem } from './site-search.presenter.js';
import { compareRanked, parseQuery, rankSearch, tierOf, type ParsedQuery, type Position } from './site-search.rank.js';
import { searchTables, tablesGeneration } from './site-search.tables.js';

export interface SiteSearchRequest {
  q: string;
  kind?: SiteSearchKind;
  pageNum: number;
  pageSize: number;
  position?: Position;
}

/** One query's merged ranking: its rows best first, with their distances when ranked by distance. */
interface RankedAnswer {
  rows: SiteSearchRow[];
  distances: (number | undefined)[];
  counts: Record<SiteSearchKind, number>;
  terms: string[];
  shownQ: string;
  correctedQ?: string;
  nearby: boolean;
  keyword: string;
}

/**
 * Rankings kept per index content, table generation and query, so the kinds and pages of one query (and
 * the suggest call for it) rank once; an index whose documents changed starts empty (WeakMap on its
 * document array, which an update that changes no document keeps: ./site-search.changes.ts), as does a
 * new generation of the table kinds (./site-search.tables.ts tablesGeneration); at most RANKINGS_KEPT
 * queries are kept (the least recently asked out). Searches with a position are never kept.
 */
const RANKINGS_KEPT = 500;
const rankings = new WeakMap<
  SiteSearchIndex['docs'],
  { generation: number; answers: LRUCache<string, RankedAnswer> }
>();

async function rankedAnswer(
  index: SiteSearchIndex,
  db: Kysely<Database>,
  q: string,
  position?: Position,
): Promise<RankedAnswer> {
  if (position) return rankWithCorrection(index, db, q, position);
  const generation = tablesGeneration(db);
  let kept = rankings.get(index.docs);
  if (!kept || kept.generation !== generation)
    rankings.set(index.docs, (kept = { generation, answers: new LRUCache({ max: RANKINGS_KEPT }) }));
  const hit = kept.answers.get(q);
  if (hit) return hit;
  const answer = await rankWithCorrection(index, db, q);
  // A write during the ranking made a new generation: the answer is not kept for it.
  if (tablesGeneration(db) === generation) {
    kept.answers.set(q, answer);
  }
  return answer;
}

type Merged = Pick<RankedAnswer, 'rows' | 'distances' | 'counts' | 'terms'> & { tableHits: number };

/** The index's ranking of `parsed` and the table kinds' rows, merged into one order. */
async function rankBoth(
  index: SiteSearchIndex,
  db: Kysely<Database>,
  parsed: ParsedQuery,
  position?: Position,
): Promise<Merged> {
  const tables = await searchTables(db, index, parsed, position);
  const ranked = rankSearch(index, parsed, position, { entityIntent: tables.namesSport });
  const counts = { ...ranked.counts };
  for (const [kind, count] of Object.entries(tables.counts)) counts[kind as SiteSearchKind] += count;
  const terms = [...new Set([...ranked.terms, ...tables.terms])];
  const fromIndex = ranked.order.map((d) => ({ row: index.docs[d]!, d }));
  let compare: (a: MergeItem, b: MergeItem) => number;
  let indexed: MergeItem[];
  let tabled: MergeItem[];
  if (ranked.distances) {
    const distances = ranked.distances;
    indexed = fromIndex.map(({ row, d }) => ({ row, tier: 0, score: 0, distance: distances.get(d) }));
    tabled = tables.hits.map((hit) => ({ row: hit.row, tier: 0, score: 0, distance: hit.distance }));
    compare = (a, b) => a.distance! - b.distance! || a.row.id - b.row.id;
  } else {
    const key = nameKey(parsed.keyword);
    const entity = ranked.entity === true;
    indexed = fromIndex.map(({ row, d }) => ({ row, tier: ranked.tiers![d]!, score: ranked.scores![d]! }));
    tabled = tables.hits.map((hit) => ({
      row: hit.row,
      tier: tierOf(hit.name, key, hit.row.kind, entity),
      score: hit.score,
    }));
    compare = (a, b) => compareRanked(a.tier, a.score, a.row, b.tier, b.score, b.row);
  }
  // The index's order is already sorted: only the table rows (at most the cap per kind) are, then merged.
  const items = mergeSorted(indexed, tabled.sort(compare), compare);
  return {
    rows: items.map((item) => item.row),
    distances: items.map((item) => item.distance),
    counts,
    terms,
    tableHits: tables.hits.length,
  };
}

interface MergeItem {
  row: SiteSearchRow;
  tier: number;
  score: number;
  distance?: number;
}

/** Two lists sorted by `compare`, merged (stable: `a` first on ties). */
function mergeSorted<T>(a: readonly T[], b: readonly T[], compare: (x: T, y: T) => number): T[] {
  const out: T[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) out.push(compare(a[i]!, b[j]!) <= 0 ? a[i++]! : b[j++]!);
  while (i < a.length) out.push(a[i++]!);
  while (j < b.length) out.push(b[j++]!);
  return out;
}

/** The ranked search of `q`, or of its correction when that finds more (correctedQ set). */
async function rankWithCorrection(
  index: SiteSearchIndex,
  db: Kysely<Database>,
  q: string,
  position?: Position,
): Promise<RankedAnswer> {
  const parsed = parseQuery(q);
  const merged = await rankBoth(index, db, parsed, position);
  const asMeant = { ...merged, shownQ: q, nearby: parsed.nearby, keyword: parsed.keyword };
  // The corrections are words of the index and of the table kinds' names: a query the table kinds answer
  // is taken as meant; a correction is shown when the merged list finds more with it.
  const correction = merged.tableHits > 0 ? null : correctedQuery(index, parsed, merged.rows.length);
  if (correction === null) return asMeant;
  const corrected = await rankBoth(index, db, correction.parsed, position);
  if (corrected.rows.length <= merged.rows.length) return asMeant;
  return {
    ...corrected,
    shownQ: correction.q,
    correctedQ: correction.q,
    nearby: correction.parsed.nearby,
    keyword: correction.parsed.keyword,
  };
}

export async function searchSite(
  index: SiteSearchIndex,
  db: Kysely<Database>,
  request: SiteSearchRequest,
): Promise<SiteSearchResult> {
  const { q, kind, pageNum, pageSize, position } = request;
  const answer = await rankedAnswer(index, db, q, position);
  const { counts, shownQ, correctedQ, nearby, keyword } = answer;
  const groups = SITE_SEARCH_KINDS.map((k) => {
    const count = Math.min(counts[k], SITE_SEARCH_COUNT_CAP);
    return { kind: k, count, more: counts[k] >= SITE_SEARCH_COUNT_CAP };
  });
  const chosen =
    kind === undefined
      ? answer.rows.map((_row, i) => i)
      : answer.rows.flatMap((row, i) => (row.kind === kind ? [i] : []));
  // The pages go as far as the counts say (a capped group shows "1000+").
  const walkable =
    kind === undefined ? groups.reduce((sum, g) => sum + g.count, 0) : groups.find((g) => g.kind === kind)!.count;
  const from = (pageNum - 1) * pageSize;
  const page = chosen.slice(from, Math.min(from + pageSize, walkable));
  const result: SiteSearchResult = {
    q,
    groups,
    list: page.map((i) => presentSiteSearchItem(answer.rows[i]!, shownQ, answer.terms, answer.distances[i])),
    total: walkable,
    pageNum,
    pageSize,
  };
  if (correctedQ !== undefined) result.correctedQ = correctedQ;
  if (nearby) {
    result.nearby = true;
    result.keyword = keyword;
  }
  if (answer.rows.length === 0) {
    result.suggestions = await zeroResultSuggestions(
      index,
      parseQuery(q),
      async (alone) => (await searchTables(db, index, alone, undefined, 1)).hits.length > 0,
    );
  }
  return result;
}

export async function suggestSite(
  index: SiteSearchIndex,
  db: Kysely<Database>,
  q: string,
): Promise<SiteSearchSuggestResult> {
  const { rows, shownQ, terms } = await rankedAnswer(index, db, q);
  const seen = new Set<string>();
  const list: SiteSearchSuggestResult['list'] = [];
  for (const row of rows) {
    if (list.length === SITE_SEARCH_SUGGEST_SIZE) break;
    // One suggestion per title: the same name in two kinds reads as a repeat.
    if (seen.has(row.title)) continue;
    seen.add(row.title);
    const { kind, id, title, titleRanges, organType, isLarge, buildKind, facilityKind } = presentSiteSearchItem(
      row,
      shownQ,
      terms,
    );
    list.push({ kind, id, title, titleRanges, organType, isLarge, buildKind, facilityKind });
  }
  return { q, list };
}
