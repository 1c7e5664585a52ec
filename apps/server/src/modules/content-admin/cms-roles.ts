/**
 * Who may do what in the back office (docs/decisions/content-management.md "Roles"): an account's
 * `cms_grant` rows give it roles per column ('*': every column), each optionally limited to an area
 * (division code: the item's area must lie in it). Review stages of a column with n stages (1..3):
 * the last is always the approver's (终审/签发); with 3, stage 1 is review1 (初审) and 2 review2 (复审);
 * with 2, stage 1 is review1.
 */
import type { Kysely } from 'kysely';
import type { CmsRole } from '@portal/contracts/content-admin.codes';
import type { Database } from '../../db/database.js';

export interface CmsGrant {
  role: CmsRole;
  column: string;
  areaCode: string | null;
}

/** The grants of account `accountId`. */
export async function loadGrants(db: Kysely<Database>, accountId: number): Promise<CmsGrant[]> {
  const rows = await db
    .selectFrom('cms_grant')
    .select(['role', 'column_code', 'area_code'])
    .where('account_id', '=', accountId)
    .execute();
  return rows.map((r) => ({ role: r.role as CmsRole, column: r.column_code, areaCode: r.area_code }));
}

/** True when `areaCode` (of an item; null: national) lies within the grant's area (null: any area). */
function inArea(grantArea: string | null, itemArea: string | null): boolean {
  if (grantArea === null) return true;
  if (itemArea === null) return false;
  // Division codes are 6 digits; a province ends in 0000, a city in 00: compare the significant prefix.
  const prefix = grantArea.replace(/(00)+$/, '');
  return itemArea.startsWith(prefix);
}

/** True when one of `grants` gives `role` on `column` for an item of `areaCode`. */
export function hasRole(grants: readonly CmsGrant[], role: CmsRole, column: string, areaCode: string | null): boolean {
  return grants.some(
    (g) => g.role === role && (g.column === '*' || g.column === column) && inArea(g.areaCode, areaCode),
  );
}

/** True when the grants give any role on `column` (who may read an item). */
export function canSee(grants: readonly CmsGrant[], column: string, areaCode: string | null): boolean {
  return grants.some((g) => (g.column === '*' || g.column === column) && inArea(g.areaCode, areaCode));
}

/** The role that approves stage `stage` (1-based) of a column with `stages` review stages. */
export function stageRole(stage: number, stages: number): CmsRole {
  if (stage >= stages) return 'approver';
  return stage === 1 ? 'review1' : 'review2';
}
