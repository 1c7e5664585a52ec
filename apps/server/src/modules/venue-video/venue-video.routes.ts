/**
 * Venue videos (spec §7 "venue video list", §2 /videoCat):
 * - GET /api/data/venue/video/list?pageNum&pageSize&organId&keyword -> Page<VenueVideo>, newest first
 *   (publish_time desc, id desc); keyword matches the title or the venue name; an unknown organId
 *   simply matches nothing.
 * - GET /api/data/venue/video/{id} -> VenueVideo.
 * Errors: invalid query or id -> 400 naming the field; unknown id -> 404 '视频不存在或已删除'.
 * Both need a session.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '@portal/contracts/envelope';
import { Page } from '@portal/contracts/paging';
import { VenueVideo, VideoIdParams, VideoListQuery } from '@portal/contracts/venue-video';
import { notFound } from '../../lib/api-error.js';
import { ok, READ_ERRORS } from '../../lib/envelope.js';
import { presentVideo } from './venue-video.presenter.js';
import { findVideo, listVideos } from './venue-video.repository.js';

const venueVideoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/data/venue/video/list',
    {
      schema: {
        summary: '场馆视频列表',
        tags: ['venue-video'],
        querystring: VideoListQuery,
        response: { 200: Envelope(Page(VenueVideo)), ...READ_ERRORS },
      },
    },
    async (request) => {
      const { pageNum, pageSize, organId, keyword } = request.query;
      const { rows, total } = await listVideos(app.db, {
        organId,
        keyword: keyword?.trim() || undefined,
        pageNum,
        pageSize,
      });
      return ok({ list: rows.map(presentVideo), total, pageNum, pageSize });
    },
  );

  app.get(
    '/api/data/venue/video/:id',
    {
      schema: {
        summary: '场馆视频',
        tags: ['venue-video'],
        params: VideoIdParams,
        response: { 200: Envelope(VenueVideo), ...READ_ERRORS },
      },
    },
    async (request) => {
      const row = await findVideo(app.db, request.params.id);
      if (!row) throw notFound('视频');
      return ok(presentVideo(row));
    },
  );
};

export default venueVideoRoutes;
