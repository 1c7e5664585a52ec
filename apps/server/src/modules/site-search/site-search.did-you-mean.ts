/**
 * Did-you-mean (您是不是要找; docs/decisions/site-search.md): when a query finds nothing or very little, its misspelt
 * words are replaced by words of the index's names, kinds and places (./site-search.index.ts) that
 *
 * 1. read the same in toneless pinyin (蓝球 -> 篮球; Latin input as full pinyin "lanqiu" or initials "lq"),
 *    pinyin being a separate field, never a normaliser; else
 * 2. are one edit away (a character replaced, missing or extra; words of 3+ characters only: two-character
 *    words have too many neighbours), found through the one-deletion keys.
 * Among candidates the one in most documents wins (then code-unit order, so the choice is deterministic).
 * A whitespace-separated part is corrected whole first ("奥林匹客" -> 奥林匹克), else word by word.
 *
 * zeroResultSuggestions: for a query that still finds nothing, the parts or words that find something alone.
 */
import { oneDeletions, pinyinOf, type SiteSearchIndex } from './site-search.index.js';
import { matchWord, parseQuery, rankSearch, type ParsedQuery } from './site-search.rank.js';
import { queryWords } from './site-search.segment.js';

const LATIN = /^[a-z]+$/;
const CJK = /^[\u3400-\u9fff]+$/u;

/** The documents holding `word`: the index's, plus the table kinds' items whose names hold it. */
const documentsOf = (index: SiteSearchIndex, word: string) =>
  (index.postings.get(word)?.docs.length ?? 0) + (index.tableWords.get(word) ?? 0);

function best(index: SiteSearchIndex, candidates: Iterable<string>, not: string): string | null {
  let chosen: string | null = null;
  for (const candidate of candidates) {
    if (candidate === not) continue;
    if (
      chosen === null ||
      documentsOf(index, candidate) > documentsOf(index, chosen) ||
      (documentsOf(index, candidate) === documentsOf(index, chosen) && candidate < chosen)
    ) {
      chosen = candidate;
    }
  }
  return chosen;
}

/** The word of the index `text` most likely means, or null (see module comment). */
export function correctionOf(index: SiteSearchIndex, text: string): string | null {
  const lower = text.toLowerCase();
  if (LATIN.test(lower)) {
    return best(index, [...(index.pinyinFull.get(lower) ?? []), ...(index.pinyinInitials.get(lower) ?? [])], lower);
  }
  if (!CJK.test(text)) return null;
  const soundAlike = best(index, index.pinyinFull.get(pinyinOf(text).full) ?? [], text);
  if (soundAlike !== null) return soundAlike;
  if ([...text].length < 3) return null;
  const edits = new Set<string>(index.deletions.get(text) ?? []);
  for (const shorter of oneDeletions(text)) {
    if (index.nameWords.has(shorter) && [...shorter].length >= 2) edits.add(shorter);
    for (const word of index.deletions.get(shorter) ?? []) edits.add(word);
  }
  return best(index, edits, text);
}

const finds = (index: SiteSearchIndex, word: string) =>
  index.tableWords.has(word) || matchWord(index, word).scores.size > 0;

/** `keyword` with its misspelt parts or words corrected; null when nothing could be corrected. */
export function correctedKeyword(index: SiteSearchIndex, keyword: string): string | null {
  let changed = false;
  const parts = keyword.split(/\s+/u).map((part) => {
    const words = queryWords(part);
    if (rankSearch(index, parseQuery(part)).order.length > 0) return part;
    const whole = correctionOf(index, part);
    if (whole !== null) {
      changed = true;
      return whole;
    }
    return words
      .map((word) => {
        if (finds(index, word)) return word;
        const fixed = correctionOf(index, word);
        if (fixed === null) return word;
        changed = true;
        return fixed;
      })
      .join('');
  });
  return changed ? parts.join(' ') : null;
}

/** Fewer matches than this try a correction (docs/decisions/site-search.md). */
export const FEW_MATCHES = 3;

export interface Correction {
  /** The query whose results are shown (with the nearby words kept). */
  q: string;
  parsed: ParsedQuery;
}

/**
 * The corrected query of one that found `found` matches (fewer than FEW_MATCHES), or null; whether it
 * finds more is the caller's to check (the service asks the index and the table kinds).
 */
export function correctedQuery(index: SiteSearchIndex, parsed: ParsedQuery, found: number): Correction | null {
  if (found >= FEW_MATCHES || parsed.keyword === '') return null;
  const corrected = correctedKeyword(index, parsed.keyword);
  if (corrected === null) return null;
  const q = parsed.nearby ? `附近 ${corrected}` : corrected;
  return { q, parsed: parseQuery(q) };
}

/** A corrected query that finds more than `found` matches in the index, or null. */
export function didYouMean(index: SiteSearchIndex, parsed: ParsedQuery, found: number): Correction | null {
  const correction = correctedQuery(index, parsed, found);
  return correction && rankSearch(index, correction.parsed).order.length > found ? correction : null;
}

/**
 * Up to `limit` parts or words of a query that finds nothing which find something on their own: in the
 * index, or through `findsElsewhere` (the table kinds: ./site-search.tables.ts).
 */
export async function zeroResultSuggestions(
  index: SiteSearchIndex,
  parsed: ParsedQuery,
  findsElsewhere: (candidate: ParsedQuery) => Promise<boolean>,
  limit = 5,
): Promise<string[]> {
  const parts = parsed.keyword.split(/\s+/u);
  const candidates = parts.length > 1 ? [...parts, ...parsed.words] : parsed.words;
  const found = new Set<string>();
  for (const candidate of candidates) {
    if (found.size >= limit) break;
    if (candidate === parsed.keyword || found.has(candidate)) continue;
    const alone = parseQuery(candidate);
    if (rankSearch(index, alone).order.length > 0 || (await findsElsewhere(alone))) found.add(candidate);
  }
  return [...found];
}
