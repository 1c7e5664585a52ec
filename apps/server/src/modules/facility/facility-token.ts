/**
 * The facilities token (spec §7 "Other GETs: a facilities token"; equipment-service calls carry it in
 * the `equip-token` header, contracts FACILITY_TOKEN_HEADER). Stateless and signed, like the portal's
 * public tokens (plugins/session-auth/public-tokens.ts, whose format and check it reuses): lifetime
 * FACILITY_TOKEN_TTL_SECONDS; key = HMAC-SHA256(public-token key, 'facility-token'), so every instance on
 * one database agrees with no configuration and a facilities token is never a valid session token.
 * A missing, forged or expired token answers 401 '设施服务令牌无效或已过期' — which, per spec §8, the
 * web client does not answer with its automatic public login retry (it fetches a new token instead).
 */
import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import { FACILITY_TOKEN_TTL_SECONDS } from '@portal/contracts/facility.codes';
import type { Database } from '../../db/database.js';
import { perDbMemo } from '../../db/per-db-memo.js';
import { ApiError } from '../../lib/api-error.js';
import { publicTokenKey, signPublicToken, verifyPublicToken } from '../../plugins/session-auth/public-tokens.js';
import { findPublicAccount } from '../../plugins/session-auth/sessions.repository.js';
import type { PortalApp } from '../../types.js';

const KEY_TTL_MS = 60_000;

const keyOf = (userName: string) =>
  perDbMemo(KEY_TTL_MS, async (db: Kysely<Database>) => {
    const account = await findPublicAccount(db, userName);
    if (!account) throw new ApiError(503, '设施服务暂不可用，请稍后再试');
    return createHmac('sha256', publicTokenKey(account.password_hash)).update('facility-token').digest();
  });

const keys = new Map<string, ReturnType<typeof keyOf>>();
function facilityKey(app: PortalApp): Promise<Buffer> {
  const name = app.config.publicUserName;
  let get = keys.get(name);
  if (!get) keys.set(name, (get = keyOf(name)));
  return get(app.db);
}

/** A new facilities token and its lifetime in seconds. */
export async function issueFacilityToken(app: PortalApp): Promise<{ token: string; expiresIn: number }> {
  const key = await facilityKey(app);
  return {
    token: signPublicToken(key, Date.now() + FACILITY_TOKEN_TTL_SECONDS * 1000),
    expiresIn: FACILITY_TOKEN_TTL_SECONDS,
  };
}

/** Throws 401 unless `header` is a genuine, unexpired facilities token. */
export async function requireFacilityToken(app: PortalApp, header: unknown): Promise<void> {
  const token = Array.isArray(header) ? header[0] : header;
  const expires = typeof token === 'string' ? verifyPublicToken(await facilityKey(app), token) : null;
  if (expires === null || Date.now() >= expires) throw new ApiError(401, '设施服务令牌无效或已过期');
}
