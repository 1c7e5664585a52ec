/**
 * Which steps the editor offers on an item, from its state and the caller's grants, by the rules the server
 * enforces (contracts content-admin-roles.codes.ts; docs/decisions/content-management.md "States" and "Roles"):
 * - edit (save a new version, restore a version): 采编 of the column, item a draft, published or withdrawn;
 * - submit: 采编, item a draft;
 * - approve / reject: the role of the item's review stage, item in review; `signOff` when that stage is the
 *   last (终审/签发: publishes or schedules, and may pass open check findings with a written override);
 * - withdraw: 签发 or 站点管理员, item published (or a draft over a published version) or scheduled.
 * A new item (null) can only be edited, by an editor of some column.
 */
import type { CmsItem } from '@portal/contracts/content-admin';
import { hasRole, stageRole, type CmsRoleGrant } from '@portal/contracts/content-admin-roles.codes';

export interface ItemSteps {
  edit: boolean;
  submit: boolean;
  approve: boolean;
  reject: boolean;
  withdraw: boolean;
  /** The approval at hand is the sign-off (last stage). */
  signOff: boolean;
}

const EDITABLE = new Set(['draft', 'published', 'withdrawn']);

/** The steps `grants` allow on `item` (null: an item not saved yet). */
export function itemSteps(item: CmsItem | null, grants: readonly CmsRoleGrant[]): ItemSteps {
  if (!item) {
    const edit = grants.some((g) => g.role === 'editor');
    return { edit, submit: false, approve: false, reject: false, withdraw: false, signOff: false };
  }
  const may = (role: CmsRoleGrant['role']) => hasRole(grants, role, item.column, item.areaCode);
  const editor = may('editor');
  const reviewing = item.status === 'in_review' && may(stageRole(item.stage, item.reviewStages));
  const withdrawable = item.publishedVersion !== null || item.status === 'scheduled';
  return {
    edit: editor && EDITABLE.has(item.status),
    submit: editor && item.status === 'draft',
    approve: reviewing,
    reject: reviewing,
    withdraw: withdrawable && (may('approver') || may('admin')),
    signOff: reviewing && item.stage >= item.reviewStages,
  };
}
