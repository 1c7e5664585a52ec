/**
 * The first-html plugin (docs/decisions/server-rendered-first-html.md "Server-rendered first HTML"): decorates the app
 * with the page-renderer registry (`app.firstHtml`, registry.ts) that route modules fill, serves robots.txt and the
 * sitemap (sitemap.ts), and gives the web-app plugin `firstHtmlDocument`: index.html with the page's own title,
 * description, canonical link and content snapshot (page-snapshot.ts).
 *
 * Register before the route modules (they add renderers while they register) and before web-app.
 * Documents are cached per origin + URL for 2 s (lib/http/response-cache.ts, as the API answers they
 * are made of), with their compressed copies.
 *
 * A renderer that resolves null (the addressed content does not exist: an unknown or malformed id)
 * makes the page answer HTTP 404 with the generic, noindex snapshot (docs/decisions/public-experience.md §3: tabs, crawlers and link
 * checkers learn the truth); the app shows its not-found state there.
 */
import { join, resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SITE_MENU } from '@portal/contracts/site-menu.codes';
import type { MenuItem } from '@portal/contracts/site';
import { COMPRESS_THRESHOLD_BYTES, negotiateEncoding } from '../../lib/http/content-encoding.js';
import type { ResponseCache } from '../../lib/http/response-cache.js';
import { tableCache } from '../../data/cached-tables.js';
import { changeFeedOf } from '../../data/change-feed.js';
import { NOT_CRAWLED, type BuiltPages } from './built-pages.js';
import {
  genericSnapshot,
  renderSnapshotDocument,
  type PageSnapshot,
  type SnapshotFrame,
  type SnapshotLink,
} from './page-snapshot.js';
import { FirstHtmlRegistry } from './registry.js';
import { registerSitemapRoutes, siteOrigin } from './sitemap.js';
import { SitemapStore } from './sitemap-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Page renderers and sitemap sources of the route modules (plugins/first-html). */
    firstHtml: FirstHtmlRegistry;
    /**
     * The sitemap's stored files (sitemap-store.ts). `app.sitemapStore.invalidate(['news'])` drops the files
     * generated from those tables: call it when their data changes (the change log's bus message).
     */
    sitemapStore: SitemapStore;
  }
}

/** The menu's in-site links to built pages (the snapshot's navigation), in menu order. */
export function menuLinks(menu: readonly MenuItem[], pages: BuiltPages): SnapshotLink[] {
  return menu.flatMap((item) => {
    const path = item.path.split('?', 1)[0]!.toLowerCase();
    const own = item.path.startsWith('/') && pages.paths.has(path) ? [{ href: item.path, text: item.title }] : [];
    return [...own, ...menuLinks(item.children ?? [], pages)];
  });
}

/**
 * The snapshot of a built page: its module's renderer, else (none, unknown id, failure) the generic one;
 * `missing`: 404 when the renderer said the addressed content does not exist, 410 when it was withdrawn.
 */
async function snapshotOf(
  app: FastifyInstance,
  request: FastifyRequest,
  path: string,
  pages: BuiltPages,
): Promise<{ snapshot: PageSnapshot; missing: 404 | 410 | null }> {
  const query = new URLSearchParams(request.url.split('?')[1]?.split('#')[0] ?? '');
  const page = pages.pages.get(path);
  const pageRequest = { path: page?.path ?? path, title: page?.title ?? '', intro: page?.intro, query };
  const renderer = app.firstHtml.rendererOf(path);
  let snapshot: PageSnapshot = genericSnapshot(pageRequest);
  if (NOT_CRAWLED.has(path)) snapshot = { ...snapshot, noindex: true };
  let missing: 404 | 410 | null = null;
  if (renderer) {
    try {
      // null: the addressed content does not exist (the generic snapshot, kept out of the index, HTTP 404).
      const rendered = await renderer(pageRequest);
      // A gone snapshot: withdrawn content (HTTP 410, a plain page of its own).
      if (rendered?.gone) [snapshot, missing] = [{ ...rendered, noindex: true }, 410];
      else if (rendered) snapshot = rendered;
      else [snapshot, missing] = [{ ...snapshot, noindex: true }, 404];
    } catch (error) {
      // A bad query value or a database hiccup: the page still answers, with its generic snapshot.
      request.log.warn({ err: error, path }, 'first-html: renderer failed, generic snapshot sent');
    }
  }
  // The catalogue's intro belongs to the page, whichever renderer wrote the rest.
  return { snapshot: { intro: pageRequest.intro, ...snapshot }, missing };
}

