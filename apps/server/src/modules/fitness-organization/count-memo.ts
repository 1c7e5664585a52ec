/**
 * Totals of organisation filters, kept for TTL_MS per filter (not per page): the pages of one filter
 * share its count, which at national size is the costly part of a list request (an index range of up
 * to 200,000 entries for a category nationwide). Organisations change through the external filling
 * systems, so a total may lag by a minute, like the lists' response cache. Bounded to MAX_ENTRIES
 * (oldest dropped first; lib/promise-memo.ts).
 */
import { PromiseMemo } from '../../lib/promise-memo.js';

const TTL_MS = 60_000;
const MAX_ENTRIES = 5_000;

export class CountMemo extends PromiseMemo<number> {
  constructor() {
    super(TTL_MS, MAX_ENTRIES);
  }
}
