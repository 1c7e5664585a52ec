/**
 * The list call of an agency inbox (the feedback inbox, the repair-report inbox, the review of venues' yearly
 * figures; docs/decisions/feedback.md "Feedback", docs/decisions/data-exchange.md "Review before public (审核)"),
 * in the one order they all follow: the agency session and the audit row of the call (the query's filters as
 * `k=v` pairs: ids and filters only), the caller's scope in the section, one page read within it (none when
 * the scope is empty: an account without scope rows sees nothing), each row presented. The section's own
 * checks of its query (a known areaCode, an ordered date range) come before it, so a 400 writes no audit row.
 */
import type { FastifyRequest } from 'fastify';
import type { PageOf } from '@portal/contracts/paging';
import { divisionLevelOf } from '../../lib/division-codes.js';
import type { PortalApp } from '../../types.js';
import {
  auditedAgency,
  isEmptyScope,
  loadAccountScope,
  AREA_COLUMN,
  type AccountScope,
  type ScopeSection,
} from './agency-scope.js';
import type { VenueAreaColumn } from './divisions.js';

/** A division code with the column of its level (province_code, city_code or county_code). */
export interface AreaFilter {
  column: VenueAreaColumn;
  code: string;
}

/** The division code `code` with the column of its level (lib/division-codes.ts divisionLevelOf). */
export function areaFilter(code: string): AreaFilter {
  return { column: AREA_COLUMN[divisionLevelOf(code)], code };
}

/** The areas of an area scope as filters; null for an 'all' scope (every area). */
export function scopeAreas(scope: AccountScope): AreaFilter[] | null {
  return scope.all ? null : scope.areaCodes.map(areaFilter);
}

/** How one inbox lists its cases (see the module comment). */
export interface InboxListing<Row, Item> {
  section: ScopeSection;
  /** The 403 message for a public-access token. */
  agencyOnly: string;
  /** The audit action of the list call, e.g. 'fix_report_list'. */
  action: string;
  query: { pageNum: number; pageSize: number };
  /** One page of the rows within `scope` (never called with an empty scope). */
  read: (scope: AccountScope) => Promise<{ rows: Row[]; total: number }>;
  present: (rows: Row[]) => Item[] | Promise<Item[]>;
}

/** One page of an inbox (module comment): `{ list, total, pageNum, pageSize }`; 403 for a public token. */
export async function agencyInboxPage<Row, Item>(
  app: PortalApp,
  request: FastifyRequest,
  listing: InboxListing<Row, Item>,
): Promise<PageOf<Item>> {
  const { query } = listing;
  const filters = Object.entries(query)
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(' ');
  const session = await auditedAgency(app, request, listing.agencyOnly, { action: listing.action, detail: filters });
  const scope = await loadAccountScope(app.db, session.accountId, listing.section);
  const { rows, total } = isEmptyScope(scope) ? { rows: [], total: 0 } : await listing.read(scope);
  return { list: await listing.present(rows), total, pageNum: query.pageNum, pageSize: query.pageSize };
}
