/**
 * What the signed-in caller may do in the back office (docs/content-management-api.md): GET
 * /api/admin/content/grants -> {userName, grants: [{role, column, areaCode}], columns: [{code, name, kind,
 * reviewStages}]} (the columns the grants reach). The web editor shows its steps by these grants with the
 * same rules the server enforces (contracts content-admin-roles.codes.ts). 401 no session, 403 no grant.
 */
import { Envelope } from '@portal/contracts/envelope';
import { CmsGrants } from '@portal/contracts/content-admin';
import type { CmsKind } from '@portal/contracts/content-admin.codes';
import { ok } from '../../lib/envelope.js';
import type { PortalApp } from '../../types.js';
import { ERRORS, PREFIX, TAG, type AdminAccess } from './content-admin.access.js';
import { grantedColumns } from './content-admin.repository.js';

/** Adds the grants route to `app` (registered before `${PREFIX}/:id`, whose id would not match it anyway). */
export function registerGrantsRoute(app: PortalApp, access: AdminAccess): void {
  app.get(
    `${PREFIX}/grants`,
    {
      schema: {
        summary: '当前账号的内容管理权限（各栏目的角色）与可用栏目',
        tags: [TAG],
        response: { 200: Envelope(CmsGrants), ...ERRORS },
      },
    },
    async (request) => {
      const caller = await access.callerOf(request);
      const columns = await grantedColumns(app.db, caller.grants);
      return ok({
        userName: caller.actor.userName,
        grants: caller.grants,
        columns: columns.map((c) => ({
          code: c.code,
          name: c.name,
          kind: c.kind as CmsKind,
          reviewStages: c.review_stages,
        })),
      });
    },
  );
}
