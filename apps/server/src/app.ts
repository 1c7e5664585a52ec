/**
 * buildApp(deps): the Fastify application — external plugins, then the portal's plugins, then the
 * route modules, then the built web app (DESIGN.md). Tests call it and use `app.inject`.
 * It does not listen and does not migrate: server.ts does both.
 */
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config.js';
import type { PortalDatabase } from './db/database.js';
import errorEnvelope from './plugins/error-envelope.js';
import type { PortalApp } from './types.js';
import './types.js';

export interface AppDeps {
  config: Config;
  database: PortalDatabase;
  /** Defaults to the wall clock. */
  clock?: () => Date;
  /** Pino options or false to silence (tests). */
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(deps: AppDeps): Promise<PortalApp> {
  const app = Fastify({
    logger: deps.logger ?? { level: deps.config.logLevel },
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Reject prototype-polluting keys in JSON bodies instead of silently accepting them.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, useDefaults: true, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('db', deps.database.db);
  app.decorate('dialect', deps.database.dialect);
  app.decorate('config', deps.config);
  app.decorate('clock', deps.clock ?? (() => new Date()));

  await app.register(errorEnvelope);

  return app;
}
