/**
 * The games' news (spec §7 "community games news"): GET /api/data/qmsports/news/list and /news/detail;
 * cached per URL. Errors as ./community-games.routes.ts.
 */
import { Envelope } from '@portal/contracts/envelope';
import { Page } from '@portal/contracts/paging';
import { GamesNewsDetail, GamesNewsItem, GamesNewsListQuery, NewsIdQuery } from '@portal/contracts/community-games';
import { gone, notFound } from '../../lib/api-error.js';
import { isGone } from '../content/content-gone.js';
import { errorResponses, ok, READ_ERRORS } from '../../lib/envelope.js';
import { sendCached } from '../../lib/http/response-cache.js';
import { findNews, listNews } from './community-games.repository.js';
import { presentNewsDetail, presentNewsItem } from './community-games.presenter.js';

import type { PortalApp } from '../../types.js';
import { PREFIX, TAGS, type GamesRouteContext } from './games-route-context.js';

/** Adds the routes above to `app` (called once by ./community-games.routes.ts). */
export function registerGamesNewsRoutes(app: PortalApp, { cache, keyOf }: GamesRouteContext): void {
  app.get(
    `${PREFIX}/news/list`,
    {
      schema: {
        summary: '运动会新闻列表',
        tags: TAGS,
        querystring: GamesNewsListQuery,
        response: { 200: Envelope(Page(GamesNewsItem)), ...errorResponses(400) },
      },
    },
    async (request, reply) =>
      sendCached(cache, keyOf(request.url, 0), reply, async () => {
        const { pageNum, pageSize } = request.query;
        const { rows, total } = await listNews(app.db, pageNum, pageSize);
        return { list: rows.map(presentNewsItem), total, pageNum, pageSize };
      }),
  );

  app.get(
    `${PREFIX}/news/detail`,
    {
      schema: {
        summary: '运动会新闻详情',
        tags: TAGS,
        querystring: NewsIdQuery,
        response: { 200: Envelope(GamesNewsDetail), ...READ_ERRORS, ...errorResponses(410) },
      },
    },
    async (request) => {
      const row = await findNews(app.db, request.query.id);
      if (!row) throw (await isGone(app.db, 'games_news', request.query.id)) ? gone('新闻') : notFound('新闻');
      return ok(presentNewsDetail(row));
    },
  );
}
