/**
 * The games and their figures (spec §2 /qmsports): GET /api/data/qmsports/games/current (the current or a
 * named games with its race, participant and province counts) and /province/stat (the province table), from
 * the race snapshot; cached per URL and day. Errors as ./community-games.routes.ts.
 */
import { Envelope } from '@portal/contracts/envelope';
import { GamesCurrent, GamesStatQuery, ProvinceStat } from '@portal/contracts/community-games';
import { Type } from 'typebox';
import { READ_ERRORS } from '../../lib/envelope.js';
import { sendCached } from '../../lib/http/response-cache.js';
import { loadDivisions } from '../area/divisions.js';
import { presentGamesCurrent, presentProvinceStat } from './community-games.presenter.js';
import { gamesFigures, provinceTable } from './province-table.js';
import { raceSnapshot } from './race-snapshot.js';

import type { PortalApp } from '../../types.js';
import { PREFIX, TAGS, type GamesRouteContext } from './games-route-context.js';

/** Adds the routes above to `app` (called once by ./community-games.routes.ts). */
export function registerGamesRoutes(app: PortalApp, { cache, today, keyOf, gamesOf }: GamesRouteContext): void {
  app.get(
    `${PREFIX}/games/current`,
    {
      schema: {
        summary: '当前运动会及主要数据（赛事数、参与人数、省份数）',
        tags: TAGS,
        querystring: GamesStatQuery,
        response: { 200: Envelope(GamesCurrent), ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      const day = today();
      return sendCached(cache, keyOf(request.url, day), reply, async () => {
        const [{ chosen, games }, s] = await Promise.all([gamesOf(request.query.gamesId, day), raceSnapshot(app.db)]);
        return presentGamesCurrent(chosen, gamesFigures(s, chosen.id, day), games);
      });
    },
  );

  app.get(
    `${PREFIX}/province/stat`,
    {
      schema: {
        summary: '各省（区、市）赛事数据与奖牌榜',
        tags: TAGS,
        querystring: GamesStatQuery,
        response: { 200: Envelope(Type.Array(ProvinceStat)), ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      const day = today();
      return sendCached(cache, keyOf(request.url, day), reply, async () => {
        const [{ chosen }, s, divisions] = await Promise.all([
          gamesOf(request.query.gamesId, day),
          raceSnapshot(app.db),
          loadDivisions(app.db),
        ]);
        return provinceTable(s, chosen.id, day).map((row) => presentProvinceStat(row, divisions));
      });
    },
  );
}
