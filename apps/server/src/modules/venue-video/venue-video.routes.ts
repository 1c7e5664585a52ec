/**
 * Venue videos (spec §7 "venue video list", §2 /videoCat):
 * - GET /api/data/venue/video/list?pageNum&pageSize&organId&keyword -> Page<VenueVideo>, newest first
 *   (publish_time desc, id desc); keyword matches the title or the venue name; an unknown organId
 *   simply matches nothing.
 * - GET /api/data/venue/video/{id} -> VenueVideo.
 * - GET /api/data/venue/video/deleteBlocks?ids=12,13 -> { deleted, ids } (spec §7 "deleting video address
 *   blocks", ./video-blocks-delete.ts): an agency session whose venues hold every id; 403 otherwise.
 * Errors: invalid query or id -> 400 naming the field; unknown id -> 404 '视频不存在或已删除'.
 * All need a session.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '@portal/contracts/envelope';
import { Page } from '@portal/contracts/paging';
import {
  VenueVideo,
  VideoBlocksDeleted,
  VideoBlocksDeleteQuery,
  VideoIdParams,
  VideoListQuery,
} from '@portal/contracts/venue-video';
import { notFound } from '../../lib/api-error.js';
import { errorResponses, ok, READ_ERRORS } from '../../lib/envelope.js';
import { requireAgency } from '../area/agency-scope.js';
import { deleteVideoBlocks } from './video-blocks-delete.js';
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

  // Registered before '/:id' reads it as an id (the spec lists the call among the GETs).
  app.get(
    '/api/data/venue/video/deleteBlocks',
    {
      schema: {
        summary: '删除场馆视频地址块',
        tags: ['venue-video'],
        querystring: VideoBlocksDeleteQuery,
        response: { 200: Envelope(VideoBlocksDeleted), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const session = requireAgency(request, '只有机构账号可以删除场馆视频');
      const ids = request.query.ids.split(',').map(Number);
      const deleted = await deleteVideoBlocks(app.db, session, ids, { time: app.clock(), ip: request.ip });
      return ok({ deleted: deleted.length, ids: deleted });
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
