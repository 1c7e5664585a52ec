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
import { Envelope } from '@portal/contracts/envelope';
import { Page } from '@portal/contracts/paging';
import {
  GamesCurrent,
  GamesNewsDetail,
  GamesNewsItem,
  GamesNewsListQuery,
  GamesStatQuery,
  IcsCalendar,
  NewsIdQuery,
  ProvinceStat,
  RaceCalendarMonth,
  RaceCalendarQuery,
  RaceDetail,
  RaceIcsQuery,
  RaceIdParams,
  RaceIdQuery,
  RaceListItem,
  RaceMapQuery,
  RaceMapView,
  RaceScore,
  RaceSearchQuery,
} from '@portal/contracts/community-games';
import { Type } from 'typebox';
import { badRequest, notFound } from '../../lib/api-error.js';
import { errorResponses, ok, READ_ERRORS } from '../../lib/envelope.js';
import { tableCache } from '../../data/cached-tables.js';
import { sendCached } from '../../lib/http/response-cache.js';
import { registerGamesNewsPages } from './games-news.pages.js';
import { registerRacePages } from './race.pages.js';
import { markRoutesPublic } from '../../plugins/session-auth/session-auth.js';
import { loadDivisions } from '../area/divisions.js';
import { findIcsRows, findNews, listGames, listNews, listResults } from './community-games.repository.js';
import {
  presentGamesCurrent,
  presentMapCluster,
  presentMapPoint,
  presentNewsDetail,
  presentNewsItem,
  presentProvinceStat,
  presentRaceItem,
  presentResults,
} from './community-games.presenter.js';
import { gamesFigures, provinceTable } from './province-table.js';
import { dayNumber, isoDay, monthDays, shanghaiDayNumber } from './race-days.js';
import { allMatching, dayCounts, listOrder, raceStatusAt, searchRaces } from './race-filter.js';
import { findRaceDetail, positionOf } from './race-detail.js';
import { racesToIcs } from './race-ics.js';
import { mapCells } from './race-map.js';
import { toRaceFilter } from './race-query.js';
import { raceSnapshot } from './race-snapshot.js';

const PREFIX = '/api/data/qmsports';
const TAGS = ['community-games'];
/**
 * Cached answers live this long: as long as the snapshot they come from (it refreshes every minute), so
 * an answer is at most two minutes behind the database.
 */
export const CACHE_TTL_MS = 60_000;
/** A month's .ics holds at most this many races (the first in list order). */
export const ICS_MONTH_MAX = 500;

const communityGamesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  markRoutesPublic(app);
  const cache = tableCache(app.db, ['games', 'games_race', 'games_result', 'games_news', 'division'], {
    maxEntries: 2_000,
    ttlMs: CACHE_TTL_MS,
  });
  registerGamesNewsPages(app);
  registerRacePages(app);
  const today = () => shanghaiDayNumber(app.clock());
  // Read the races and order them for today while the server starts, so the first visitor does not wait.
  app.addHook('onReady', async () => {
    raceSnapshot(app.db).then(
      (s) => listOrder(s, today()),
      (error: unknown) => app.log.error(error, '赛事数据加载失败'),
    );
  });
  /** Cache key: the URL and the day (statuses change at midnight). */
  const keyOf = (url: string, day: number) => `${day}|${url}`;

  /** The games `gamesId`, or the current one (the latest that has started) when undefined. */
  async function gamesOf(gamesId: number | undefined, day: number) {
    const games = await listGames(app.db);
    const chosen =
      gamesId === undefined
        ? (games.find((g) => dayNumber(g.start_date) <= day) ?? games.at(-1))
        : games.find((g) => g.id === gamesId);
    if (!chosen) throw notFound('运动会');
    return { chosen, games };
  }

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
    `${PREFIX}/race/search`,
    {
      schema: {
        summary: '赛事查询（地区、项目、日期、状态、级别、关键词）',
        tags: TAGS,
        querystring: RaceSearchQuery,
        response: { 200: Envelope(Page(RaceListItem)), ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      const day = today();
      const q = request.query;
      return sendCached(cache, keyOf(request.url, day), reply, async () => {
        const filter = await toRaceFilter(app.db, q);
        const [s, divisions] = await Promise.all([raceSnapshot(app.db), loadDivisions(app.db)]);
        const { positions, total } = searchRaces(s, filter, day, q.pageNum, q.pageSize);
        const list = positions.map((i) => presentRaceItem(s, i, raceStatusAt(s, i, day), divisions));
        return { list, total, pageNum: q.pageNum, pageSize: q.pageSize };
      });
    },
  );

  app.get(
    `${PREFIX}/race/calendar`,
    {
      schema: {
        summary: '赛事日历：某月每天的赛事数',
        tags: TAGS,
        querystring: RaceCalendarQuery,
        response: { 200: Envelope(RaceCalendarMonth), ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      const day = today();
      return sendCached(cache, keyOf(request.url, day), reply, async () => {
        const filter = await toRaceFilter(app.db, request.query);
        const { first, last } = monthDays(request.query.month);
        const days = dayCounts(await raceSnapshot(app.db), filter, day, first, last);
        return { month: request.query.month, days: days.map((d) => ({ date: isoDay(d.day), count: d.count })) };
      });
    },
  );

  app.get(
    `${PREFIX}/race/ics`,
    {
      schema: {
        summary: '导出赛事日历（.ics）：单个赛事（id）或某月符合条件的赛事（month）',
        tags: TAGS,
        querystring: RaceIcsQuery,
        produces: ['text/calendar'],
        response: { 200: IcsCalendar, ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      const q = request.query;
      if ((q.id === undefined) === (q.month === undefined))
        throw badRequest('id', '请指定赛事编号 id 或月份 month 之一');
      const day = today();
      let ids: number[];
      let name: string;
      if (q.id !== undefined) {
        ids = [q.id];
        name = '全民健身社区运动会赛事';
      } else {
        const filter = await toRaceFilter(app.db, q);
        const { first, last } = monthDays(q.month as string);
        const s = await raceSnapshot(app.db);
        const range = { ...filter, from: Math.max(first, filter.from ?? first), to: Math.min(last, filter.to ?? last) };
        ids = allMatching(s, range, day, ICS_MONTH_MAX).map((i) => s.id[i] as number);
        name = `全民健身社区运动会 ${q.month} 赛事`;
      }
      const rows = await findIcsRows(app.db, ids);
      if (q.id !== undefined && rows.length === 0) throw notFound('赛事');
      const origin = `${request.protocol}://${request.host}`;
      const text = racesToIcs(
        rows.map((r) => ({
          id: r.id,
          name: r.name,
          sport: r.sport,
          start: dayNumber(r.start_date),
          end: dayNumber(r.end_date),
          venue: `${r.venue_name}（${r.address}）`,
          organiser: r.organiser,
        })),
        name,
        (id) => `${origin}/qmsports/race/detail?id=${id}`,
      );
      const file = q.id !== undefined ? `race-${q.id}.ics` : `races-${q.month}.ics`;
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file}"`)
        .send(text);
    },
  );

  app.get(
    `${PREFIX}/race/map`,
    {
      schema: {
        summary: '赛事地图：视野内的赛事与聚合点（至多 500 个标记）',
        tags: TAGS,
        querystring: RaceMapQuery,
        response: { 200: Envelope(RaceMapView), ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      const q = request.query;
      if (q.east < q.west) throw badRequest('east', '东经度不能小于西经度');
      if (q.north < q.south) throw badRequest('north', '北纬度不能小于南纬度');
      const day = today();
      return sendCached(cache, keyOf(request.url, day), reply, async () => {
        const filter = await toRaceFilter(app.db, q);
        const s = await raceSnapshot(app.db);
        const { total, cells } = mapCells(s, filter, day, q);
        return {
          total,
          clusters: cells.filter((c) => c.count > 1).map(presentMapCluster),
          points: cells
            .filter((c) => c.count === 1)
            .map((c) => presentMapPoint(s, c.position, raceStatusAt(s, c.position, day))),
        };
      });
    },
  );

  app.get(
    `${PREFIX}/race/score`,
    {
      schema: {
        summary: '赛事成绩与名次（按小项、组别；个人与团体）',
        tags: TAGS,
        querystring: RaceIdQuery,
        response: { 200: Envelope(RaceScore), ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      const day = today();
      return sendCached(cache, keyOf(request.url, day), reply, async () => {
        const [s, divisions, rows] = await Promise.all([
          raceSnapshot(app.db),
          loadDivisions(app.db),
          listResults(app.db, request.query.id),
        ]);
        const i = positionOf(s, request.query.id);
        if (i < 0) throw notFound('赛事');
        return {
          race: presentRaceItem(s, i, raceStatusAt(s, i, day), divisions),
          events: presentResults(rows, divisions),
        };
      });
    },
  );

  app.get(
    `${PREFIX}/race/:id`,
    {
      schema: {
        summary: '赛事详情',
        tags: TAGS,
        params: RaceIdParams,
        response: { 200: Envelope(RaceDetail), ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      const day = today();
      return sendCached(cache, keyOf(request.url, day), reply, async () => {
        const detail = await findRaceDetail(app.db, request.params.id, day);
        if (!detail) throw notFound('赛事');
        return detail;
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
        response: { 200: Envelope(GamesNewsDetail), ...READ_ERRORS },
      },
    },
    async (request) => {
      const row = await findNews(app.db, request.query.id);
      if (!row) throw notFound('新闻');
      return ok(presentNewsDetail(row));
    },
  );
};

export default communityGamesRoutes;
