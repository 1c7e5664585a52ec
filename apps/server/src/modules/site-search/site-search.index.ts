/**
 * The site search's in-memory index (docs/decisions/site-search.md), built from the read model's
 * documents (./site-search.read-model.ts):
 *
 * - postings: segmented word (./site-search.segment.ts indexTermList) -> the documents holding it, each with
 *   its BM25F weight: idf(word) × t / (K1 + t), where t = Σ over fields of FIELD_WEIGHTS[field] × tf /
 *   (1 - B + B × fieldLength / averageFieldLength) (Robertson & Zaragoza, "The Probabilistic Relevance
 *   Framework: BM25 and Beyond", §3.5). A query's score is the sum of its words' weights.
 * - the vocabulary sorted (prefix expansion of a word no document holds whole: "奥林" -> 奥林匹克);
 * - the sports offered or played (a sport word gives a query entity intent);
 * - for did-you-mean (./site-search.did-you-mean.ts), over the words of names, kinds and places only (the
 *   words people search for by sound or mistype): their toneless full pinyin and initials, a field of its
 *   own (never a normaliser of the text: 景点 and 经典 stay different words), and their one-deletion keys
 *   (words of 3+ characters; symmetric-delete look-up of one-edit variants).
 * Memory is about 100 bytes per (word, document) pair plus the documents themselves.
 */
import { pinyin } from 'pinyin-pro';
import { SEARCH_FIELDS, type SearchDocument, type SearchField } from './site-search.documents.js';
import { indexTermList } from './site-search.segment.js';

/** Field weights: title/name > sports offered and kind > address and area > summary > body (docs/decisions/site-search.md). */
export const FIELD_WEIGHTS: Readonly<Record<SearchField, number>> = {
  title: 5,
  kind: 3,
  area: 2,
  summary: 1.5,
  body: 0.5,
};
const K1 = 1.2;
/**
 * Length normalisation per field: full for prose; light for the lists of sports and the place, where a
 * venue offering seven sports offers each no less than a court offering one.
 */
const B: Readonly<Record<SearchField, number>> = { title: 0.75, kind: 0.2, area: 0.2, summary: 0.75, body: 0.75 };

export interface Posting {
  docs: number[];
  weights: number[];
}

export interface SiteSearchIndex {
  docs: readonly SearchDocument[];
  /** Lower-cased title without spaces, per document (exact and prefix name matches). */
  nameKeys: readonly string[];
  postings: ReadonlyMap<string, Posting>;
  /** Every indexed word, sorted (code unit order), for prefix expansion. */
  vocabulary: readonly string[];
  sports: ReadonlySet<string>;
  /** Toneless full pinyin ("lanqiu") -> words of names, kinds and places with that reading. */
  pinyinFull: ReadonlyMap<string, string[]>;
  /** Pinyin initials ("lq") -> those words. */
  pinyinInitials: ReadonlyMap<string, string[]>;
  /** One-deletion key -> words of names, kinds and places (3+ characters) it comes from. */
  deletions: ReadonlyMap<string, string[]>;
  /** Words of names, kinds and places (did-you-mean candidates). */
  nameWords: ReadonlySet<string>;
}

/** Lower-cased, spaces removed: how names are compared with a query. */
export const nameKey = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/** Each string made by deleting one character (code point) of `word`. */
export function oneDeletions(word: string): string[] {
  const chars = [...word];
  return chars.map((_, i) => [...chars.slice(0, i), ...chars.slice(i + 1)].join(''));
}

const CJK = /^[\u3400-\u9fff]+$/u;

/** Toneless full pinyin and initials of a Chinese word. */
export function pinyinOf(word: string): { full: string; initials: string } {
  const syllables = pinyin(word, { toneType: 'none', type: 'array', v: true });
  return { full: syllables.join(''), initials: syllables.map((s) => s[0] ?? '').join('') };
}

