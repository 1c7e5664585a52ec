/**
 * Chinese word segmentation of the site search (docs/decisions/site-search.md; also the words of venue
 * names in db/site-search-terms.ts):
 * jieba through @node-rs/jieba (prebuilt native binaries in the npm package, its own dictionary).
 *
 * - indexTerms(text): every word a document can be found by: jieba's search mode (cut_for_search), which
 *   also emits the shorter words inside a long one ("农业发展银行" -> 农业 / 发展 / 银行 / 农业发展银行), so a
 *   query of a shorter word still meets it; Latin words and numbers lower-cased; punctuation and spaces dropped.
 * - queryWords(q): the words a query is AND-ed over: jieba's precise mode (one reading of the sentence) per
 *   whitespace-separated part, lower-cased, punctuation and stop words (的, 和, ...) dropped.
 * The dictionary (about 5 MB) loads once, on first use (about 70 ms).
 */
import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';

let jieba: Jieba | null = null;
const segmenter = (): Jieba => (jieba ??= Jieba.withDict(dict));

/** Words that carry no meaning in a search (particles and conjunctions). */
const STOP_WORDS = new Set([
  '的',
  '了',
  '和',
  '与',
  '及',
  '或',
  '在',
  '是',
  '有',
  '之',
  '等',
  '我',
  '要',
  '想',
  '去',
  '哪里',
  '哪儿',
  '怎么',
]);

/** A word worth indexing or searching: holds a letter, digit or CJK character, and is not a stop word. */
function meaningful(word: string): boolean {
  return /[\p{L}\p{N}]/u.test(word) && !STOP_WORDS.has(word);
}

const normalise = (word: string) => word.trim().toLowerCase();

/** The distinct searchable words of `text` (search mode: long words and the words inside them). */
export function indexTerms(text: string): string[] {
  if (text === '') return [];
  const words = segmenter().cutForSearch(text, true);
  const terms = new Set<string>();
  for (const word of words) {
    const term = normalise(word);
    if (term !== '' && meaningful(term)) terms.add(term);
  }
  return [...terms];
}

/** Every searchable word of `text` with repeats (for term frequencies). */
export function indexTermList(text: string): string[] {
  if (text === '') return [];
  return segmenter()
    .cutForSearch(text, true)
    .map(normalise)
    .filter((term) => term !== '' && meaningful(term));
}

/** The words of a query (precise mode), in order, without repeats. */
export function queryWords(q: string): string[] {
  const words = new Set<string>();
  for (const part of q.split(/[\s,，、;；]+/u)) {
    if (part === '') continue;
    for (const word of segmenter().cut(part, true)) {
      const term = normalise(word);
      if (term !== '' && meaningful(term)) words.add(term);
    }
  }
  return [...words];
}
