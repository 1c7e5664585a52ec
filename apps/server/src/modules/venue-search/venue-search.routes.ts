/**
 * Venue search (spec §7 "Lists"): the same filters on two shapes.
 *
 * - GET /api/data/v2/venue/search -> data { list: VenueListItem[] (VenueBasic + status: OpenStatus), total, pageNum, pageSize }
 * - GET /api/data/venue/search    -> data { list: VenueBasic[], total, pageNum, pageSize }
 *
 * Query (VenueSearchQuery): pageNum, pageSize (1..100), areaCode (province, city or county, by the code's
 * level), organType (1-4), keyword (name or address, <= 50 characters, blank = none), openNow, freeNow
 * (true filters; false or absent = no filter), opensLater (not open now, opens later today; with freeNow:
 * free later today), isLarge, year (venues with open data of that year).
 * lng + lat (both, the visitor's position, given with consent): nearest first.
 * Order (venue-search.repository.ts searchVenues): opensLater -> opening minute; position -> distance;
 * else venues open now first; then organId (large and small venues mixed). "Now" is app.clock() in Asia/Shanghai.
 * Errors: invalid query -> 400 naming the field (schema); areaCode that is not a division -> 404
 * '行政区划不存在或已删除'. Needs a session (session-auth default).
 * Successful bodies are kept per URL until the end of the clock minute (lib/http/response-cache.ts):
 * statuses change only at whole minutes (slots start and end on minutes), so a new minute is always
 * computed afresh, and venue data (filled in yearly through the external systems) shows within a minute.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '@portal/contracts/envelope';
import { Page } from '@portal/contracts/paging';
import { VenueBasic, VenueListItem, VenueSearchQuery, type OpenStatus } from '@portal/contracts/venue';
import { READ_ERRORS } from '../../lib/envelope.js';
import { sendCached } from '../../lib/http/response-cache.js';
import { tableCache } from '../../data/cached-tables.js';
import { AUDITED_YEAR_TABLES } from '../../db/audited-venue-year.js';
import { openNowContext } from '../venue-status/open-status.js';
import { loadCalendar, loadStatuses } from '../venue-status/venue-status.repository.js';
import { loadDivisions, venueAreaColumn } from '../area/divisions.js';
import { searchVenues, type VenueSearchFilters } from './venue-search.repository.js';
import { registerVenueSearchPage } from './venue-search.pages.js';
import { presentVenueSearchItem } from './venue-search.presenter.js';

const MINUTE_MS = 60_000;

const venueSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // One cache per app instance (tests build many apps). Entries live for at most a minute, and the key's
  // minute retires them at its end. Why not the content cache's 2 s: a filtered search costs ~8 ms, and
  // with a few hundred popular filter URLs a 2 s life re-ran each of them every 2 s, which at 100,000
  // venues took most of a core (npm run bench: 22 % of hello-world with 2 s).
  const cache = tableCache(
    app.db,
    ['venue', 'venue_schedule_slot', 'venue_closure', ...AUDITED_YEAR_TABLES, 'calendar_day', 'division'],
    { maxEntries: 1_000, ttlMs: MINUTE_MS },
  );

  /** Cache key: the URL and the clock minute, so an open-now answer never outlives its minute. */
  const cacheKey = (url: string, at: Date) => `${Math.floor(at.getTime() / MINUTE_MS)}|${url}`;
  registerVenueSearchPage(app);

  /** The matching page: rows presented as VenueBasic, plus statuses at `at` when `withStatus`. */
  async function search(query: VenueSearchQuery, at: Date, withStatus: boolean) {
    const divisions = await loadDivisions(app.db);
    const filters: VenueSearchFilters = {
      area: query.areaCode ? { column: venueAreaColumn(divisions, query.areaCode), code: query.areaCode } : undefined,
      organType: query.organType,
      keyword: query.keyword?.trim() || undefined,
      isLarge: query.isLarge,
      year: query.year,
      openNow: query.openNow === true,
      freeNow: query.freeNow === true,
      opensLater: query.opensLater === true,
    };
    // Also without the open-now filters: the list puts venues open now first.
    filters.now = openNowContext(await loadCalendar(app.db), at);
    const page = { pageNum: query.pageNum, pageSize: query.pageSize };
    const position =
      query.lng !== undefined && query.lat !== undefined ? { lng: query.lng, lat: query.lat } : undefined;
    const { rows, total } = await searchVenues(app.db, app.dialect, filters, page, position);
    const statuses = withStatus
      ? await loadStatuses(
          app.db,
          rows.map((r) => Number(r.organ_id)),
          at,
        )
      : new Map<number, OpenStatus>();
    const list = rows.map((row) => presentVenueSearchItem(row, divisions, statuses.get(Number(row.organ_id))));
    return { list, total, ...page };
  }

  app.get(
    '/api/data/v2/venue/search',
    {
      schema: {
        summary: '场馆查询（含此刻开放状态）',
        tags: ['venue'],
        querystring: VenueSearchQuery,
        response: { 200: Envelope(Page(VenueListItem)), ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      const at = app.clock();
      return sendCached(cache, cacheKey(request.url, at), reply, () => search(request.query, at, true));
    },
  );

  app.get(
    '/api/data/venue/search',
    {
      schema: {
        summary: '场馆查询',
        tags: ['venue'],
        querystring: VenueSearchQuery,
        response: { 200: Envelope(Page(VenueBasic)), ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      const at = app.clock();
      return sendCached(cache, cacheKey(request.url, at), reply, () => search(request.query, at, false));
    },
  );
};

export default venueSearchRoutes;