function push(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Documents (or words) indexed between two returns to the event loop: the build runs on the server's own
 * thread (jieba and pinyin-pro are synchronous), and a few seconds of it in one piece would stall every
 * request meanwhile; slices of ~500 documents take a few milliseconds each.
 */
const YIELD_EVERY = 500;

/** Lets pending I/O run; rejects when `signal` is aborted. */
async function pause(signal: AbortSignal): Promise<void> {
  await new Promise<void>((resolve) => setImmediate(resolve));
  if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('site search build aborted');
}

/** Indexes `docs` (the read model's), returning to the event loop every YIELD_EVERY items; `signal` aborts it. */
export async function buildSiteSearchIndex(docs: SearchDocument[], signal: AbortSignal): Promise<SiteSearchIndex> {
  // Pass 1: term frequencies per field, and the fields' lengths.
  const perDoc: Map<string, number[]>[] = [];
  const lengths = docs.map(() => new Array<number>(SEARCH_FIELDS.length).fill(0));
  const totals = new Array<number>(SEARCH_FIELDS.length).fill(0);
  const nameWords = new Set<string>();
  const sports = new Set<string>();
  for (const [d, doc] of docs.entries()) {
    if (d % YIELD_EVERY === 0) await pause(signal);
    const tf = new Map<string, number[]>();
    SEARCH_FIELDS.forEach((field, f) => {
      const terms = indexTermList(doc.text[field]);
      lengths[d]![f] = terms.length;
      totals[f]! += terms.length;
      for (const term of terms) {
        let counts = tf.get(term);
        if (!counts) tf.set(term, (counts = new Array<number>(SEARCH_FIELDS.length).fill(0)));
        counts[f]! += 1;
        if (f <= 2) nameWords.add(term);
      }
    });
    for (const sport of doc.sports) sports.add(sport.toLowerCase());
    perDoc.push(tf);
  }
  const averages = totals.map((total) => Math.max(total / Math.max(docs.length, 1), 1));
  const weights = SEARCH_FIELDS.map((field) => FIELD_WEIGHTS[field]);
  const b = SEARCH_FIELDS.map((field) => B[field]);

  // Pass 2: document frequencies, then each posting's BM25F weight.
  const df = new Map<string, number>();
  for (const tf of perDoc) for (const term of tf.keys()) df.set(term, (df.get(term) ?? 0) + 1);
  const postings = new Map<string, Posting>();
  const n = docs.length;
  for (const [d, tf] of perDoc.entries()) {
    if (d % YIELD_EVERY === 0) await pause(signal);
    for (const [term, counts] of tf) {
      let t = 0;
      counts.forEach((count, f) => {
        if (count > 0) t += (weights[f]! * count) / (1 - b[f]! + (b[f]! * lengths[d]![f]!) / averages[f]!);
      });
      const docFreq = df.get(term)!;
      const idf = Math.log(1 + (n - docFreq + 0.5) / (docFreq + 0.5));
      let posting = postings.get(term);
      if (!posting) postings.set(term, (posting = { docs: [], weights: [] }));
      posting.docs.push(d);
      posting.weights.push((idf * t * (K1 + 1)) / (t + K1));
    }
  }

  const pinyinFull = new Map<string, string[]>();
  const pinyinInitials = new Map<string, string[]>();
  const deletions = new Map<string, string[]>();
  let done = 0;
  for (const word of nameWords) {
    if (++done % YIELD_EVERY === 0) await pause(signal);
    if (!CJK.test(word)) continue;
    const { full, initials } = pinyinOf(word);
    push(pinyinFull, full, word);
    if (initials.length >= 2) push(pinyinInitials, initials, word);
    if ([...word].length >= 3) for (const key of oneDeletions(word)) push(deletions, key, word);
  }

  return {
    docs,
    nameKeys: docs.map((doc) => nameKey(doc.title)),
    postings,
    vocabulary: [...postings.keys()].sort(),
    sports,
    pinyinFull,
    pinyinInitials,
    deletions,
    nameWords,
  };
}
