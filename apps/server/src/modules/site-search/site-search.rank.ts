/**
 * One ranked list across kinds (docs/decisions/site-search.md), over the index of
 * ./site-search.index.ts:
 *
 * - parseQuery: "附近…" / "身边…" / "周边…" is the nearby intent; the rest is the keyword, cut into words
 *   (./site-search.segment.ts queryWords).
 * - A word matches a document that holds it (any field), or holds all the parts it splits into over the
 *   vocabulary and the table kinds' name words (longest first, parts of 2+ characters or a venue word:
 *   "羽毛球馆" = 羽毛球 + 馆), or, when
 *   neither finds anything, a word of the vocabulary it begins (奥林 -> 奥林匹克, weight halved); a word of
 *   2+ Latin letters also matches venues by the pinyin initials of their name (tyg). Words are AND-ed.
 * - Order: exact name first, then names that begin with the query, then, when the query names a sport or
 *   a venue word (ENTITY_WORDS) or asks for 附近, venues and facilities; inside each, the BM25F score
 *   (sum over the words, doubled when the name holds the whole keyword); ties among dated items newest
 *   first; then kind order and id, so the order is total (tierOf, compareRanked: the table kinds' rows are
 *   merged by the same, ./site-search.service.ts; RankOptions.entityIntent carries a sport only they offer).
 * - With a position (lng/lat, WGS-84 degrees) and the nearby intent, only the index's venues and facilities,
 *   nearest first (the table kinds with a position join them: ./site-search.tables.ts searchTables).
 */
import { SITE_SEARCH_KINDS, type SiteSearchKind } from '@portal/contracts/site-search.codes';
import { isInitialsQuery } from '../../lib/pinyin-initials.js';
import { ENTITY_WORDS, type SiteSearchRow } from './site-search.documents.js';
import { nameKey, type SiteSearchIndex } from './site-search.index.js';
import { queryWords } from './site-search.segment.js';

const NEARBY = /附近的?|身边的?|周边的?|周围的?|离我最?近的?|最近的/gu;
const ENTITY_KINDS: ReadonlySet<SiteSearchKind> = new Set(['venue', 'facility']);
const LONGEST_PART = 8;
const PREFIX_EXPANSION = 32;

export interface ParsedQuery {
  /** The query without the nearby words (what is searched). */
  keyword: string;
  words: string[];
  nearby: boolean;
}

export function parseQuery(q: string): ParsedQuery {
  const keyword = q.replace(NEARBY, ' ').replace(/\s+/g, ' ').trim();
  return { keyword, words: queryWords(keyword), nearby: keyword !== q.replace(/\s+/g, ' ').trim() };
}

/** Documents a word matches, with its score in each, and the vocabulary words that matched (highlights). */
export interface WordMatch {
  scores: Map<number, number>;
  terms: string[];
}

function addPosting(index: SiteSearchIndex, term: string, into: Map<number, number>, factor = 1): boolean {
  const posting = index.postings.get(term);
  if (!posting) return false;
  posting.docs.forEach((d, i) => into.set(d, Math.max(into.get(d) ?? 0, posting.weights[i]! * factor)));
  return true;
}

/**
 * `word` cut into vocabulary words, longest first from the left; null when some part is not one. The
 * vocabulary is the index's words, the table kinds' name words (`tableWords`) and the venue words
 * (ENTITY_WORDS: every venue name holding one was indexed with it when venues were in the index).
 */
export function splitOverVocabulary(index: SiteSearchIndex, word: string): string[] | null {
  const chars = [...word];
  const parts: string[] = [];
  let at = 0;
  while (at < chars.length) {
    let found: string | null = null;
    // Proper parts only: the whole word is looked up on its own.
    const longest = Math.min(at === 0 ? chars.length - 1 : chars.length, at + LONGEST_PART);
    for (let end = longest; end > at; end -= 1) {
      const part = chars.slice(at, end).join('');
      const entityWord = (ENTITY_WORDS as readonly string[]).includes(part);
      const usable = end - at >= 2 || entityWord;
      if (usable && (index.postings.has(part) || index.tableWords.has(part) || entityWord)) {
        found = part;
        break;
      }
    }
    if (found === null) return null;
    parts.push(found);
    at += [...found].length;
  }
  return parts.length > 1 ? parts : null;
}

