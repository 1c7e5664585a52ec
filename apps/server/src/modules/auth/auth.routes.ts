/**
 * Account and session routes (spec §4, §6, §7, §8):
 *
 * - POST /api/data/user/login            form userName, password (public-access account) -> data: token (14400 s)
 * - POST /api/data/agency/userLogin      text/plain JSON {userName, password} -> data {userName, sessionToken}
 * - GET  /api/data/agency/logout?token=  ends the session (idempotent: an unknown token also answers 200)
 * - GET  /api/data/agency/checkToken     data {userName, displayName, organName} while the agency session
 *                                        lives; HTTP 401 code 401 once it is gone. Not counted as activity.
 *
 * All are auth 'none' for the session-auth plugin: the logins need no session, and the agency calls take
 * their token from `?token=` or the session-id header (spec §6) and check it themselves.
 *
 * Rate limits (-> 429):
 * - agency login: per client IP (config.loginRateLimitPerMinute per minute), besides the account lockout;
 * - public login: every first visit makes one, and schools, offices and carrier-grade NAT put thousands of
 *   visitors behind one address, so the right public credentials are never limited per address. They
 *   take a fast path (public-credentials.ts: no scrypt, no audit row; a signed token, no session row) under one budget for the
 *   whole instance (config.publicLoginBudgetPerMinute). Any other credentials on the public route go
 *   through the full check (scrypt, audit) and share the per-address login limit.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AgencyLoginBody, LogoutData, PublicLoginBody, PublicLoginToken, TokenQuery } from '@portal/contracts/auth';
import { Envelope } from '@portal/contracts/envelope';
import { AgencyLoginResult, CheckTokenResult } from '@portal/contracts/site';
import { ApiError, unauthorized } from '../../lib/api-error.js';
import { errorResponses, okWith } from '../../lib/envelope.js';
import { SESSION_HEADER } from '../../plugins/session-auth/session-auth.js';
import { parseAgencyCredentials } from './agency-credentials.js';
import { writeAudit } from './audit.repository.js';
import { presentAgencyLogin, presentCheckToken } from './auth.presenter.js';
import { checkCredentials, UnknownNameLockout } from './login.service.js';
import { PublicCredentials } from './public-credentials.js';

/** Error answers every account, session and single-sign-on route can give (all in the envelope). */
export const AUTH_ERRORS = errorResponses(400, 401, 403, 409, 429);

/** The token of an agency call: `?token=` first (spec §6), else the session-id header. */
export function agencyToken(query: { token?: string }, headers: Record<string, unknown>): unknown {
  return query.token || headers[SESSION_HEADER];
}

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Answers here carry tokens or tickets: no cache (browser, proxy) may keep them.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const loginRateLimit = { max: app.config.loginRateLimitPerMinute, timeWindow: 60_000 };
  const publicLoginBudget = {
    max: app.config.publicLoginBudgetPerMinute,
    timeWindow: 60_000,
    keyGenerator: () => 'public-login',
  };
  const checkFullLoginLimit = app.createRateLimit(loginRateLimit);
  const publicCredentials = new PublicCredentials(app.config.publicUserName, app.config.publicPassword);
  const unknownNames = new UnknownNameLockout();

  app.post(
    '/api/data/user/login',
    {
      schema: {
        summary: '公众访问账号登录（自动登录）',
        tags: ['auth'],
        consumes: ['application/x-www-form-urlencoded'],
        body: PublicLoginBody,
        response: { 200: Envelope(PublicLoginToken), ...AUTH_ERRORS },
      },
      config: { auth: 'none', rateLimit: publicLoginBudget },
    },
    async (request) => {
      const { userName, password } = request.body;
      if (!publicCredentials.matches(userName, password)) {
        const limit = await checkFullLoginLimit(request);
        if (!limit.isAllowed && limit.isExceeded) throw new ApiError(429, '请求过于频繁，请稍后再试');
        // Throws 400 for anything but the public account's current password (audited).
        await checkCredentials(app, { kind: 'public', userName, password, ip: request.ip });
      }
      return okWith('登录成功', await app.sessions.createPublic());
    },
  );

  app.post(
    '/api/data/agency/userLogin',
    {
      // The fields are checked by parseAgencyCredentials, so errors name the field.
      schema: {
        summary: '单位用户登录',
        tags: ['auth'],
        consumes: ['text/plain', 'application/json'],
        body: AgencyLoginBody,
        response: { 200: Envelope(AgencyLoginResult), ...AUTH_ERRORS },
      },
      config: { auth: 'none', rateLimit: loginRateLimit },
    },
    async (request) => {
      const credentials = parseAgencyCredentials(request.body);
      const account = await checkCredentials(
        app,
        { kind: 'agency', userName: credentials.userName, password: credentials.password, ip: request.ip },
        unknownNames,
      );
      const sessionToken = await app.sessions.createAgency(account.id);
      return okWith('登录成功', presentAgencyLogin(account, sessionToken));
    },
  );

  app.get(
    '/api/data/agency/logout',
    {
      schema: {
        summary: '单位用户退出登录',
        tags: ['auth'],
        querystring: TokenQuery,
        response: { 200: Envelope(LogoutData), ...AUTH_ERRORS },
      },
      config: { auth: 'none' },
    },
    async (request) => {
      const ended = await app.sessions.revoke(agencyToken(request.query, request.headers));
      await writeAudit(app.db, {
        time: app.clock(),
        action: 'logout',
        userName: ended?.userName ?? '',
        ip: request.ip,
        result: ended ? 'ok' : 'no_session',
      });
      return okWith('退出成功', null);
    },
  );

  app.get(
    '/api/data/agency/checkToken',
    {
      schema: {
        summary: '检查单位用户会话是否有效',
        tags: ['auth'],
        querystring: TokenQuery,
        response: { 200: Envelope(CheckTokenResult), ...AUTH_ERRORS },
      },
      config: { auth: 'none' },
    },
    async (request) => {
      const session = await app.sessions.resolve(agencyToken(request.query, request.headers), {
        touch: false,
        fresh: true,
      });
      if (!session || session.kind !== 'agency') throw unauthorized();
      return okWith('会话有效', presentCheckToken(session));
    },
  );
};

export default authRoutes;
