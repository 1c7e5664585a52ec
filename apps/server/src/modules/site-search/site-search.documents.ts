/**
 * What the site search indexes of one published item (docs/decisions/site-search.md): its result row (kind, id, title, second line,
 * time, what the detail link needs, the place of a venue or facility for 附近) and its text by field, best
 * field first (title/name > sports offered and kind > address and area > summary > body). The read model
 * (./site-search.read-model.ts) reads them from the tables; the index (./site-search.index.ts) segments them.
 */
import type { SiteSearchKind } from '@portal/contracts/site-search.codes';

/** The indexed fields, in weight order (./site-search.index.ts FIELD_WEIGHTS). */
export const SEARCH_FIELDS = ['title', 'kind', 'area', 'summary', 'body'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/**
 * Venue words: a query holding one asks for a place (venues and facilities first), and a venue or facility
 * whose name holds one is indexed with it as a word of its own ("羽毛球馆" = 羽毛球 + 馆).
 */
export const ENTITY_WORDS = ['馆', '场', '中心', '步道', '公园'] as const;

/** A result as the presenter shows it. */
export interface SiteSearchRow {
  kind: SiteSearchKind;
  id: number;
  title: string;
  summary: string;
  /** ISO instant or YYYY-MM-DD day, as the source stores it; null for undated sources. */
  time: string | null;
  timeKind: 'instant' | 'date' | null;
  organ_type?: number;
  is_large?: number;
  build_kind?: string;
  /** A facility's kind (contracts FACILITY_KINDS): its detail page depends on it. */
  facility_kind?: string;
}

export interface SearchDocument extends SiteSearchRow {
  /** Text per field (the index segments it); '' when the kind has no such field. */
  text: Record<SearchField, string>;
  /** Sports offered or played (also in `text.kind`): the words that give a query entity intent. */
  sports: readonly string[];
  /** Pinyin initials of a venue's name (venue.name_initials), for `tyg`; '' for other kinds. */
  initials: string;
  /** WGS-84 place of a venue or facility (附近); null for the other kinds. */
  lng: number | null;
  lat: number | null;
}
