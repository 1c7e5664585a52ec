/**
 * The instructor section's articles (spec §2 policy, socialSportNotice, guiderAssociation, guiderTrain
 * and their detail socialSportDetail; paths in the style of spec §7's CMS lists):
 * - GET /api_/ow/socialSport/list?kind&keyword&pageNum&pageSize -> data { list: GuiderArticleListItem[], total, pageNum, pageSize }
 * - GET /api_/ow/socialSport/detail?id -> GuiderArticleDetail (sanitized contentHtml)
 * Courses carry their enrolment status on the server's today (Asia/Shanghai).
 * Errors: bad query -> 400 naming the field; unknown id -> 404 '资讯不存在或已删除', withdrawn through the back office -> 410. Needs a session.
 * Cached per URL and clock day for 2 s (lib/http/response-cache.ts), as the other CMS lists.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdQuery } from '@portal/contracts/content';
import { Envelope } from '@portal/contracts/envelope';
import { Page } from '@portal/contracts/paging';
import { GuiderArticleDetail, GuiderArticleListItem, GuiderArticleListQuery } from '@portal/contracts/sport-guider';
import { gone, notFound } from '../../lib/api-error.js';
import { isGone } from '../content/content-gone.js';
import { errorResponses, READ_ERRORS } from '../../lib/envelope.js';
import { sendCached } from '../../lib/http/response-cache.js';
import { tableCache } from '../../data/cached-tables.js';
import { sanitizeCached } from '../../lib/sanitize.js';
import { shanghaiToday } from '../../lib/shanghai-time.js';
import { registerGuiderArticlePages } from './guider-article.pages.js';
import { presentGuiderArticleDetail, presentGuiderArticleItem } from './guider-article.presenter.js';
import { findGuiderArticle, listGuiderArticles } from './guider-article.repository.js';

const guiderArticleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerGuiderArticlePages(app);
  const cache = tableCache(app.db, ['guider_article']);

  app.get(
    '/api_/ow/socialSport/list',
    {
      schema: {
        summary: '社会体育指导员资讯列表（政策法规、通知公告、指导员协会、指导员培训）',
        tags: ['sportGuider'],
        querystring: GuiderArticleListQuery,
        response: { 200: Envelope(Page(GuiderArticleListItem)), ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      const today = shanghaiToday(app.clock());
      return sendCached(cache, `${today}|${request.url}`, reply, async () => {
        const { query } = request;
        const page = { pageNum: query.pageNum, pageSize: query.pageSize };
        const { rows, total } = await listGuiderArticles(
          app.db,
          { kind: query.kind, keyword: query.keyword?.trim() || undefined },
          page,
        );
        return { list: rows.map((row) => presentGuiderArticleItem(row, today)), total, ...page };
      });
    },
  );

  app.get(
    '/api_/ow/socialSport/detail',
    {
      schema: {
        summary: '社会体育指导员资讯详情',
        tags: ['sportGuider'],
        querystring: IdQuery,
        response: { 200: Envelope(GuiderArticleDetail), ...READ_ERRORS, ...errorResponses(410) },
      },
    },
    async (request, reply) => {
      const today = shanghaiToday(app.clock());
      return sendCached(cache, `${today}|${request.url}`, reply, async () => {
        const row = await findGuiderArticle(app.db, request.query.id);
        if (!row) throw (await isGone(app.db, 'guider_article', request.query.id)) ? gone('资讯') : notFound('资讯');
        return presentGuiderArticleDetail(row, today, sanitizeCached(`guider_article:${row.id}`, row.content_html));
      });
    },
  );
};

export default guiderArticleRoutes;