/**
 * Thrown out of the document cache's computation for a page whose content does not exist: the cache
 * keeps no failed computation, so the 404 document goes to its own cache (`missing` below) instead.
 */
class MissingPage extends Error {
  constructor(
    readonly body: Buffer,
    readonly status: 404 | 410,
  ) {
    super('first-html: the addressed content does not exist');
  }
}

async function firstHtml(app: FastifyInstance): Promise<void> {
  const registry = new FirstHtmlRegistry();
  app.decorate('firstHtml', registry);
  const pagesFile = app.config.webDist ? join(resolve(app.config.webDist), 'pages.json') : '';
  const store = new SitemapStore();
  app.decorate('sitemapStore', store);
  // A committed write on any instance drops the files that read its tables (data/change-feed.ts).
  changeFeedOf(app.db).onChange('*', (tables) => store.invalidate([...tables]));
  registerSitemapRoutes(app, registry, pagesFile, store);
}

/** Per app: the documents of existing pages (HTTP 200), missing content (404) and gone content (410), 2 s each. */
const documents = new WeakMap<FastifyInstance, { found: ResponseCache; missing: ResponseCache; gone: ResponseCache }>();

/**
 * Sends index.html (`indexHtml`) for the built page at `path` (lower case) with its snapshot, status
 * `status` (404 instead when the addressed content does not exist, 410 when it was withdrawn), `no-cache` (the cached copy on the
 * server lasts 2 s), compressed as the browser accepts.
 */
export async function sendFirstHtml(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  page: { path: string; status: number; indexHtml: Buffer; pages: BuiltPages },
): Promise<FastifyReply> {
  let caches = documents.get(app);
  // Snapshots render every section: any write clears them on every instance (data/cached-tables.ts).
  if (!caches)
    documents.set(
      app,
      (caches = { found: tableCache(app.db, '*'), missing: tableCache(app.db, '*'), gone: tableCache(app.db, '*') }),
    );
  const origin = siteOrigin(app.config.siteUrl, request);
  const key = `${origin} ${request.url}`;
  let cache = caches.found;
  let status = page.status;
  let body = caches.missing.get(key);
  if (body) [cache, status] = [caches.missing, 404];
  else if ((body = caches.gone.get(key))) [cache, status] = [caches.gone, 410];
  else {
    try {
      body = await caches.found.load(key, async () => {
        const frame: SnapshotFrame = { origin, nav: menuLinks(SITE_MENU, page.pages) };
        const { snapshot, missing } = await snapshotOf(app, request, page.path, page.pages);
        const document = Buffer.from(renderSnapshotDocument(page.indexHtml.toString('utf8'), snapshot, frame));
        if (missing) throw new MissingPage(document, missing);
        return document;
      });
    } catch (error) {
      if (!(error instanceof MissingPage)) throw error;
      cache = error.status === 410 ? caches.gone : caches.missing;
      cache.set(key, (body = error.body));
      status = error.status;
    }
  }
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  const encoding =
    body.length >= COMPRESS_THRESHOLD_BYTES ? negotiateEncoding(request.headers['accept-encoding']) : null;
  const encoded = encoding ? cache.getEncoded(key, encoding) : undefined;
  return encoding && encoded ? reply.header('content-encoding', encoding).send(encoded) : reply.send(body);
}

export default fp(firstHtml, { name: 'first-html' });
