/**
 * The site search (站内搜索; the spec names no call, so ones in the style of /api_/ow/information/all/list;
 * docs/decisions/site-search.md, docs/decisions/site-search.md, contracts site-search.ts):
 *
 * - GET /api_/ow/search/list?q&kind&pageNum&pageSize[&lng&lat] -> SiteSearchResult: one ranked list across
 *   every kind (contracts site-search.codes SITE_SEARCH_KINDS) with the kinds' counts as filters,
 *   did-you-mean, zero-result suggestions and the nearby intent (./site-search.service.ts).
 * - GET /api_/ow/search/suggest?q -> SiteSearchSuggestResult: the first 8 titles, for the header box.
 *
 * Both answer from the in-memory index (./site-search.read-model.ts, rebuilt from the tables it lists) and,
 * for the national kinds (facilities), from their tables (./site-search.tables.ts).
 * Errors: empty, blank or too long `q`, unknown `kind`, bad paging or position -> 400 naming the field.
 * Needs a session. Answers without a position are kept 60 s per URL (lib/http/response-cache.ts) in a cache
 * of the index content that made them (its document array): an index whose documents changed (a write, on
 * any instance) starts an empty one, so an answer of the old index, made while the update ran, is never
 * served after it; a write that changed no document (a repair report) keeps the cache. A write to the
 * table kinds' tables (a new table generation) starts an empty one too. An answer for a visitor's position
 * is never kept (PIPL: the position lives only in that request; lib/http/log-redaction.ts keeps it out of
 * the log).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '@portal/contracts/envelope';
import {
  SiteSearchQuery,
  SiteSearchResult,
  SiteSearchSuggestQuery,
  SiteSearchSuggestResult,
} from '@portal/contracts/site-search';
import { ok, READ_ERRORS } from '../../lib/envelope.js';
import { ResponseCache, sendCached } from '../../lib/http/response-cache.js';
import type { SiteSearchIndex } from './site-search.index.js';
import { loadSiteSearchIndex } from './site-search.read-model.js';
import { searchSite, suggestSite } from './site-search.service.js';
import { tablesGeneration } from './site-search.tables.js';

const CACHE_TTL_MS = 60_000;
const CACHE_ENTRIES = 2_000;

/** The answers of one index content and table generation (module comment); dropped with them. */
const caches = new WeakMap<SiteSearchIndex['docs'], { generation: number; cache: ResponseCache }>();

function cacheOf(index: SiteSearchIndex, generation: number): ResponseCache {
  let kept = caches.get(index.docs);
  if (!kept || kept.generation !== generation) {
    kept = { generation, cache: new ResponseCache(CACHE_ENTRIES, CACHE_TTL_MS) };
    caches.set(index.docs, kept);
  }
  return kept.cache;
}

const siteSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api_/ow/search/list',
    {
      schema: {
        summary: '站内搜索（全部栏目一个排序列表，按类别计数作筛选；纠错、附近）',
        tags: ['site-search'],
        querystring: SiteSearchQuery,
        response: { 200: Envelope(SiteSearchResult), ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      const { kind, pageNum, pageSize, lng, lat } = request.query;
      const q = request.query.q.trim();
      const index = await loadSiteSearchIndex(app.db);
      const generation = tablesGeneration(app.db);
      const answer = async () =>
        searchSite(index, app.db, {
          q,
          kind,
          pageNum,
          pageSize,
          position: lng !== undefined && lat !== undefined ? { lng, lat } : undefined,
        });
      if (lng !== undefined || lat !== undefined) return ok(await answer());
      return sendCached(cacheOf(index, generation), request.url, reply, answer);
    },
  );
  app.get(
    '/api_/ow/search/suggest',
    {
      schema: {
        summary: '站内搜索输入提示（前 8 个标题）',
        tags: ['site-search'],
        querystring: SiteSearchSuggestQuery,
        response: { 200: Envelope(SiteSearchSuggestResult), ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      const index = await loadSiteSearchIndex(app.db);
      return sendCached(cacheOf(index, tablesGeneration(app.db)), request.url, reply, async () =>
        suggestSite(index, app.db, request.query.q.trim()),
      );
    },
  );
};

export default siteSearchRoutes;
