/**
 * Single sign-on into the five external filling systems (spec §6; docs/sso-integration.md).
 *
 * - issueTicket: a one-time ticket (256 random bits, base64url) bound to the appId and the agency user,
 *   valid TICKET_TTL_MS (60 s), stored as its SHA-256; answers the system's configured address with
 *   `ticket=` appended (`?` or `&` as the address needs).
 * - redeemTicket: the external system's validation. Succeeds once; afterwards, after 60 s, or for another
 *   appId it fails with a Chinese message (400 unknown / expired / wrong app, 409 already used).
 * Both write the audit log (sso_issued, sso_used, sso_rejected).
 */
import type { FastifyInstance } from 'fastify';
import type { SsoTicketIdentity } from '@portal/contracts/site';
import type { Config, SsoAppConfig } from '../../config.js';
import { ApiError, badRequest } from '../../lib/api-error.js';
import { newToken, sha256Hex } from '../../lib/tokens.js';
import { writeAudit } from './audit.repository.js';
import type { ResolvedSession } from '../../plugins/session-auth/session-store.js';
import { consumeTicket, findTicket, insertTicket, purgeOldTickets } from './sso-tickets.repository.js';

export const TICKET_TTL_MS = 60_000;
const TICKET_KEEP_MS = 24 * 3_600_000;

/** `url` with `ticket=<ticket>` appended, keeping any query and fragment it already has. */
export function appendTicket(url: string, ticket: string): string {
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : url.slice(hashAt);
  const separator = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${separator}ticket=${encodeURIComponent(ticket)}${fragment}`;
}

/** The configured filling system `appId` (config.ssoApps); ApiError 400 naming appId when unknown. */
export function findSsoApp(config: Config, appId: string): SsoAppConfig {
  const target = config.ssoApps.find((a) => a.appId === appId);
  if (!target) throw badRequest('appId', `未知的填报系统 ${appId.slice(0, 64)}`);
  return target;
}

/** Issues a ticket for `session`'s user into `target` and answers the address to open. */
export async function issueTicket(
  app: FastifyInstance,
  args: { target: SsoAppConfig; session: ResolvedSession; ip: string },
): Promise<string> {
  const { target } = args;
  const now = app.clock();
  const ticket = newToken();
  await insertTicket(app.db, {
    ticketHash: sha256Hex(ticket),
    appId: target.appId,
    accountId: args.session.accountId,
    issuedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + TICKET_TTL_MS).toISOString(),
  });
  await writeAudit(app.db, {
    time: now,
    action: 'sso_issued',
    userName: args.session.userName,
    ip: args.ip,
    result: 'ok',
    detail: `appId=${target.appId}`,
  });
  return appendTicket(target.url, ticket);
}

/**
 * Redeems `ticket` for `appId`: the identity on the first valid use; ApiError 400/409 otherwise.
 * The consuming UPDATE is conditional, so a ticket can be redeemed once even under concurrent calls.
 */
export async function redeemTicket(
  app: FastifyInstance,
  args: { appId: string; ticket: string; ip: string },
): Promise<SsoTicketIdentity> {
  const now = app.clock();
  const ticketHash = sha256Hex(args.ticket);
  const consumed = await consumeTicket(app.db, { ticketHash, appId: args.appId, now: now.toISOString(), ip: args.ip });
  const row = await findTicket(app.db, ticketHash);
  const audit = (action: 'sso_used' | 'sso_rejected', result: string) =>
    writeAudit(app.db, {
      time: now,
      action,
      userName: row?.user_name ?? '',
      ip: args.ip,
      result,
      detail: `appId=${args.appId.slice(0, 64)}`,
    });

  if (consumed && row) {
    await audit('sso_used', 'ok');
    await purgeOldTickets(app.db, new Date(now.getTime() - TICKET_KEEP_MS).toISOString());
    return { userName: row.user_name, displayName: row.display_name, organName: row.organ_name, appId: row.app_id };
  }
  if (!row) {
    await audit('sso_rejected', 'unknown');
    throw new ApiError(400, '票据 ticket 无效，请从门户重新进入');
  }
  if (row.app_id !== args.appId) {
    await audit('sso_rejected', 'wrong_app');
    throw new ApiError(400, '票据 ticket 不属于该应用 appId');
  }
  if (row.used_at !== null) {
    await audit('sso_rejected', 'used');
    throw new ApiError(409, '票据 ticket 已被使用，每张票据只能使用一次，请从门户重新进入');
  }
  await audit('sso_rejected', 'expired');
  throw new ApiError(400, '票据 ticket 已过期（有效期 60 秒），请从门户重新进入');
}
