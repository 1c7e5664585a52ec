/**
 * Venue details of the venue opening section (spec §7 "Details" and "Large venue"):
 *
 * - GET /api/data/venue/{organId}/{year}                 -> VenueYearDetail (any venue)
 * - GET /api/data/venue/large/{organId}/{year}           -> VenueYearDetail (large venues only)
 * - GET /api/data/venue/years/{organId}                  -> number[] years with open data, newest first
 * - GET /api/data/venue/profile/{organId}                -> VenueProfile without a year (any venue; the page's
 *   profile-only state for a venue with no public year, docs/decisions/open-data.md "Audited rows"; the same
 *   whitelisted fields as VenueYearDetail.venue)
 * - GET /api/data/venue/large/years/{organId}            -> number[] (large venues only)
 * - GET /api/data/v2/nvenue/info/getYear/{organId}       -> number[]
 * - GET /api/data/v2/nvenue/info/{organId}/{year}/{oldType} -> VenueYearDetail (oldType = the venue's organType)
 * - GET /api/data/nvenue/detailsApis/open/{organId}/{year}  -> VenueOpenDetails
 * - GET /api/data/large/venue/open/find/detail?organId&year -> VenueYearDetail of a large venue
 *   (LargeVenueFindQuery; its paging fields are accepted and ignored)
 * - GET /api/data/organ/image/{organId}/list             -> VenueImage[] in display order
 * - GET /api/data/venueIntroduction/{announcement|introduction|notice}/{organId}
 *                                                        -> VenueIntroduction[] newest first, sanitized HTML
 *
 * Status and compliance are computed at the server clock (`app.clock()`, Asia/Shanghai rules in
 * modules/venue-status). Errors: bad parameters -> 400 naming the field; unknown venue -> 404
 * '场馆不存在或已删除' ('大型场馆不存在或已删除' on the large-only paths, also for a small venue);
 * oldType not the venue's type -> 404 '场馆类型不符…'; a year without data -> 404 '该场馆 2019 年度暂无开放数据'.
 * All need a session. Answers are kept 2 s per URL (sendCached in lib/http/response-cache.ts), so a status is at most 2 s old.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '@portal/contracts/envelope';
import {
  IntroductionParams,
  LargeVenueFindQuery,
  NvenueInfoParams,
  OrganIdParams,
  OrganYearParams,
  VenueImage,
  VenueIntroduction,
  VenueOpenDetails,
  VenueProfile,
  VenueYearDetail,
  Years,
} from '@portal/contracts/venue';
import { Type } from 'typebox';
import { READ_ERRORS } from '../../lib/envelope.js';
import { sendCached } from '../../lib/http/response-cache.js';
import { tableCache } from '../../data/cached-tables.js';
import { AUDITED_YEAR_TABLES } from '../../db/audited-venue-year.js';
import { registerVenueDetailPages } from './venue-detail.pages.js';
import { presentImage, presentIntroduction } from './venue-detail.presenter.js';
import { listImages, listIntroductions, listStatYears } from './venue-detail.repository.js';
import { loadOpenDetails, loadProfile, loadYearDetail, requireVenue, type VenueScope } from './venue-year-detail.js';

const TAG = 'venue';

const venueDetailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = tableCache(app.db, [
    'venue',
    'venue_schedule_slot',
    'venue_closure',
    ...AUDITED_YEAR_TABLES,
    'venue_image',
    'venue_introduction',
    'venue_evaluation',
    'calendar_day',
  ]);
  registerVenueDetailPages(app);

  const yearDetailRoute = (path: string, summary: string, scope: VenueScope) =>
    app.get(
      path,
      {
        schema: {
          summary,
          tags: [TAG],
          params: OrganYearParams,
          response: { 200: Envelope(VenueYearDetail), ...READ_ERRORS },
        },
      },
      async (request, reply) => {
        const { organId, year } = request.params;
        return sendCached(cache, request.url, reply, () => loadYearDetail(app.db, organId, year, scope, app.clock()));
      },
    );

  const yearsRoute = (path: string, summary: string, scope: VenueScope) =>
    app.get(
      path,
      { schema: { summary, tags: [TAG], params: OrganIdParams, response: { 200: Envelope(Years), ...READ_ERRORS } } },
      async (request, reply) => {
        const { organId } = request.params;
        return sendCached(cache, request.url, reply, async () => {
          await requireVenue(app.db, organId, scope);
          return listStatYears(app.db, organId);
        });
      },
    );

  yearDetailRoute('/api/data/venue/:organId/:year', '场馆年度开放数据', {});
  yearDetailRoute('/api/data/venue/large/:organId/:year', '大型场馆年度开放数据', { large: true });
  yearsRoute('/api/data/venue/years/:organId', '场馆有开放数据的年度', {});
  yearsRoute('/api/data/venue/large/years/:organId', '大型场馆有开放数据的年度', { large: true });
  yearsRoute('/api/data/v2/nvenue/info/getYear/:organId', '场馆有开放数据的年度（v2）', {});

  app.get(
    '/api/data/venue/profile/:organId',
    {
      schema: {
        summary: '场馆基本信息（不分年度：开放状态、开放时间、收费标准、闭馆安排）',
        tags: [TAG],
        params: OrganIdParams,
        response: { 200: Envelope(VenueProfile), ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      const { organId } = request.params;
      return sendCached(cache, request.url, reply, async () =>
        loadProfile(app.db, await requireVenue(app.db, organId), app.clock()),
      );
    },
  );

  app.get(
    '/api/data/v2/nvenue/info/:organId/:year/:oldType',
    {
      schema: {
        summary: '场馆年度开放数据（v2，按场馆类型）',
        tags: [TAG],
        params: NvenueInfoParams,
        response: { 200: Envelope(VenueYearDetail), ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      const { organId, year, oldType } = request.params;
      return sendCached(cache, request.url, reply, () =>
        loadYearDetail(app.db, organId, year, { organType: oldType }, app.clock()),
      );
    },
  );

  app.get(
    '/api/data/nvenue/detailsApis/open/:organId/:year',
    {
      schema: {
        summary: '场馆年度开放详情（开放状态、开放时间、闭馆公告、达标情况）',
        tags: [TAG],
        params: OrganYearParams,
        response: { 200: Envelope(VenueOpenDetails), ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      const { organId, year } = request.params;
      return sendCached(cache, request.url, reply, () => loadOpenDetails(app.db, organId, year, app.clock()));
    },
  );

  app.get(
    '/api/data/large/venue/open/find/detail',
    {
      schema: {
        summary: '大型场馆年度开放数据',
        tags: [TAG],
        querystring: LargeVenueFindQuery,
        response: { 200: Envelope(VenueYearDetail), ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      const { organId, year } = request.query;
      return sendCached(cache, request.url, reply, () =>
        loadYearDetail(app.db, organId, year, { large: true }, app.clock()),
      );
    },
  );

  app.get(
    '/api/data/organ/image/:organId/list',
    {
      schema: {
        summary: '场馆图片',
        tags: [TAG],
        params: OrganIdParams,
        response: { 200: Envelope(Type.Array(VenueImage)), ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      const { organId } = request.params;
      return sendCached(cache, request.url, reply, async () => {
        const [rows] = await Promise.all([listImages(app.db, organId), requireVenue(app.db, organId)]);
        return rows.map(presentImage);
      });
    },
  );

  app.get(
    '/api/data/venueIntroduction/:kind/:organId',
    {
      schema: {
        summary: '场馆简介、公告、须知',
        tags: [TAG],
        params: IntroductionParams,
        response: { 200: Envelope(Type.Array(VenueIntroduction)), ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      const { kind, organId } = request.params;
      return sendCached(cache, request.url, reply, async () => {
        const [rows] = await Promise.all([listIntroductions(app.db, organId, kind), requireVenue(app.db, organId)]);
        return rows.map(presentIntroduction);
      });
    },
  );
};

export default venueDetailRoutes;
