/**
 * Inbox scopes of the seeded agency accounts (after seedAgencyAccounts; modules/area/agency-scope.ts): for a
 * `section`, agency_admin every case and sports_bureau_bj the cases of Beijing (110000). Used by the facility
 * inbox and the review of venues' yearly figures (docs/decisions/data-exchange.md "Review before public (审核)").
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { ScopeSection } from '../db/tables/feedback.js';
import { insertRows } from './insert-rows.js';

/** Replaces the two accounts' scope rows of `section`; resolves with the rows written. */
export async function seedAgencyScopes(db: Kysely<Database>, section: ScopeSection): Promise<number> {
  const accounts = await db
    .selectFrom('account')
    .select(['id', 'user_name'])
    .where('user_name', 'in', ['agency_admin', 'sports_bureau_bj'])
    .execute();
  const rows = accounts.map((a) =>
    a.user_name === 'agency_admin'
      ? { account_id: a.id, kind: 'all', area_code: null, organ_id: null, section }
      : { account_id: a.id, kind: 'area', area_code: '110000', organ_id: null, section },
  );
  await db
    .deleteFrom('feedback_scope')
    .where('section', '=', section)
    .where('account_id', 'in', accounts.length > 0 ? accounts.map((a) => a.id) : [0])
    .execute();
  return rows.length === 0 ? 0 : insertRows(db, 'feedback_scope', rows);
}
