/**
 * robots.txt and the sitemap (sitemaps.org protocol 0.9), streamed from the registry's sources.
 *
 * - GET /robots.txt: every crawler may read the pages; the API (but its public files), sign-in and
 *   agency pages are disallowed; `Sitemap:` names /sitemap.xml on the site's origin.
 * - GET /sitemap.xml: with at most SITEMAP_MAX_URLS URLs in all (crawlable built pages + every
 *   source's rows) one `<urlset>`; beyond it a `<sitemapindex>` of /sitemaps/pages.xml and one
 *   /sitemaps/<source>-<block>.xml per id block of SITEMAP_MAX_URLS ids that holds rows, each with the
 *   block's latest lastmod.
 * - GET /sitemaps/<file>.xml: one of those files; 404 envelope for an unknown one.
 *
 * Bodies are generated as streams: rows are read SITEMAP_BATCH at a time by id range, so a sitemap of
 * millions of venues never sits in memory. Answers may be cached by proxies for an hour.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { notFound } from '../../lib/api-error.js';
import { crawlablePagePaths, NOT_CRAWLED, readBuiltPages, type BuiltPages } from './built-pages.js';
import { escapeHtml } from './page-snapshot.js';
import type { FirstHtmlRegistry, SitemapSource } from './registry.js';

/** URLs per sitemap file (sitemaps.org limit). */
export const SITEMAP_MAX_URLS = 50_000;
/** Rows read per query while streaming. */
const SITEMAP_BATCH = 1_000;
const XML_TYPE = 'application/xml; charset=utf-8';
const CACHE = 'public, max-age=3600';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/** The public origin: SITE_URL, else the request's own (protocol and Host). */
export function siteOrigin(siteUrl: string, request: FastifyRequest): string {
  return siteUrl || `${request.protocol}://${request.host}`;
}

function urlElement(origin: string, path: string, lastmod: string | null): string {
  return `<url><loc>${escapeHtml(origin + path)}</loc>${lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : ''}</url>\n`;
}

/** The `<url>` elements of one source's rows with fromId ≤ id < toId, read in batches. */
async function* sourceUrls(origin: string, source: SitemapSource, fromId: number, toId: number) {
  let after = fromId - 1;
  for (;;) {
    const rows = await source.entries(fromId, toId, after, SITEMAP_BATCH);
    for (const row of rows) yield urlElement(origin, row.path, row.lastmod);
    if (rows.length < SITEMAP_BATCH) return;
    after = rows.at(-1)!.id;
  }
}

function pageUrls(origin: string, pages: BuiltPages | null): string[] {
  return pages ? crawlablePagePaths(pages).map((path) => urlElement(origin, path, null)) : [];
}

function sendXml(reply: FastifyReply, body: AsyncIterable<string> | string) {
  reply.type(XML_TYPE).header('cache-control', CACHE);
  return reply.send(typeof body === 'string' ? body : Readable.from(body));
}

/** Registers robots.txt, sitemap.xml and /sitemaps/*.xml (public). */
export function registerSitemapRoutes(app: FastifyInstance, registry: FirstHtmlRegistry, pagesFile: string): void {
  const config = { auth: 'none' as const };

  app.get(
    '/robots.txt',
    { schema: { summary: '爬虫规则', tags: ['web'], response: { 200: Type.String() } }, config },
    async (request, reply) => {
      const origin = siteOrigin(app.config.siteUrl, request);
      const lines = [
        'User-agent: *',
        'Allow: /',
        'Allow: /api_/ow/file/',
        ...['/api/', '/api_/', '/api1/', ...NOT_CRAWLED].map((path) => `Disallow: ${path}`),
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ];
      reply.type('text/plain; charset=utf-8').header('cache-control', CACHE);
      return lines.join('\n');
    },
  );

  app.get(
    '/sitemap.xml',
    { schema: { summary: '网站地图（sitemaps.org）', tags: ['web'] }, config },
    async (request, reply) => {
      const origin = siteOrigin(app.config.siteUrl, request);
      const pages = await readBuiltPages(pagesFile);
      const sources = registry.sitemapSources();
      const blocks = await Promise.all(sources.map((source) => source.blocks(SITEMAP_MAX_URLS)));
      const total = pageUrls(origin, pages).length + blocks.flat().reduce((sum, block) => sum + block.count, 0);
      if (total <= SITEMAP_MAX_URLS) {
        return sendXml(
          reply,
          (async function* () {
            yield `${XML_HEAD}<urlset ${NS}>\n`;
            yield* pageUrls(origin, pages);
            for (const source of sources) yield* sourceUrls(origin, source, 0, Number.POSITIVE_INFINITY);
            yield '</urlset>\n';
          })(),
        );
      }
      const files = [
        `<sitemap><loc>${escapeHtml(`${origin}/sitemaps/pages.xml`)}</loc></sitemap>\n`,
        ...sources.flatMap((source, i) =>
          blocks[i]!.map(
            (block) =>
              `<sitemap><loc>${escapeHtml(`${origin}/sitemaps/${source.name}-${block.block}.xml`)}</loc>${
                block.lastmod ? `<lastmod>${escapeHtml(block.lastmod)}</lastmod>` : ''
              }</sitemap>\n`,
          ),
        ),
      ];
      return sendXml(reply, `${XML_HEAD}<sitemapindex ${NS}>\n${files.join('')}</sitemapindex>\n`);
    },
  );

  app.get(
    '/sitemaps/:file',
    {
      schema: {
        summary: '网站地图分卷',
        tags: ['web'],
        params: Type.Object({ file: Type.String({ maxLength: 80 }) }),
      },
      config,
    },
    async (request, reply) => {
      const { file } = request.params as { file: string };
      const origin = siteOrigin(app.config.siteUrl, request);
      if (file === 'pages.xml') {
        const pages = await readBuiltPages(pagesFile);
        return sendXml(reply, `${XML_HEAD}<urlset ${NS}>\n${pageUrls(origin, pages).join('')}</urlset>\n`);
      }
      const match = /^([a-z0-9-]+)-(\d{1,6})\.xml$/.exec(file);
      const source = match ? registry.sitemapSource(match[1]!) : undefined;
      if (!match || !source) throw notFound('网站地图分卷');
      const from = Number(match[2]) * SITEMAP_MAX_URLS;
      return sendXml(
        reply,
        (async function* () {
          yield `${XML_HEAD}<urlset ${NS}>\n`;
          yield* sourceUrls(origin, source, from, from + SITEMAP_MAX_URLS);
          yield '</urlset>\n';
        })(),
      );
    },
  );
}
