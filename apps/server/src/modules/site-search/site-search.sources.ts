/**
 * The sections the site search reads (站内搜索), one source each, in the order their groups are shown
 * (contracts site-search.codes SITE_SEARCH_KINDS): the all-news list's article sections, then science
 * guidance, venues, fitness facilities, venue events, construction projects, community-games races, the
 * instructor section's articles and the fitness organisations. A new section joins with one entry here,
 * its kind in the codes and its detail link on the web.
 *
 * Two sorts of source:
 * - SQL (db/search-sources.ts): a table, its columns and a match condition; the repository counts all of
 *   them in one statement and reads a page with LIMIT/OFFSET. Tables with a trigram index (migrations
 *   0002, 0005, 0008, 0009, 0014) match through it (3+ characters; LIKE below); the instructor articles
 *   (a few thousand rows) by substring of their columns. Venues also match by the pinyin initials of
 *   their name (migration 0014, lib/pinyin-initials.ts) when the query can be initials (2+ ASCII letters
 *   or digits).
 * - In memory: a section that answers from its own index, not a table scan. The facilities (1.66 million
 *   names in map_point at national scale, no text index; a LIKE scan would break the search's p99) match
 *   by name through the facility lists' snapshot (modules/facility/facility-search.ts).
 */
import type { SiteSearchKind } from '@portal/contracts/site-search.codes';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/database.js';
import { ARTICLE_SOURCES, bySubstring, byTextTarget, type SearchSource } from '../../db/search-sources.js';
import { escapeLike, TEXT_SEARCH_TARGETS } from '../../db/text-search.js';
import { venueKeywordCondition } from '../../db/venue-text-search.js';
import { isInitialsQuery } from '../../lib/pinyin-initials.js';
import { countFacilityNameMatches, facilityNameMatches } from '../facility/facility-search.js';

/** Columns a result row carries beyond the common ones, for the detail link of its kind. */
export interface SiteSearchExtras {
  organ_type?: string;
  is_large?: string;
  build_kind?: string;
}

/** A result as a source reads it: key, title, second line, time, and what its kind's detail link needs. */
export interface SiteSearchHit {
  id: number;
  title: string;
  summary: string;
  /** ISO instant or YYYY-MM-DD day, as the source stores it; null for undated sources. */
  time: string | null;
  organ_type?: number;
  is_large?: number;
  build_kind?: string;
  /** A facility's kind (contracts FACILITY_KINDS): its detail page depends on it. */
  facility_kind?: string;
}

export type SqlSiteSearchSource = SearchSource<SiteSearchKind> & {
  extras?: SiteSearchExtras;
  /**
   * Order inside the group: 'time' (newest first by the time column, which the article tables index),
   * 'key' (ascending key: venues, organisations) or 'newest-key' (descending key, for the large tables
   * whose time column has no index: the newest rows first without sorting every match).
   */
  order: 'time' | 'key' | 'newest-key';
};

/** A section searched in its own in-memory index (undated: its hits' time is null). */
export interface MemorySiteSearchSource {
  kind: SiteSearchKind;
  /** Matches of `q` (trimmed, non-empty), counted up to `cap`. */
  count(db: Kysely<Database>, q: string, cap: number): Promise<number>;
  /** Matches `offset`..`offset + limit - 1` in the section's own order. */
  rows(db: Kysely<Database>, q: string, offset: number, limit: number): Promise<SiteSearchHit[]>;
}

export type SiteSearchSource = SqlSiteSearchSource | MemorySiteSearchSource;

/** Whether `source` answers from memory (else it is a table the repository queries). */
export const isMemorySource = (source: SiteSearchSource): source is MemorySiteSearchSource => 'rows' in source;

/** Venues by name or address (their trigram index), or by the pinyin initials of the name. */
const venueMatch: SqlSiteSearchSource['match'] = (dialect, keyword) => {
  const text = venueKeywordCondition(dialect, 'venue', keyword);
  if (!isInitialsQuery(keyword)) return text;
  const pattern = `%${escapeLike(keyword.toLowerCase())}%`;
  // A sub-select, so SQLite reads the narrow initials index rather than every venue row.
  return sql<SqlBool>`(${text} or venue.organ_id in (select i.organ_id from venue i where i.name_initials like ${pattern} escape '\\'))`;
};

/** A venue event (赛事活动 / 培训): name, organiser and sport; the organiser is its second line. */
const venueEvent = (kind: 'match' | 'training', table: 'venue_match' | 'venue_training'): SqlSiteSearchSource => ({
  kind,
  table,
  key: 'id',
  titleColumn: 'name',
  summaryColumn: 'organiser',
  time: { column: 'start_date', kind: 'date' },
  order: 'newest-key',
  match: byTextTarget(TEXT_SEARCH_TARGETS[table]),
});

/** Facilities by name (module comment), the second line as their list shows it. */
const facilitySource: MemorySiteSearchSource = {
  kind: 'facility',
  count: countFacilityNameMatches,
  rows: async (db, q, offset, limit) =>
    (await facilityNameMatches(db, q, offset, limit)).map((match) => ({
      id: match.id,
      title: match.name,
      summary: match.summary,
      time: null,
      facility_kind: match.kind,
    })),
};

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
  facilitySource,
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
