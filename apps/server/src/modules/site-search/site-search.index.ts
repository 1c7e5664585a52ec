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
  /** Documents by slot (postings refer to slots); a deleted document keeps its slot, listed in `removed`. */
  docs: readonly SearchDocument[];
  /** Slots of deleted documents: in no posting, skipped where every document is walked (initials, 附近). */
  removed: ReadonlySet<number>;
  /** `kind:id` (documentKey) -> slot, for applying changes (./site-search.changes.ts). */
  slots: ReadonlyMap<string, number>;
  /** Average length (words) per field at the last full build: the BM25F normalisation of later changes. */
  averages: readonly number[];
  /** Versions of the read model's tables the index reflects (data/change-log.ts); empty when built from documents alone. */
  versions: ReadonlyMap<string, number>;
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
  /** Words of names, kinds and places (did-you-mean candidates), the table kinds' name words included. */
  nameWords: ReadonlySet<string>;
  /**
   * Name words of the kinds answered from their tables (venues' `w:` terms, db/site-search-terms.ts) -> the
   * items holding each, read at the full build (not updated after it): did-you-mean candidates only.
   */
  tableWords: ReadonlyMap<string, number>;
}

/** A document's key in `slots`: its kind and id. */
export const documentKey = (doc: { kind: string; id: number }) => `${doc.kind}:${doc.id}`;

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

/** Adds `value` to `map`'s list under `key`; `copy`: into a new list (the old one may be shared). */
function push(map: Map<string, string[]>, key: string, value: string, copy: boolean): void {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (copy) map.set(key, [...list, value]);
  else list.push(value);
}

/** One document's words: counts per field by word, and each field's length in words. */
export interface DocumentTerms {
  tf: Map<string, number[]>;
  lengths: number[];
}

/** Segments `doc`'s fields (./site-search.segment.ts indexTermList) into its DocumentTerms. */
export function documentTerms(doc: SearchDocument): DocumentTerms {
  const tf = new Map<string, number[]>();
  const lengths = new Array<number>(SEARCH_FIELDS.length).fill(0);
  SEARCH_FIELDS.forEach((field, f) => {
    const terms = indexTermList(doc.text[field]);
    lengths[f] = terms.length;
    for (const term of terms) {
      let counts = tf.get(term);
      if (!counts) tf.set(term, (counts = new Array<number>(SEARCH_FIELDS.length).fill(0)));
      counts[f]! += 1;
    }
  });
  return { tf, lengths };
}

/** Fields whose words are did-you-mean candidates: title, kind and area (SEARCH_FIELDS order). */
const NAME_FIELDS = 3;

/** The words of `terms` found in a name, kind or place field. */
export function nameWordsOf(terms: DocumentTerms): string[] {
  return [...terms.tf].filter(([, counts]) => counts.slice(0, NAME_FIELDS).some((c) => c > 0)).map(([term]) => term);
}

const FIELD_WEIGHT_LIST = SEARCH_FIELDS.map((field) => FIELD_WEIGHTS[field]);
const B_LIST = SEARCH_FIELDS.map((field) => B[field]);

/**
 * The BM25F weight of a word in a document (module comment): `counts` its occurrences per field, `lengths`
 * the document's field lengths, `averages` the collection's, `docFreq` the documents holding the word of `n`.
 */
export function termWeight(
  counts: readonly number[],
  lengths: readonly number[],
  averages: readonly number[],
  docFreq: number,
  n: number,
): number {
  let t = 0;
  counts.forEach((count, f) => {
    if (count > 0) t += (FIELD_WEIGHT_LIST[f]! * count) / (1 - B_LIST[f]! + (B_LIST[f]! * lengths[f]!) / averages[f]!);
  });
  const idf = Math.log(1 + (n - docFreq + 0.5) / (docFreq + 0.5));
  return (idf * t * (K1 + 1)) / (t + K1);
}

/** The did-you-mean maps of a set of name words (pinyin full and initials, one-deletion keys). */
export interface NameWordMaps {
  pinyinFull: Map<string, string[]>;
  pinyinInitials: Map<string, string[]>;
  deletions: Map<string, string[]>;
}

/**
 * Adds one name word to `maps` (Chinese words only: Latin words need no sound-alike); `copy`: lists are
 * replaced, never pushed to (they are shared with an index that is still answering).
 */
export function addNameWord(maps: NameWordMaps, word: string, copy = false): void {
  if (!CJK.test(word)) return;
  const { full, initials } = pinyinOf(word);
  push(maps.pinyinFull, full, word, copy);
  if (initials.length >= 2) push(maps.pinyinInitials, initials, word, copy);
  if ([...word].length >= 3) for (const key of oneDeletions(word)) push(maps.deletions, key, word, copy);
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

/**
 * Indexes `docs` (the read model's), returning to the event loop every YIELD_EVERY items; `signal` aborts it.
 * `versions`: the table versions the documents were read at (kept in the index for its updates);
 * `tableWords`: the table kinds' name words with their item counts (did-you-mean candidates).
 */
export async function buildSiteSearchIndex(
  docs: SearchDocument[],
  signal: AbortSignal,
  versions: ReadonlyMap<string, number> = new Map(),
  tableWords: ReadonlyMap<string, number> = new Map(),
): Promise<SiteSearchIndex> {
  // Pass 1: term frequencies per field, and the fields' lengths.
  const perDoc: DocumentTerms[] = [];
  const totals = new Array<number>(SEARCH_FIELDS.length).fill(0);
  const nameWords = new Set<string>();
  const sports = new Set<string>();
  for (const [d, doc] of docs.entries()) {
    if (d % YIELD_EVERY === 0) await pause(signal);
    const terms = documentTerms(doc);
    terms.lengths.forEach((length, f) => (totals[f]! += length));
    for (const word of nameWordsOf(terms)) nameWords.add(word);
    for (const sport of doc.sports) sports.add(sport.toLowerCase());
    perDoc.push(terms);
  }
  const averages = totals.map((total) => Math.max(total / Math.max(docs.length, 1), 1));

  // Pass 2: document frequencies, then each posting's BM25F weight.
  const df = new Map<string, number>();
  for (const { tf } of perDoc) for (const term of tf.keys()) df.set(term, (df.get(term) ?? 0) + 1);
  const postings = new Map<string, Posting>();
  const n = docs.length;
  for (const [d, { tf, lengths }] of perDoc.entries()) {
    if (d % YIELD_EVERY === 0) await pause(signal);
    for (const [term, counts] of tf) {
      let posting = postings.get(term);
      if (!posting) postings.set(term, (posting = { docs: [], weights: [] }));
      posting.docs.push(d);
      posting.weights.push(termWeight(counts, lengths, averages, df.get(term)!, n));
    }
  }

  for (const word of tableWords.keys()) nameWords.add(word);
  const maps: NameWordMaps = { pinyinFull: new Map(), pinyinInitials: new Map(), deletions: new Map() };
  let done = 0;
  for (const word of nameWords) {
    if (++done % YIELD_EVERY === 0) await pause(signal);
    addNameWord(maps, word);
  }

  return {
    docs,
    removed: new Set(),
    slots: new Map(docs.map((doc, d) => [documentKey(doc), d])),
    averages,
    versions,
    nameKeys: docs.map((doc) => nameKey(doc.title)),
    postings,
    vocabulary: [...postings.keys()].sort(),
    sports,
    ...maps,
    nameWords,
    tableWords,
  };
}
