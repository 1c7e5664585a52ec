/**
 * Who may do what in the back office (docs/decisions/content-management.md "Roles"): an account's
 * `cms_grant` rows, and the shared rules over them (contracts content-admin-roles.codes.ts, which the web app uses
 * to show only the steps a caller may take).
 */
import type { Kysely } from 'kysely';
import type { CmsRole } from '@portal/contracts/content-admin.codes';
import type { CmsRoleGrant } from '@portal/contracts/content-admin-roles.codes';
import type { Database } from '../../db/database.js';

export { canSee, hasRole, stageRole } from '@portal/contracts/content-admin-roles.codes';
export type CmsGrant = CmsRoleGrant;

/** The grants of account `accountId`. */
export async function loadGrants(db: Kysely<Database>, accountId: number): Promise<CmsGrant[]> {
  const rows = await db
    .selectFrom('cms_grant')
    .select(['role', 'column_code', 'area_code'])
    .where('account_id', '=', accountId)
    .execute();
  return rows.map((r) => ({ role: r.role as CmsRole, column: r.column_code, areaCode: r.area_code }));
}
