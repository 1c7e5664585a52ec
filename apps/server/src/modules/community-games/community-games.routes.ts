/**
 * Community sports games (全民健身社区运动会, spec §2 /qmsports, §7 "community games news and race map").
 * Paths under /api/data/qmsports (contracts/community-games.ts lists them with their shapes).
 *
 * Auth: PUBLIC — no session header is needed or read. Spec §8 excludes this section from the web
 * client's 401 retry; with no token there is no 401 to retry (docs/decisions/community-games.md "Community games").
 * The race lists, calendar, map, figures and province table come from the in-memory snapshot
 * (./race-snapshot.ts); statuses use today's date in Asia/Shanghai (app.clock()). Answers are cached
 * per URL and day for CACHE_TTL_MS, with their compressed copies (lib/http/response-cache.ts); a request is checked (filters,
 * division) only when its answer is computed, so a hit costs only the schema check and the send.
 *
 * Errors: invalid query or id -> 400 naming the field; endDate before startDate -> 400 naming endDate;
 * ics with neither or both of id and month -> 400 naming id; unknown areaCode -> 404
 * '行政区划不存在或已删除'; unknown race, news or games id -> 404 '{赛事|新闻|运动会}不存在或已删除'.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { markRoutesPublic } from '../../plugins/session-auth/session-auth.js';
import { registerGamesNewsPages } from './games-news.pages.js';
import { registerGamesNewsRoutes } from './games-news.routes.js';
import { gamesRouteContext } from './games-route-context.js';
import { registerGamesRoutes } from './games.routes.js';
import { registerRacePages } from './race.pages.js';
import { listOrder } from './race-filter.js';
import { registerRaceRoutes } from './race.routes.js';
import { raceSnapshot } from './race-snapshot.js';

export { CACHE_TTL_MS } from './games-route-context.js';
export { ICS_MONTH_MAX } from './race.routes.js';

const communityGamesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  markRoutesPublic(app);
  const context = gamesRouteContext(app);
  registerGamesNewsPages(app);
  registerRacePages(app);
  // Read the races and order them for today while the server starts, so the first visitor does not wait.
  app.addHook('onReady', async () => {
    raceSnapshot(app.db).then(
      (s) => listOrder(s, context.today()),
      (error: unknown) => app.log.error(error, '赛事数据加载失败'),
    );
  });
  registerGamesRoutes(app, context);
  registerRaceRoutes(app, context);
  registerGamesNewsRoutes(app, context);
};

export default communityGamesRoutes;
