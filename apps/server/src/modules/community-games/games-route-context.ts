/**
 * What the community-games route files share (docs/decisions/community-games.md "Community games"): the path
 * prefix and tag, the answer cache over the games tables, today's day number in Asia/Shanghai on the app
 * clock, the cache key (the URL and the day: statuses change at midnight) and the games a request names.
 * Made once by ./community-games.routes.ts and passed to each route file.
 */
import { tableCache } from '../../data/cached-tables.js';
import { notFound } from '../../lib/api-error.js';
import type { ResponseCache } from '../../lib/http/response-cache.js';
import type { PortalApp } from '../../types.js';
import { listGames } from './community-games.repository.js';
import { dayNumberOf, dayNumberOfDay } from '../../lib/shanghai-time.js';

export const PREFIX = '/api/data/qmsports';
export const TAGS = ['community-games'];
/**
 * Cached answers live this long: as long as the snapshot they come from (it refreshes every minute), so
 * an answer is at most two minutes behind the database.
 */
export const CACHE_TTL_MS = 60_000;

export interface GamesRouteContext {
  cache: ResponseCache;
  /** Today's day number in Asia/Shanghai (app.clock()). */
  today(): number;
  /** Cache key of a request: its URL and the day. */
  keyOf(url: string, day: number): string;
  /** The games `gamesId`, or the current one (the latest that has started) when undefined; 404 if unknown. */
  gamesOf(
    gamesId: number | undefined,
    day: number,
  ): Promise<{
    chosen: Awaited<ReturnType<typeof listGames>>[number];
    games: Awaited<ReturnType<typeof listGames>>;
  }>;
}

/** The shared context of `app`'s community-games routes. */
export function gamesRouteContext(app: PortalApp): GamesRouteContext {
  const cache = tableCache(app.db, ['games', 'games_race', 'games_result', 'games_news', 'division'], {
    maxEntries: 2_000,
    ttlMs: CACHE_TTL_MS,
  });
  return {
    cache,
    today: () => dayNumberOf(app.clock()),
    keyOf: (url, day) => `${day}|${url}`,
    async gamesOf(gamesId, day) {
      const games = await listGames(app.db);
      const chosen =
        gamesId === undefined
          ? (games.find((g) => dayNumberOfDay(g.start_date) <= day) ?? games.at(-1))
          : games.find((g) => g.id === gamesId);
      if (!chosen) throw notFound('运动会');
      return { chosen, games };
    },
  };
}
