/**
 * Single-sign-on routes (spec §6, §7; docs/sso-integration.md):
 *
 * - GET  /api/data/agency/singleSignonUrl?appId=&token=  -> data {url}: the filling system's address with a
 *        one-time ticket. Needs a live agency session (`?token=` or session-id header), else 401; unknown
 *        appId -> 400. Counts as activity for the idle timeout.
 * - POST /api/data/agency/validateTicket  (form or JSON: appId, ticket; header app-secret)
 *        -> data {userName, displayName, organName, appId}, once per ticket. Wrong or missing app-secret
 *        -> 403. Called server-to-server by the external systems.
 *
 * Both are auth 'none' for the session-auth plugin and check their own credentials.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SsoSecretHeaders, SsoUrlQuery } from '@portal/contracts/auth';
import { Envelope } from '@portal/contracts/envelope';
import { SsoTicketIdentity, SsoUrlResult, SsoValidateTicketBody } from '@portal/contracts/site';
import { ApiError, unauthorized } from '../../lib/api-error.js';
import { okWith } from '../../lib/envelope.js';
import { secretsEqual } from '../../lib/tokens.js';
import { AUTH_ERRORS, agencyToken } from './auth.routes.js';
import { findSsoApp, issueTicket, redeemTicket } from './sso.service.js';

const ssoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Answers here carry tokens or tickets: no cache (browser, proxy) may keep them.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.get(
    '/api/data/agency/singleSignonUrl',
    {
      schema: {
        summary: '获取填报系统单点登录地址',
        tags: ['sso'],
        querystring: SsoUrlQuery,
        response: { 200: Envelope(SsoUrlResult), ...AUTH_ERRORS },
      },
      config: { auth: 'none' },
    },
    async (request) => {
      const target = findSsoApp(app.config, request.query.appId);
      const session = await app.sessions.resolve(agencyToken(request.query, request.headers), {
        touch: true,
        fresh: true,
      });
      if (!session || session.kind !== 'agency') throw unauthorized();
      const url = await issueTicket(app, { target, session, ip: request.ip });
      return okWith('成功', { url });
    },
  );

  app.post(
    '/api/data/agency/validateTicket',
    // A shared-secret endpoint is a guessing target: keep the same per-IP budget as the logins, ×10.
    {
      schema: {
        summary: '外部系统校验单点登录票据（一次性）',
        description: '请求头 app-secret 携带门户分配的应用密钥。见 docs/sso-integration.md。',
        tags: ['sso'],
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        headers: SsoSecretHeaders,
        body: SsoValidateTicketBody,
        response: { 200: Envelope(SsoTicketIdentity), ...AUTH_ERRORS },
      },
      config: { auth: 'none', rateLimit: { max: app.config.loginRateLimitPerMinute * 10, timeWindow: 60_000 } },
    },
    async (request) => {
      const secret = request.headers['app-secret'];
      if (typeof secret !== 'string' || !secretsEqual(secret, app.config.ssoValidateSecret)) {
        throw new ApiError(403, '应用密钥 app-secret 不正确');
      }
      const identity = await redeemTicket(app, {
        appId: request.body.appId,
        ticket: request.body.ticket,
        ip: request.ip,
      });
      return okWith('票据有效', identity);
    },
  );
};

export default ssoRoutes;
