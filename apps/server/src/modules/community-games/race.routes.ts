/**
 * The races (spec §2 /qmsports, §7 "race map"): GET /api/data/qmsports/race/search, /race/calendar,
 * /race/ics (a race's or a month's iCalendar), /race/map, /race/score and /race/{id}, from the race snapshot
 * (./race-snapshot.ts) and the results table; cached per URL and day. Errors as ./community-games.routes.ts.
 */
import { Envelope } from '@portal/contracts/envelope';
import { Page } from '@portal/contracts/paging';
import {
  IcsCalendar,
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
import { badRequest, notFound } from '../../lib/api-error.js';
import { READ_ERRORS } from '../../lib/envelope.js';
import { sendCached } from '../../lib/http/response-cache.js';
import { loadDivisions } from '../area/divisions.js';
import { findIcsRows, listResults } from './community-games.repository.js';
import { presentMapCluster, presentMapPoint, presentRaceItem, presentResults } from './community-games.presenter.js';
import { monthDays } from './race-days.js';
import { dayNumberOfDay, dayStringOf } from '../../lib/shanghai-time.js';
import { allMatching, dayCounts, raceStatusAt, searchRaces } from './race-filter.js';
import { findRaceDetail, positionOf } from './race-detail.js';
import { racesToIcs } from './race-ics.js';
import { mapCells } from './race-map.js';
import { toRaceFilter } from './race-query.js';
import { raceSnapshot } from './race-snapshot.js';

import type { PortalApp } from '../../types.js';
import { PREFIX, TAGS, type GamesRouteContext } from './games-route-context.js';

/** A month's .ics holds at most this many races (the first in list order). */
export const ICS_MONTH_MAX = 500;

/** Adds the routes above to `app` (called once by ./community-games.routes.ts). */
export function registerRaceRoutes(app: PortalApp, { cache, today, keyOf }: GamesRouteContext): void {
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
        return { month: request.query.month, days: days.map((d) => ({ date: dayStringOf(d.day), count: d.count })) };
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
          start: dayNumberOfDay(r.start_date),
          end: dayNumberOfDay(r.end_date),
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
}
