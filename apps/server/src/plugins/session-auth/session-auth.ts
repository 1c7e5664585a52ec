/**
 * Session authentication for data endpoints (spec §7, §8; DESIGN.md "Authentication").
 *
 * An onRequest hook runs on every matched route whose `config.auth` is not 'none' (types.ts): it reads
 * the `session-id` header, resolves it through the SessionStore (./session-store.ts) and sets
 * `request.session`; a missing, forged or expired token gets HTTP 401
 * `{ code: 401, msg: '登录已过期或未登录，请重新登录', data: null }`. Unmatched URLs skip the check so they
 * still answer 404.
 *
 * Why it is cheap enough for the hot list endpoints: the store caches validated token hashes for 5 s and
 * writes agency activity at most once a minute, so the steady-state cost is a SHA-256 and a Map lookup
 * (see the SessionStore comment for the multi-instance trade-off). While the cluster bus is not listening
 * (Redis down) the cache is not trusted and every token is read from the database
 * (docs/decisions/resilience.md "Redis").
 *
 * Decorates `app.sessions` (the SessionStore) for the auth routes, and `request.session` (null until set).
 * `markRoutesPublic(instance)` sets auth 'none' on every route later added to `instance` and its children
 * (used for plugin-made routes we cannot annotate: Swagger UI, static files).
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../../lib/api-error.js';
import { SessionStore } from './session-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Issues, resolves and revokes session tokens. */
    sessions: SessionStore;
  }
}

/** The header carrying the token (spec §7). */
export const SESSION_HEADER = 'session-id';

/** Marks every route registered later on `instance` (and its child plugins) as auth 'none'. */
export function markRoutesPublic(instance: FastifyInstance): void {
  instance.addHook('onRoute', (route: RouteOptions) => {
    route.config = { ...route.config, auth: 'none' };
  });
}

async function sessionAuth(app: FastifyInstance): Promise<void> {
  const sessions = new SessionStore(
    app.db,
    app.clock,
    app.config.publicUserName,
    (tokenHash) => app.bus.publish('session-revoked', tokenHash),
    // While the bus cannot hear other instances' logouts, every token is checked against the database.
    () => app.bus.listening,
  );
  // A logout on any instance ends the session's cached validation here too.
  app.bus.subscribe('session-revoked', (tokenHash) => sessions.forget(tokenHash));
  // Logouts during a Redis outage were not heard: drop every cached validation once the bus is back.
  app.bus.onReconnect(() => sessions.forgetAll());
  app.decorate('sessions', sessions);
  app.decorateRequest('session', null);

  // Callback style with a synchronous cache hit: the hot path allocates no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.is404 || request.routeOptions.config.auth === 'none') return done();
    const token = request.headers[SESSION_HEADER];
    const cached = app.sessions.peek(token, { touch: true });
    if (cached) {
      request.session = cached;
      return done();
    }
    app.sessions.resolve(token, { touch: true }).then(
      (session) => {
        if (!session) return done(unauthorized());
        request.session = session;
        done();
      },
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  });
}

export default fp(sessionAuth, { name: 'session-auth', dependencies: ['error-envelope'] });
