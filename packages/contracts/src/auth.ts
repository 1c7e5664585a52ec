/**
 * Request shapes of the account, session and single-sign-on routes (spec §6, §7; docs/sso-integration.md).
 * Their answers (AgencyLoginResult, CheckTokenResult, SsoUrlResult, SsoTicketIdentity) and the ticket
 * body are in ./site.ts, where the web reads them.
 */
import { Type, type Static } from 'typebox';

const userName = Type.String({ minLength: 1, maxLength: 64, description: '用户名' });
const password = Type.String({ minLength: 1, maxLength: 128, description: '密码' });
const token = Type.String({ minLength: 1, maxLength: 256, description: '会话令牌（也可放在 session-id 请求头）' });

/** POST /api/data/user/login: form-encoded public-access credentials (spec §7). */
export const PublicLoginBody = Type.Object({ userName, password });
export type PublicLoginBody = Static<typeof PublicLoginBody>;

/** POST /api/data/user/login -> data: the access token (valid 14400 s). */
export const PublicLoginToken = Type.String({ description: '访问令牌，有效期 14400 秒' });

/**
 * POST /api/data/agency/userLogin: a text/plain body holding JSON `{"userName","password"}` (spec §7), or
 * an application/json object. Its fields are checked by the server after parsing, so errors name the field.
 */
export const AgencyLoginBody = Type.Union([
  Type.String({ maxLength: 4096, description: 'JSON 文本：{"userName":"…","password":"…"}' }),
  Type.Record(Type.String(), Type.Unknown()),
]);
export type AgencyLoginBody = Static<typeof AgencyLoginBody>;

/** Token in the query (spec §6) and/or the session-id header: logout, checkToken. */
export const TokenQuery = Type.Object({ token: Type.Optional(token) });
export type TokenQuery = Static<typeof TokenQuery>;

/** GET /api/data/agency/singleSignonUrl?appId=&token= (spec §6). */
export const SsoUrlQuery = Type.Object({
  appId: Type.String({ minLength: 1, maxLength: 64, description: '填报系统应用标识（spec §6）' }),
  token: Type.Optional(token),
});
export type SsoUrlQuery = Static<typeof SsoUrlQuery>;

/** POST /api/data/agency/validateTicket: the portal-issued application secret (docs/sso-integration.md). */
export const SsoSecretHeaders = Type.Object({ 'app-secret': Type.Optional(Type.String({ maxLength: 256 })) });
export type SsoSecretHeaders = Static<typeof SsoSecretHeaders>;

/** GET /api/data/agency/logout -> data: null (msg '退出成功'). */
export const LogoutData = Type.Null();
