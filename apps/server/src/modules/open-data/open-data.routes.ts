/**
 * 数据开放 (docs/decisions/open-data.md). All keyless (auth 'none'):
 * - GET /opendata/files/{datasetId}/{version}/{file}: the generated files, served by @fastify/static from
 *   OPEN_DATA_DIR/files with ETag, Last-Modified, Range (206) and `Cache-Control: public, max-age=31536000,
 *   immutable` (a version folder never changes); never built per request, never compressed on the fly
 *   (Range offsets stay those of the file). Unknown path -> 404.
 * - GET /opendata/catalog.json: the DCAT JSON-LD catalogue (./catalog-jsonld.ts), `application/ld+json`.
 * - GET /api/open/v1/datasets: the generated datasets (DatasetCatalogue) for the /opendata page.
 * - GET /api/open/v1/datasets/{datasetId}: DatasetDetail; 404 '数据集不存在或已删除'; 503 while its files are
 *   first being generated.
 * - GET /api/open/v1/{datasetId}?<column>=<value>&pageNum&pageSize: a page of rows, the files' rows and order;
 *   throttled per client address to OPEN_API_BURST requests per OPEN_API_BURST seconds (1 req/s, burst 10),
 *   or with a valid app key in header x-app-key (./app-key.ts) per key to OPEN_API_KEY_BURST in the same
 *   window (20 req/s, burst 200), with RateLimit-Limit (the limit that applies) / RateLimit-Remaining /
 *   RateLimit-Reset headers (429 beyond); 401 for a key that is not valid; 400 naming a bad filter;
 *   404 for an unknown dataset; 503 while its files are first being generated. Pages are read from the
 *   current version's files (./row-index.ts), so they hold exactly the rows of the files listed; an
 *   unfiltered page of 100 rows asked for with br or gzip is sent as compressed at generation (./page-blobs.ts),
 *   any other compressed page is assembled as bytes in a reused buffer (./page-bytes.ts).
 * The service (./open-data.service.ts) is `app.openData`; server.ts starts its background generation.
 */
import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Envelope } from '@portal/contracts/envelope';
import {
  DatasetCatalogue,
  DatasetDetail,
  DatasetParams,
  OpenRowsPage,
  OpenRowsHeaders,
  OpenRowsQuery,
} from '@portal/contracts/open-data';
import {
  OPEN_API_BURST,
  OPEN_API_KEY_BURST,
  OPEN_API_KEY_HEADER,
  OPEN_API_KEY_PER_SECOND,
  OPEN_API_PER_SECOND,
} from '@portal/contracts/open-data.codes';
import { ApiError, notFound } from '../../lib/api-error.js';
import { errorResponses, ok } from '../../lib/envelope.js';
import { negotiateEncoding, type ContentEncoding } from '../../lib/http/content-encoding.js';
import { siteOrigin } from '../../plugins/first-html/sitemap.js';
import { markRoutesPublic } from '../../plugins/session-auth/session-auth.js';
import { AppKeys } from './app-key.js';
import { buildCatalog } from './catalog-jsonld.js';
import { FILES_PREFIX, filesRoot } from './manifest.js';
import { presentDetail, presentSummary } from './open-data.presenter.js';
import { OpenDataService } from './open-data.service.js';
import { parseRowFilters } from './row-filters.js';
import { rowsPageEnvelope } from './row-page-body.js';
import { OPEN_DATA_ADDRESSES } from '@portal/contracts/pages.codes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open-data files and their generation (modules/open-data/open-data.service.ts). */
    openData: OpenDataService;
  }
}

const TAG = '数据开放';

/**
 * The IETF draft's RateLimit-* names for the limiter's x-ratelimit-* headers (@fastify/rate-limit offers the
 * draft names only plugin-wide, and the portal's other limits keep theirs).
 */
const DRAFT_NAMES = [
  ['x-ratelimit-limit', 'ratelimit-limit'],
  ['x-ratelimit-remaining', 'ratelimit-remaining'],
  ['x-ratelimit-reset', 'ratelimit-reset'],
] as const;

const draftRateLimitHeaders: onSendHookHandler = async (_request, reply, payload) => {
  for (const [from, to] of DRAFT_NAMES) {
    const value = reply.getHeader(from);
    if (value === undefined) continue;
    reply.header(to, value);
    reply.removeHeader(from);
  }
  return payload;
};
/** Sends JSON text as it is (a plain FastifyReply: the route's typed reply accepts only the schema's objects). */
const sendJsonText = (reply: FastifyReply, text: string) => reply.type(JSON_TYPE).send(text);
/**
 * Sends a JSON body compressed ahead of time, with the headers @fastify/compress gives the answers it compresses
 * (it passes an answer that already has a Content-Encoding).
 */
const sendCompressed = (reply: FastifyReply, body: Buffer, encoding: ContentEncoding) =>
  reply.type(JSON_TYPE).header('vary', 'accept-encoding').header('content-encoding', encoding).send(body);
const JSON_TYPE = 'application/json; charset=utf-8';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const DATASET = '数据集';
const GENERATING = '该数据集的文件正在生成，请稍后再试';

const openDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = new OpenDataService(app.db, app.config.openDataDir, app.clock, app.log, app.databaseUrl);
  const appKeys = new AppKeys(app.config.openDataAppKeys);
  /** The request's app key, checked once (the limiter asks twice: its bucket and its size). */
  const keyOf = (request: FastifyRequest) => {
    let checked = keyChecks.get(request);
    if (!checked) keyChecks.set(request, (checked = appKeys.check(request.headers[OPEN_API_KEY_HEADER])));
    return checked;
  };
  const keyChecks = new WeakMap<FastifyRequest, ReturnType<AppKeys['check']>>();
  app.decorate('openData', service);
  app.addHook('onClose', () => service.close());

  await app.register(async (files) => {
    markRoutesPublic(files);
    // Served as stored: no on-the-fly compression, so Content-Length and Range are the file's own.
    files.addHook('onRoute', (route) => {
      (route as { compress?: boolean }).compress = false;
    });
    const root = filesRoot(app.config.openDataDir);
    mkdirSync(root, { recursive: true });
    await files.register(fastifyStatic, {
      root,
      prefix: FILES_PREFIX,
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      cacheControl: false,
      acceptRanges: true,
      etag: true,
      lastModified: true,
      setHeaders: (reply, path) => {
        reply.header('cache-control', IMMUTABLE);
        reply.header('x-content-type-options', 'nosniff');
        if (path.endsWith('.geojson')) reply.header('content-type', 'application/geo+json');
      },
    });
  });

  /** Definitions with their generated files, in the registry's order (only those generated). */
  const published = async () => {
    const defs = await service.datasets();
    return defs.flatMap((def) => {
      const generated = service.generated(def.id);
      return generated ? [{ def, generated }] : [];
    });
  };

  const requireDataset = async (id: string) => {
    const def = (await service.datasets()).find((d) => d.id === id);
    if (!def) throw notFound(DATASET);
    return def;
  };

  app.get(
    OPEN_DATA_ADDRESSES.catalog,
    {
      config: { auth: 'none' },
      schema: { summary: '数据开放目录（DCAT JSON-LD）', tags: [TAG] },
    },
    async (request, reply) => {
      const body = buildCatalog(siteOrigin(app.config.siteUrl, request), await published());
      return reply
        .type('application/ld+json; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(JSON.stringify(body));
    },
  );

  app.get(
    '/api/open/v1/datasets',
    {
      config: { auth: 'none' },
      schema: { summary: '开放数据集列表', tags: [TAG], response: { 200: Envelope(DatasetCatalogue) } },
    },
    async () => {
      const list = await published();
      return ok({
        datasets: list.map(({ def, generated }) => presentSummary(def, generated)),
        generating: service.generating,
        catalogUrl: OPEN_DATA_ADDRESSES.catalog,
      });
    },
  );

  app.get(
    '/api/open/v1/datasets/:datasetId',
    {
      config: { auth: 'none' },
      schema: {
        summary: '开放数据集详情：数据字典、开放属性、文件（大小、行数、SHA-256）、前 10 行预览',
        tags: [TAG],
        params: DatasetParams,
        response: { 200: Envelope(DatasetDetail), ...errorResponses(400, 404, 503) },
      },
    },
    async (request) => {
      const def = await requireDataset(request.params.datasetId);
      const generated = service.generated(def.id);
      if (!generated) throw new ApiError(503, GENERATING);
      return ok(presentDetail(def, generated));
    },
  );

  app.get(
    '/api/open/v1/:datasetId',
    {
      config: {
        auth: 'none',
        rateLimit: {
          // A valid app key is counted per key with the higher limit; anything else per address.
          keyGenerator: (request) => {
            const key = keyOf(request);
            return typeof key === 'object' ? `open-data-key:${key.hash}` : request.ip;
          },
          max: (request) => (typeof keyOf(request) === 'object' ? OPEN_API_KEY_BURST : OPEN_API_BURST),
          timeWindow: (OPEN_API_BURST / OPEN_API_PER_SECOND) * 1000,
        },
      },
      onSend: draftRateLimitHeaders,
      schema: {
        summary: `开放数据行接口（免密钥；每个地址每秒 ${OPEN_API_PER_SECOND} 次、突发 ${OPEN_API_BURST} 次，响应头 RateLimit-*）`,
        description:
          '按数据字典中可筛选的字段精确筛选（如 provinceCode=330000&organType=1），分页参数 pageNum、pageSize（1-100）。' +
          '行与目录所列下载文件一致（随文件重新生成而更新）。' +
          `可选应用密钥：请求头 ${OPEN_API_KEY_HEADER} 携带平台发放的密钥，按密钥计数，每秒 ${OPEN_API_KEY_PER_SECOND} 次、突发 ${OPEN_API_KEY_BURST} 次；` +
          'RateLimit-Limit 给出所适用的限额。密钥无效时返回 401。',
        tags: [TAG],
        params: DatasetParams,
        querystring: OpenRowsQuery,
        headers: OpenRowsHeaders,
        response: { 200: Envelope(OpenRowsPage), ...errorResponses(400, 401, 404, 429, 503) },
      },
    },
    async (request, reply) => {
      if (keyOf(request) === 'invalid') throw new ApiError(401, '应用密钥无效（请求头 x-app-key）');
      const def = await requireDataset(request.params.datasetId);
      const { pageNum, pageSize } = request.query;
      const filters = parseRowFilters(def, request.query);
      const offset = (pageNum - 1) * pageSize;
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      if (encoding) {
        // Stored compressed at generation or assembled as bytes (./page-blobs.ts, ./page-bytes.ts): no
        // page-sized string per request. Only a client that takes no encoding gets the text below.
        const compressed = await service.compressedPage(def, filters, offset, pageSize, encoding);
        if (compressed) return sendCompressed(reply, compressed, encoding);
      }
      const page = await service.rowsPage(def, filters, offset, pageSize);
      if (!page) throw new ApiError(503, GENERATING);
      // The rows are the file's JSON text (./row-index.ts): sent as they are, not parsed and serialized again.
      const { head, tail } = rowsPageEnvelope(page.total, pageNum, pageSize);
      return sendJsonText(reply, head + page.rows + tail);
    },
  );
};

export default fp(openDataRoutes, { name: 'open-data' });
