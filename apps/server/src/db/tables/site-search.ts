/**
 * Kysely table type of the site search's structured terms (migration 0020; docs/decisions/site-search.md
 * "National size"): the kinds that grow with the country (facilities today) are answered from their own
 * tables, matched through these rows instead of the in-memory index.
 */

/**
 * One (kind, term, id) per term of an item: `n:` + every two-character substring of its lower-cased name,
 * `s:` + each sport it offers, `d:` + each division code of its place (province, city, county). Primary
 * key (kind, term, id): a term's items are one index range; (kind, id) finds an item's rows to replace them.
 */
export interface SiteSearchTermTable {
  kind: string; // contracts site-search.codes SiteSearchKind ('facility')
  term: string;
  id: number; // the item's id (facility.id)
}
