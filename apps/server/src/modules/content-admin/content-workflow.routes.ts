/**
 * The workflow of an item (docs/decisions/content-management.md "States"): POST /api/admin/content/{id}/
 * - submit (采编: draft -> in review, stage 1);
 * - approve {override?} (the stage's role, cms-roles.ts stageRole; the last stage signs off: publishes now,
 *   or schedules for a future publish time, and is blocked (409) by open pre-publish findings unless the
 *   approver writes an override);
 * - reject {reason} (the stage's role: back to draft with the reason);
 * - withdraw {reason} (签发 or 站点管理员: the public row goes, its detail answers 410).
 * Each answers the item (CmsItem). Errors as content-admin.routes.ts.
 */
import { Envelope } from '@portal/contracts/envelope';
import { CmsApproveBody, CmsIdParams, CmsItem, CmsReasonBody } from '@portal/contracts/content-admin';
import type { Static, TSchema } from 'typebox';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/api-error.js';
import { okWith } from '../../lib/envelope.js';
import type { PortalApp } from '../../types.js';
import { hasRole, stageRole } from './cms-roles.js';
import { ERRORS, PREFIX, ROLE_NAME, TAG, required, type AdminAccess, type Caller } from './content-admin.access.js';
import { publishItem, transition, withdrawItem } from './content-admin.commands.js';
import type { CmsItemRow } from './content-admin.repository.js';

/** Adds the four workflow routes to `app`. */
export function registerWorkflow(app: PortalApp, access: AdminAccess): void {
  const { callerOf, refuse, itemOf, requireRole, requireStatus, latestVersion, stagesOf, itemAnswer, check } = access;

  /**
   * POST `${PREFIX}/:id/${name}` with body `body` (null: none): resolves the caller and the item (audited as `cms_${name}`),
   * runs `act`, and answers the item as it is then with the message `act` returns.
   */
  function action<B extends TSchema>(
    name: string,
    summary: string,
    body: B | null,
    act: (caller: Caller, item: CmsItemRow, body: Static<B>) => Promise<string>,
  ): void {
    const bodySchema: { body?: TSchema } = body ? { body } : {};
    app.post(
      `${PREFIX}/:id/${name}`,
      {
        schema: {
          summary,
          tags: [TAG],
          params: CmsIdParams,
          ...bodySchema,
          response: { 200: Envelope(CmsItem), ...ERRORS },
        },
      },
      async (request: FastifyRequest<{ Params: { id: number } }>) => {
        const caller = await callerOf(request);
        const item = await itemOf(caller, request.params.id, `cms_${name}`);
        const msg = await act(caller, item, request.body as Static<B>);
        return okWith(msg, await itemAnswer(item.id));
      },
    );
  }

  action('submit', '送审', null, async (caller, item) => {
    await requireRole(caller, item, 'editor', 'cms_submit');
    await requireStatus(caller, item, ['draft'], 'cms_submit', '只有草稿可以送审');
    await transition(
      app.db,
      item,
      { status: 'in_review', stage: 1, reason: null },
      caller.actor,
      'cms_submit',
      'stage=1',
    );
    return '已送审';
  });

  action(
    'approve',
    '审核通过（最后一级为签发：立即发布或按发布时间定时发布）',
    CmsApproveBody,
    async (caller, item, body) => {
      await requireStatus(caller, item, ['in_review'], 'cms_approve', '只有审核中的稿件可以审核通过');
      const stages = await stagesOf(item);
      const role = stageRole(item.stage, stages);
      await requireRole(caller, item, role, 'cms_approve');
      const override = body.override?.trim() || null;
      if (item.stage < stages) {
        if (override) throw badRequest('override', '只有终审/签发时可以填写');
        const next = item.stage + 1;
        await transition(app.db, item, { stage: next }, caller.actor, 'cms_approve', `stage=${item.stage}->${next}`);
        return `${ROLE_NAME[role]}已通过`;
      }
      const version = await latestVersion(item);
      const findings = await check(version);
      if (findings.length > 0 && !override)
        await refuse(
          caller.actor,
          'cms_approve',
          `id=${item.id} v=${version.version_no} findings=${findings.length}`,
          409,
          `预先巡查发现 ${findings.length} 处问题（${findings[0]!.message}），请修改后再签发，或由签发人填写说明后签发`,
        );
      const overrideNote = findings.length > 0 ? override : null;
      const detail = `stage=${item.stage} by=${caller.actor.userName}${overrideNote ? ` override=${overrideNote}` : ''}`;
      if (version.publish_time && Date.parse(version.publish_time) > caller.actor.now.getTime()) {
        const patch = {
          status: 'scheduled',
          stage: 0,
          scheduled_at: version.publish_time,
          check_override: overrideNote,
        };
        await transition(app.db, item, patch, caller.actor, 'cms_schedule', detail);
        return `已签发，将于 ${version.publish_time} 发布`;
      }
      await publishItem(app.db, item, version, caller.actor, detail, { check_override: overrideNote });
      return '已签发发布';
    },
  );

  action('reject', '退回（写明理由，稿件回到草稿）', CmsReasonBody, async (caller, item, body) => {
    await requireStatus(caller, item, ['in_review'], 'cms_reject', '只有审核中的稿件可以退回');
    await requireRole(caller, item, stageRole(item.stage, await stagesOf(item)), 'cms_reject');
    const reason = required('reason', body.reason);
    const patch = { status: 'draft', stage: 0, reason };
    await transition(app.db, item, patch, caller.actor, 'cms_reject', `stage=${item.stage} reason=${reason}`);
    return '已退回';
  });

  action('withdraw', '撤稿（写明理由；公开页面返回 410）', CmsReasonBody, async (caller, item, body) => {
    if (!hasRole(caller.grants, 'approver', item.column_code, item.area_code))
      await requireRole(caller, item, 'admin', 'cms_withdraw');
    if (item.published_version === null && item.status !== 'scheduled')
      await refuse(
        caller.actor,
        'cms_withdraw',
        `id=${item.id} status=${item.status}`,
        409,
        '只有已发布或定时待发的稿件可以撤稿',
      );
    await withdrawItem(app.db, item, required('reason', body.reason), caller.actor);
    return '已撤稿';
  });
}
