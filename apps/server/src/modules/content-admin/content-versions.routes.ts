/**
 * One version of an item (docs/decisions/content-management.md "Model"): read it in full (a client diffs any
 * two this way) and restore it as the item's new version:
 * - GET  /api/admin/content/{id}/versions/{versionNo} -> CmsVersion (any role on the column)
 * - POST /api/admin/content/{id}/versions/{versionNo}/restore -> {id, versionNo}: the copy, a new draft version
 *   (采编; like PUT: not while in review or scheduled, 409), audited as `cms_restore` with its source version.
 * Unknown item or version: 404. Errors otherwise as content-admin.routes.ts.
 */
import { Envelope } from '@portal/contracts/envelope';
import { CmsSavedRef, CmsVersion, CmsVersionParams } from '@portal/contracts/content-admin';
import { notFound } from '../../lib/api-error.js';
import { ok, okWith } from '../../lib/envelope.js';
import type { PortalApp } from '../../types.js';
import { ERRORS, PREFIX, TAG, type AdminAccess, type Caller } from './content-admin.access.js';
import { saveVersion, type VersionInput } from './content-admin.commands.js';
import { presentVersion } from './content-admin.presenter.js';
import { findVersion, type CmsItemRow } from './content-admin.repository.js';

/** Adds the two version routes to `app`. */
export function registerVersionRoutes(app: PortalApp, access: AdminAccess): void {
  const { callerOf, itemOf, requireEditable, latestVersion } = access;

  /** The caller, the item and its version `versionNo` (404 when either is unknown). */
  async function versionOf(request: { params: { id: number; versionNo: number } }, caller: Caller, action: string) {
    const item: CmsItemRow = await itemOf(caller, request.params.id, action);
    const version = await findVersion(app.db, item.id, request.params.versionNo);
    if (!version) throw notFound('内容版本');
    return { item, version };
  }

  app.get(
    `${PREFIX}/:id/versions/:versionNo`,
    {
      schema: {
        summary: '某一版本的完整内容（用于比较任意两个版本）',
        tags: [TAG],
        params: CmsVersionParams,
        response: { 200: Envelope(CmsVersion), ...ERRORS },
      },
    },
    async (request) => {
      const { version } = await versionOf(request, await callerOf(request), 'cms_version');
      return ok(presentVersion(version));
    },
  );

  app.post(
    `${PREFIX}/:id/versions/:versionNo/restore`,
    {
      schema: {
        summary: '恢复某一版本（复制为新的草稿版本）',
        tags: [TAG],
        params: CmsVersionParams,
        response: { 200: Envelope(CmsSavedRef), ...ERRORS },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      const { item, version } = await versionOf(request, caller, 'cms_restore');
      await requireEditable(caller, item, 'cms_restore');
      const copy: VersionInput = {
        title: version.title,
        summary: version.summary,
        source: version.source,
        body_html: version.body_html,
        publish_time: version.publish_time,
        fields: JSON.parse(version.fields_json) as Record<string, string | number>,
        attachments: JSON.parse(version.attachments_json) as VersionInput['attachments'],
      };
      const versionNo = await saveVersion(
        app.db,
        item,
        await latestVersion(item),
        copy,
        caller.actor,
        version.version_no,
      );
      return okWith(`已恢复第 ${version.version_no} 版`, { id: item.id, versionNo });
    },
  );
}
