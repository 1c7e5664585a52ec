/**
 * The site search's answers from the index (contracts site-search.ts):
 * - searchSite: GET /api_/ow/search/list's SiteSearchResult: the ranked list (./site-search.rank.ts), kind
 *   groups with counts as filters, did-you-mean and zero-result suggestions (./site-search.did-you-mean.ts),
 *   the nearby intent;
 * - suggestSite: GET /api_/ow/search/suggest's first SITE_SEARCH_SUGGEST_SIZE titles of that list.
 * `q` is trimmed and non-empty (the route schema). Pure over the index: no database read.
 */
import type { SiteSearchResult, SiteSearchSuggestResult } from '@portal/contracts/site-search';
import {
  SITE_SEARCH_COUNT_CAP,
  SITE_SEARCH_KINDS,
  SITE_SEARCH_SUGGEST_SIZE,
  type SiteSearchKind,
} from '@portal/contracts/site-search.codes';
import { didYouMean, zeroResultSuggestions } from './site-search.did-you-mean.js';
import type { SiteSearchIndex } from './site-search.index.js';
import { presentSiteSearchItem } from './site-search.presenter.js';
import { parseQuery, rankSearch, type Position, type RankedSearch } from './site-search.rank.js';

export interface SiteSearchRequest {
  q: string;
  kind?: SiteSearchKind;
  pageNum: number;
  pageSize: number;
  position?: Position;
}

interface RankedAnswer {
  ranked: RankedSearch;
  shownQ: string;
  correctedQ?: string;
  nearby: boolean;
  keyword: string;
}

/**
 * Rankings kept per index content and query, so the kinds and pages of one query (and the suggest call for
 * it) rank once; an index whose documents changed starts empty (WeakMap on its document array, which an
 * update that changes no document keeps: ./site-search.changes.ts), and at most RANKINGS_KEPT queries are
 * kept (oldest out). Searches with a position are never kept.
 */
const RANKINGS_KEPT = 500;
const rankings = new WeakMap<SiteSearchIndex['docs'], Map<string, RankedAnswer>>();

function rankedAnswer(index: SiteSearchIndex, q: string, position?: Position): RankedAnswer {
  if (position) return rankWithCorrection(index, q, position);
  let kept = rankings.get(index.docs);
  if (!kept) rankings.set(index.docs, (kept = new Map()));
  const hit = kept.get(q);
  if (hit) return hit;
  const answer = rankWithCorrection(index, q);
  kept.set(q, answer);
  if (kept.size > RANKINGS_KEPT) kept.delete(kept.keys().next().value as string);
  return answer;
}

/** The ranked search of `q`, or of its correction when that finds more (correctedQ set). */
function rankWithCorrection(index: SiteSearchIndex, q: string, position?: Position): RankedAnswer {
  const parsed = parseQuery(q);
  const ranked = rankSearch(index, parsed, position);
  const correction = didYouMean(index, parsed, ranked.order.length);
  if (correction === null) return { ranked, shownQ: q, nearby: parsed.nearby, keyword: parsed.keyword };
  return {
    ranked: rankSearch(index, correction.parsed, position),
    shownQ: correction.q,
    correctedQ: correction.q,
    nearby: correction.parsed.nearby,
    keyword: correction.parsed.keyword,
  };
}

export function searchSite(index: SiteSearchIndex, request: SiteSearchRequest): SiteSearchResult {
  const { q, kind, pageNum, pageSize, position } = request;
  const { ranked, shownQ, correctedQ, nearby, keyword } = rankedAnswer(index, q, position);
  const groups = SITE_SEARCH_KINDS.map((k) => {
    const count = Math.min(ranked.counts[k], SITE_SEARCH_COUNT_CAP);
    return { kind: k, count, more: ranked.counts[k] >= SITE_SEARCH_COUNT_CAP };
  });
  const chosen = kind === undefined ? ranked.order : ranked.order.filter((d) => index.docs[d]!.kind === kind);
  // The pages go as far as the counts say (a capped group shows "1000+").
  const walkable =
    kind === undefined ? groups.reduce((sum, g) => sum + g.count, 0) : groups.find((g) => g.kind === kind)!.count;
  const from = (pageNum - 1) * pageSize;
  const page = chosen.slice(from, Math.min(from + pageSize, walkable));
  const result: SiteSearchResult = {
    q,
    groups,
    list: page.map((d) => presentSiteSearchItem(index.docs[d]!, shownQ, ranked.terms, ranked.distances?.get(d))),
    total: walkable,
    pageNum,
    pageSize,
  };
  if (correctedQ !== undefined) result.correctedQ = correctedQ;
  if (nearby) {
    result.nearby = true;
    result.keyword = keyword;
  }
  if (ranked.order.length === 0) result.suggestions = zeroResultSuggestions(index, parseQuery(q));
  return result;
}

export function suggestSite(index: SiteSearchIndex, q: string): SiteSearchSuggestResult {
  const { ranked, shownQ } = rankedAnswer(index, q);
  const seen = new Set<string>();
  const list: SiteSearchSuggestResult['list'] = [];
  for (const d of ranked.order) {
    if (list.length === SITE_SEARCH_SUGGEST_SIZE) break;
    const doc = index.docs[d]!;
    // One suggestion per title: the same name in two kinds reads as a repeat.
    if (seen.has(doc.title)) continue;
    seen.add(doc.title);
    const { kind, id, title, titleRanges, organType, isLarge, buildKind, facilityKind } = presentSiteSearchItem(
      doc,
      shownQ,
      ranked.terms,
    );
    list.push({ kind, id, title, titleRanges, organType, isLarge, buildKind, facilityKind });
  }
  return { q, list };
}
