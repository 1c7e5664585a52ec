/**
 * The site search (站内搜索; the spec names no call, so one in the style of /api_/ow/information/all/list):
 *
 * - GET /api_/ow/search/list?q&kind&pageNum&pageSize -> SiteSearchResult: the number of matches of every
 *   kind, up to SITE_SEARCH_COUNT_CAP (contracts site-search.codes SITE_SEARCH_KINDS: news, notices,
 *   policies, guidance, science guidance, venues, fitness facilities, matches, trainings, construction
 *   projects, community-games races, instructor articles, fitness organisations) and one page of the
 *   matches, grouped kind after kind (only `kind`'s when given), with highlight ranges. `q` is trimmed;
 *   1-2 characters work (LIKE; facilities through their lists' name bigrams in memory), venues also match
 *   by pinyin initials (`tyg`).
 *
 * Errors: empty, blank or too long `q`, unknown `kind`, bad paging -> 400 naming the field. Needs a session.
 * Answers are kept 60 s per URL (lib/http/response-cache.ts): counting a short query over every section
 * scans the tables without a text index, and a search shown a minute late is still right for a visitor;
 * the counts are kept as long per query, so its other kinds and pages only read their rows.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '@portal/contracts/envelope';
import { SiteSearchQuery, SiteSearchResult } from '@portal/contracts/site-search';
import { SITE_SEARCH_COUNT_CAP } from '@portal/contracts/site-search.codes';
import type { SiteSearchResult as Result } from '@portal/contracts/site-search';
import { READ_ERRORS } from '../../lib/envelope.js';
import { sendCached } from '../../lib/http/response-cache.js';
import { tableCache } from '../../data/cached-tables.js';
import { changeFeedOf } from '../../data/change-feed.js';
import { PromiseMemo } from '../../lib/promise-memo.js';
import { presentSiteSearchItem } from './site-search.presenter.js';
import { countMatches, pageOfMatches } from './site-search.repository.js';
import { SITE_SEARCH_SOURCES } from './site-search.sources.js';

const CACHE_TTL_MS = 60_000;
const CACHE_ENTRIES = 2_000;

const siteSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Every section is searched: any write clears the answers (data/cached-tables.ts).
  const cache = tableCache(app.db, '*', { maxEntries: CACHE_ENTRIES, ttlMs: CACHE_TTL_MS });
  // The counts depend on the query alone: the kinds and pages of one query share them.
  const counted = new PromiseMemo<number[]>(CACHE_TTL_MS, CACHE_ENTRIES);
  changeFeedOf(app.db).onChange('*', () => counted.clear());
  app.get(
    '/api_/ow/search/list',
    {
      schema: {
        summary: '站内搜索（全部栏目，按类别分组计数）',
        tags: ['site-search'],
        querystring: SiteSearchQuery,
        response: { 200: Envelope(SiteSearchResult), ...READ_ERRORS },
      },
    },
    async (request, reply) =>
      sendCached(cache, request.url, reply, async (): Promise<Result> => {
        const { kind, pageNum, pageSize } = request.query;
        const q = request.query.q.trim();
        const counts = await counted.get(q, () =>
          countMatches(app.db, app.dialect, SITE_SEARCH_SOURCES, q, SITE_SEARCH_COUNT_CAP),
        );
        const groups = SITE_SEARCH_SOURCES.map((source, i) => {
          const count = counts[i] ?? 0;
          return { kind: source.kind, count, more: count >= SITE_SEARCH_COUNT_CAP };
        });
        const chosen = SITE_SEARCH_SOURCES.map((source, i) => ({ source, count: counts[i] ?? 0 })).filter(
          ({ source }) => kind === undefined || source.kind === kind,
        );
        const rows = await pageOfMatches(
          app.db,
          app.dialect,
          chosen.map((c) => c.source),
          chosen.map((c) => c.count),
          q,
          pageNum,
          pageSize,
        );
        const total = chosen.reduce((sum, c) => sum + c.count, 0);
        return { q, groups, list: rows.map((row) => presentSiteSearchItem(row, q)), total, pageNum, pageSize };
      }),
  );
};

export default siteSearchRoutes;
