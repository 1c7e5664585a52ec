/**
 * The site search's terms of the items an exchange batch wrote (docs/decisions/site-search.md "National
 * size: the table path"): an entity whose kind the search answers from its tables (facilities, venues,
 * organisations, races, matches, trainings, construction projects) replaces the terms of every row of `table` the batch created, changed or deleted
 * (a deleted one's terms just go), once after its items, inside the batch's transaction
 * (db/site-search-terms.ts writeItemTerms). The entity declares `site_search_term` among its tables.
 */
import type { Database } from '../../../db/database.js';
import { writeItemTerms, type TermKind } from '../../../db/site-search-terms.js';
import type { ExchangeEntity } from './exchange-entity.js';

/** The afterBatch hook writing the terms of `kind` for the rows of `table` the batch journalled. */
export function searchTermsAfterBatch(
  table: keyof Database,
  kind: TermKind,
): NonNullable<ExchangeEntity['afterBatch']> {
  return async (written, ctx) => {
    const rows = written.find((changes) => changes.table === table);
    if (rows) await writeItemTerms(ctx.trx, kind, [...(rows.upserted ?? []), ...(rows.deleted ?? [])]);
  };
}
