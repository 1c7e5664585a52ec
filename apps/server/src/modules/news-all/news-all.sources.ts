/**
 * The published sections the all-news list (/vNewsAll) reads, one source each (db/search-sources.ts): the
 * kind it shows as (contracts news-all.codes NEWS_ALL_KINDS), its table, the columns it lists, its publish
 * column and how a keyword matches it. A new section (instructor notices, science guidance) joins with one
 * entry here, its kind in the codes and its detail link on the web.
 */
import type { NewsAllKind } from '@portal/contracts/news-all.codes';
import { ARTICLE_SOURCES, type DatedSearchSource } from '../../db/search-sources.js';

export type NewsAllSource = DatedSearchSource<NewsAllKind>;

export const NEWS_ALL_SOURCES: readonly NewsAllSource[] = ARTICLE_SOURCES;
