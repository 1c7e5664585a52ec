/**
 * The rule that makes a venue's yearly figures public (docs/decisions/open-data.md "Audited rows";
 * docs/decisions/data-exchange.md "Review before public (审核)"): only audited rows are shown. A venue_year_stat
 * row is audited when a reviewer approved it (`audited_at` set) or when the sports authority of its venue's county
 * has that year's fill-in at 已审核 (sports_authority_year.status). Read by every public reader of the figures
 * (venue pages, the venue search's year filter); the open datasets and data health state the same rule in their
 * own set-based queries. A cache of an answer built with it follows venue_year_stat, sports_authority and
 * sports_authority_year (AUDITED_YEAR_TABLES).
 */
import { sql, type RawBuilder } from 'kysely';
import type { FillInStatus } from '@portal/contracts/sports-authority.codes';
import type { Database } from './database.js';

/** The fill-in status of audited figures (contracts FILL_IN_STATUSES), for every reader that states the rule. */
export const AUDITED_STATUS: FillInStatus = '已审核';

/** The tables whose changes can change what the rule admits. */
export const AUDITED_YEAR_TABLES = [
  'venue_year_stat',
  'sports_authority',
  'sports_authority_year',
] as const satisfies readonly (keyof Database)[];

/**
 * The rule as a condition over the venue_year_stat row aliased `stat` and its venue row aliased `venue` (both in
 * the query's FROM); identifiers, never values, come from the arguments.
 */
export function auditedYear(stat: string, venue: string): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${stat}.audited_at`)} is not null or exists (
    select 1 from sports_authority as a
    inner join sports_authority_year as ay on ay.organ_id = a.organ_id
    where a.division_code = ${sql.ref(`${venue}.county_code`)}
      and ay.year = ${sql.ref(`${stat}.year`)}
      and ay.status = ${AUDITED_STATUS}))`;
}
