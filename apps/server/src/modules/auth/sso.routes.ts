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
import { ApiError, unauthorized } from '../../lib/api-error.js';
import { secretsEqual } from '../../lib/tokens.js';
import { agencyToken } from './auth.routes.js';
import { ssoUrlSchema, validateTicketSchema } from './auth.schemas.js';
import { findSsoApp, issueTicket, redeemTicket } from './sso.service.js';

const ssoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/data/agency/singleSignonUrl', { schema: ssoUrlSchema, config: { auth: 'none' } }, async (request) => {
    const target = findSsoApp(app.config, request.query.appId);
    const session = await app.sessions.resolve(agencyToken(request.query, request.headers), { touch: true });
    if (!session || session.kind !== 'agency') throw unauthorized();
    const url = await issueTicket(app, { target, session, ip: request.ip });
    return { code: 200, msg: '成功', data: { url } };
  });

  app.post(
    '/api/data/agency/validateTicket',
    // A shared-secret endpoint is a guessing target: keep the same per-IP budget as the logins, ×10.
    {
      schema: validateTicketSchema,
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
      return { code: 200, msg: '票据有效', data: identity };
    },
  );
};

export default ssoRoutes;
