/**
 * Matches 赛事活动 and trainings 培训 held at venues (spec §7). For each kind (segment 'match' /
 * 'training', see ./event-kinds.ts):
 *
 * - GET /api/data/v2/venue/{segment}/search?pageNum&pageSize&areaCode&organId&sport&status&keyword&startDate&endDate
 *   -> Page<MatchListItem | TrainingListItem>. areaCode is a province, city or county code; status is
 *   upcoming / ongoing / ended by today's date in Asia/Shanghai (app.clock()); keyword matches name or
 *   organiser; [startDate, endDate] is a range the event overlaps. Order: ongoing (ending soonest first),
 *   upcoming (starting soonest first), ended (most recently ended first), then id.
 * - GET /api/data/v2/venue/{segment}/{id} -> MatchDetail | TrainingDetail (description HTML sanitized).
 * - GET /api/data/v2/venue/{segment}/sports -> string[]: the distinct sports, pinyin order (cached 60 s).
 * - GET /api/data/large/venue/{segment}/find/detail?organId&year&pageNum&pageSize -> the page of a large
 *   venue's events overlapping that calendar year, same order.
 *
 * Errors: invalid query or id -> 400 naming the field (an impossible date such as 2026-02-30 included);
 * endDate before startDate -> 400 naming endDate; areaCode that is not a division -> 404
 * '行政区划不存在或已删除'; unknown event id -> 404 '{赛事活动|培训}不存在或已删除'; find/detail for a
 * venue that does not exist or is not large -> 404 '大型场馆不存在或已删除'. All routes need a session.
 *
 * Answers of search, detail and find/detail are kept per URL and Shanghai day in a table cache (cleared on
 * every instance when the kind's table, venue or division changes: docs/decisions/data-spine.md).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '@portal/contracts/envelope';
import { Page } from '@portal/contracts/paging';
import { LargeVenueFindQuery } from '@portal/contracts/venue';
import { EventIdParams, SportNames, VenueEventSearchQuery } from '@portal/contracts/venue-event';
import { badRequest, notFound } from '../../lib/api-error.js';
import { errorResponses, ok, READ_ERRORS } from '../../lib/envelope.js';
import { sendCached } from '../../lib/http/response-cache.js';
import { tableCache } from '../../data/cached-tables.js';
import type { PortalApp } from '../../types.js';
import { loadDivisions, venueAreaColumn } from '../area/divisions.js';
import { EVENT_KINDS, type EventKind } from './event-kinds.js';
import { shanghaiToday } from '../../lib/shanghai-time.js';
import { registerVenueEventPages } from './venue-event.pages.js';
import { presentEvent, presentEventDetail } from './venue-event.presenter.js';
import { findEvent, findVenueIsLarge, listSports, searchEvents, type EventSearch } from './venue-event.repository.js';

/** A trimmed string, or undefined when missing or blank. */
const present = (value: string | undefined) => value?.trim() || undefined;

function registerKind(app: PortalApp, kind: EventKind): void {
  const tags = ['venue-event'];
  // Lists and details are kept per URL and Shanghai day (an event's status is a function of the day), and
  // cleared on every instance when the events, their venues or the divisions change (data/cached-tables.ts).
  // Why: the list's status order is computed over every matching row, so an uncached page cost about seven
  // news lists, and the first page of matches is in the home page's crowd (docs/benchmarks.md "Crowd").
  const cache = tableCache(app.db, [kind.table, 'venue', 'division'], { maxEntries: 1_000 });
  const cacheKey = (url: string, today: string) => `${today}|${url}`;

  /** Runs `search` and presents the page (not yet enveloped). */
  async function page(search: EventSearch) {
    const [{ rows, total }, divisions] = await Promise.all([
      searchEvents(app.db, kind.table, kind.extras, search),
      loadDivisions(app.db),
    ]);
    const list = rows.map((row) => presentEvent(kind, row, search.today, divisions));
    return { list, total, pageNum: search.pageNum, pageSize: search.pageSize };
  }

  app.get(
    `/api/data/v2/venue/${kind.segment}/search`,
    {
      schema: {
        summary: `${kind.label}查询`,
        tags,
        querystring: VenueEventSearchQuery,
        response: { 200: Envelope(Page(kind.itemSchema)), ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      const q = request.query;
      if (q.startDate !== undefined && q.endDate !== undefined && q.endDate < q.startDate) {
        throw badRequest('endDate', '截止日期不能早于起始日期');
      }
      const today = shanghaiToday(app.clock());
      return sendCached(cache, cacheKey(request.url, today), reply, async () =>
        page({
          today,
          area:
            q.areaCode === undefined
              ? undefined
              : { column: venueAreaColumn(await loadDivisions(app.db), q.areaCode), code: q.areaCode },
          organId: q.organId,
          sport: present(q.sport),
          status: q.status,
          keyword: present(q.keyword),
          from: q.startDate,
          to: q.endDate,
          pageNum: q.pageNum,
          pageSize: q.pageSize,
        }),
      );
    },
  );

  app.get(
    `/api/data/v2/venue/${kind.segment}/sports`,
    {
      schema: {
        summary: `${kind.label}运动项目（筛选用）`,
        tags,
        response: { 200: Envelope(SportNames), ...errorResponses(401) },
      },
    },
    async () => ok([...(await listSports(app.db, kind.table))]),
  );

  app.get(
    `/api/data/v2/venue/${kind.segment}/:id`,
    {
      schema: {
        summary: `${kind.label}详情`,
        tags,
        params: EventIdParams,
        response: { 200: Envelope(kind.detailSchema), ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      const today = shanghaiToday(app.clock());
      return sendCached(cache, cacheKey(request.url, today), reply, async () => {
        const [row, divisions] = await Promise.all([
          findEvent(app.db, kind.table, kind.extras, request.params.id),
          loadDivisions(app.db),
        ]);
        if (!row) throw notFound(kind.label);
        return presentEventDetail(kind, row, today, divisions);
      });
    },
  );

  app.get(
    `/api/data/large/venue/${kind.segment}/find/detail`,
    {
      schema: {
        summary: `大型场馆年度${kind.label}`,
        tags,
        querystring: LargeVenueFindQuery,
        response: { 200: Envelope(Page(kind.itemSchema)), ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      const { organId, year, pageNum, pageSize } = request.query;
      const today = shanghaiToday(app.clock());
      return sendCached(cache, cacheKey(request.url, today), reply, async () => {
        if ((await findVenueIsLarge(app.db, organId)) !== true) throw notFound('大型场馆');
        return page({ today, organId, from: `${year}-01-01`, to: `${year}-12-31`, pageNum, pageSize });
      });
    },
  );
}

const venueEventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const kind of EVENT_KINDS) registerKind(app, kind);
  registerVenueEventPages(app);
};

export default venueEventRoutes;
