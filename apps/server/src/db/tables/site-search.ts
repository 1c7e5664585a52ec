/**
 * Kysely table type of the site search's structured terms (migration 0020; docs/decisions/site-search.md
 * "National size"): the kinds that grow with the country (facilities today) are answered from their own
 * tables, matched through these rows instead of the in-memory index.
 */

/**
 * One (kind, term, id) per term of an item: `n:` + every two-character substring of its lower-cased name,
 * `k:` + its kind (a facility's kind code), `s:` + each sport it offers, `d:` + each division code of its
 * place (province, city, county). Primary
 * key (kind, term, id): a term's items are one index range; (kind, id) finds an item's rows to replace them.
 */
export interface SiteSearchTermTable {
  kind: string; // contracts site-search.codes SiteSearchKind ('facility')
  term: string;
  id: number; // the item's id (facility.id)
}

/**
 * The secondary index of site_search_term (migration 0020): dropped before the national seed's bulk insert
 * of facilities and built after it, with theirs (seed/facility/seed-facilities.ts; ../bulk-indexes.ts).
 */
export const SITE_SEARCH_BULK_INDEXES = [
  { name: 'site_search_term_item_idx', table: 'site_search_term', columns: ['kind', 'id'] },
] as const;
