/**
 * buildApp(deps): the Fastify application — external plugins, then the portal's plugins, then the
 * route modules, then the built web app (DESIGN.md). Tests call it and use `app.inject`.
 * It does not listen and does not migrate: server.ts does both.
 */
import Fastify, { type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { fastifyTrustProxy, type Config } from './config.js';
import type { PortalDatabase } from './db/database.js';
import authRoutes from './modules/auth/auth.routes.js';
import ssoRoutes from './modules/auth/sso.routes.js';
import healthRoutes from './modules/health/health.routes.js';
import areaRoutes from './modules/area/area.routes.js';
import bannerRoutes from './modules/banner/banner.routes.js';
import fileRoutes from './modules/file/file.routes.js';
import fitnessCaseRoutes from './modules/fitness-case/fitness-case.routes.js';
import guidanceRoutes from './modules/guidance/guidance.routes.js';
import newsRoutes from './modules/news/news.routes.js';
import noticeRoutes from './modules/notice/notice.routes.js';
import paramConfRoutes from './modules/param-conf/param-conf.routes.js';
import passengerFlowRoutes from './modules/passenger-flow/passenger-flow.routes.js';
import dataExchangeRoutes from './modules/data-exchange/data-exchange.routes.js';
import exchangeImportRoutes from './modules/data-exchange/import/import.routes.js';
import venueYearReviewRoutes from './modules/data-exchange/review/venue-year-review.routes.js';
import regulationRoutes from './modules/regulation/regulation.routes.js';
import sportGuiderRoutes from './modules/sport-guider/sport-guider.routes.js';
import guiderArticleRoutes from './modules/sport-guider/guider-article.routes.js';
import fitnessOrganizationRoutes from './modules/fitness-organization/fitness-organization.routes.js';
import siteRoutes from './modules/site/site.routes.js';
import sportsAuthorityRoutes from './modules/sports-authority/sports-authority.routes.js';
import venueEventRoutes from './modules/venue-event/venue-event.routes.js';
import venueVideoRoutes from './modules/venue-video/venue-video.routes.js';
import evaluationRoutes from './modules/evaluation/evaluation.routes.js';
import venueDetailRoutes from './modules/venue-detail/venue-detail.routes.js';
import venueSearchRoutes from './modules/venue-search/venue-search.routes.js';
import fitnessMapRoutes from './modules/fitness-map/fitness-map.routes.js';
import scienceGuideRoutes from './modules/science-guide/science-guide.routes.js';
import { PER_REQUEST_COMPRESSION } from './lib/http/content-encoding.js';
import { lazySchemaCompilers } from './lib/http/lazy-schema-compilers.js';
import { serializeRequest } from './lib/http/log-redaction.js';
import { createClusterBus } from './plugins/cluster-bus.js';
import { changeFeedOf } from './data/change-feed.js';
import { closeReadModels } from './data/read-model.js';
import { fallbackRateLimitStore } from './plugins/rate-limit-store.js';
import communityGamesRoutes from './modules/community-games/community-games.routes.js';
import buildProjectRoutes from './modules/build-project/build-project.routes.js';
import newsAllRoutes from './modules/news-all/news-all.routes.js';
import feedbackRoutes from './modules/feedback/feedback.routes.js';
import siteSearchRoutes from './modules/site-search/site-search.routes.js';
import facilityRoutes from './modules/facility/facility.routes.js';
import equipServiceRoutes from './modules/facility/equip-service.routes.js';
import fixReportRoutes from './modules/facility/fix-report.routes.js';
import openDataRoutes from './modules/open-data/open-data.routes.js';
import dataHealthRoutes from './modules/data-health/data-health.routes.js';
import contentAdminRoutes from './modules/content-admin/content-admin.routes.js';
import errorEnvelope from './plugins/error-envelope.js';
import firstHtml from './plugins/first-html/first-html.js';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors.js';
import inputGuard from './plugins/input-guard.js';
import requireHost from './plugins/require-host.js';
import securityHeaders from './plugins/security-headers.js';
import sessionAuth, { markRoutesPublic } from './plugins/session-auth/session-auth.js';
import webApp from './plugins/web-app.js';
import type { PortalApp } from './types.js';
import './types.js';

export interface AppDeps {
  config: Config;
  database: PortalDatabase;
  /** Defaults to the wall clock. */
  clock?: () => Date;
  /** Pino options (merged over LOG_LEVEL and the redacting serializer) or false to silence (tests). */
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(deps: AppDeps): Promise<PortalApp> {
  const schemaCompilers = lazySchemaCompilers();
  const app = Fastify({
    // Every logger gets the redacting request serializer: no token or ticket in any log line.
    logger:
      deps.logger === false
        ? false
        : { level: deps.config.logLevel, ...(deps.logger as object), serializers: { req: serializeRequest } },
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    bodyLimit: 1024 * 1024,
    // The feedback posts carry their fields in the query string (spec §7): 2,000 Chinese characters are
    // ~18 KB percent-encoded, above Node's default 16 KiB for the request line and headers.
    // requireHostHeader off: plugins/require-host.ts answers a missing Host in the envelope instead.
    http: { maxHeaderSize: 64 * 1024, requireHostHeader: false },
    // Reject prototype-polluting keys in JSON bodies instead of silently accepting them.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    frameworkErrors,
    clientErrorHandler,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, useDefaults: true, allErrors: false } },
    // Each route's schemas compile on first use, the rest just after listen (lib/http/lazy-schema-compilers.ts).
    schemaController: { compilersFactory: schemaCompilers.compilersFactory },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onListen', () => {
    const started = performance.now();
    void schemaCompilers
      .warmUp((error) => app.log.error({ err: error }, '接口模式编译失败 (schema compile failed)'))
      .then((schemas) => app.log.info({ schemas, ms: Math.round(performance.now() - started) }, '接口模式已编译'));
  });

  // Shared by several instances through Redis when REDIS_URL is set (plugins/cluster-bus.ts).
  const bus = createClusterBus(deps.config.redisUrl, app.log);
  // PostgreSQL connection losses are logged once per outage through the app's logger (db/connection-loss.ts).
  deps.database.logTo(app.log);
  app.decorate('bus', bus);
  app.addHook('onClose', () => bus.close());
  // The write path's versions reach this instance through the bus, and a probe covers lost messages
  // (data/change-feed.ts). Read models stop with the app.
  const feed = changeFeedOf(deps.database.db);
  feed.attach(bus, {
    probeMs: deps.config.dataProbeMs,
    onError: (error, what) => app.log.error({ err: error }, `${what} failed`),
  });
  app.addHook('onClose', async () => {
    feed.close();
    await closeReadModels(deps.database.db);
  });
  app.decorate('db', deps.database.db);
  app.decorate('dialect', deps.database.dialect);
  app.decorate('databaseUrl', deps.database.url);
  app.decorate('config', deps.config);
  app.decorate('clock', deps.clock ?? (() => new Date()));

  // 1. External plugins. Rate limits are per route (`config.rateLimit`), so hot routes pay nothing.
  await app.register(errorEnvelope);
  await app.register(inputGuard);
  await app.register(securityHeaders);
  await app.register(requireHost);
  await app.register(compress, PER_REQUEST_COMPRESSION);
  await app.register(formbody);
  await app.register(rateLimit, {
    global: false,
    // With Redis every instance counts into one bucket per client; while Redis is away each instance counts
    // in its own memory (plugins/rate-limit-store.ts), so the limits never fail open.
    ...(bus.redis ? { store: fallbackRateLimitStore(bus.redis, 'portal-rate-limit-') } : {}),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: '全民健身场馆信息服务平台 API',
        version: '0.1.0',
        description: 'Generated from the TypeBox route schemas.',
      },
      components: {
        securitySchemes: { sessionId: { type: 'apiKey', in: 'header', name: 'session-id' } },
      },
      security: [{ sessionId: [] }],
    },
  });
  // The document itself (app.swagger()) always exists; it is served at /api/docs only with API_DOCS.
  if (deps.config.apiDocs) {
    await app.register(async (docs) => {
      markRoutesPublic(docs);
      await docs.register(swaggerUi, { routePrefix: '/api/docs' });
    });
  }

  // 2. The portal's plugins.
  await app.register(sessionAuth);
  await app.register(firstHtml);

  // 3. Route modules. Accounts, sessions, single sign-on and health first; content modules follow.
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(ssoRoutes);
  // --- route modules (content sections): add `await app.register(<module>Routes);` lines below ---
  await app.register(newsRoutes);
  await app.register(noticeRoutes);
  await app.register(regulationRoutes);
  await app.register(guidanceRoutes);
  await app.register(fitnessCaseRoutes);
  await app.register(bannerRoutes);
  await app.register(fileRoutes);
  await app.register(siteRoutes);
  await app.register(areaRoutes);
  await app.register(paramConfRoutes);
  await app.register(passengerFlowRoutes);
  await app.register(dataExchangeRoutes);
  await app.register(exchangeImportRoutes);
  await app.register(venueYearReviewRoutes);
  await app.register(sportsAuthorityRoutes);
  await app.register(venueEventRoutes);
  await app.register(venueVideoRoutes);
  await app.register(evaluationRoutes);
  await app.register(venueDetailRoutes);
  await app.register(sportGuiderRoutes);
  await app.register(guiderArticleRoutes);
  await app.register(fitnessOrganizationRoutes);
  await app.register(venueSearchRoutes);
  await app.register(fitnessMapRoutes);
  await app.register(scienceGuideRoutes);
  await app.register(communityGamesRoutes);
  await app.register(buildProjectRoutes);
  await app.register(newsAllRoutes);
  await app.register(feedbackRoutes);
  await app.register(siteSearchRoutes);
  await app.register(facilityRoutes);
  await app.register(equipServiceRoutes);
  await app.register(fixReportRoutes);
  await app.register(openDataRoutes);
  await app.register(dataHealthRoutes);
  await app.register(contentAdminRoutes);

  // --- end of route modules ---

  // 4. The built web app and the 404 answer for everything unmatched: always last.
  await app.register(webApp);

  return app;
}
