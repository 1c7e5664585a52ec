/**
 * The sections the site search reads (站内搜索), one source each (db/search-sources.ts), in the order their
 * groups are shown (contracts site-search.codes SITE_SEARCH_KINDS): the all-news list's article sections,
 * then science guidance, venues, venue events, construction projects, community-games races, the
 * instructor section's articles and the fitness organisations. A new section (the facilities, 健身设施)
 * joins with one entry here, its kind in the codes and its detail link on the web.
 *
 * Matching: tables with a trigram index (migrations 0002, 0005, 0008, 0009, 0014) go through it (3+
 * characters; LIKE below); the instructor articles (a few thousand rows) by substring of their columns. Venues also match
 * by the pinyin initials of their name (migration 0014, lib/pinyin-initials.ts) when the query can be
 * initials (2+ ASCII letters or digits).
 */
import type { SiteSearchKind } from '@portal/contracts/site-search.codes';
import { sql, type SqlBool } from 'kysely';
import { ARTICLE_SOURCES, bySubstring, byTextTarget, type SearchSource } from '../../db/search-sources.js';
import { escapeLike, TEXT_SEARCH_TARGETS } from '../../db/text-search.js';
import { venueKeywordCondition } from '../../db/venue-text-search.js';
import { isInitialsQuery } from '../../lib/pinyin-initials.js';

/** Columns a result row carries beyond the common ones, for the detail link of its kind. */
export interface SiteSearchExtras {
  organ_type?: string;
  is_large?: string;
  build_kind?: string;
}

export type SiteSearchSource = SearchSource<SiteSearchKind> & {
  extras?: SiteSearchExtras;
  /**
   * Order inside the group: 'time' (newest first by the time column, which the article tables index),
   * 'key' (ascending key: venues, organisations) or 'newest-key' (descending key, for the large tables
   * whose time column has no index: the newest rows first without sorting every match).
   */
  order: 'time' | 'key' | 'newest-key';
};

/** Venues by name or address (their trigram index), or by the pinyin initials of the name. */
const venueMatch: SiteSearchSource['match'] = (dialect, keyword) => {
  const text = venueKeywordCondition(dialect, 'venue', keyword);
  if (!isInitialsQuery(keyword)) return text;
  const pattern = `%${escapeLike(keyword.toLowerCase())}%`;
  // A sub-select, so SQLite reads the narrow initials index rather than every venue row.
  return sql<SqlBool>`(${text} or venue.organ_id in (select i.organ_id from venue i where i.name_initials like ${pattern} escape '\\'))`;
};

/** A venue event (赛事活动 / 培训): name, organiser and sport; the organiser is its second line. */
const venueEvent = (kind: 'match' | 'training', table: 'venue_match' | 'venue_training'): SiteSearchSource => ({
  kind,
  table,
  key: 'id',
  titleColumn: 'name',
  summaryColumn: 'organiser',
  time: { column: 'start_date', kind: 'date' },
  order: 'newest-key',
  match: byTextTarget(TEXT_SEARCH_TARGETS[table]),
});

export const SITE_SEARCH_SOURCES: readonly SiteSearchSource[] = [
  ...ARTICLE_SOURCES.map((source) => ({ ...source, order: 'time' as const })),
  {
    kind: 'scienceGuide',
    table: 'science_guide',
    key: 'id',
    titleColumn: 'title',
    summaryColumn: 'summary',
    time: { column: 'publish_date', kind: 'date' },
    order: 'time',
    match: byTextTarget(TEXT_SEARCH_TARGETS.science_guide),
  },
  {
    kind: 'venue',
    table: 'venue',
    key: 'organ_id',
    titleColumn: 'name',
    summaryColumn: 'address',
    time: null,
    order: 'key',
    match: venueMatch,
    extras: { organ_type: 'organ_type', is_large: 'is_large' },
  },
  venueEvent('match', 'venue_match'),
  venueEvent('training', 'venue_training'),
  {
    kind: 'buildProject',
    table: 'build_project',
    key: 'id',
    titleColumn: 'name',
    summaryColumn: 'address',
    time: { column: 'approved_date', kind: 'date' },
    order: 'newest-key',
    match: byTextTarget(TEXT_SEARCH_TARGETS.build_project),
    extras: { build_kind: 'kind' },
  },
  {
    kind: 'race',
    table: 'games_race',
    key: 'id',
    titleColumn: 'name',
    summaryColumn: 'venue_name',
    time: { column: 'start_date', kind: 'date' },
    order: 'newest-key',
    match: byTextTarget(TEXT_SEARCH_TARGETS.games_race),
  },
  {
    kind: 'guiderArticle',
    table: 'guider_article',
    key: 'id',
    titleColumn: 'title',
    summaryColumn: 'summary',
    time: { column: 'publish_date', kind: 'date' },
    order: 'time',
    match: bySubstring('guider_article', ['title', 'summary']),
  },
  {
    kind: 'organization',
    table: 'fitness_organization',
    key: 'id',
    titleColumn: 'name',
    summaryColumn: 'address',
    time: null,
    order: 'key',
    match: byTextTarget({ table: 'fitness_organization', columns: ['name'] }),
  },
];
