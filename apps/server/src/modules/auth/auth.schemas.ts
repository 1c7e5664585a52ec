/**
 * TypeBox schemas of the account, session and single-sign-on routes (spec §6, §7). Response shapes come
 * from @portal/contracts/site so the web client reads the same types.
 */
import { Envelope, ErrorEnvelope } from '@portal/contracts/envelope';
import {
  AgencyLoginResult,
  CheckTokenResult,
  SsoTicketIdentity,
  SsoUrlResult,
  SsoValidateTicketBody,
} from '@portal/contracts/site';
import { Type, type Static } from '@sinclair/typebox';

const userName = Type.String({ minLength: 1, maxLength: 64, description: '用户名' });
const password = Type.String({ minLength: 1, maxLength: 128, description: '密码' });
const token = Type.String({ minLength: 1, maxLength: 256, description: '会话令牌（也可放在 session-id 请求头）' });

/** Error answers every auth route can give (all in the envelope). */
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 409: ErrorEnvelope, 429: ErrorEnvelope };

/** POST /api/data/user/login: form-encoded public-access credentials -> data = token (spec §7). */
export const PublicLoginBody = Type.Object({ userName, password });
export type PublicLoginBody = Static<typeof PublicLoginBody>;
export const publicLoginSchema = {
  summary: '公众访问账号登录（自动登录）',
  tags: ['auth'],
  consumes: ['application/x-www-form-urlencoded'],
  body: PublicLoginBody,
  response: { 200: Envelope(Type.String({ description: '访问令牌，有效期 14400 秒' })), ...errors },
};

/**
 * POST /api/data/agency/userLogin: a text/plain body holding JSON `{"userName","password"}` (spec §7).
 * An application/json object is accepted too. The fields are checked by parseAgencyCredentials so
 * errors name the field.
 */
export const agencyLoginSchema = {
  summary: '单位用户登录',
  tags: ['auth'],
  consumes: ['text/plain', 'application/json'],
  body: Type.Union([
    Type.String({ maxLength: 4096, description: 'JSON 文本：{"userName":"…","password":"…"}' }),
    Type.Record(Type.String(), Type.Unknown()),
  ]),
  response: { 200: Envelope(AgencyLoginResult), ...errors },
};

/** Token in the query (spec §6) and/or the session-id header. */
export const TokenQuery = Type.Object({ token: Type.Optional(token) });
export type TokenQuery = Static<typeof TokenQuery>;

export const logoutSchema = {
  summary: '单位用户退出登录',
  tags: ['auth'],
  querystring: TokenQuery,
  response: { 200: Envelope(Type.Null()), ...errors },
};

export const checkTokenSchema = {
  summary: '检查单位用户会话是否有效',
  tags: ['auth'],
  querystring: TokenQuery,
  response: { 200: Envelope(CheckTokenResult), ...errors },
};

export const SsoUrlQuery = Type.Object({
  appId: Type.String({ minLength: 1, maxLength: 64, description: '填报系统应用标识（spec §6）' }),
  token: Type.Optional(token),
});
export type SsoUrlQuery = Static<typeof SsoUrlQuery>;
export const ssoUrlSchema = {
  summary: '获取填报系统单点登录地址',
  tags: ['sso'],
  querystring: SsoUrlQuery,
  response: { 200: Envelope(SsoUrlResult), ...errors },
};

export const validateTicketSchema = {
  summary: '外部系统校验单点登录票据（一次性）',
  description: '请求头 app-secret 携带门户分配的应用密钥。见 docs/sso-integration.md。',
  tags: ['sso'],
  consumes: ['application/x-www-form-urlencoded', 'application/json'],
  headers: Type.Object({ 'app-secret': Type.Optional(Type.String({ maxLength: 256 })) }),
  body: SsoValidateTicketBody,
  response: { 200: Envelope(SsoTicketIdentity), ...errors },
};
