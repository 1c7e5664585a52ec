/**
 * Applies changed documents to a site-search index without indexing the others again
 * (docs/decisions/site-search.md "Freshness"): a new index is made that shares every untouched posting,
 * document and map with the old one, which keeps answering until the holder swaps them
 * (data/read-model.ts).
 *
 * - A document whose text and row are unchanged (a repair report recounts a facility's open reports; the
 *   index reads none of those columns) changes nothing: the old index is returned as it is.
 * - A changed document keeps its slot: its old words leave their postings, its new ones enter with the
 *   BM25F weight of ./site-search.index.ts termWeight, from the field averages of the last full build and
 *   the word's document frequency now. The other documents' weights are not recomputed (their idf moves
 *   by a hair when one document of millions changes); the next full build (a bulk import, a division
 *   change) makes them exact again.
 * - A new document takes a new slot; a deleted one leaves every posting and is listed in `removed`.
 * - New words of names, kinds and places join the did-you-mean maps; words no document holds any more stay
 *   in them but find nothing (did-you-mean picks the candidate in most documents).
 *
 * Cost: comparing the re-read documents; then, when one changed, its segmentation plus copying the
 * top-level maps and arrays (pointers, not postings): O(documents + words), 0.4 s at 248,000 documents
 * (docs/benchmarks.md). When none changed nothing is copied.
 */
import type { SearchDocument } from './site-search.documents.js';
import {
  addNameWord,
  documentKey,
  documentTerms,
  nameKey,
  nameWordsOf,
  termWeight,
  type DocumentTerms,
  type NameWordMaps,
  type Posting,
  type SiteSearchIndex,
} from './site-search.index.js';

/** What changed: the current documents of changed items, and the keys (documentKey) of deleted ones. */
export interface DocumentChanges {
  upserted: readonly SearchDocument[];
  deleted: readonly string[];
}

/** Same row and text (documents are built field by field in one order, so JSON compares them). */
const sameDocument = (a: SearchDocument, b: SearchDocument) => JSON.stringify(a) === JSON.stringify(b);

/**
 * `index` with `changes` applied (module comment), or `index` with only `versions` new when no document
 * changed; null when more than `maxChanged` documents changed (a full build weighs them better).
 * `versions`: the table versions the new index reflects.
 */
export function applyDocumentChanges(
  index: SiteSearchIndex,
  changes: DocumentChanges,
  versions: ReadonlyMap<string, number>,
  maxChanged = Infinity,
): SiteSearchIndex | null {
  // One document per key (an event may be read by its id and by its venue's): the last read wins.
  const latest = new Map(changes.upserted.map((doc) => [documentKey(doc), doc]));
  const changed = [...latest.values()].filter((doc) => {
    const d = index.slots.get(documentKey(doc));
    return d === undefined || !sameDocument(index.docs[d]!, doc);
  });
  const gone = changes.deleted.filter((key) => index.slots.has(key));
  if (changed.length + gone.length === 0) return { ...index, versions };
  if (changed.length + gone.length > maxChanged) return null;

  const docs = [...index.docs];
  const nameKeys = [...index.nameKeys];
  const slots = new Map(index.slots);
  const removed = new Set(index.removed);
  /** Slots leaving each word's posting; slots entering it, with their words. */
  const leaving = new Map<string, Set<number>>();
  const entering = new Map<string, { d: number; terms: DocumentTerms }[]>();
  const leave = (d: number) => {
    for (const term of documentTerms(docs[d]!).tf.keys()) {
      const set = leaving.get(term) ?? new Set<number>();
      set.add(d);
      leaving.set(term, set);
    }
  };
  const newNameWords: string[] = [];
  const newSports: string[] = [];

  for (const key of gone) {
    const d = slots.get(key)!;
    leave(d);
    slots.delete(key);
    removed.add(d);
  }
  for (const doc of changed) {
    const key = documentKey(doc);
    let d = slots.get(key);
    if (d === undefined) {
      d = docs.length;
      docs.push(doc);
      nameKeys.push(nameKey(doc.title));
      slots.set(key, d);
    } else {
      leave(d);
      docs[d] = doc;
      nameKeys[d] = nameKey(doc.title);
    }
    const terms = documentTerms(doc);
    for (const term of terms.tf.keys()) {
      const list = entering.get(term) ?? [];
      list.push({ d, terms });
      entering.set(term, list);
    }
    for (const word of nameWordsOf(terms)) if (!index.nameWords.has(word)) newNameWords.push(word);
    for (const sport of doc.sports) if (!index.sports.has(sport.toLowerCase())) newSports.push(sport.toLowerCase());
  }

  const n = docs.length - removed.size;
  const postings = new Map(index.postings);
  const added: string[] = [];
  const emptied = new Set<string>();
  for (const term of new Set([...leaving.keys(), ...entering.keys()])) {
    const base = postings.get(term);
    const out = new Set(leaving.get(term));
    const next: Posting = { docs: [], weights: [] };
    base?.docs.forEach((d, i) => {
      if (out.has(d)) return;
      next.docs.push(d);
      next.weights.push(base.weights[i]!);
    });
    const incoming = entering.get(term) ?? [];
    const docFreq = next.docs.length + incoming.length;
    for (const { d, terms } of incoming) {
      next.docs.push(d);
      next.weights.push(termWeight(terms.tf.get(term)!, terms.lengths, index.averages, docFreq, n));
    }
    if (next.docs.length === 0) {
      postings.delete(term);
      if (base) emptied.add(term);
    } else {
      postings.set(term, next);
      if (!base) added.push(term);
    }
  }

  let nameWords = index.nameWords;
  let maps: NameWordMaps = {
    pinyinFull: index.pinyinFull as Map<string, string[]>,
    pinyinInitials: index.pinyinInitials as Map<string, string[]>,
    deletions: index.deletions as Map<string, string[]>,
  };
  if (newNameWords.length > 0) {
    const words = new Set(index.nameWords);
    maps = {
      pinyinFull: new Map(maps.pinyinFull),
      pinyinInitials: new Map(maps.pinyinInitials),
      deletions: new Map(maps.deletions),
    };
    for (const word of newNameWords) {
      if (words.has(word)) continue;
      words.add(word);
      addNameWord(maps, word, true);
    }
    nameWords = words;
  }

  return {
    ...index,
    docs,
    removed,
    slots,
    versions,
    nameKeys,
    postings,
    vocabulary: mergeVocabulary(index.vocabulary, added, emptied),
    sports: newSports.length > 0 ? new Set([...index.sports, ...newSports]) : index.sports,
    ...maps,
    nameWords,
  };
}

/** `vocabulary` (sorted) without `emptied` and with `added` (new words), still sorted. */
function mergeVocabulary(
  vocabulary: readonly string[],
  added: string[],
  emptied: ReadonlySet<string>,
): readonly string[] {
  if (added.length === 0 && emptied.size === 0) return vocabulary;
  const fresh = [...added].sort();
  const merged: string[] = [];
  let j = 0;
  for (const word of vocabulary) {
    while (j < fresh.length && fresh[j]! < word) merged.push(fresh[j++]!);
    if (!emptied.has(word)) merged.push(word);
  }
  while (j < fresh.length) merged.push(fresh[j++]!);
  return merged;
}
