/**
 * The published sections the all-news list (/vNewsAll) reads, one entry each: the kind it shows as
 * (contracts news-all.codes NEWS_ALL_KINDS), its table, the columns it lists, its publish column and how a
 * keyword searches it. A new section (instructor notices, science guidance) joins with one entry here,
 * its kind in the codes and its detail link on the web. Identifiers here are constants, never input.
 */
import type { NewsAllKind } from '@portal/contracts/news-all.codes';
import { TEXT_SEARCH_TARGETS, type TextSearchTarget } from '../../db/text-search.js';

export interface NewsAllSource {
  kind: NewsAllKind;
  table: string;
  titleColumn: string;
  summaryColumn: string;
  /** Publish column: an ISO UTC instant, or a YYYY-MM-DD date (counted from 00:00 UTC that day). */
  time: { column: string; kind: 'instant' | 'date' };
  /** Keyword search: the table's trigram target (db/text-search.ts), or columns matched by substring (small tables). */
  search: { target: TextSearchTarget } | { columns: readonly string[] };
}

/** A section with title, summary and an ISO publish instant, searched through its trigram target. */
const titled = (
  kind: NewsAllKind & keyof typeof TEXT_SEARCH_TARGETS,
  time: NewsAllSource['time'] = { column: 'publish_time', kind: 'instant' },
): NewsAllSource => ({
  kind,
  table: kind,
  titleColumn: 'title',
  summaryColumn: 'summary',
  time,
  search: { target: TEXT_SEARCH_TARGETS[kind] },
});

export const NEWS_ALL_SOURCES: readonly NewsAllSource[] = [
  titled('news'),
  titled('notice'),
  titled('regulation', { column: 'publish_date', kind: 'date' }),
  {
    kind: 'guidance',
    table: 'guidance',
    titleColumn: 'name',
    summaryColumn: 'summary',
    time: { column: 'publish_time', kind: 'instant' },
    search: { columns: ['name', 'summary'] },
  },
];
