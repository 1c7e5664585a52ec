/**
 * The site search's word segmentation (docs/decisions/site-search.md): lib/search-segment.ts (jieba), kept
 * in lib so the terms writer (db/site-search-terms.ts) and the seed can cut venue names too.
 */
export * from '../../lib/search-segment.js';
