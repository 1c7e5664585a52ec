/**
 * Fastify type augmentation: what every route can reach (`app.db`, `app.config`, `app.clock`,
 * `request.session`) and the per-route `config.auth` switch read by the session-auth plugin.
 */
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { Database, DialectName } from './db/database.js';
import type { ClusterBus } from './plugins/cluster-bus.js';

/** The caller's session, resolved from the `session-id` header (null on routes with auth 'none'). */
export interface RequestSession {
  kind: 'public' | 'agency';
  accountId: number;
  userName: string;
  /** SHA-256 hex of the token, the session table's key. */
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: DialectName;
    /** The database's URL or file (PortalDatabase.url), for worker threads that open their own handle. */
    databaseUrl: string;
    config: Config;
    /** Current time; tests inject a fixed or advancing clock. */
    clock: () => Date;
    /** Messages to every instance (Redis with REDIS_URL, else this one only): plugins/cluster-bus.ts. */
    bus: ClusterBus;
  }
  interface FastifyRequest {
    session: RequestSession | null;
  }
  interface FastifyContextConfig {
    /**
     * Who may call the route. Default 'session': a valid public or agency token in `session-id`
     * (spec §8: otherwise HTTP 401, code 401). 'none': anyone (logins, health, files, SSO validation).
     */
    auth?: 'session' | 'none';
  }
}

/** The Fastify instance type with the TypeBox type provider, for route modules. */
export type PortalApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;
