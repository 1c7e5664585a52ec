/**
 * Paging limits of every list endpoint (DESIGN.md "API conventions"): `pageNum` 1..PAGE_NUM_MAX (default 1), `pageSize`
 * 1..PAGE_SIZE_MAX (default PAGE_SIZE_DEFAULT). Plain values, no TypeBox: the web imports this file at run time and
 * paging.ts builds the schema from it (docs/decisions/contracts-and-lint.md "Contracts: codes and schemas").
 */

/** Largest page number accepted. */
export const PAGE_NUM_MAX = 100000;
/** Largest page size accepted. */
export const PAGE_SIZE_MAX = 100;
/** Page size when the query has none. */
export const PAGE_SIZE_DEFAULT = 10;
