/**
 * Who may do what in the back office (docs/decisions/content-management.md "Roles"), as plain functions the
 * server enforces and the web app uses to show only the steps a caller may take: an account's grants give it
 * roles per column ('*': every column), each optionally limited to an area (division code: the item's area
 * must lie in it). Review stages of a column with n stages (1..3): the last is always the approver's
 * (终审/签发); with 3, stage 1 is review1 (初审) and 2 review2 (复审); with 2, stage 1 is review1.
 */
import type { CmsRole } from './content-admin.codes.js';

/** One grant: `role` on `column` ('*': all), within `areaCode` (null: any area). */
export interface CmsRoleGrant {
  role: CmsRole;
  column: string;
  areaCode: string | null;
}

/** True when `itemArea` (of an item; null: national) lies within the grant's area (null: any area). */
function inArea(grantArea: string | null, itemArea: string | null): boolean {
  if (grantArea === null) return true;
  if (itemArea === null) return false;
  // Division codes are 6 digits; a province ends in 0000, a city in 00: compare the significant prefix.
  return itemArea.startsWith(grantArea.replace(/(00)+$/, ''));
}

/** True when one of `grants` gives `role` on `column` for an item of `areaCode`. */
export function hasRole(
  grants: readonly CmsRoleGrant[],
  role: CmsRole,
  column: string,
  areaCode: string | null,
): boolean {
  return grants.some(
    (g) => g.role === role && (g.column === '*' || g.column === column) && inArea(g.areaCode, areaCode),
  );
}

/** True when the grants give any role on `column` (who may read an item). */
export function canSee(grants: readonly CmsRoleGrant[], column: string, areaCode: string | null): boolean {
  return grants.some((g) => (g.column === '*' || g.column === column) && inArea(g.areaCode, areaCode));
}

/** The role that approves stage `stage` (1-based) of a column with `stages` review stages. */
export function stageRole(stage: number, stages: number): CmsRole {
  if (stage >= stages) return 'approver';
  return stage === 1 ? 'review1' : 'review2';
}