/** The vocabulary words that begin with `word` (at most PREFIX_EXPANSION, shortest first). */
export function wordsStartingWith(index: SiteSearchIndex, word: string): string[] {
  const vocabulary = index.vocabulary;
  let lo = 0;
  let hi = vocabulary.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (vocabulary[mid]! < word) lo = mid + 1;
    else hi = mid;
  }
  const found: string[] = [];
  for (let i = lo; i < vocabulary.length && vocabulary[i]!.startsWith(word); i += 1) {
    if (vocabulary[i] !== word) found.push(vocabulary[i]!);
  }
  return found.sort((a, b) => a.length - b.length).slice(0, PREFIX_EXPANSION);
}

export function matchWord(index: SiteSearchIndex, word: string): WordMatch {
  const scores = new Map<number, number>();
  const terms: string[] = [];
  if (addPosting(index, word, scores)) terms.push(word);
  const parts = splitOverVocabulary(index, word);
  if (parts) {
    let together: Map<number, number> | null = null;
    for (const part of parts) {
      const partScores = new Map<number, number>();
      addPosting(index, part, partScores);
      together = together === null ? partScores : intersect(together, partScores);
    }
    for (const [d, score] of together ?? []) scores.set(d, Math.max(scores.get(d) ?? 0, score));
    if (together && together.size > 0) terms.push(...parts);
  }
  if (isInitialsQuery(word)) {
    const needle = word.toLowerCase();
    index.docs.forEach((doc, d) => {
      if (doc.initials.includes(needle) && !index.removed.has(d)) scores.set(d, Math.max(scores.get(d) ?? 0, 1));
    });
  }
  if (scores.size === 0) {
    for (const longer of wordsStartingWith(index, word)) {
      if (addPosting(index, longer, scores, 0.5)) terms.push(longer);
    }
  }
  return { scores, terms };
}

/** Documents in both, scores added. */
function intersect(a: Map<number, number>, b: Map<number, number>): Map<number, number> {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  const both = new Map<number, number>();
  for (const [d, score] of small) {
    const other = large.get(d);
    if (other !== undefined) both.set(d, score + other);
  }
  return both;
}

/** Whether the query names a sport or a venue word (venues and facilities first). */
export function hasEntityIntent(index: SiteSearchIndex, parsed: ParsedQuery): boolean {
  if (parsed.nearby) return true;
  if (ENTITY_WORDS.some((word) => parsed.keyword.includes(word))) return true;
  return parsed.words.some(
    (word) => index.sports.has(word) || (splitOverVocabulary(index, word) ?? []).some((p) => index.sports.has(p)),
  );
}

export interface Position {
  lng: number;
  lat: number;
}

export interface RankedSearch {
  /** Document indexes, best first. */
  order: number[];
  /** Matches per kind. */
  counts: Record<SiteSearchKind, number>;
  /** Vocabulary words that matched, for highlighting. */
  terms: string[];
  /** Metres from `position` per document of `order`, when ranked by distance. */
  distances?: Map<number, number>;
  /** Per document index (of `order`'s): its tier and score (not set when ranked by distance). */
  tiers?: Float64Array;
  scores?: Float64Array;
  /** Whether venues and facilities came first (entity intent). */
  entity?: boolean;
}

