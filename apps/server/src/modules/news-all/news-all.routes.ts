/**
 * The all-news list of /vNewsAll (spec §2; the spec names no call, so one in the style of
 * /api_/ow/information/guidance/list):
 *
 * - GET /api_/ow/information/all/list?pageNum&pageSize&kind&year&keyword -> Page<NewsAllItem>: every
 *   published news item, notice, policy and guidance text (./news-all.sources.ts), newest first; kind keeps
 *   one of them; year is the publish year in Asia/Shanghai; keyword searches titles and summaries (policies:
 *   title, 文号 and 发布机关, as their own list). Each item's `kind` and `id` open its own detail page.
 *
 * Errors: invalid query -> 400 naming the field. Needs a session. Answers are kept 2 s per URL
 * (lib/http/response-cache.ts), as the lists they combine.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '@portal/contracts/envelope';
import { NewsAllItem, NewsAllQuery } from '@portal/contracts/news-all';
import { Page } from '@portal/contracts/paging';
import { READ_ERRORS } from '../../lib/envelope.js';
import { sendCached } from '../../lib/http/response-cache.js';
import { tableCache } from '../../data/cached-tables.js';
import { registerNewsAllPage } from './news-all.pages.js';
import { presentNewsAllItem } from './news-all.presenter.js';
import { searchNewsAll } from './news-all.repository.js';
import { NEWS_ALL_SOURCES } from './news-all.sources.js';

const newsAllRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = tableCache(
    app.db,
    NEWS_ALL_SOURCES.map((source) => source.table),
  );
  registerNewsAllPage(app);
  app.get(
    '/api_/ow/information/all/list',
    {
      schema: {
        summary: '全部资讯列表（新闻、通知公告、政策法规、咨询指导）',
        tags: ['news-all'],
        querystring: NewsAllQuery,
        response: { 200: Envelope(Page(NewsAllItem)), ...READ_ERRORS },
      },
    },
    async (request, reply) =>
      sendCached(cache, request.url, reply, async () => {
        const { kind, year, keyword, pageNum, pageSize } = request.query;
        const { rows, total } = await searchNewsAll(app.db, app.dialect, {
          kinds: NEWS_ALL_SOURCES.filter((source) => kind === undefined || source.kind === kind),
          year,
          keyword: keyword?.trim() || undefined,
          pageNum,
          pageSize,
        });
        return { list: rows.map(presentNewsAllItem), total, pageNum, pageSize };
      }),
  );
};

export default newsAllRoutes;
