/**
 * Who is calling the back office and what they may do with an item (docs/decisions/content-management.md
 * "Roles"), shared by the content routes and the workflow routes: the caller's grants (403 without any),
 * the item (404) within them (403), its role and state checks (403, 409), each refusal written to the audit
 * log before it is answered.
 */
import type { FastifyRequest } from 'fastify';
import type { CmsRole } from '@portal/contracts/content-admin.codes';
import { appendAuditLog } from '../../db/audit-log.js';
import { ApiError, badRequest, notFound } from '../../lib/api-error.js';
import { errorResponses } from '../../lib/envelope.js';
import type { PortalApp } from '../../types.js';
import { requireAgency } from '../area/agency-scope.js';
import { canSee, hasRole, loadGrants, type CmsGrant } from './cms-roles.js';
import type { Actor } from './content-admin.commands.js';
import { presentItem } from './content-admin.presenter.js';
import { checkVersion, readWordFile, wordMatcher, type CheckedVersion } from './prepublish-check.js';
import { columnStages, findItem, findVersion, type CmsItemRow } from './content-admin.repository.js';

export const TAG = '内容管理';
export const PREFIX = '/api/admin/content';
export const ERRORS = errorResponses(400, 401, 403, 404, 409);
const AGENCY_ONLY = '仅内容管理账号登录后可以使用';
export const ROLE_NAME: Readonly<Record<CmsRole, string>> = {
  editor: '采编',
  review1: '初审',
  review2: '复审',
  approver: '终审/签发',
  admin: '站点管理员',
};

/** The caller: session, grants and the actor of the commands. */
export interface Caller {
  grants: CmsGrant[];
  actor: Actor;
}

/** Trimmed non-blank text of field `field`, or 400 naming it. */
export function required(field: string, value: string | undefined): string {
  const text = (value ?? '').trim();
  if (text === '') throw badRequest(field, '不能为空');
  return text;
}

/** The access checks of the back office on `app` (module comment). */
export function adminAccess(app: PortalApp) {
  async function callerOf(request: FastifyRequest): Promise<Caller> {
    const session = requireAgency(request, AGENCY_ONLY);
    const grants = await loadGrants(app.db, session.accountId);
    const actor = { userName: session.userName, ip: request.ip, now: app.clock() };
    if (grants.length === 0) await refuse(actor, 'cms_access', '-', 403, '本账号没有内容管理权限');
    return { grants, actor };
  }

  /** Audits a refused attempt and throws its error. */
  async function refuse(actor: Actor, action: string, detail: string, status: 403 | 409, msg: string): Promise<never> {
    await appendAuditLog(app.db, {
      ...actor,
      time: actor.now,
      action,
      result: status === 403 ? 'forbidden' : 'conflict',
      detail,
    });
    throw new ApiError(status, msg);
  }

  /** The item `id` (404) that the caller may see (403). */
  async function itemOf(caller: Caller, id: number, action: string): Promise<CmsItemRow> {
    const item = await findItem(app.db, id);
    if (!item) throw notFound('内容');
    if (!canSee(caller.grants, item.column_code, item.area_code))
      await refuse(caller.actor, action, `id=${id} column=${item.column_code}`, 403, '无权访问该栏目的内容');
    return item;
  }

  /** 403 unless the caller has `role` on the item's column. */
  async function requireRole(
    caller: Caller,
    item: Pick<CmsItemRow, 'id' | 'column_code' | 'area_code'>,
    role: CmsRole,
    action: string,
  ) {
    if (!hasRole(caller.grants, role, item.column_code, item.area_code))
      await refuse(
        caller.actor,
        action,
        `id=${item.id} column=${item.column_code} role=${role}`,
        403,
        `需要本栏目的${ROLE_NAME[role]}权限`,
      );
  }

  /** 409 unless the item is in one of `statuses`. */
  async function requireStatus(
    caller: Caller,
    item: CmsItemRow,
    statuses: readonly string[],
    action: string,
    msg: string,
  ) {
    if (!statuses.includes(item.status))
      await refuse(caller.actor, action, `id=${item.id} status=${item.status}`, 409, msg);
  }

  /** The latest version of `item`. */
  const latestVersion = async (item: CmsItemRow) => {
    const version = await findVersion(app.db, item.id, item.latest_version);
    if (!version) throw notFound('内容版本');
    return version;
  };
  const stagesOf = async (item: CmsItemRow) => (await columnStages(app.db, item.column_code)) ?? 3;
  const itemAnswer = async (id: number) => {
    const item = (await findItem(app.db, id))!;
    return presentItem(item, await stagesOf(item));
  };

  /** 403 unless the caller edits the item's column, 409 unless the item may take a new version. */
  async function requireEditable(caller: Caller, item: CmsItemRow, action: string) {
    await requireRole(caller, item, 'editor', action);
    await requireStatus(
      caller,
      item,
      ['draft', 'published', 'withdrawn'],
      action,
      '审核中或定时待发的稿件不能修改，请先退回或撤稿',
    );
  }

  /** The pre-publish findings of `version` with the starter list and the operators' words (read once, here). */
  const words = wordMatcher(app.config.cmsCheckWordsFile ? readWordFile(app.config.cmsCheckWordsFile) : []);
  const check = (version: CheckedVersion) => checkVersion(app.db, app.config.siteUrl || null, version, words);
  return {
    callerOf,
    refuse,
    itemOf,
    requireRole,
    requireStatus,
    requireEditable,
    latestVersion,
    stagesOf,
    itemAnswer,
    check,
  };
}

export type AdminAccess = ReturnType<typeof adminAccess>;