export interface RankOptions {
  /** Entity intent found outside the index (a sport only the table kinds offer). */
  entityIntent?: boolean;
}

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine, mean Earth radius). */
export function metresBetween(a: Position, b: Position): number {
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

const dated = (doc: SiteSearchRow) => doc.time !== null;
const KIND_ORDER = new Map(SITE_SEARCH_KINDS.map((kind, i) => [kind, i]));

/** Ranks the documents `parsed` matches (see module comment); `position` only with the nearby intent. */
export function rankSearch(
  index: SiteSearchIndex,
  parsed: ParsedQuery,
  position?: Position,
  options: RankOptions = {},
): RankedSearch {
  let matched: Map<number, number> | null = null;
  const terms: string[] = [];
  for (const word of parsed.words) {
    const match = matchWord(index, word);
    terms.push(...match.terms);
    matched = matched === null ? match.scores : intersect(matched, match.scores);
    if (matched.size === 0) break;
  }
  if (matched === null) {
    // "附近" alone: every venue and facility.
    matched = new Map();
    if (parsed.nearby) {
      index.docs.forEach((doc, d) => ENTITY_KINDS.has(doc.kind) && !index.removed.has(d) && matched!.set(d, 0));
    }
  }
  const counts = Object.fromEntries(SITE_SEARCH_KINDS.map((kind) => [kind, 0])) as Record<SiteSearchKind, number>;
  const near = parsed.nearby && position !== undefined;
  const order: number[] = [];
  for (const d of matched.keys()) {
    const doc = index.docs[d]!;
    if (near && (!ENTITY_KINDS.has(doc.kind) || doc.lng === null || doc.lat === null)) continue;
    counts[doc.kind] += 1;
    order.push(d);
  }
  if (near) {
    const distances = new Map(order.map((d) => [d, metresBetween(position, index.docs[d] as Position)]));
    order.sort((a, b) => distances.get(a)! - distances.get(b)! || index.docs[a]!.id - index.docs[b]!.id);
    return { order, counts, terms, distances };
  }
  const key = nameKey(parsed.keyword);
  const entity = hasEntityIntent(index, parsed) || options.entityIntent === true;
  const tier = (d: number) => tierOf(index.nameKeys[d]!, key, index.docs[d]!.kind, entity);
  // Sort keys read once per match (a common word matches thousands), then one comparison of plain numbers.
  const tiers = new Float64Array(index.docs.length);
  const scores = new Float64Array(index.docs.length);
  for (const d of order) {
    tiers[d] = tier(d);
    // The whole keyword inside a name (东湖公园 in 上城区东湖公园骑行绿道) outweighs its words found apart.
    scores[d] = matched.get(d)! * (key.length >= 2 && index.nameKeys[d]!.includes(key) ? 2 : 1);
  }
  order.sort((a, b) => compareRanked(tiers[a]!, scores[a]!, index.docs[a]!, tiers[b]!, scores[b]!, index.docs[b]!));
  return { order, counts, terms, tiers, scores, entity };
}

/** The tier of a name (nameKey) for the query key: exact 0, prefix 1, entity intent 2, else 3. */
export function tierOf(name: string, key: string, kind: SiteSearchKind, entity: boolean): number {
  if (name === key) return 0;
  if (name.startsWith(key)) return 1;
  return entity && ENTITY_KINDS.has(kind) ? 2 : 3;
}

/**
 * The ranked order of two results (module comment): tier, score (higher first), newer first among dated
 * ones, kind order, id. Shared by the index's ranking and its merge with the table kinds
 * (./site-search.service.ts).
 */
export function compareRanked(
  tierA: number,
  scoreA: number,
  a: SiteSearchRow,
  tierB: number,
  scoreB: number,
  b: SiteSearchRow,
): number {
  return (
    tierA - tierB ||
    scoreB - scoreA ||
    (dated(a) && dated(b) ? (b.time! < a.time! ? -1 : b.time! > a.time! ? 1 : 0) : 0) ||
    KIND_ORDER.get(a.kind)! - KIND_ORDER.get(b.kind)! ||
    a.id - b.id
  );
}
